import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { DetailBody } from '../../contract/errors.ts';

/**
 * The Content-Security-Policy of the built SPA: every script and style comes from our own files
 * (vanilla-extract emits CSS files, Vite emits no inline script), images from us or data: URIs.
 */
export const spaContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const alwaysSentHeaders = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
} as const;

/** For the few answers sent before any hook runs (a URL the router cannot decode). */
export const securityHeaders = { ...alwaysSentHeaders, 'content-security-policy': spaContentSecurityPolicy } as const;

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export const crossSiteRefusedDetail = 'Cross-site requests are not allowed.';

/**
 * Security headers on every response (the API docs bring their own CSP), CORS closed unless origins are
 * configured, and state-changing requests from other sites refused by their Fetch Metadata.
 */
export async function installSecurity(app: FastifyInstance, options: { corsOrigins: string[] }): Promise<void> {
  const allowedOrigins = new Set(options.corsOrigins);

  app.addHook('onRequest', async (request, reply) => {
    if (safeMethods.has(request.method)) return;
    if (request.headers['sec-fetch-site'] !== 'cross-site') return;
    if (allowedOrigins.has(request.headers.origin ?? '')) return;
    return reply.code(403).send({ detail: crossSiteRefusedDetail } satisfies DetailBody);
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(alwaysSentHeaders);
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', spaContentSecurityPolicy);
    return payload;
  });

  if (allowedOrigins.size > 0) {
    await app.register(cors, { origin: [...allowedOrigins], credentials: true, maxAge: 600 });
  }
}
