import type { SortDescriptor } from 'react-aria-components';
import * as z from 'zod/mini';

/**
 * Search parameters of the back-office lists (DESIGN.md §7): filters, sort and page live in the URL so a
 * filtered list can be bookmarked, shared and walked with back/forward. Each value is checked on its own: a bad
 * one is dropped (or falls back to its default) without losing the others. Defaults stay out of the URL.
 */
export const adminListParams = {
  /** Page from 1; anything else is the first page. */
  page: z.catch(z._default(z.int().check(z.minimum(1), z.maximum(100_000)), 1), 1),
  /** One of `values`, else `fallback`. */
  sort: <const Value extends string>(values: readonly [Value, ...Value[]], fallback: Value) =>
    z.catch(z._default(z.enum(values), fallback), fallback),
  /** A list of allowed values (one value alone is a list of one); unknown entries dropped, empty is no filter. */
  list: <const Value extends string>(values: readonly [Value, ...Value[]]) =>
    z.catch(
      z.optional(
        z.pipe(
          z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))]),
          z.transform((raw) => {
            const allowed = new Set<string>(values);
            const kept = (Array.isArray(raw) ? raw : [raw]).map(String).filter((value) => allowed.has(value));
            return kept.length > 0 ? ([...new Set(kept)] as Value[]) : undefined;
          }),
        ),
      ),
      undefined,
    ),
  /** A list of ids (positive integers written plainly); malformed entries dropped, empty is no filter. */
  ids: z.catch(
    z.optional(
      z.pipe(
        z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))]),
        z.transform((raw) => {
          const kept = (Array.isArray(raw) ? raw : [raw]).map(String).filter((value) => /^[1-9]\d{0,8}$/.test(value));
          return kept.length > 0 ? [...new Set(kept)] : undefined;
        }),
      ),
    ),
    undefined,
  ),
  /** Typed text (trimmed, bounded); blank is no filter. */
  text: (maxLength: number) =>
    z.catch(z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(maxLength))), undefined),
  /** A calendar day `YYYY-MM-DD`. */
  day: z.catch(z.optional(z.iso.date()), undefined),
  /** A non-negative amount. */
  amount: z.catch(z.optional(z.number().check(z.minimum(0), z.maximum(100_000_000))), undefined),
};

/** How each sort value of a list shows on its table: the sorted column and the direction. */
export type SortColumns<Sort extends string> = Record<Sort, Required<SortDescriptor>>;

export const sortDescriptorOf = <Sort extends string>(columns: SortColumns<Sort>, sort: Sort): SortDescriptor =>
  columns[sort];

/**
 * The sort value a click on a column header asks for. react-aria proposes the next direction for that
 * column; a direction the list does not offer falls back to the column's other one.
 */
export function sortValueOf<Sort extends string>(
  columns: SortColumns<Sort>,
  descriptor: SortDescriptor,
): Sort | undefined {
  const entries = Object.entries(columns) as [Sort, Required<SortDescriptor>][];
  const exact = entries.find(
    ([, column]) => column.column === descriptor.column && column.direction === descriptor.direction,
  );
  return (exact ?? entries.find(([, column]) => column.column === descriptor.column))?.[0];
}
