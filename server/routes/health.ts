import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Liveness and readiness in one: answers only when the database answers too. */
export default async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'The server and its database are up',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async (_request, reply) => {
      await app.db.query('SELECT 1');
      return reply.header('cache-control', 'no-store').send({ status: 'ok' as const });
    },
  );
}
