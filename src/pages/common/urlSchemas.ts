import * as v from 'valibot';

/*
 * The building blocks of the routes' search and path schemas. TanStack Router reads every route's definition
 * before any page chunk loads, so these ship with the entry: valibot's functions are separate exports and the
 * build keeps only those used here (zod, whose core would come whole, parses the server's answers and loads
 * later, with the contract: DESIGN.md §6). Route schemas are Standard Schemas, which `validateSearch` takes as is.
 */

/** An optional value: absent stays absent, and a bad one is dropped without failing the others. */
export const droppedIfBad = <const Schema extends v.GenericSchema>(schema: Schema) =>
  v.fallback(v.optional(schema), undefined);

/** A value with a default: absent or bad, it is `fallback`. */
export const defaultedIfBad = <const Schema extends v.GenericSchema, const Fallback extends v.InferOutput<Schema>>(
  schema: Schema,
  fallback: Fallback,
) => v.fallback(v.optional(schema, fallback), fallback);

/**
 * A number read from the address bar, finite: `?hold=1e999` reads as Infinity, which no list holds, so a list
 * carrying it is not a list.
 */
const finiteNumber = v.pipe(v.number(), v.finite());
const listEntry = v.union([v.string(), finiteNumber]);

/**
 * A list in the address bar: one value alone (a hand-typed `?status=paid`) is a list of one, entries `isKept`
 * refuses are dropped, a repeated one is kept once, the first `max` are kept, and an empty list is no filter.
 */
export const urlList = <Value extends string>(isKept: (entry: string) => entry is Value, max = Infinity) =>
  droppedIfBad(
    v.pipe(
      v.union([listEntry, v.array(listEntry)]),
      v.transform((raw) => {
        const kept = (Array.isArray(raw) ? raw : [raw]).map(String).filter(isKept);
        return kept.length > 0 ? [...new Set(kept)].slice(0, max) : undefined;
      }),
    ),
  );

/** Typed text, trimmed and bounded; blank is nothing. */
export const urlText = (maxLength: number) =>
  droppedIfBad(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(maxLength)));
