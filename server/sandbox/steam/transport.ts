import type { FastifyInstance } from 'fastify';

/**
 * SANDBOX: how the shop's Steam clients reach the sandbox Steam in the demo. steamcommunity (the inventory pages) and
 * the Steam market price source call `https://steamcommunity.com/…` as in production; these transports hand those
 * requests to this server's own sandbox routes (`/sandbox/steam/…`, which answer in Steam's wire format) without a
 * socket, so the demo runs the production code path on a laptop, whatever address the server is reached at.
 */
export const sandboxSteamHost = 'steamcommunity.com';

/** The sandbox route a Steam URL is answered by, or undefined for a host the sandbox does not stand in for. */
function sandboxPathOf(url: URL, prefix: string): string | undefined {
  return url.hostname === sandboxSteamHost ? `${prefix}${url.pathname}${url.search}` : undefined;
}

interface RequestOptions {
  url?: string;
  uri?: string;
  method?: string;
  qs?: Record<string, unknown>;
  json?: boolean;
  headers?: Record<string, string>;
}
type RequestCallback = (error: Error | null, response?: unknown, body?: unknown) => void;

/** The part of the `request` library's interface steamcommunity uses (its `request` option). */
export type RequestFunction = ((options: RequestOptions, callback: RequestCallback) => void) & {
  defaults(defaults: Record<string, unknown>): RequestFunction;
};

/**
 * A `request` for steamcommunity's `request` option: its Steam URLs (with their `qs`) are answered by the sandbox
 * routes under `prefix`; `json: true` parses the answer as `request` does (an unparsable one stays text).
 */
export function sandboxSteamRequest(app: FastifyInstance, prefix: string): RequestFunction {
  const make = (defaults: RequestOptions): RequestFunction =>
    Object.assign(
      (options: RequestOptions, callback: RequestCallback) => {
        const merged = { ...defaults, ...options, headers: { ...defaults.headers, ...options.headers } };
        send(merged).then(
          ({ response, body }) => callback(null, response, body),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      },
      {
        defaults: (more: Record<string, unknown>) =>
          make({
            ...defaults,
            ...(more as RequestOptions),
            headers: { ...defaults.headers, ...(more.headers as object) },
          }),
      },
    );

  async function send(options: RequestOptions) {
    const url = new URL(options.url ?? options.uri ?? '');
    for (const [name, value] of Object.entries(options.qs ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const path = sandboxPathOf(url, prefix);
    if (!path) throw new Error(`getaddrinfo ENOTFOUND ${url.hostname} (the sandbox stands in for Steam only)`);
    const answer = await app.inject({ method: (options.method ?? 'GET') as 'GET', url: path });
    let body: unknown = answer.body;
    if (options.json) {
      try {
        body = JSON.parse(answer.body);
      } catch {
        // As `request` does: an answer that is not JSON stays text.
      }
    }
    const response = { statusCode: answer.statusCode, headers: answer.headers, body, request: { uri: url } };
    return { response, body };
  }

  return make({});
}

/** A `fetch` whose Steam URLs are answered by the sandbox routes under `prefix` (the market price source's). */
export function sandboxSteamFetch(app: FastifyInstance, prefix: string): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = sandboxPathOf(url, prefix);
    if (!path) throw new TypeError(`fetch failed: the sandbox stands in for ${sandboxSteamHost} only`);
    const answer = await app.inject({ method: (init?.method ?? 'GET') as 'GET', url: path });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.statusCode === 204 ? null : answer.body, { status: answer.statusCode, headers });
  };
}
