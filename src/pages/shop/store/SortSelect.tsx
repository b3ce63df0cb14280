import { useLingui } from '@lingui/react/macro';
import { AriaProviders } from '#app/AriaProviders.tsx';
import { type Arrival, useArrival } from '#ui/LoadOnIntent/useLoadOnIntent.ts';
import { Select, SelectItem } from '#ui/Select/Select.tsx';
import type { StoreSortProps } from './StoreSort.tsx';
import { sortLabel } from './sortLabels.ts';

/** The sort picker itself, loaded when the shopper first reaches for it (`StoreSort`). */
export function SortSelect({ sort, sorts, onSort, className, ...arrival }: StoreSortProps & Arrival) {
  const { t, i18n } = useLingui();
  const { triggerRef, isOpen, setOpen } = useArrival<HTMLButtonElement>(arrival);
  return (
    <AriaProviders>
      <Select
        label={t`Sort by`}
        placeholder={t`Catalogue order`}
        value={sort ?? null}
        onChange={(key) => onSort(sorts.find((sortKey) => sortKey === key))}
        items={sorts.map((id) => ({ id, label: sortLabel(i18n, id) }))}
        className={className}
        triggerRef={triggerRef}
        isOpen={isOpen}
        onOpenChange={setOpen}
      >
        {(option) => <SelectItem id={option.id}>{option.label}</SelectItem>}
      </Select>
    </AriaProviders>
  );
}
