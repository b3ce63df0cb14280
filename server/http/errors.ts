import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  badRequestBodySchema,
  type DetailBody,
  detailBodySchema,
  notFoundDetail,
  type ValidationErrorBody,
  validationErrorBodySchema,
} from '#contract/errors.ts';
import { databaseTroubleOf, retryAfterSeconds, troubleDetail } from '../db/availability.ts';
import { tooDeeplyNestedCode, tooDeeplyNestedMessage } from './jsonBody.ts';

/** The part of the request a validation failure is about; names the field of a problem with the whole part. */
const partNames: Record<string, string> = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' };

type ZodValidationError = Parameters<typeof hasZodFastifySchemaValidationErrors>[0] & {
  validation: { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }[];
  validationContext?: string;
};

/** Turns schema issues into the agreed 400 body: `{ "price_from": ["Expected a number"] }`. */
export function validationErrorBody(error: ZodValidationError): ValidationErrorBody {
  // A Map, not an object: a client's field may be called `toString` or `__proto__`.
  const messagesByField = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    const messages = messagesByField.get(field) ?? [];
    if (!messages.includes(message)) messages.push(message);
    messagesByField.set(field, messages);
  };
  const partName = partNames[error.validationContext ?? ''] ?? 'body';
  for (const issue of error.validation) {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys) add(path ? `${path}.${key}` : String(key), 'Unknown field');
    } else {
      add(path || partName, issue.message ?? 'Invalid value');
    }
  }
  return Object.fromEntries(messagesByField);
}

/** Fastify's own refusals of a malformed request, answered as the client's fault (never a 500). */
const clientErrorsByCode: Record<string, { status: number; body: ValidationErrorBody | DetailBody }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, body: { body: ['Malformed JSON'] } },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, body: { body: ['A JSON body is required'] } },
  [tooDeeplyNestedCode]: { status: 400, body: { body: [tooDeeplyNestedMessage] } },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, body: { detail: 'Invalid Content-Length.' } },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, body: { detail: 'Request body is too large.' } },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, body: { detail: 'Unsupported content type: send application/json.' } },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, body: { detail: 'Unsupported content type: send application/json.' } },
};

export const internalErrorDetail = 'Something went wrong on our side. Please try again later.';

/** Every failure answers JSON in the agreed shapes; set first, so every route module inherits it. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send(validationErrorBody(error as ZodValidationError));
    }
    const known = clientErrorsByCode[error.code];
    if (known) return reply.code(known.status).send(known.body);
    if (error instanceof SyntaxError) return reply.code(400).send({ body: ['Malformed JSON'] });

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ detail: error.message } satisfies DetailBody);
    }
    // The database restarting, failing over or out of storage: not a bug, and over in a moment. Nothing was done (the
    // transaction rolled back), so the client may try again; a purchase does so with its Idempotency-Key.
    const trouble = databaseTroubleOf(error);
    if (trouble) {
      request.log.warn({ event: `database.${trouble}`, err: error }, 'request refused: the database is unavailable');
      return reply
        .code(503)
        .header('retry-after', String(retryAfterSeconds[trouble]))
        .send({ detail: troubleDetail[trouble] } satisfies DetailBody);
    }
    // Details stay in the log: an error body never carries a stack or an internal message.
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: internalErrorDetail } satisfies DetailBody);
  });
}

const bodylessMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The 400 a route documents, widened to the two shapes any request can be refused with before its handler. */
function badRequestAnswer(declared: z.ZodType | undefined): z.ZodType {
  if (declared === undefined || declared === validationErrorBodySchema || declared === detailBodySchema) {
    return badRequestBodySchema;
  }
  return declared === badRequestBodySchema ? declared : z.union([declared, badRequestBodySchema]);
}

const databaseTroubleSentence =
  'the database is unavailable for a moment (a restart, a failover) or out of storage (Detail): nothing was done; ' +
  'try again after the `Retry-After` seconds.';

/**
 * Any route may meet the database restarting, failing over or out of storage (README, "Production"): its 503, with
 * the route's own 503 (Steam silent, maintenance) kept beside it.
 */
function databaseTroubleAnswer(declared: z.ZodType | undefined): z.ZodType {
  if (declared === undefined) return detailBodySchema.describe(`Unavailable: ${databaseTroubleSentence}`);
  const either = declared === detailBodySchema ? declared : z.union([declared, detailBodySchema]);
  const own = declared.description ?? "Unavailable (the operation's description says when)";
  return either.describe(`${own}; or ${databaseTroubleSentence}`);
}

/**
 * Completes every documented route's answers with the refusals that come from the framework rather than its
 * handler, so each of them fits a documented shape (a refusal that did not would turn into a 500 when the
 * answer is serialized): 400 (validation, malformed JSON, too deep a body, a control character), 403 (a cross-site
 * write), 413 and 415 (a body too large or not JSON), 429 (a rate limit), 500, and 503 (the database away for a
 * moment, with Retry-After). Added before any route is.
 */
export function documentFrameworkRefusals(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const response = route.schema?.response as Record<string, z.ZodType> | undefined;
    if (!route.schema || !response) return;
    const methods = [route.method].flat();
    const writes = methods.some((method) => !bodylessMethods.has(method));
    const rateLimited = Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit);
    const detailFor = (statuses: number[]) =>
      Object.fromEntries(
        statuses.filter((status) => !(status in response)).map((status) => [status, detailBodySchema]),
      );
    route.schema = {
      ...route.schema,
      response: {
        ...response,
        400: badRequestAnswer(response[400]),
        ...detailFor([...(writes ? [403, 413, 415] : []), ...(rateLimited ? [429] : []), 500]),
        503: databaseTroubleAnswer(response[503]),
      },
    };
  });
}

/** Unknown paths: a page navigation gets the SPA (history fallback), anything else a JSON 404. */
export function installNotFoundHandler(app: FastifyInstance, spaFallback: SpaFallback | undefined): void {
  app.setNotFoundHandler((request, reply) => {
    if (spaFallback && !isApiPath(request.url) && wantsPage(request)) return spaFallback(request, reply);
    return reply.code(404).send({ detail: notFoundDetail } satisfies DetailBody);
  });
}

export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;

export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** A browser navigating: the history fallback answers those with index.html, anything else gets a 404. */
export function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return (request.headers.accept ?? '').includes('text/html');
}
