import ky, { type Options } from 'ky';
import { runAfterResponseHooks, runBeforeRequestHooks } from './apiHooks.ts';
import { apiBaseUrl } from './apiRoot.ts';

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
 * Every call to our API goes through this instance: paths are those of spec §7, relative to the API root.
 * It loads with the first call (src/api/endpoint.ts): a page drawn on the server makes none before it is live.
 */
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
