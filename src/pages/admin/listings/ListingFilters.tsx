import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { AdminBot } from '#contract/admin/orders.ts';
import { listingStates } from '#contract/enums.ts';
import { gameKeys } from '#contract/storeFilters.ts';
import { games } from '#pages/common/games.ts';
import { Button } from '#ui/Button/Button.tsx';
import { Checkbox, CheckboxGroup } from '#ui/Checkbox/Checkbox.tsx';
import { Select, SelectItem } from '#ui/Select/Select.tsx';
import { TextField } from '#ui/TextField/TextField.tsx';
import * as styles from './AdminListings.css.ts';
import { listingStatePresentation } from './listingPresentation.ts';
import type { ListingsSearch } from './listingsSearch.ts';

const anyValue = 'any';
const noFilters: Partial<ListingsSearch> = { game: undefined, bot: undefined, state: undefined, q: undefined };

export interface ListingFiltersProps {
  /** The URL state: the filters the form starts from. */
  search: ListingsSearch;
  /** The shop's bots, to filter by; undefined while they load. */
  bots: readonly AdminBot[] | undefined;
  /** Replaces the filters (and goes back to the first page). */
  onApply: (patch: Partial<ListingsSearch>) => void;
}

/**
 * The filters as a form: what is typed or ticked applies on submit (Enter or Apply), so the URL changes once.
 *
 * Use it above the admin's listings table, keyed on the URL state so it starts again when the URL changes. Not for
 * the store's filters, which shoppers use (`StoreFilters`), nor for the orders' (`AdminOrdersPage` has its own).
 */
export function ListingFilters({ search, bots, onApply }: ListingFiltersProps) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<Partial<ListingsSearch>>(search);
  const set = (patch: Partial<ListingsSearch>) => setDraft((current) => ({ ...current, ...patch }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...noFilters, ...draft, page: 1 });
  };
  // A bot the URL names that is not configured (any more) is still offered, so the filter shows what applies.
  const botNames = [...new Set([...(bots ?? []).map((bot) => bot.account_name), ...(draft.bot ?? [])])];
  const personaOf = (name: string) => bots?.find((bot) => bot.account_name === name)?.persona_name;
  return (
    <form className={styles.filters} onSubmit={apply} aria-label={t`Filters`}>
      <CheckboxGroup
        label={t`State`}
        className={styles.wide}
        value={draft.state ?? []}
        onChange={(values) => set({ state: values.length > 0 ? (values as ListingsSearch['state']) : undefined })}
      >
        <div className={styles.stateChoices}>
          {listingStates.map((state) => (
            <Checkbox key={state} value={state}>
              {i18n._(listingStatePresentation[state].label)}
            </Checkbox>
          ))}
        </div>
      </CheckboxGroup>
      <TextField
        label={t`Name or listing id`}
        description={t`The start of each word: “ak red”`}
        value={draft.q ?? ''}
        onChange={(value) => set({ q: value.trim() === '' ? undefined : value })}
      />
      <Select
        label={t`Game`}
        selectedKey={draft.game?.[0] ?? anyValue}
        onSelectionChange={(key) => set({ game: key === anyValue ? undefined : [key as (typeof gameKeys)[number]] })}
      >
        <SelectItem id={anyValue}>{t`All games`}</SelectItem>
        {gameKeys.map((game) => (
          <SelectItem key={game} id={game}>
            {games[game].name}
          </SelectItem>
        ))}
      </Select>
      <Select
        label={t`Bot`}
        selectedKey={draft.bot?.[0] ?? anyValue}
        onSelectionChange={(key) => set({ bot: key === anyValue ? undefined : [String(key)] })}
      >
        <SelectItem id={anyValue}>{t`All bots`}</SelectItem>
        {botNames.map((name) => {
          const persona = personaOf(name);
          return (
            <SelectItem key={name} id={name} textValue={name}>
              {persona ? `${persona} (${name})` : name}
            </SelectItem>
          );
        })}
      </Select>
      <div className={styles.filterActions}>
        <Button type="submit">{t`Apply filters`}</Button>
        <Button variant="ghost" onPress={() => onApply({ ...noFilters, page: 1 })}>{t`Clear filters`}</Button>
      </div>
    </form>
  );
}
