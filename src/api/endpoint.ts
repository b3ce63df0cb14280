import type { Options } from 'ky';
import {
  type BodyInputOf,
  type Endpoint,
  endpointPath,
  type ParamsInputOf,
  type QueryInputOf,
  type ResponseOf,
  type SuccessSchemaOf,
  successStatus,
} from '#contract/endpoint.ts';
import { loadOnce } from './loadOnce.ts';

/** ky's own settings a call may set: an abort signal, headers, a timeout, retries, cookies, hook context. */
type CallSettings = Pick<Options, 'signal' | 'headers' | 'timeout' | 'retry' | 'credentials' | 'context'>;

type Field<Key extends string, Value> = undefined extends Value ? { [K in Key]?: Value } : { [K in Key]: Value };

/** What a call to `E` needs: its path parameters, query and body, each required exactly when the contract has it. */
export type CallOptions<E extends Endpoint> = Field<'params', ParamsInputOf<E>> &
  Field<'query', QueryInputOf<E>> &
  Field<'body', BodyInputOf<E>> &
  CallSettings;

/** The HTTP client, loaded with the first call (or ahead of it, `prepareStoreSearch`). */
export const loadHttpClient = loadOnce(() => import('./client.ts'));

/** Optional when the endpoint takes nothing, so `callEndpoint(cartEndpoints.cart)` reads as it should. */
type CallArguments<E extends Endpoint> =
  Record<never, never> extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/**
 * Calls an endpoint described in `contract/`: method and path from the description, the answer parsed with
 * its success schema. Errors are ky's (`HTTPError` with the response), formatted by `errors.ts`.
 *
 * The HTTP client loads with the first call, and a description may come as a promise (the calls a page's first
 * load holds import their contract module, and zod with it, only when made): both load side by side, so the
 * first load of a page carries neither ky nor zod (DESIGN.md §6).
 */
export async function callEndpoint<E extends Endpoint>(
  endpointToLoad: E | Promise<E>,
  ...[options]: CallArguments<E>
): Promise<ResponseOf<E>> {
  const [endpoint, { api }] = await Promise.all([endpointToLoad, loadHttpClient()]);
  const { params, query, body, ...rest } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
  } & CallSettings;
  const response = api(endpointPath(endpoint, params), {
    method: endpoint.method,
    ...(query && { searchParams: searchParamsOf(query) }),
    ...(body !== undefined && { json: body }),
    ...rest,
  });
  const schema = endpoint.responses[successStatus(endpoint)] as SuccessSchemaOf<E>;
  return response.json(schema) as Promise<ResponseOf<E>>;
}

/** Query values as the server reads them: arrays repeat their key, absent values are left out. */
function searchParamsOf(query: Record<string, unknown>): URLSearchParams {
  const searchParams = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') searchParams.append(key, String(item));
    }
  }
  return searchParams;
}

/**
 * A file an endpoint answers (a PDF), fetched with the bearer token like any call: the browser cannot send that
 * header from a plain link. Its name comes from the answer's Content-Disposition.
 */
export async function downloadEndpoint(
  endpoint: Endpoint,
  params: Record<string, string | number>,
  query: Record<string, unknown> = {},
): Promise<{ blob: Blob; fileName: string }> {
  const { api } = await loadHttpClient();
  const response = await api(endpointPath(endpoint, params), { searchParams: searchParamsOf(query) });
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'document.pdf';
  return { blob: await response.blob(), fileName };
}
