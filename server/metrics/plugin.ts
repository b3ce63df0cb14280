import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DetailBody } from '#contract/errors.ts';
import type { ShopMetrics } from './metrics.ts';

/** Where Prometheus scrapes: beside the API, not in it (not a shopper's endpoint, not in the OpenAPI document). */
export const metricsPath = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** A constant-time comparison of the bearer token with the configured one. */
function bearerMatches(authorization: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

/**
 * Times every request (by the route it matched, so URLs with ids make one series) and serves the metrics at
 * `/metrics` to whoever presents METRICS_TOKEN as a bearer token; anyone else is refused (401), and logged.
 * Installed before the routes, so its hook sees all of them.
 */
export function installMetrics(app: FastifyInstance, metrics: ShopMetrics, token: string): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest({
      method: request.method,
      route: request.routeOptions.url ?? '(no route)',
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });

  app.get(metricsPath, { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      request.log.warn({ event: 'security.metrics_refused' }, 'metrics scrape without the right token');
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ detail: 'Metrics need the bearer token of METRICS_TOKEN.' } satisfies DetailBody);
    }
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.scrape();
  });
}
