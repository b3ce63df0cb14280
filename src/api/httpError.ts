import type { HTTPError } from 'ky';

/**
 * ky's `isHTTPError`, which knows an HTTP error by its class or, across realms, by its name: the name alone
 * tells it without importing ky, whose client loads with the first call (src/api/endpoint.ts). The modules a
 * page's first load holds read errors through this guard.
 */
export function isHTTPError(error: unknown): error is HTTPError {
  return error instanceof Error && error.name === 'HTTPError';
}
