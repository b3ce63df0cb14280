import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useMemo } from 'react';
import type { StoreFilters as StoreFilterFacets } from '../../../contract/store.ts';
import { type FacetOption, localizedFacets } from '../../lib/catalogueLabels.ts';
import { Button } from '../Button/Button.tsx';
import { Checkbox, CheckboxGroup } from '../Checkbox/Checkbox.tsx';
import { Disclosure } from '../Disclosure/Disclosure.tsx';
import { NumberField } from '../NumberField/NumberField.tsx';
import { Slider } from '../Slider/Slider.tsx';
import { useStableCallback } from '../useStableCallback.ts';
import { flags, group, panel, priceRange } from './StoreFilters.css.ts';

export type { StoreFilterFacets };

/** The filters a store applies, as its URL holds them (absent = no filter). */
export interface StoreFilterValues {
  price_from?: number;
  price_to?: number;
  float_from?: number;
  float_to?: number;
  exterior?: string[];
  phase?: string[];
  tournament?: string[];
  stattrak?: true;
  souvenir?: true;
  rare?: true;
  name_tag?: true;
  hold?: string[];
  type?: string[];
  hero?: string[];
  slot?: string[];
  rarity?: string[];
  quality?: string[];
}

type ListFilter = 'exterior' | 'phase' | 'tournament' | 'hold' | 'type' | 'hero' | 'slot' | 'rarity' | 'quality';

export interface StoreFiltersProps {
  /** What this game offers, from the filters endpoint; a facet with no values shows no group. */
  facets: StoreFilterFacets;
  /** CS2 only (spec §3): the float range and the StatTrak, Souvenir, rare and name tag flags. */
  showCsFilters: boolean;
  value: StoreFilterValues;
  /** Called with the filters that changed; `undefined` removes a filter. */
  onChange: (changes: Partial<StoreFilterValues>) => void;
  onReset: () => void;
  /** Prices are typed in the currency they are shown in. */
  currency: string;
  className?: string;
}

/** Long lists (heroes, tournaments) start folded unless one of their values is chosen. */
const longListLength = 10;

/**
 * A store's filter panel (spec §3, §9): price and float ranges, the game's facets as checkbox groups and the
 * CS2 flags. It holds no state of its own: every change goes straight to `onChange`, so the URL stays the truth.
 */
export function StoreFilters({
  facets,
  showCsFilters,
  value,
  onChange,
  onReset,
  currency,
  className,
}: StoreFiltersProps) {
  const { t, i18n } = useLingui();

  // Stable across renders, so a part of the panel whose values did not change is not drawn again (each is memoised):
  // a change redraws the group it belongs to, not the dozens of controls of the others.
  const changeFilters = useStableCallback(onChange);
  const reset = useStableCallback(onReset);
  const lists = useMemo(
    () => ({
      exterior: localizedFacets(i18n, 'exteriors', facets.exteriors),
      phase: localizedFacets(i18n, 'phases', facets.phases),
      type: localizedFacets(i18n, 'types', facets.types),
      slot: localizedFacets(i18n, 'slots', facets.slots),
      rarity: localizedFacets(i18n, 'rarities', facets.rarities),
      quality: localizedFacets(i18n, 'qualities', facets.qualities),
      hold: facets.hold.map((hold) => ({
        value: hold,
        label: hold === 'none' ? t`Without hold` : plural(Number(hold), { one: '# day', other: '# days' }),
      })),
    }),
    // The context gives a new `i18n` when the language changes: the labels follow it.
    [facets, i18n, t],
  );
  const listGroup = (filter: ListFilter, label: string, options: readonly FacetOption[]) => (
    <FacetGroup
      key={filter}
      filter={filter}
      label={label}
      options={options}
      selected={value[filter]}
      onChange={changeFilters}
    />
  );

  return (
    <section aria-label={t`Filters`} className={[panel, className].filter(Boolean).join(' ')}>
      <PriceGroup from={value.price_from} to={value.price_to} currency={currency} onChange={changeFilters} />
      {showCsFilters && <FloatGroup from={value.float_from} to={value.float_to} onChange={changeFilters} />}
      {listGroup('exterior', t`Exterior`, lists.exterior)}
      {listGroup('phase', t`Phase`, lists.phase)}
      {listGroup('tournament', t`Sticker tournament`, facets.tournaments)}
      {listGroup('type', t`Type`, lists.type)}
      {listGroup('hero', t`Hero`, facets.heroes)}
      {listGroup('slot', t`Slot`, lists.slot)}
      {listGroup('rarity', t`Rarity`, lists.rarity)}
      {listGroup('quality', t`Quality`, lists.quality)}
      {showCsFilters && (
        <CsFlags
          stattrak={value.stattrak}
          souvenir={value.souvenir}
          rare={value.rare}
          name_tag={value.name_tag}
          onChange={changeFilters}
        />
      )}
      {listGroup('hold', t`Trade hold`, lists.hold)}
      <ResetButton onReset={reset} />
    </section>
  );
}

type ChangeFilters = (changes: Partial<StoreFilterValues>) => void;

/** A range filter's bounds as the URL holds them (absent = unbounded). */
interface RangeGroupProps {
  from: number | undefined;
  to: number | undefined;
  onChange: ChangeFilters;
}

/** The price range, typed in the currency prices are shown in. */
const PriceGroup = memo(function PriceGroup({ from, to, currency, onChange }: RangeGroupProps & { currency: string }) {
  const { t } = useLingui();
  return (
    <Disclosure title={t`Price`} defaultExpanded className={group}>
      <div className={priceRange}>
        <NumberField
          label={t`From`}
          value={from ?? Number.NaN}
          minValue={0}
          formatOptions={{ style: 'currency', currency }}
          onChange={(price) => onChange({ price_from: Number.isNaN(price) ? undefined : price })}
        />
        <NumberField
          label={t`To`}
          value={to ?? Number.NaN}
          minValue={0}
          formatOptions={{ style: 'currency', currency }}
          onChange={(price) => onChange({ price_to: Number.isNaN(price) ? undefined : price })}
        />
      </div>
    </Disclosure>
  );
});

/** The CS2 float range as a two-thumb slider. */
const FloatGroup = memo(function FloatGroup({ from = 0, to = 1, onChange }: RangeGroupProps) {
  const { t } = useLingui();
  return (
    <Disclosure title={t`Float`} defaultExpanded className={group}>
      <Slider
        // Dragging stays local; a new value from the URL (back, reset) starts the slider afresh.
        key={`${from}-${to}`}
        aria-label={t`Float`}
        defaultValue={[from, to]}
        minValue={0}
        maxValue={1}
        step={0.01}
        thumbLabels={[t`Lowest float`, t`Highest float`]}
        formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
        onChangeEnd={([floatFrom = 0, floatTo = 1]) =>
          onChange({ float_from: floatFrom > 0 ? floatFrom : undefined, float_to: floatTo < 1 ? floatTo : undefined })
        }
      />
    </Disclosure>
  );
});

type CsFlag = 'stattrak' | 'souvenir' | 'rare' | 'name_tag';
type CsFlagsProps = Pick<StoreFilterValues, CsFlag> & { onChange: ChangeFilters };

/** The CS2 flags (spec §3): each narrows the results to items that have it. */
const CsFlags = memo(function CsFlags({ onChange, ...selected }: CsFlagsProps) {
  const { t } = useLingui();
  const labels: Record<CsFlag, string> = {
    stattrak: 'StatTrak™',
    souvenir: t`Souvenir`,
    rare: t`Rare`,
    name_tag: t`Name tag`,
  };
  return (
    <div className={flags}>
      {(Object.keys(labels) as CsFlag[]).map((flag) => (
        <Checkbox
          key={flag}
          isSelected={selected[flag] === true}
          onChange={(on) => onChange({ [flag]: on || undefined })}
        >
          {labels[flag]}
        </Checkbox>
      ))}
    </div>
  );
});

const ResetButton = memo(function ResetButton({ onReset }: { onReset: () => void }) {
  return (
    <Button variant="secondary" onPress={onReset}>
      <Trans>Reset filters</Trans>
    </Button>
  );
});

interface FacetGroupProps {
  filter: ListFilter;
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
        <CheckboxGroup
          aria-label={label}
          value={[...selected]}
          onChange={(values) => onChange({ [filter]: values.length > 0 ? values : undefined })}
        >
          {options.map((option) => (
            <Checkbox key={option.value} value={option.value}>
              {option.label}
            </Checkbox>
          ))}
        </CheckboxGroup>
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
