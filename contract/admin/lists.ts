import { z } from 'zod';

/**
 * What every back-office list shares: page-based pagination (page from 1, up to 100 rows a page), list
 * parameters that take repeated or comma-separated values, and the page answer.
 */
export const adminMaxPageSize = 100;
export const adminDefaultPageSize = 25;

const expectedNumber = {
  error: (issue: { code?: string }) => (issue.code === 'invalid_type' ? 'Expected a number' : undefined),
};

export const adminPaginationSchema = z.object({
  page: z.coerce.number(expectedNumber).int().min(1).max(100_000).default(1),
  page_size: z.coerce.number(expectedNumber).int().min(1).max(adminMaxPageSize).default(adminDefaultPageSize),
});

/** Accepts `a`, `a,b` or a repeated parameter (`?x=a&x=b`), always giving a list. */
export function adminListParam<Value extends z.ZodType<string, string>>(value: Value, description: string) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((raw) =>
      (Array.isArray(raw) ? raw : [raw])
        .flatMap((entry) => entry.split(','))
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(value).max(50))
    .describe(`${description}; repeated parameters or one comma-separated value`);
}

export const adminIdSchema = z.coerce.number(expectedNumber).int().positive().max(2_147_483_647);

/** One page of a back-office list: `has_more` says whether a next page exists (no costly total count). */
export function adminPageSchema<Row extends z.ZodType>(row: Row) {
  return z.object({
    results: z.array(row),
    page: z.int().min(1),
    page_size: z.int().min(1),
    has_more: z.boolean(),
  });
}

/** A reason an admin states for an action (refund, override, ban…): kept in the audit log. */
export const adminReasonSchema = z
  .string()
  .trim()
  .min(3, 'Give a reason of at least 3 characters')
  .max(500, 'Keep the reason under 500 characters');
