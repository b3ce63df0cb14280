import type { z } from 'zod';

/**
 * One HTTP endpoint, described once: the server registers its route (validation, answers, OpenAPI) from
 * this, and the SPA calls it through the same object, so method, path and shapes cannot drift apart.
 *
 * `path` is relative to the API root `/api/`, with `{name}` placeholders that `params` describes.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: the server installs the matching guard, OpenAPI documents it. */
export type EndpointAccess = 'public' | 'user' | 'admin';

export interface Endpoint<
  Path extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Responses extends EndpointResponses = EndpointResponses,
  Headers extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: HttpMethod;
  path: Path;
  access: EndpointAccess;
  /** OpenAPI grouping and one-line summary. */
  tags: readonly string[];
  summary: string;
  description?: string;
  params?: Params;
  query?: Query;
  body?: Body;
  /** Request headers the server validates (e.g. an Idempotency-Key); the caller sends them as `headers`. */
  headers?: Headers;
  /** Every answer the endpoint gives, by status; the first 2xx is what a successful call returns. */
  responses: Responses;
  /**
   * The media type of the successful answer when it is not JSON (a PDF, a stream of server-sent events): the
   * handler sends it itself, and the first 2xx schema only documents it.
   */
  produces?: 'application/pdf' | 'text/event-stream';
}

export type EndpointResponses = { readonly [status: number]: z.ZodType };

/** Declares an endpoint, keeping every literal (path, schemas) in its type. */
export function defineEndpoint<
  const Path extends string,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  const Responses extends EndpointResponses = EndpointResponses,
  Headers extends z.ZodType | undefined = undefined,
>(
  endpoint: Endpoint<Path, Params, Query, Body, Responses, Headers>,
): Endpoint<Path, Params, Query, Body, Responses, Headers> {
  return endpoint;
}

type SuccessStatus = 200 | 201 | 202 | 204;

/** The schema of the answer a successful call returns (a status spread in from another object is a string key). */
export type SuccessSchemaOf<E extends Endpoint> = E['responses'][Extract<
  keyof E['responses'],
  SuccessStatus | `${SuccessStatus}`
>];

/** What the SPA receives (parsed) and what the server hands to its serializer. */
export type ResponseOf<E extends Endpoint> = z.output<SuccessSchemaOf<E>>;
export type ResponseInputOf<E extends Endpoint> = z.input<SuccessSchemaOf<E>>;

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Part<E, Key extends 'params' | 'query' | 'body' | 'headers'> = E extends { [K in Key]?: infer S }
  ? Exclude<S, undefined>
  : never;
type InferPart<E, Key extends 'params' | 'query' | 'body' | 'headers'> = [Part<E, Key>] extends [never]
  ? undefined
  : Infer<Part<E, Key>>;
type InputPart<E, Key extends 'params' | 'query' | 'body'> = [Part<E, Key>] extends [never]
  ? undefined
  : Input<Part<E, Key>>;

export type ParamsOf<E extends Endpoint> = InferPart<E, 'params'>;
export type QueryOf<E extends Endpoint> = InferPart<E, 'query'>;
export type BodyOf<E extends Endpoint> = InferPart<E, 'body'>;
export type HeadersOf<E extends Endpoint> = InferPart<E, 'headers'>;
export type ParamsInputOf<E extends Endpoint> = InputPart<E, 'params'>;
export type QueryInputOf<E extends Endpoint> = InputPart<E, 'query'>;
export type BodyInputOf<E extends Endpoint> = InputPart<E, 'body'>;

const placeholder = /\{(\w+)\}/g;

/** True for a path parameter a URL cannot carry: empty, or a dot segment it resolves away (`a/../b` is `b`). */
export const isUnsendablePathValue = (value: string | number): boolean => ['', '.', '..'].includes(String(value));

/**
 * The endpoint's path with its `{name}` placeholders filled (URI-encoded); relative to the API root. A value that
 * is empty or a dot segment is refused: fetch and browsers resolve `orders/../` before sending, so the call would
 * reach another endpoint (`orders/` instead of one order) rather than fail.
 */
export function endpointPath(endpoint: Pick<Endpoint, 'path'>, params?: Record<string, string | number>): string {
  return endpoint.path.replace(placeholder, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for {${name}}`);
    if (isUnsendablePathValue(value)) {
      throw new Error(`${endpoint.path}: "${value}" for {${name}} would send the call to another path`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The same path in the router's syntax (`:name`), for the server's registration. */
export function routerPath(endpoint: Pick<Endpoint, 'path'>): string {
  return `/${endpoint.path.replace(placeholder, ':$1')}`;
}

/** The first successful status an endpoint declares (the one its handler answers with). */
export function successStatus(endpoint: Pick<Endpoint, 'responses'>): number {
  const status = Object.keys(endpoint.responses)
    .map(Number)
    .find((code) => code >= 200 && code < 300);
  if (status === undefined) throw new Error('An endpoint declares at least one 2xx answer');
  return status;
}
