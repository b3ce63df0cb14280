import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cartPaths, inventoryOpenAnswerSchema, purchaseMessages } from '../../contract/cart.ts';
import { detailBodySchema } from '../../contract/errors.ts';
import { authenticate, signedInUser } from '../auth/guards.ts';
import {
  InventoryUnreachable,
  type InventoryVisibility,
  sandboxInventoryVisibility,
  steamCommunityInventoryVisibility,
} from '../trading/inventory.ts';

/** The inventory check before a purchase (spec §4): the sandbox account's setting, or Steam's answer. */
export default async function inventoryRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const visibility: InventoryVisibility = app.config.auth.sandboxes
    ? sandboxInventoryVisibility(app.db)
    : steamCommunityInventoryVisibility();
  const limit = app.config.payments.rateLimits.inventoryCheck;

  api.get(
    `/${cartPaths.inventoryOpen}`,
    {
      preHandler: authenticate,
      config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
      schema: {
        tags: ['cart'],
        summary: 'Is my Steam inventory public?',
        description: '503 when Steam cannot tell right now (throttling, outage): try again later.',
        response: { 200: inventoryOpenAnswerSchema, 401: detailBodySchema, 503: detailBodySchema },
      },
    },
    async (request, reply) => {
      const { steamId } = signedInUser(request);
      reply.header('cache-control', 'private, no-store');
      if (!steamId) return { inventory_open: false };
      try {
        return { inventory_open: await visibility.isInventoryOpen(steamId) };
      } catch (error) {
        if (!(error instanceof InventoryUnreachable)) throw error;
        request.log.warn({ err: error, steamId }, 'Steam inventory check unavailable');
        return reply.code(503).send({ detail: purchaseMessages.inventoryUnreachable });
      }
    },
  );
}
