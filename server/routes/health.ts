import type { FastifyInstance } from 'fastify';
import { operationEndpoints } from '#contract/operations.ts';
import { databaseAnswers } from '../db/db.ts';
import { registerEndpoint } from '../http/endpoint.ts';

/** Liveness and readiness in one: answers only when the database answers too. */
export default async function healthRoutes(app: FastifyInstance) {
  registerEndpoint(app, operationEndpoints.health, {
    handler: async (_request, reply) => {
      await databaseAnswers(app.db);
      return reply.header('cache-control', 'no-store').send({ status: 'ok' as const });
    },
  });
}
