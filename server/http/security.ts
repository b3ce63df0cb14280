import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpointPath } from '#contract/endpoint.ts';
import type { DetailBody } from '#contract/errors.ts';
import { cspReportEndpoint } from '#contract/security.ts';
import { apiPrefix } from '../config.ts';
import { steamPictureHosts } from '../stock/steamPictures.ts';

/** Where browsers send Content-Security-Policy violation reports (server/routes/cspReport.ts). */
export const cspReportPath = `${apiPrefix}/${endpointPath(cspReportEndpoint)}`;
const cspReportGroup = 'csp';

/**
 * The Content-Security-Policy of the built SPA: every script and style comes from our own files
 * (vanilla-extract emits CSS files, Vite emits no inline script), images from us, data: URIs, or Steam's image hosts
 * (the pictures of listings the inventory sync made, and of their stickers and charms).
 */
export const spaContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  `img-src 'self' data: ${steamPictureHosts.map((host) => `https://${host}`).join(' ')}`,
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  // Violations are reported to us (server/routes/cspReport.ts): `report-to` for current browsers, `report-uri`
  // for those without the Reporting API.
  `report-uri ${cspReportPath}`,
  `report-to ${cspReportGroup}`,
].join('; ');

/** The Reporting API's endpoint for the policy's `report-to` group. */
const reportingEndpoints = `${cspReportGroup}="${cspReportPath}"`;

/** Browsers keep to https for a year once they have seen this over https, subdomains included. */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

const alwaysSentHeaders = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'reporting-endpoints': reportingEndpoints,
} as const;

/** For the few answers sent before any hook runs (a URL the router cannot decode). */
export const securityHeaders = { ...alwaysSentHeaders, 'content-security-policy': spaContentSecurityPolicy } as const;

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const crossSiteRefusedDetail = 'Cross-site requests are not allowed.';

const originOf = (url: string | undefined) => (url === undefined ? undefined : (URL.parse(url)?.origin ?? 'null'));

/**
 * Whether an unsafe request comes from another site, by what the browser says: an `Origin` that is not one of
 * ours (a browser sends it on every cross-site POST, whatever Fetch Metadata it supports), else Fetch Metadata,
 * else a `Referer` from elsewhere. A request with none of them is no browser's cross-site form or fetch
 * (a payment gateway's webhook, a script), and is judged by its credentials alone.
 */
function isCrossSite(request: FastifyRequest, ourOrigins: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return !ourOrigins.has(origin);
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'cross-site';
  const refererOrigin = originOf(request.headers.referer);
  return refererOrigin !== undefined && !ourOrigins.has(refererOrigin);
}

/**
 * Security headers on every response (the API docs bring their own CSP; HSTS when served over https), CORS
 * closed unless origins are configured, and state-changing requests from other sites refused.
 */
export async function installSecurity(
  app: FastifyInstance,
  options: { corsOrigins: string[]; appOrigins: string[] },
): Promise<void> {
  const allowedOrigins = new Set(options.corsOrigins);
  const ourOrigins = new Set([...options.appOrigins, ...options.corsOrigins]);

  app.addHook('onRequest', async (request, reply) => {
    if (safeMethods.has(request.method) || !isCrossSite(request, ourOrigins)) return;
    request.log.warn(
      {
        event: 'security.cross_site_refused',
        method: request.method,
        route: request.routeOptions.url,
        origin: request.headers.origin ?? originOf(request.headers.referer),
      },
      'cross-site request refused',
    );
    return reply.code(403).send({ detail: crossSiteRefusedDetail } satisfies DetailBody);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(alwaysSentHeaders);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', spaContentSecurityPolicy);
    // `protocol` follows X-Forwarded-Proto only when the proxy is trusted (TRUST_PROXY).
    if (request.protocol === 'https') reply.header('strict-transport-security', strictTransportSecurity);
    return payload;
  });

  if (allowedOrigins.size > 0) {
    await app.register(cors, { origin: [...allowedOrigins], credentials: true, maxAge: 600 });
  }
}
