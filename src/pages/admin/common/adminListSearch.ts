import type { SortDescriptor } from 'react-aria-components';
import * as v from 'valibot';
import { defaultedIfBad, droppedIfBad, urlList, urlText } from '#pages/common/urlSchemas.ts';

/** `YYYY-MM-DD` naming a day that exists (not 2023-02-29), as the server's `z.iso.date()` reads it. */
function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const day = new Date(0);
  day.setUTCFullYear(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10)));
  // A month or day past its end rolls over into the next one: only a real day reads back as written.
  return day.toISOString().slice(0, 10) === text;
}

/**
 * Search parameters of the back-office lists (DESIGN.md §7): filters, sort and page live in the URL so a
 * filtered list can be bookmarked, shared and walked with back/forward. Each value is checked on its own: a bad
 * one is dropped (or falls back to its default) without losing the others. Defaults stay out of the URL.
 */
export const adminListParams = {
  /** Page from 1; anything else is the first page. */
  page: defaultedIfBad(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)), 1),
  /** One of `values`, else `fallback`. */
  sort: <const Value extends string>(values: readonly [Value, ...Value[]], fallback: Value) =>
    defaultedIfBad(v.picklist(values), fallback),
  /** One of `values`, else no filter. */
  oneOf: <const Value extends string>(values: readonly [Value, ...Value[]]) => droppedIfBad(v.picklist(values)),
  /** A list of allowed values (one value alone is a list of one); unknown entries dropped, empty is no filter. */
  list: <const Value extends string>(values: readonly [Value, ...Value[]]) => {
    const allowed = new Set<string>(values);
    return urlList((value): value is Value => allowed.has(value));
  },
  /** A list of ids (positive integers written plainly); malformed entries dropped, empty is no filter. */
  ids: urlList((value): value is string => /^[1-9]\d{0,8}$/.test(value)),
  /** Typed text (trimmed, bounded); blank is no filter. */
  text: urlText,
  /** A calendar day `YYYY-MM-DD`. */
  day: droppedIfBad(v.pipe(v.string(), v.check(isCalendarDay))),
  /** A non-negative amount. */
  amount: droppedIfBad(v.pipe(v.number(), v.minValue(0), v.maxValue(100_000_000))),
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
