import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that are credentials in someone's hands: the browser-bound login state and tokens. Their
 * values never reach the log. The OpenID assertion (signature, nonce, identity, signed fields) is left out
 * whole, names included, as one `openid=[redacted]`.
 */
const secretParameter = /^(state|token|access_token|refresh_token|code|sig)$/i;
const openIdParameter = /^openid\./i;
const redacted = '[redacted]';

/** The URL as the log may keep it: the path and the harmless parameters as sent, secrets replaced. */
export function loggableUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const parameters = [...new URLSearchParams(url.slice(queryStart + 1))];
  const kept = parameters
    .filter(([name]) => !openIdParameter.test(name))
    .map(([name, value]) => [name, secretParameter.test(name) ? redacted : value]);
  if (kept.length < parameters.length) kept.push(['openid', redacted]);
  return `${url.slice(0, queryStart)}?${new URLSearchParams(kept).toString()}`;
}

/** How a request appears in the log: Fastify's own fields, with the URL made loggable. */
export function loggableRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
