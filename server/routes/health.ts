import type { FastifyInstance } from 'fastify';
import type { DetailBody } from '#contract/errors.ts';
import { operationEndpoints } from '#contract/operations.ts';
import { databaseTroubleOf, retryAfterSeconds, troubleDetail } from '../db/availability.ts';
import { databaseAnswers } from '../db/db.ts';
import { registerEndpoint } from '../http/endpoint.ts';

/**
 * Liveness and readiness in one: answers only when the database answers too. While it does not (a restart, a
 * failover, a network cut), 503 with Retry-After, without a log line per probe: a load balancer asks every few seconds.
 */
export default async function healthRoutes(app: FastifyInstance) {
  registerEndpoint(app, operationEndpoints.health, {
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        await databaseAnswers(app.db);
      } catch (error) {
        const trouble = databaseTroubleOf(error);
        if (trouble !== 'unavailable') throw error;
        return reply
          .code(503)
          .header('retry-after', String(retryAfterSeconds.unavailable))
          .send({ detail: troubleDetail.unavailable } satisfies DetailBody);
      }
      return reply.send({ status: 'ok' as const });
    },
  });
}
