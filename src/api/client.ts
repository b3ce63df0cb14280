import ky, { type AfterResponseHook, type BeforeRequestHook, type Options } from 'ky';

/**
 * DESIGN.md §4: the spec's one-hour timeout leaves a shopper staring at a spinner, so reads give up after
 * 15 s and writes (which may do real work on the server) after 30 s.
 */
export const requestTimeouts = { read: 15_000, write: 30_000 } as const;

const readMethods = new Set(['get', 'head']);

/**
 * Only reads retry by themselves: replaying a write could add an item twice or send a message twice.
 * 408 and 413 stay out: a slow or too large request will not get better by being sent again.
 * A server asking to wait (Retry-After on 429/503) is heard, but no shopper waits more than 3 s for a retry.
 */
export const retryPolicy = {
  limit: 2,
  methods: ['get'],
  statusCodes: [429, 500, 502, 503, 504],
  backoffLimit: 3_000,
  maxRetryAfter: 3_000,
} satisfies Options['retry'];

/**
 * The API root, from `VITE_API_URL` (absolute, or relative to the page), else `/api/` on this origin.
 * It is made absolute because ky resolves against it with `new URL`, which rejects relative bases in jsdom.
 */
export function apiBaseUrl(configured: string | undefined = import.meta.env.VITE_API_URL): string {
  const root = configured?.trim() || '/api/';
  const withTrailingSlash = root.endsWith('/') ? root : `${root}/`;
  return new URL(withTrailingSlash, pageOrigin()).href;
}

/** The page's origin; a placeholder where there is no page (the server drawing one, answering its calls itself). */
export function pageOrigin(): string {
  return globalThis.location?.origin ?? 'http://localhost';
}

/** The hooks another part of the app (the session: bearer token, refresh on 401) plugs into every call. */
export interface ApiHooks {
  beforeRequest?: BeforeRequestHook;
  afterResponse?: AfterResponseHook;
}

const registeredBeforeRequest = new Set<BeforeRequestHook>();
const registeredAfterResponse = new Set<AfterResponseHook>();

/**
 * The seam for authentication: ky copies its hook lists when an instance is made, so `api` holds one
 * dispatcher per hook kind and the dispatchers run whatever is registered at request time, in order.
 * Returns the function that unregisters the hooks (a signed-out session, a test's cleanup).
 */
export function registerApiHooks({ beforeRequest, afterResponse }: ApiHooks): () => void {
  if (beforeRequest) registeredBeforeRequest.add(beforeRequest);
  if (afterResponse) registeredAfterResponse.add(afterResponse);
  return () => {
    if (beforeRequest) registeredBeforeRequest.delete(beforeRequest);
    if (afterResponse) registeredAfterResponse.delete(afterResponse);
  };
}

/** Same contract as ky's own list: a returned Request replaces the outgoing one, a Response short-circuits. */
const runBeforeRequestHooks: BeforeRequestHook = async (state) => {
  let request = state.request;
  for (const hook of registeredBeforeRequest) {
    const result = await hook({ ...state, request });
    if (result instanceof Response) return result;
    if (result instanceof Request) request = result;
  }
  return request === state.request ? undefined : request;
};

/** Same contract as ky's own list: a returned Response replaces the current one, a retry marker ends the run. */
const runAfterResponseHooks: AfterResponseHook = async (state) => {
  let response = state.response;
  for (const hook of registeredAfterResponse) {
    const result = await hook({ ...state, response });
    if (result instanceof Response) response = result;
    else if (result !== undefined) return result;
  }
  return response === state.response ? undefined : response;
};

/** Every call to our API goes through this instance: paths are those of spec §7, relative to the API root. */
export const api = ky.create({
  baseUrl: apiBaseUrl(),
  retry: retryPolicy,
  hooks: {
    init: [
      (options) => {
        // A per-call timeout wins; otherwise the method decides.
        const method = (options.method ?? 'get').toLowerCase();
        options.timeout ??= readMethods.has(method) ? requestTimeouts.read : requestTimeouts.write;
      },
    ],
    beforeRequest: [runBeforeRequestHooks],
    afterResponse: [runAfterResponseHooks],
  },
});
