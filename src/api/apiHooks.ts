import type { AfterResponseHook, BeforeRequestHook } from 'ky';

/**
 * The hooks another part of the app (the session: bearer token, refresh on 401) plugs into every call. They are
 * registered before the first call, while the HTTP client (src/api/client.ts) is still to load: this module
 * holds them without ky.
 */
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
export const runBeforeRequestHooks: BeforeRequestHook = async (state) => {
  let request = state.request;
  for (const hook of registeredBeforeRequest) {
    const result = await hook({ ...state, request });
    if (result instanceof Response) return result;
    if (result instanceof Request) request = result;
  }
  return request === state.request ? undefined : request;
};

/** Same contract as ky's own list: a returned Response replaces the current one, a retry marker ends the run. */
export const runAfterResponseHooks: AfterResponseHook = async (state) => {
  let response = state.response;
  for (const hook of registeredAfterResponse) {
    const result = await hook({ ...state, response });
    if (result instanceof Response) response = result;
    else if (result !== undefined) return result;
  }
  return response === state.response ? undefined : response;
};
