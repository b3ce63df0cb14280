import ky from 'ky';
import { type Endpoint, routerPath } from '#contract/endpoint.ts';

/**
 * For tests: the error ky really throws when a request fails, with the body already read into `error.data`,
 * so formatters and machines are tested against the real shape rather than a hand-made imitation.
 */
export async function requestFailure(fetch: typeof globalThis.fetch): Promise<unknown> {
  try {
    await ky.get('https://api.example.test/anything', { fetch, retry: 0, timeout: 50 });
  } catch (error) {
    return error;
  }
  throw new Error('the request was expected to fail');
}

/** The error of an HTTP failure answering `body` with `status`. */
export function httpFailure(status: number, body: string, contentType = 'application/json'): Promise<unknown> {
  return requestFailure(async () => new Response(body, { status, headers: { 'content-type': contentType } }));
}

/** The error of an HTTP failure answering `body` as JSON. */
export function jsonFailure(body: unknown, status = 400): Promise<unknown> {
  return httpFailure(status, JSON.stringify(body));
}

/** An endpoint's URL pattern for an msw handler (`:id` for a `{id}` placeholder), on this page's API root. */
export function mswUrl(endpoint: Pick<Endpoint, 'path'>): string {
  return new URL(routerPath(endpoint).slice(1), `${location.origin}/api/`).href;
}
