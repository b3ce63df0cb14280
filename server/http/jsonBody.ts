import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * How deeply a JSON body may nest arrays and objects. Our deepest body nests 3 levels; a hostile one nests thousands
 * (40 kB of `[` is 20,000 levels), which every walk over it (the control-character check, validation, logging) pays
 * for, and a recursive one overflows the stack on.
 */
export const maxJsonNesting = 32;

export const tooDeeplyNestedMessage = `Nested too deeply: at most ${maxJsonNesting} levels of arrays and objects`;

/** The error code the error handler answers with a 400 in the validation-error shape. */
export const tooDeeplyNestedCode = 'SKINS_JSON_TOO_DEEP';

/**
 * True when JSON text nests arrays and objects deeper than `limit`. One pass over the characters, with no
 * recursion and no allocation, ending at the first bracket past the limit; brackets inside strings do not count.
 * Malformed text is the parser's to refuse afterwards.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === backslash) index += 1;
      else if (code === quote) inString = false;
    } else if (code === quote) {
      inString = true;
    } else if (code === openBracket || code === openBrace) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === closeBracket || code === closeBrace) {
      depth -= 1;
    }
  }
  return false;
}

const quote = 0x22;
const backslash = 0x5c;
const openBracket = 0x5b;
const closeBracket = 0x5d;
const openBrace = 0x7b;
const closeBrace = 0x7d;

type JsonParser = ReturnType<FastifyInstance['getDefaultJsonParser']>;

/**
 * Fastify's JSON parser (prototype poisoning refused), behind a nesting bound checked on the raw text: a body too
 * deep is refused before it is parsed, so nothing after it (hooks, schemas, handlers, the log) ever walks one.
 */
export function boundedJsonParser(app: FastifyInstance): JsonParser {
  const parse = app.getDefaultJsonParser('error', 'error');
  return (request: FastifyRequest, body: string | Buffer, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, maxJsonNesting)) {
      return done(Object.assign(new Error(tooDeeplyNestedMessage), { statusCode: 400, code: tooDeeplyNestedCode }));
    }
    return parse(request, text, done);
  };
}

/** Every JSON body of the app goes through `boundedJsonParser` (a module that keeps raw text opts out knowingly). */
export function boundJsonNesting(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, boundedJsonParser(app));
}
