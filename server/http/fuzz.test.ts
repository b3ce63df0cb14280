import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { int4Max } from '#contract/primitives.ts';
import { type Buyer, createShopTestApp, type ShopTestApp } from '../orders/testKit.ts';
import { maxJsonNesting } from './jsonBody.ts';

/**
 * A property-based fuzzer over the whole API (issue #15): for every operation of the OpenAPI document, as a
 * visitor and as a signed-in user, it sends generated bad requests (wrong types, missing and unknown fields,
 * huge and negative numbers, 1 MB strings, control characters, unicode, injection strings, bad JSON, bodies
 * nested around and far past the bound (issue #30), wrong content types, path parameters out of range, empty or
 * dot segments) and fails on any 5xx or on an answer whose status or shape the document does not declare for the
 * operation the request reached. `FUZZ_SEED` replays a failure (the seed is printed with it), `FUZZ_RUNS` sets the
 * requests per operation and caller, `FUZZ_BUDGET_MS` the time they may take.
 */

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  enum?: unknown[];
  $ref?: string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const runsPerOperation = Number(process.env.FUZZ_RUNS ?? 25);
/** The whole run's time budget (both callers): on a busy machine fewer requests are sent, never more time spent. */
const budgetMs = Number(process.env.FUZZ_BUDGET_MS ?? 36_000);

// ---- bad values --------------------------------------------------------------------------------------------

const hostileStrings = [
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '#{7*7}{{7*7}}<%= 7*7 %>',
  '../../../etc/passwd',
  '%00',
  '%zz',
  '\u0000',
  'a\u0000b',
  '\u001b[31m',
  '\u202e\u200b\ufeff',
  '\ud800',
  '😀'.repeat(50),
  'ǅ̸̢̛͎̗̈́',
  '__proto__',
  'constructor',
  '',
  ' ',
  'null',
  'true',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  String(int4Max + 1),
  '99999999999999999999999',
  '0x10',
  '1.5',
];

const controlCharacter = fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code));
const hostileString = fc.oneof(
  fc.constantFrom(...hostileStrings),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: controlCharacter, minLength: 1, maxLength: 5 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer({ min: 1_000, max: 70_000 }).map((length) => 'x'.repeat(length)),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(int4Max + 1, -int4Max - 2, 0, -1, 1.5, -0, 1e308, Number.MAX_SAFE_INTEGER, 2 ** 53 + 1, 1, 2, 3),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const hostileScalar = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileScalar },
  fc.array(hostileScalar, { maxLength: 4 }),
  fc.dictionary(hostileString, hostileScalar, { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A value for a documented field: mostly bad, sometimes plausible so that deeper code runs too. */
const fieldValue = (schema: JsonSchema | undefined): fc.Arbitrary<unknown> => {
  const plausible = schema?.enum?.length ? fc.constantFrom(...schema.enum) : hostileScalar;
  return fc.oneof(plausible, hostileJson);
};

/** A JSON body shaped like the documented one: its fields with bad values, some missing, some unknown. */
function bodyFor(schema: JsonSchema | undefined, components: OpenApiDocument['components']): fc.Arbitrary<unknown> {
  const resolved = schema?.$ref ? components.schemas[schema.$ref.split('/').at(-1) ?? ''] : schema;
  const properties = Object.entries(resolved?.properties ?? {});
  const shaped = fc
    .record(Object.fromEntries(properties.map(([name, property]) => [name, fieldValue(property)])), {
      requiredKeys: [],
    })
    .chain((record) =>
      fc.dictionary(hostileString, hostileScalar, { maxKeys: 2 }).map((unknown) => ({ ...unknown, ...record })),
    );
  return fc.oneof({ weight: 3, arbitrary: shaped }, hostileJson);
}

type Payload = { contentType: string | undefined; body: string | undefined };

/**
 * JSON text nesting a body in arrays or objects: around the server's bound (just under, at, just past it) and far
 * past it (20,000 levels are 40 kB). Spelled as text: building such a value and stringifying it would itself
 * overflow the stack.
 */
function nestedJson(json: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const levels = fc.oneof(
    fc.integer({ min: maxJsonNesting - 2, max: maxJsonNesting + 1 }),
    fc.constantFrom(1_000, 20_000),
  );
  return fc
    .tuple(levels, fc.constantFrom('array', 'object'), json)
    .map(([count, kind, inner]) =>
      kind === 'array'
        ? `${'['.repeat(count)}${JSON.stringify(inner) ?? 'null'}${']'.repeat(count)}`
        : `${'{"a":'.repeat(count)}${JSON.stringify(inner) ?? 'null'}${'}'.repeat(count)}`,
    );
}

/** The request body as bytes on the wire: JSON, nested JSON, broken JSON, the wrong content type, 1 MB, or nothing. */
function payloadFor(json: fc.Arbitrary<unknown>): fc.Arbitrary<Payload> {
  const asJson = json.map((value): Payload => ({ contentType: 'application/json', body: JSON.stringify(value) ?? '' }));
  const nested = nestedJson(json).map((body): Payload => ({ contentType: 'application/json', body }));
  return fc.oneof(
    { weight: 6, arbitrary: asJson },
    { weight: 1, arbitrary: nested },
    fc.constantFrom<Payload>(
      { contentType: 'application/json', body: '{"a":' },
      { contentType: 'application/json', body: '' },
      { contentType: 'application/json', body: '\u0000' },
      { contentType: 'application/json', body: '{"__proto__":{"is_admin":true}}' },
      { contentType: 'application/json', body: '{"constructor":{"prototype":{"x":1}}}' },
      { contentType: 'application/json', body: `{"a":"${'x'.repeat(1024 * 1024)}"}` },
      { contentType: 'text/plain', body: '{"skin_id":1}' },
      { contentType: 'application/x-www-form-urlencoded', body: 'skin_id=1&a=%00' },
      { contentType: 'multipart/form-data; boundary=x', body: '--x\r\n\r\n--x--' },
      { contentType: 'application/json; charset=utf-16', body: '{}' },
      { contentType: undefined, body: undefined },
    ),
  );
}

/**
 * A path parameter: sometimes a plausible id, mostly out of range or not a number at all, or empty, or a dot
 * segment, which a client resolves into another path (`purchase/%2e%2e/` is sent as `payments/skin/`): the answer
 * must then be one the document declares for where the request went (see `reachedOperation`).
 */
const pathValue = fc.oneof(
  fc.integer({ min: 1, max: 5 }).map(String),
  hostileString.filter((text) => text.length <= 300 && !/\p{Surrogate}/u.test(text)).map(encodeURIComponent),
  fc.constantFrom('%zz', '%00', '%2F', '%2E%2E%2F', String(int4Max + 1), '-1', '0'),
  fc.constantFrom('', '.', '..', '%2e', '%2e%2e', '.%2E', '%2E.'),
);

const queryValue = (schema: JsonSchema | undefined) =>
  fc.oneof(
    schema?.enum?.length ? fc.constantFrom(...schema.enum.map(String)) : hostileString,
    hostileString,
    fc.array(hostileString, { minLength: 2, maxLength: 3 }),
  );

interface GeneratedRequest {
  path: Record<string, string>;
  query: [string, string][];
  payload: Payload | undefined;
  idempotencyKey: string | undefined;
}

function requestsFor(operation: Operation, components: OpenApiDocument['components']): fc.Arbitrary<GeneratedRequest> {
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = parameters.filter((parameter) => parameter.in === 'query');
  const documentedQuery = fc.tuple(
    ...queryParameters.map((parameter) =>
      fc.option(
        queryValue(parameter.schema).map((value) => [parameter.name, value] as const),
        { nil: undefined },
      ),
    ),
  );
  const query = fc
    .tuple(documentedQuery, fc.array(fc.tuple(hostileString, hostileString), { maxLength: 2 }))
    .map(([documented, unknown]) => [
      ...documented.flatMap((entry): [string, string][] =>
        entry === undefined ? [] : [entry[1]].flat().map((value): [string, string] => [entry[0], value]),
      ),
      ...unknown,
    ]);
  const jsonSchema = operation.requestBody?.content['application/json']?.schema;
  return fc.record({
    path: fc.record(Object.fromEntries(pathParameters.map((parameter) => [parameter.name, pathValue]))),
    query,
    payload: fc.option(payloadFor(bodyFor(jsonSchema, components)), { nil: undefined, freq: 5 }),
    idempotencyKey: fc.option(
      fc.oneof(
        fc.uuid(),
        hostileString.filter((text) => /^[\x20-\x7e]*$/.test(text)),
      ),
      {
        nil: undefined,
      },
    ),
  });
}

function injectOptions(
  method: string,
  pathTemplate: string,
  request: GeneratedRequest,
  authorization: string | undefined,
): InjectOptions {
  const path = pathTemplate.replace(/\{(\w+)\}/g, (_, name: string) => request.path[name] ?? '1');
  const search = new URLSearchParams(request.query).toString();
  const headers: Record<string, string> = {};
  if (authorization) headers.authorization = authorization;
  if (request.idempotencyKey !== undefined) headers['idempotency-key'] = request.idempotencyKey;
  if (request.payload?.contentType) headers['content-type'] = request.payload.contentType;
  return {
    method: method.toUpperCase() as InjectOptions['method'],
    url: search ? `${path}?${search}` : path,
    headers,
    ...(request.payload?.body !== undefined && { payload: request.payload.body }),
  };
}

// ---- documented answers ------------------------------------------------------------------------------------

function answerValidator(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  // The operations' schemas point at `#/components/schemas/…`: compiled inside a copy of the components.
  const validators = new Map<JsonSchema, ValidateFunction>();
  return (schema: JsonSchema, value: unknown) => {
    let validate = validators.get(schema);
    if (!validate) {
      validate = ajv.compile({ ...schema, components: document.components });
      validators.set(schema, validate);
    }
    return validate(value) ? undefined : ajv.errorsText(validate.errors);
  };
}

/** Why an answer breaks the document (a 5xx, an undocumented status, a body off its schema), or undefined. */
/** What the checks read of an answer. */
type Answer = Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'body' | 'json'>;

/** Whether the operation answers with a stream of events that stays open (an order page's live changes). */
const streams = (operation: Operation) =>
  Object.values(operation.responses).some((answer) => answer.content?.['text/event-stream'] !== undefined);

/**
 * Sends one request. An answer that streams events stays open as long as the page does: it is checked on its status
 * and headers, then closed, as a page that leaves; any other answer is read whole.
 */
async function answerOf(operation: Operation, options: InjectOptions): Promise<Answer> {
  if (!streams(operation)) return shop.app.inject(options);
  const response = await shop.app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  if (String(response.headers['content-type']).startsWith('text/event-stream')) {
    stream.destroy();
    return { statusCode: response.statusCode, headers: response.headers, body: '', json: <T>() => undefined as T };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  const body = Buffer.concat(chunks).toString('utf8');
  return { statusCode: response.statusCode, headers: response.headers, body, json: <T>() => JSON.parse(body) as T };
}

function answerProblem(
  operation: Operation,
  response: Answer,
  validate: ReturnType<typeof answerValidator>,
): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 300)}`;
  const documented = operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`];
  if (!documented) return `answered ${status}, which is not documented: ${response.body.slice(0, 300)}`;
  // An answer in another documented type (a PDF, a stream of events) is what the operation says it is.
  const type = String(response.headers['content-type']).split(';')[0] ?? '';
  if (type !== 'application/json' && documented.content?.[type] !== undefined) return undefined;
  const schema = documented.content?.['application/json']?.schema;
  if (!schema || status === 204 || (status >= 300 && status < 400)) return undefined;
  if (!String(response.headers['content-type']).startsWith('application/json')) {
    return `answered ${status} as ${response.headers['content-type']}`;
  }
  const problem = validate(schema, response.json());
  return problem && `answered ${status} off its documented schema (${problem}): ${response.body.slice(0, 300)}`;
}

type Listed = { method: string; path: string; operation: Operation };

/** The documented operation a method and a path (as sent) reach: a fixed segment wins over a parameter. */
function operationAt(operations: Listed[], method: string, path: string): Operation | undefined {
  const matching = operations.filter((listed) => {
    if (listed.method !== method) return false;
    const pattern = listed.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]*');
    return new RegExp(`^${pattern}$`).test(path);
  });
  const parameters = (listed: Listed) => listed.path.split('{').length;
  return matching.sort((a, b) => parameters(a) - parameters(b))[0]?.operation;
}

/**
 * The operation whose document an answer is judged by. A client resolves dot segments before sending (`orders/./`
 * goes out as `orders/`, `purchase/%2e%2e/` as `payments/skin/`: fetch and browsers do, and so does `inject`), so a
 * generated path may reach another operation, judged by its own document, or none: the request then fell out of
 * its route, and its answer must still be one that the operation it was made for declares.
 */
function reachedOperation(operations: Listed[], own: Listed, url: string): Operation {
  const sent = url.split('?')[0] ?? url;
  const resolved = new URL(url, 'http://localhost').pathname;
  if (resolved === sent) return own.operation;
  return operationAt(operations, own.method, resolved) ?? own.operation;
}

// ---- the run -----------------------------------------------------------------------------------------------

let shop: ShopTestApp;
let buyer: Buyer;
let document: OpenApiDocument;

beforeAll(async () => {
  shop = await createShopTestApp();
  buyer = await shop.buyer(1);
  document = shop.app.swagger() as unknown as OpenApiDocument;
}, 60_000);
afterAll(() => shop?.close());

const operationsOf = (doc: OpenApiDocument): Listed[] =>
  Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ method, path, operation })),
  );

const callers = ['visitor', 'signed-in user'] as const;
const authorizationOf = (caller: (typeof callers)[number]) =>
  caller === 'visitor' ? undefined : buyer.headers.authorization;

describe(`the API under generated bad input (FUZZ_SEED=${seed})`, () => {
  it('lists the operations it fuzzes', () => {
    expect(operationsOf(document).length).toBeGreaterThan(20);
  });

  it('answers as documented where a dot segment or an empty one takes a request out of its route', async () => {
    const validate = answerValidator(document);
    const operations = operationsOf(document);
    const problems: string[] = [];
    for (const caller of callers) {
      for (const listed of operations.filter(({ path }) => path.includes('{'))) {
        for (const value of ['', '.', '..', '%2e', '%2e%2e', '.%2E']) {
          const request: GeneratedRequest = {
            path: Object.fromEntries([...listed.path.matchAll(/\{(\w+)\}/g)].map((match) => [match[1], value])),
            query: [],
            payload: { contentType: 'application/json', body: '{}' },
            idempotencyKey: undefined,
          };
          const options = injectOptions(listed.method, listed.path, request, authorizationOf(caller));
          const response = await answerOf(listed.operation, options);
          const problem = answerProblem(reachedOperation(operations, listed, String(options.url)), response, validate);
          if (problem) problems.push(`${caller}: ${options.method} ${options.url} ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  for (const caller of callers) {
    it(`never answers 5xx or off the document, as a ${caller}`, async () => {
      const validate = answerValidator(document);
      const authorization = authorizationOf(caller);
      const operations = operationsOf(document);
      for (const [index, listed] of operations.entries()) {
        const { method, path, operation } = listed;
        const property = fc.asyncProperty(requestsFor(operation, document.components), async (request) => {
          const options = injectOptions(method, path, request, authorization);
          const response = await answerOf(operation, options);
          const problem = answerProblem(reachedOperation(operations, listed, String(options.url)), response, validate);
          if (problem) throw new Error(`${options.method} ${String(options.url).slice(0, 200)} ${problem}`);
        });
        let run = await fc.check(property, {
          seed: seed + index,
          numRuns: runsPerOperation,
          endOnFailure: true,
          interruptAfterTimeLimit: budgetMs / 2 / operations.length,
        });
        // On a busy machine an operation's share of the budget can pass before its first answer: fast-check
        // then reports a failure without a counterexample. The operation gets one request without a limit
        // instead, so it is fuzzed at least once and never failed for being slow.
        if (run.interrupted && run.numRuns === 0) {
          run = await fc.check(property, { seed: seed + index, numRuns: 1, endOnFailure: true });
        }
        if (run.failed) {
          const cause = run.errorInstance instanceof Error ? run.errorInstance.message : String(run.errorInstance);
          throw new Error(`FUZZ_SEED=${seed} (operation seed ${run.seed}, path ${run.counterexamplePath}): ${cause}`);
        }
      }
    }, 120_000);
  }
});
