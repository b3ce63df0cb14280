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

/** A node met by `fieldWithControlCharacter`: its value, and how it was reached (for the path, spelled only if needed). */
interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

/**
 * The first field of a parsed request part (JSON body, query, path parameters) whose key or text value holds
 * a disallowed control character: its dotted path (`''` for the part itself), or undefined when all are clean.
 * Walks with a stack of its own, not by recursion, and spells a path only for the field it reports, so a deep or
 * wide value costs one visit per node (the server bounds a body's nesting before anything walks it).
 */
export function fieldWithControlCharacter(value: unknown): string | undefined {
  const pathOf = (visit: Visit): string => {
    const keys: string[] = [];
    for (let at: Visit | undefined = visit; at?.parent; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.');
  };
  const pending: Visit[] = [{ value, key: '', parent: undefined }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    if (hasDisallowedControlCharacter(visit.key)) return pathOf(visit);
    if (typeof visit.value === 'string') {
      if (hasDisallowedControlCharacter(visit.value)) return pathOf(visit);
    } else if (visit.value !== null && typeof visit.value === 'object') {
      // Pushed last field first, so fields are looked at in their order, depth first, as a reader finds them.
      const children = Object.entries(visit.value);
      for (let index = children.length - 1; index >= 0; index -= 1) {
        const [key, child] = children[index] as [string, unknown];
        pending.push({ value: child, key, parent: visit });
      }
    }
  }
  return undefined;
}
