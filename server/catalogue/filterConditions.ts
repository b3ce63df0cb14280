import type { StoreSearchFilters, WearKey } from '#contract/store.ts';
import {
  type FlagFilterName,
  flagFilterNames,
  type ListFilterName,
  listFilterNames,
  type RangeFilterName,
  rangeBounds,
  rangeFilterNames,
  type StoreFilterName,
  storeFilterNames,
} from '#contract/storeFilters.ts';
import { wears } from '#contract/wear.ts';
import { type PriceFactors, shownPriceSql } from '../pricing/pricing.ts';

/** Collects positional parameters while a statement is put together. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown, cast: string): string {
    this.values.push(value);
    return `$${this.values.length}::${cast}`;
  }
}

/** The filters a search asks for, by their name in `storeFilterTable`; absent or empty ones are left out. */
type FilterValues = { [Name in RangeFilterName]: { from: number | undefined; to: number | undefined } } & {
  [Name in ListFilterName]: readonly string[];
} & { [Name in FlagFilterName]: boolean };
export type ActiveFilters = Partial<FilterValues>;

export function activeFilters(filters: StoreSearchFilters): ActiveFilters {
  const active: ActiveFilters = {};
  for (const name of rangeFilterNames) {
    const bounds = rangeBounds(name);
    const range = { from: filters[bounds.from], to: filters[bounds.to] };
    if (range.from !== undefined || range.to !== undefined) active[name] = range;
  }
  for (const name of listFilterNames) {
    const values = filters[name];
    if (values && values.length > 0) active[name] = values;
  }
  for (const name of flagFilterNames) {
    const value = filters[name];
    if (value !== undefined) active[name] = value;
  }
  return active;
}

/** What a filter's condition builder writes into. */
export class SearchConditionBuilder {
  /** Conditions every matching row meets, ANDed. */
  readonly conditions: string[] = [];
  readonly params: Params;
  readonly factors: PriceFactors;
  readonly now: Date;
  /** The listings of the game within a slightly wider range of base prices: a range of the price index. */
  readonly priceRange: string[];

  constructor(params: Params, factors: PriceFactors, now: Date, priceRange: string[]) {
    this.params = params;
    this.factors = factors;
    this.now = now;
    this.priceRange = priceRange;
  }

  /** One value as plain equality: the planner walks an index in price order for `slot = $1`, not for ANY. */
  anyOf(column: string, values: readonly string[]) {
    if (values.length === 1) this.conditions.push(`${column} = ${this.params.add(values[0], 'text')}`);
    else if (values.length > 1) this.conditions.push(`${column} = ANY(${this.params.add(values, 'text[]')})`);
  }

  /** The shown price's factor: fee times exchange rate. */
  priceFactor() {
    return `(${this.params.add(this.factors.fee, 'numeric')} * ${this.params.add(this.factors.rate, 'numeric')})`;
  }
}

type ConditionOf<Name extends StoreFilterName> = (value: FilterValues[Name], where: SearchConditionBuilder) => void;

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The wears a float range can hold (the database checks that every listing's wear is the one of its float).
 * Said alongside the float bounds, they let a search walk the wear's price-ordered index: the cheap end of
 * the catalogue is worn items, so a low-float search walking the whole price index would read most of it.
 */
export function wearsOfFloatRange(from: number, to: number): WearKey[] {
  return wears
    .filter((wear, index) => from <= wear.max && (index === 0 ? to >= wear.min : to > wear.min))
    .map((wear) => wear.key);
}

const columnIsAnyOf =
  (column: string) =>
  (values: readonly string[], where: SearchConditionBuilder): void =>
    where.anyOf(column, values);
const columnIs =
  (column: string) =>
  (value: boolean, where: SearchConditionBuilder): void => {
    where.conditions.push(`${column} = ${where.params.add(value, 'boolean')}`);
  };

/**
 * Each filter's SQL, keyed like `storeFilterTable`. Price bounds appear twice: a slightly wider range on the
 * indexed base price, which lets an index narrow the rows, then the exact test on the rounded, shown price.
 */
export const filterConditions: { [Name in StoreFilterName]: ConditionOf<Name> } = {
  price: ({ from, to }, where) => {
    if (from !== undefined) {
      const factor = where.priceFactor();
      const bound = where.params.add(String(from), 'numeric');
      where.priceRange.push(`price_base_usd >= (${bound} - 0.006) / ${factor}`);
      where.conditions.push(`${shownPriceSql(factor)} >= ${bound}`);
    }
    if (to !== undefined) {
      const factor = where.priceFactor();
      const bound = where.params.add(String(to), 'numeric');
      where.priceRange.push(`price_base_usd <= (${bound} + 0.006) / ${factor}`);
      where.conditions.push(`${shownPriceSql(factor)} <= ${bound}`);
    }
  },
  float: ({ from, to }, where) => {
    if (from !== undefined) where.conditions.push(`item_float >= ${where.params.add(String(from), 'numeric')}`);
    if (to !== undefined) where.conditions.push(`item_float <= ${where.params.add(String(to), 'numeric')}`);
    where.anyOf('wear', wearsOfFloatRange(from ?? 0, to ?? 1));
  },
  exterior: columnIsAnyOf('wear'),
  phase: columnIsAnyOf('phase'),
  tournament: (tournaments, where) => {
    where.conditions.push(`sticker_tournaments && ${where.params.add(tournaments, 'text[]')}`);
  },
  type: columnIsAnyOf('type'),
  hero: columnIsAnyOf('hero'),
  slot: columnIsAnyOf('slot'),
  rarity: columnIsAnyOf('rarity'),
  quality: columnIsAnyOf('quality'),
  stattrak: columnIs('stattrak'),
  souvenir: columnIs('souvenir'),
  rare: columnIs('rare'),
  name_tag: (hasOne, where) => {
    where.conditions.push(hasOne ? 'name_tag IS NOT NULL' : 'name_tag IS NULL');
  },
  hold: (holds, where) => {
    const at = (days: number) =>
      where.params.add(new Date(where.now.getTime() + days * dayMs).toISOString(), 'timestamptz');
    const within = holds.map((value) => {
      if (value === 'none') return `(hold_until IS NULL OR hold_until <= ${at(0)})`;
      const days = Number(value);
      return `(hold_until > ${at(days - 1)} AND hold_until <= ${at(days)})`;
    });
    where.conditions.push(`(${within.join(' OR ')})`);
  },
};

function addCondition<Name extends StoreFilterName>(
  name: Name,
  value: FilterValues[Name] | undefined,
  where: SearchConditionBuilder,
) {
  if (value !== undefined) filterConditions[name](value, where);
}

/** Every active filter's conditions, in the table's order. */
export function addFilterConditions(active: ActiveFilters, where: SearchConditionBuilder) {
  for (const name of storeFilterNames) addCondition(name, active[name], where);
}
