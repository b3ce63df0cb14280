import type { FastifyInstance } from 'fastify';
import { purchaseEndpoints, purchaseMessages } from '#contract/cart.ts';
import { signedInUser } from '../auth/guards.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import {
  InventoryUnreachable,
  type InventoryVisibility,
  sandboxInventoryVisibility,
  steamCommunityInventoryVisibility,
} from '../trading/inventory.ts';

/** The inventory check before a purchase (spec §4): the sandbox account's setting, or Steam's answer. */
export default async function inventoryRoutes(app: FastifyInstance) {
  const visibility: InventoryVisibility = app.config.auth.sandboxes
    ? sandboxInventoryVisibility(app.db)
    : steamCommunityInventoryVisibility();
  const limit = app.config.payments.rateLimits.inventoryCheck;

  registerEndpoint(app, purchaseEndpoints.inventoryOpen, {
    config: { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } },
    handler: async (request, reply) => {
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
  });
}
