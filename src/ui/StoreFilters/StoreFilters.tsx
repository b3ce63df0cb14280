import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useId, useMemo, useRef } from 'react';
import type { Game, StoreFilters as StoreFilterFacets } from '#contract/store.ts';
import {
  type FlagFilterName,
  facetOptions,
  gameOffers,
  isListFilter,
  isRangeFilter,
  type ListFilterName,
  type RangeFilterName,
  rangeBounds,
  type StoreFilterName,
  type StoreFilterValues,
  storeFilterNames,
  storeFilterTable,
} from '#contract/storeFilters.ts';
import { type FacetOption, localizedFacets, type TranslatedFilter } from '#lib/catalogueLabels.ts';
import { PlainButton } from '../Button/PlainButton.tsx';
import { NativeCheckbox, NativeCheckboxGroup } from '../Checkbox/NativeCheckbox.tsx';
import { Disclosure } from '../Disclosure/Disclosure.tsx';
import { useLoadOnIntent } from '../LoadOnIntent/useLoadOnIntent.ts';
import { visuallyHidden } from '../theme/index.ts';
import { useStableCallback } from '../useStableCallback.ts';
import type { Bound } from './RangeControls.tsx';
import { RangeStandIn } from './RangeStandIn.tsx';
import { flags, group, panel } from './StoreFilters.css.ts';

export type { StoreFilterFacets, StoreFilterValues };

export interface StoreFiltersProps {
  /** The store's game: the panel shows the filters the contract's table offers it (spec §3). */
  game: Game;
  /** What this game offers, from the filters endpoint; a facet with no values shows no group. */
  facets: StoreFilterFacets;
  /** The filters in force, as the store's URL holds them. */
  value: StoreFilterValues;
  /** Called with the filters that changed; `undefined` removes a filter. */
  onChange: (changes: Partial<StoreFilterValues>) => void;
  /** Reset was pressed: every filter is to be removed. */
  onReset: () => void;
  /** Prices are typed in the currency they are shown in. */
  currency: string;
  /** Classes for the root element, to place it in a layout; its own look stays. */
  className?: string;
}

/** Long lists (heroes, tournaments) start folded unless one of their values is chosen. */
const longListLength = 10;

/** The panel's parts in the table's order; consecutive flags share one box. */
type PanelPart =
  | { kind: 'range'; name: RangeFilterName }
  | { kind: 'list'; name: ListFilterName }
  | { kind: 'flags'; names: FlagFilterName[] };

function panelParts(game: Game): PanelPart[] {
  const parts: PanelPart[] = [];
  for (const name of storeFilterNames) {
    if (!gameOffers(game, name)) continue;
    const last = parts.at(-1);
    if (isRangeFilter(name)) parts.push({ kind: 'range', name });
    else if (isListFilter(name)) parts.push({ kind: 'list', name });
    else if (last?.kind === 'flags') last.names.push(name);
    else parts.push({ kind: 'flags', names: [name] });
  }
  return parts;
}

/**
 * A store's filter panel (spec §3, §9), drawn from the contract's filter table: ranges, the game's facets as
 * checkbox groups and the flags. It holds no state of its own: every change goes straight to `onChange`, so
 * the URL stays the truth.
 *
 * Use it beside a store's grid (in a `Sheet` on phones). Not for the back-office lists, whose few filters sit above
 * their `DataTable`.
 */
export function StoreFilters({ game, facets, value, onChange, onReset, currency, className }: StoreFiltersProps) {
  const { t, i18n } = useLingui();

  // Stable across renders, so a part of the panel whose values did not change is not drawn again (each is memoised):
  // a change redraws the group it belongs to, not the dozens of controls of the others.
  const changeFilters = useStableCallback(onChange);
  const reset = useStableCallback(onReset);
  const parts = useMemo(() => panelParts(game), [game]);
  const labels = useMemo(
    () => ({
      groups: {
        price: t`Price`,
        float: t`Float`,
        exterior: t`Exterior`,
        phase: t`Phase`,
        tournament: t`Sticker tournament`,
        type: t`Type`,
        hero: t`Hero`,
        slot: t`Slot`,
        rarity: t`Rarity`,
        quality: t`Quality`,
        stattrak: 'StatTrak™',
        souvenir: t`Souvenir`,
        rare: t`Rare`,
        name_tag: t`Name tag`,
        hold: t`Trade hold`,
      } satisfies Record<StoreFilterName, string>,
      bounds: {
        price: { from: t`From`, to: t`To` },
        float: { from: t`Lowest float`, to: t`Highest float` },
      } satisfies Record<RangeFilterName, Record<Bound, string>>,
    }),
    [t],
  );
  const options = useMemo(() => {
    // Each list names its values: translated here by value, by the server (heroes, tournaments), or as days.
    const translated = (name: TranslatedFilter) =>
      localizedFacets(i18n, storeFilterTable[name].facet, facetOptions(facets, name));
    const named = (name: ListFilterName) => facetOptions(facets, name);
    return {
      exterior: translated('exterior'),
      phase: translated('phase'),
      tournament: named('tournament'),
      type: translated('type'),
      hero: named('hero'),
      slot: translated('slot'),
      rarity: translated('rarity'),
      quality: translated('quality'),
      hold: facets.hold.map((value) => ({
        value,
        label: value === 'none' ? t`Without hold` : plural(Number(value), { one: '# day', other: '# days' }),
      })),
    } satisfies Record<ListFilterName, readonly FacetOption[]>;
    // The context gives a new `i18n` when the language changes: the labels follow it.
  }, [facets, i18n, t]);

  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={[panel, className].filter(Boolean).join(' ')}>
      {/* The groups' titles are h3s: the panel is their h2 (shown by its place, read out by its name). */}
      <h2 id={headingId} className={visuallyHidden}>
        {t`Filters`}
      </h2>
      {parts.map((part) => {
        if (part.kind === 'range') {
          const bounds = rangeBounds(part.name);
          return (
            <RangeGroup
              key={part.name}
              name={part.name}
              label={labels.groups[part.name]}
              boundLabels={labels.bounds[part.name]}
              from={value[bounds.from]}
              to={value[bounds.to]}
              currency={currency}
              onChange={changeFilters}
            />
          );
        }
        if (part.kind === 'list') {
          return (
            <FacetGroup
              key={part.name}
              filter={part.name}
              label={labels.groups[part.name]}
              options={options[part.name]}
              selected={value[part.name]}
              onChange={changeFilters}
            />
          );
        }
        return (
          <Flags
            key={part.names.join()}
            flags={part.names}
            labels={labels.groups}
            selected={part.names.filter((name) => value[name] === true).join()}
            onChange={changeFilters}
          />
        );
      })}
      <ResetButton onReset={reset} />
    </section>
  );
}

type ChangeFilters = (changes: Partial<StoreFilterValues>) => void;

interface RangeGroupProps {
  name: RangeFilterName;
  label: string;
  boundLabels: Record<Bound, string>;
  /** The bounds as the URL holds them (absent = unbounded). */
  from: number | undefined;
  to: number | undefined;
  currency: string;
  onChange: ChangeFilters;
}

/** react-aria's range controls, loaded once for every range group of every store. */
export const loadRangeControls = async () => (await import('./RangeControls.tsx')).RangeControls;

/**
 * A range filter: its controls (`RangeControls`) once the shopper reaches for them, drawn until then by a stand-in
 * that looks the same (the page hydrates without react-aria's code and its second, synchronous render).
 */
const RangeGroup = memo(function RangeGroup({
  name,
  label,
  boundLabels,
  from,
  to,
  currency,
  onChange,
}: RangeGroupProps) {
  const { control } = storeFilterTable[name];
  // Kept across renders: react-aria builds its number parser again for each new options object, an expensive step.
  const formatOptions = useMemo<Intl.NumberFormatOptions>(
    () =>
      control.type === 'amount'
        ? { style: 'currency', currency }
        : { minimumFractionDigits: control.fractionDigits, maximumFractionDigits: control.fractionDigits },
    [control, currency],
  );
  const { widget: Controls, intentProps, arrival } = useLoadOnIntent(loadRangeControls, { arriveWhenLoaded: true });
  const focusedBound = useRef<Bound>(undefined);
  const shown = { name, label, boundLabels, from, to, formatOptions };
  return (
    <Disclosure title={label} defaultExpanded className={group}>
      {Controls ? (
        <Controls {...shown} onChange={onChange} focusBound={arrival.autoFocus ? focusedBound.current : undefined} />
      ) : (
        <RangeStandIn
          {...shown}
          {...intentProps}
          onFocusBound={(bound) => {
            focusedBound.current = bound;
          }}
        />
      )}
    </Disclosure>
  );
});

interface FlagsProps {
  flags: readonly FlagFilterName[];
  labels: Record<FlagFilterName, string>;
  /** The flags that are on, joined: a string, so the memo sees an unchanged choice as equal. */
  selected: string;
  onChange: ChangeFilters;
}

/** Yes-or-no filters (the CS2 flags, spec §3): each narrows the results to items that have it. */
const Flags = memo(function Flags({ flags: names, labels, selected, onChange }: FlagsProps) {
  const on = selected.split(',');
  return (
    <div className={flags}>
      {names.map((name) => (
        <NativeCheckbox
          key={name}
          isSelected={on.includes(name)}
          onChange={(checked) => onChange({ [name]: checked || undefined })}
        >
          {labels[name]}
        </NativeCheckbox>
      ))}
    </div>
  );
});

const ResetButton = memo(function ResetButton({ onReset }: { onReset: () => void }) {
  return (
    <PlainButton variant="secondary" onClick={onReset}>
      <Trans>Reset filters</Trans>
    </PlainButton>
  );
});

interface FacetGroupProps {
  filter: ListFilterName;
  label: string;
  options: readonly FacetOption[];
  selected: readonly string[] | undefined;
  onChange: (changes: Partial<StoreFilterValues>) => void;
}

const sameChoice = (a: readonly string[] = [], b: readonly string[] = []) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * One facet as a folding checkbox group. Memoised on its own choice: ticking an exterior redraws that group,
 * not the dozens of checkboxes of the others (the URL gives every filter a new array on each change).
 */
const FacetGroup = memo(
  function FacetGroup({ filter, label, options, selected = [], onChange }: FacetGroupProps) {
    if (options.length === 0) return null;
    return (
      <Disclosure
        title={selected.length > 0 ? `${label} (${selected.length})` : label}
        headingLevel={3}
        defaultExpanded={options.length <= longListLength || selected.length > 0}
        className={group}
      >
        <NativeCheckboxGroup
          aria-label={label}
          value={selected}
          onChange={(values) => onChange({ [filter]: values.length > 0 ? values : undefined })}
        >
          {options.map((option) => (
            <NativeCheckbox key={option.value} value={option.value}>
              {option.label}
            </NativeCheckbox>
          ))}
        </NativeCheckboxGroup>
      </Disclosure>
    );
  },
  (previous, next) =>
    previous.filter === next.filter &&
    previous.label === next.label &&
    previous.options === next.options &&
    previous.onChange === next.onChange &&
    sameChoice(previous.selected, next.selected),
);
