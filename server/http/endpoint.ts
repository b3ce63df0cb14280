import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  onRequestAsyncHookHandler,
  preHandlerAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import {
  type BodyOf,
  type Endpoint,
  type HeadersOf,
  type ParamsOf,
  type QueryOf,
  type ResponseInputOf,
  routerPath,
} from '#contract/endpoint.ts';
import { authenticate, requireAdmin } from '../auth/guards.ts';

/** A request to `E`, typed from its contract: params, query and body are already validated. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParamsOf<E>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
  Headers: HeadersOf<E> extends undefined ? unknown : HeadersOf<E>;
}>;

export interface EndpointImplementation<E extends Endpoint> {
  /** Runs before validation (e.g. dropping blank query parameters); the access guard ran before it. */
  preValidation?: preValidationAsyncHookHandler;
  /** Runs after validation. */
  preHandler?: preHandlerAsyncHookHandler;
  /** Replaces the validator of this route's schemas (e.g. a body checked by the schema its fields choose). */
  validatorCompiler?: FastifySchemaCompiler<unknown>;
  /** Route options for plugins, e.g. `{ rateLimit: { max, timeWindow } }`. */
  config?: Record<string, unknown>;
  /** Returns the success answer, or the reply when it sent something itself (a redirect, a stream). */
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<ResponseInputOf<E> | FastifyReply>;
}

/**
 * The access guards run as soon as the request arrives, before its body is parsed or validated: a visitor is
 * told to sign in (401) whatever the body says, and a stranger's malformed request never reaches the schema's
 * error messages.
 */
const guards: Record<Endpoint['access'], onRequestAsyncHookHandler[]> = {
  public: [],
  user: [authenticate],
  admin: [requireAdmin],
};

/**
 * Registers the route `endpoint` describes: its method and path, its schemas (validation, serialization and
 * OpenAPI from the same zod objects) and the guard its `access` names. Route files call this and write
 * only the handler.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  implementation: EndpointImplementation<E>,
): void {
  const guard = guards[endpoint.access];
  app.route({
    method: endpoint.method,
    url: routerPath(endpoint),
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.description && { description: endpoint.description }),
      ...(endpoint.access !== 'public' && { security: [{ bearerAuth: [] }] }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      ...(endpoint.headers && { headers: endpoint.headers }),
      response: endpoint.responses,
      // @fastify/swagger documents the answers under this media type (JSON refusals keep theirs in practice).
      ...(endpoint.produces && { produces: [endpoint.produces, 'application/json'] }),
    },
    // A copy per route: plugins (the rate limiter) add their own hooks to the array they are given.
    ...(guard.length > 0 && { onRequest: [...guard] }),
    ...(implementation.preValidation && { preValidation: implementation.preValidation }),
    ...(implementation.preHandler && { preHandler: implementation.preHandler }),
    ...(implementation.validatorCompiler && { validatorCompiler: implementation.validatorCompiler }),
    ...(implementation.config && { config: implementation.config }),
    // A compressor holds bytes back until it has enough: events must go out as they happen.
    ...(endpoint.produces === 'text/event-stream' && { compress: false as const }),
    handler: implementation.handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
