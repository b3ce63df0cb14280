import { z } from 'zod';

/**
 * A 400 answer: each invalid field (query, body or path parameter name; a dotted path when nested) mapped
 * to its messages, e.g. `{"price_from":["Expected a number"]}`. The SPA's error formatter (spec §8) turns
 * it into 'field: message' lines. A problem that belongs to no field comes under `detail`.
 */
export const validationErrorBodySchema = z
  .record(z.string(), z.array(z.string()))
  .meta({ id: 'ValidationError', description: 'Each invalid field mapped to its messages.' });
export type ValidationErrorBody = z.infer<typeof validationErrorBodySchema>;

/** Any other failure (404 'Not found.', 403, 413, 415, 429 with Retry-After, 500): one human sentence. */
export const detailBodySchema = z.object({ detail: z.string() }).meta({ id: 'Detail' });
export type DetailBody = z.infer<typeof detailBodySchema>;

export const notFoundDetail = 'Not found.';

/**
 * The `detail` of a 503 while the database is away for a moment (a restart, a failover) or out of storage: nothing was
 * done, and the client may try again after the `Retry-After` seconds (a purchase with its Idempotency-Key).
 */
export const databaseTroubleMessages = {
  unavailable: 'The shop is reconnecting to its database. Please try again in a few seconds.',
  storageFull:
    'The shop cannot save anything right now: its storage is full. Browsing still works; please try again later.',
} as const;

/** Any 400: a field error from validation, or one sentence (a malformed request, a refused event). */
export const badRequestBodySchema = z
  .union([validationErrorBodySchema, detailBodySchema])
  .meta({ id: 'BadRequest', description: 'Field errors, or a sentence when the problem belongs to no field.' });
export type BadRequestBody = z.infer<typeof badRequestBodySchema>;

/** A browser redirect: no body, the target in `Location`. */
export const redirectAnswerSchema = z.null().describe('A redirect: the target is in the Location header.');

/** An answer without a body (204). */
export const noContentSchema = z.null().describe('No content.');
