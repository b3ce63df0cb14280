import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useFormFlow } from '#app/forms/useFormFlow.ts';
import type { AdminListingAction, AdminListingRow } from '#contract/admin/listings.ts';
import type { CurrencyCode } from '#contract/lists.ts';
import { adminListingActionMachine } from '#machines/adminListingAction/adminListingAction.machine.ts';
import { Button } from '#ui/Button/Button.tsx';
import { Modal } from '#ui/Dialog/Modal.tsx';
import { Menu, MenuItem, MenuTrigger } from '#ui/Menu/Menu.tsx';
import { Popover } from '#ui/Popover/Popover.tsx';
import * as styles from './AdminListings.css.ts';
import { listingActionOrder, listingActionWording } from './listingPresentation.ts';

/** An action the admin picked, and the listings it is for (one row, or the rows of the selection it applies to). */
export interface ListingActionTarget {
  action: AdminListingAction;
  rows: readonly AdminListingRow[];
}

/**
 * The page's action flow (adminListingAction): one confirmation at a time, for one listing or the selection.
 * `open` shows it for a target; the flow says whether it is open and in flight.
 */
export function useListingAction(onDone: () => void) {
  const form = useFormFlow(adminListingActionMachine, { afterSuccess: onDone });
  const isOpen = useSelector(form.flow, (snapshot) => snapshot.hasTag('open'));
  const [target, setTarget] = useState<ListingActionTarget>();
  /** Counts the confirmations opened: each starts with empty fields. */
  const [opened, setOpened] = useState(0);
  return {
    ...form,
    isOpen,
    target,
    opened,
    open: (next: ListingActionTarget) => {
      setTarget(next);
      setOpened((count) => count + 1);
      form.flow.send({ type: 'form.open' });
    },
    cancel: () => form.flow.send({ type: 'form.cancel' }),
  };
}
export type ListingActionFlow = ReturnType<typeof useListingAction>;

/** A row's actions, as its state allows them, in a menu named after the listing. */
export function RowActions({ row, onPick }: { row: AdminListingRow; onPick: (target: ListingActionTarget) => void }) {
  const { t, i18n } = useLingui();
  const actions = listingActionOrder.filter((action) => row.actions.includes(action));
  if (actions.length === 0) return null;
  return (
    <MenuTrigger>
      <Button variant="ghost" size="sm" aria-label={t`Actions: ${row.name}`}>
        {t`Actions`}
      </Button>
      <Popover placement="bottom end">
        <Menu onAction={(action) => onPick({ action: action as AdminListingAction, rows: [row] })}>
          {actions.map((action) => (
            <MenuItem key={action} id={action}>
              {i18n._(listingActionWording[action].trigger)}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/**
 * Above the list while rows are picked: how many, the actions some of them allow, and a way to unpick them. An
 * action applies to the picked rows that allow it; one that none allows is disabled.
 *
 * Use it above the admin's listings table, fed with the rows picked there. Not for one listing's actions: its row's
 * menu (`RowActions`) has those.
 */
export function SelectionBar({
  rows,
  onPick,
  onClear,
}: {
  /** The picked rows; the bar is not drawn when there is none. */
  rows: readonly AdminListingRow[];
  /** An action was pressed: its target is the picked rows that allow it, to confirm in `ListingActionDialog`. */
  onPick: (target: ListingActionTarget) => void;
  /** Clear selection was pressed: the owner unpicks every row. */
  onClear: () => void;
}) {
  const { t, i18n } = useLingui();
  if (rows.length === 0) return null;
  return (
    <section className={styles.selectionBar} aria-label={t`Selected listings`}>
      <span className={styles.selectionCount} aria-live="polite">
        {plural(rows.length, { one: '# listing selected', other: '# listings selected' })}
      </span>
      {listingActionOrder.map((action) => {
        const allowing = rows.filter((row) => row.actions.includes(action));
        return (
          <Button
            key={action}
            variant="secondary"
            size="sm"
            isDisabled={allowing.length === 0}
            onPress={() => onPick({ action, rows: allowing })}
          >
            {i18n._(listingActionWording[action].trigger)}
          </Button>
        );
      })}
      <Button variant="ghost" size="sm" onPress={onClear}>
        {t`Clear selection`}
      </Button>
    </section>
  );
}

export interface ListingActionDialogProps {
  flow: ListingActionFlow;
  /** The list's currency: the fixed price is typed in it. */
  currency: CurrencyCode;
  /** The shop's service fee, for what shoppers will pay. */
  serviceFeePercent: number;
}

/**
 * The confirmation's form and its fields load apart from the page, fetched once the page is drawn: the listings show
 * without them, and they are there by the time an action is picked.
 */
const loadActionForm = () => import('./ListingActionForm.tsx');
const ListingActionForm = lazy(async () => ({ default: (await loadActionForm()).ListingActionForm }));

/** The confirmation of the action picked: what it does, to which listings, the price to fix, and the reason. */
export function ListingActionDialog({ flow, currency, serviceFeePercent }: ListingActionDialogProps) {
  const { target } = flow;
  useEffect(() => {
    void loadActionForm();
  }, []);
  return (
    <Modal isOpen={flow.isOpen && target !== undefined} onOpenChange={(open) => !open && flow.cancel()}>
      {target && (
        <Suspense fallback={null}>
          <ListingActionForm
            key={flow.opened}
            flow={flow}
            target={target}
            currency={currency}
            serviceFeePercent={serviceFeePercent}
          />
        </Suspense>
      )}
    </Modal>
  );
}
