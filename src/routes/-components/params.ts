import { notFound } from '@tanstack/react-router';
// The route files' validation runs before any page chunk loads, so it ships with the entry: zod's
// tree-shakable build keeps that cost small.
import * as z from 'zod/mini';
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

/** An id is a positive integer written plainly: '12' is one, '012', '1e3', '-4' and 'abc' are not. */
const idSchema = z.pipe(
  z.string().check(z.regex(/^[1-9]\d*$/)),
  z.pipe(z.transform(Number), z.number().check(z.maximum(Number.MAX_SAFE_INTEGER))),
);

/** Path params of product and back-office pages: an id that is not a positive integer shows the not-found page. */
export const idParams = {
  parse: ({ id }: { id: string }) => {
    const parsed = idSchema.safeParse(id);
    if (!parsed.success) throw notFound();
    return { id: parsed.data };
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
 * A list of facet keys. One key alone (a hand-typed `?exterior=factory_new`) is a list of one; malformed
 * entries are dropped and an empty list is no filter. Whether a key is one the game offers is decided by the
 * store against the filters endpoint: the catalogue's values are never written here.
 */
const facetKeys = z.catch(
  z.optional(
    z.pipe(
      z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))]),
      z.transform((raw) => {
        const keys = (Array.isArray(raw) ? raw : [raw]).map(String).filter((key) => facetKeyPattern.test(key));
        return keys.length > 0 ? [...new Set(keys)].slice(0, 50) : undefined;
      }),
    ),
  ),
  undefined,
);

/** A number within a range filter's bounds, else no filter. */
const boundedNumber = ({ min, max }: RangeFilterSpec) =>
  z.catch(z.optional(z.number().check(z.minimum(min), z.maximum(max))), undefined);

/** A yes-only flag: `true` filters, anything else is no filter. */
const flag = z.catch(z.optional(z.literal(true)), undefined);

type FilterSearchShape = { [Name in RangeFilterName as RangeBound<Name>]: ReturnType<typeof boundedNumber> } & {
  [Name in ListFilterName]: typeof facetKeys;
} & { [Name in FlagFilterName]: typeof flag };

/** Every filter of `storeFilterTable` as the URL holds it. */
function filterSearchShape(): FilterSearchShape {
  const shape: Partial<Record<StoreFilterParam, z.ZodMiniType>> = {};
  for (const name of rangeFilterNames) {
    const bounds = rangeBounds(name);
    shape[bounds.from] = shape[bounds.to] = boundedNumber(storeFilterTable[name]);
  }
  for (const name of listFilterNames) shape[name] = facetKeys;
  for (const name of flagFilterNames) shape[name] = flag;
  // Each entry is built from the table entry of the same name, as the type says.
  return shape as FilterSearchShape;
}

/**
 * A store's whole state lives in the URL (shareable, back/forward), every value checked on its own so one bad
 * value is dropped without losing the others. Page 1 and absent filters stay out of the URL.
 */
export const storeSearchSchema = z.object({
  /** The text typed in the search field or the header's search dialog. */
  search: z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))), undefined),
  sort: z.catch(z.optional(z.string().check(z.regex(facetKeyPattern))), undefined),
  ...filterSearchShape(),
  page: z.catch(z.optional(z.int().check(z.minimum(2), z.maximum(100_000))), undefined),
});
export type StoreSearch = z.output<typeof storeSearchSchema>;

export const profileTabs = ['settings', 'orders', 'purchases'] as const;
export type ProfileTab = (typeof profileTabs)[number];

/** `/profile?tab=`: an unknown or missing tab opens the settings. */
export const profileSearchSchema = z.object({
  tab: z.catch(z._default(z.enum(profileTabs), 'settings'), 'settings'),
});

/** The admin login's secret segment: letters, digits, '-' and '_'; anything else is simply not a page. */
const adminSegmentSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{6,64}$/));

export const adminSegmentParams = {
  parse: ({ segment }: { segment: string }) => {
    if (!adminSegmentSchema.safeParse(segment).success) throw notFound();
    return { segment };
  },
  stringify: ({ segment }: { segment: string }) => ({ segment }),
};
