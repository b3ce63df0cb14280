import { z } from 'zod';

/**
 * Building blocks for every contract schema: what the database's columns can hold and what text may cross
 * the API boundary. A value a column cannot hold is the client's mistake (400), never the server's (500).
 */

/** The largest value of a PostgreSQL `int` (int4) column: every id and counter we store is one. */
export const int4Max = 2_147_483_647;

/** An id in a JSON body: a positive int4. */
export const int4IdSchema = z.int().positive().max(int4Max);

/** An id in a path or query parameter (text, read as a number): a positive int4. */
export const int4IdParamSchema = z.coerce.number().int().positive().max(int4Max);

/** `{id}` path parameters: a positive int4. */
export const idParamsSchema = z.object({ id: int4IdParamSchema });

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. PostgreSQL's text cannot
 * hold NUL at all; the others have no place in a name, an address or a message and only hide text.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const disallowedControlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const controlCharacterMessage = 'Contains a control character that is not allowed';

/** True when `text` holds a character no field of ours accepts. */
export const hasDisallowedControlCharacter = (text: string): boolean => disallowedControlCharacter.test(text);

/**
 * The first field of a parsed request part (JSON body, query, path parameters) whose key or text value holds
 * a disallowed control character: its dotted path (`''` for the part itself), or undefined when all are clean.
 */
export function fieldWithControlCharacter(value: unknown, path: readonly string[] = []): string | undefined {
  if (typeof value === 'string') return hasDisallowedControlCharacter(value) ? path.join('.') : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = [...path, key];
    if (hasDisallowedControlCharacter(key)) return childPath.join('.');
    const found = fieldWithControlCharacter(child, childPath);
    if (found !== undefined) return found;
  }
  return undefined;
}
