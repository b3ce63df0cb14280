import { msg, t } from '@lingui/core/macro';
import { isHTTPError } from './httpError.ts';
import { type ShopMessage, serverMessage } from './serverMessages.ts';

/**
 * The keys a server uses for a sentence about the whole request rather than about one field
 * (DRF's `detail`, our server's `detail`, other backends' `message` and `msg`), in the order spec §8 reads them.
 */
const summaryKeys = ['detail', 'message', 'msg'] as const;

/**
 * Spec §8, the HTTP failure toast: one message per toast.
 *
 * - An array body: each string in it is a message.
 * - An object body: each field whose value is a string, or a list with strings, gives
 *   'field: values joined by comma'; other values (numbers, nested objects) are ignored.
 *   The summary keys (`detail`, `message`, `msg`) are not fields: a body that is only `{ "detail": "Not found." }`
 *   shows 'Not found.', never 'detail: Not found.'. They are read, in that order, only when no field gave a line.
 * - Anything else (no body, a text or HTML body, an empty object): 'Something went wrong'.
 * - An error that is not an HTTP answer (network down, timeout, a bug): 'Unknown error'.
 */
export function formatApiError(error: unknown): string[] {
  if (!isHTTPError(error)) return [t`Unknown error`];
  const body: unknown = error.data;
  if (Array.isArray(body)) {
    const messages = textsOf(body);
    return messages.length > 0 ? messages : [somethingWentWrong()];
  }
  if (!isRecord(body)) return [somethingWentWrong()];
  const fieldLines = Object.entries(body).flatMap(([field, value]) => {
    if ((summaryKeys as readonly string[]).includes(field)) return [];
    const values = textsOf(value);
    return values.length > 0 ? [`${field}: ${values.join(', ')}`] : [];
  });
  if (fieldLines.length > 0) return fieldLines;
  return [firstSummary(body, summaryKeys) ?? somethingWentWrong()];
}

/** Spec §8, cart add/remove/clear failure: body `detail`, else `message`, else 'Something went wrong'. */
export function formatCartError(error: unknown): string {
  return bodySummary(error, ['detail', 'message']);
}

/**
 * Spec §8, support failure: the server's `message`, else 'Something went wrong'. Our server (contract/errors.ts)
 * words its one-sentence failures (429 rate limit, 413 too large) as `detail`, so that is read second.
 */
export function formatSupportError(error: unknown): string {
  return bodySummary(error, ['message', 'detail']);
}

/** The first summary the body carries among `keys`; without an HTTP body there is none, hence the fallback. */
function bodySummary(error: unknown, keys: readonly string[]): string {
  const body: unknown = isHTTPError(error) ? error.data : undefined;
  return (isRecord(body) ? firstSummary(body, keys) : undefined) ?? somethingWentWrong();
}

function firstSummary(body: Record<string, unknown>, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const texts = textsOf(body[key]);
    if (texts.length > 0) return texts.join(', ');
  }
  return undefined;
}

/** The non-empty strings of a string or a list; anything else has none. */
function textsOf(value: unknown): string[] {
  const candidates = Array.isArray(value) ? value : [value];
  return candidates.filter(isString).filter((text) => text.trim() !== '');
}

function somethingWentWrong(): string {
  return t`Something went wrong`;
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Where a form's refusal belongs: on its fields, or (no field of the form named) the form as a whole. */
export interface FormFailure<Field extends string> {
  fieldErrors: Partial<Record<Field, ShopMessage>>;
  formErrors: ShopMessage[];
}

/**
 * A form's submit refused (issue #17.5: the shop's words, each once): a field the server names that the form
 * has gets the server's message on that field, in the shopper's language (never 'field: message'); every
 * other message is the form's, with no field key either. No answer at all is 'Unknown error'; an answer
 * with nothing readable, 'Something went wrong'.
 */
export function formFailureOf<Field extends string>(error: unknown, fields: readonly Field[]): FormFailure<Field> {
  if (!isHTTPError(error)) return { fieldErrors: {}, formErrors: [unknownError] };
  const body: unknown = error.data;
  if (Array.isArray(body)) {
    const texts = textsOf(body);
    return { fieldErrors: {}, formErrors: texts.length > 0 ? texts.map(serverMessage) : [somethingWentWrongMessage] };
  }
  if (!isRecord(body)) return { fieldErrors: {}, formErrors: [somethingWentWrongMessage] };
  const fieldErrors: Partial<Record<Field, ShopMessage>> = {};
  const formErrors: ShopMessage[] = [];
  for (const [key, value] of Object.entries(body)) {
    if ((summaryKeys as readonly string[]).includes(key)) continue;
    const [first, ...others] = textsOf(value);
    if (first === undefined) continue;
    if (isFieldOf(key, fields)) fieldErrors[key] = serverMessage(first);
    else formErrors.push(...[first, ...others].map(serverMessage));
  }
  if (Object.keys(fieldErrors).length > 0 || formErrors.length > 0) return { fieldErrors, formErrors };
  const summary = firstSummary(body, summaryKeys);
  return { fieldErrors: {}, formErrors: [summary === undefined ? somethingWentWrongMessage : serverMessage(summary)] };
}

function isFieldOf<Field extends string>(key: string, fields: readonly Field[]): key is Field {
  return (fields as readonly string[]).includes(key);
}

const unknownError = msg`Unknown error`;
const somethingWentWrongMessage = msg`Something went wrong`;
