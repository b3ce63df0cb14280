import { notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import {
  type FlagFilterName,
  flagFilterNames,
  type ListFilterName,
  listFilterNames,
  type RangeBound,
  type RangeFilterName,
  type RangeFilterSpec,
  rangeBounds,
  rangeFilterNames,
  type StoreFilterParam,
  storeFilterTable,
} from '#contract/storeFilters.ts';
import { defaultedIfBad, droppedIfBad, urlList, urlText } from './urlSchemas.ts';

/** An id is a positive integer written plainly: '12' is one, '012', '1e3', '-4' and 'abc' are not. */
const idSchema = v.pipe(v.string(), v.regex(/^[1-9]\d*$/), v.transform(Number), v.maxValue(Number.MAX_SAFE_INTEGER));

/** Path params of product and back-office pages: an id that is not a positive integer shows the not-found page. */
export const idParams = {
  parse: ({ id }: { id: string }) => {
    const parsed = v.safeParse(idSchema, id);
    if (!parsed.success) throw notFound();
    return { id: parsed.output };
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};

/** The order id of `/profile/orders/{orderId}` and `/payment/{orderId}`: the same rule as every id in a path. */
export const orderIdParams = {
  parse: ({ orderId }: { orderId: string }) => ({ orderId: idParams.parse({ id: orderId }).id }),
  stringify: ({ orderId }: { orderId: number }) => ({ orderId: String(orderId) }),
};

/** A facet key as the filters endpoint writes them: 'factory_new', 'anti_mage', '3'. */
const facetKeyPattern = /^[a-z0-9_]{1,40}$/;

/**
 * A list of facet keys, at most 50. One key alone (a hand-typed `?exterior=factory_new`) is a list of one;
 * malformed entries are dropped and an empty list is no filter. Whether a key is one the game offers is decided
 * by the store against the filters endpoint: the catalogue's values are never written here.
 */
const facetKeys = urlList((key): key is string => facetKeyPattern.test(key), 50);

/** A number within a range filter's bounds, else no filter. */
const boundedNumber = ({ min, max }: RangeFilterSpec) =>
  droppedIfBad(v.pipe(v.number(), v.minValue(min), v.maxValue(max)));

/** A yes-only flag: `true` filters, anything else is no filter. */
const flag = droppedIfBad(v.literal(true));

type FilterSearchEntries = { [Name in RangeFilterName as RangeBound<Name>]: ReturnType<typeof boundedNumber> } & {
  [Name in ListFilterName]: typeof facetKeys;
} & { [Name in FlagFilterName]: typeof flag };

/** Every filter of `storeFilterTable` as the URL holds it. */
function filterSearchEntries(): FilterSearchEntries {
  const entries: Partial<Record<StoreFilterParam, v.GenericSchema>> = {};
  for (const name of rangeFilterNames) {
    const bounds = rangeBounds(name);
    entries[bounds.from] = entries[bounds.to] = boundedNumber(storeFilterTable[name]);
  }
  for (const name of listFilterNames) entries[name] = facetKeys;
  for (const name of flagFilterNames) entries[name] = flag;
  // Each entry is built from the table entry of the same name, as the type says.
  return entries as FilterSearchEntries;
}

/**
 * A store's whole state lives in the URL (shareable, back/forward), every value checked on its own so one bad
 * value is dropped without losing the others. Page 1 and absent filters stay out of the URL.
 */
export const storeSearchSchema = v.object({
  /** The text typed in the search field or the header's search dialog. */
  search: urlText(100),
  sort: droppedIfBad(v.pipe(v.string(), v.regex(facetKeyPattern))),
  ...filterSearchEntries(),
  page: droppedIfBad(v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(100_000))),
});
export type StoreSearch = v.InferOutput<typeof storeSearchSchema>;

/** A paged list's first page, which stays out of the address (`stripSearchParams`). */
export const firstPage = 1;

/** `?page=` of a paged list (the reviews, their moderation): a page number from 1; anything else is the first page. */
export const pagedSearchSchema = v.object({
  page: defaultedIfBad(v.pipe(v.number(), v.safeInteger(), v.minValue(1)), firstPage),
});

export const profileTabs = ['settings', 'orders', 'purchases'] as const;
export type ProfileTab = (typeof profileTabs)[number];

/** `/profile?tab=`: an unknown or missing tab opens the settings. */
export const profileSearchSchema = v.object({ tab: defaultedIfBad(v.picklist(profileTabs), 'settings') });

/** The admin login's secret segment: letters, digits, '-' and '_'; anything else is simply not a page. */
const adminSegmentSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{6,64}$/));

export const adminSegmentParams = {
  parse: ({ segment }: { segment: string }) => {
    if (!v.is(adminSegmentSchema, segment)) throw notFound();
    return { segment };
  },
  stringify: ({ segment }: { segment: string }) => ({ segment }),
};
