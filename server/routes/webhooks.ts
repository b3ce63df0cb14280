import type { FastifyInstance } from 'fastify';
import { notFoundDetail } from '#contract/errors.ts';
import { orderEndpoints } from '#contract/orders.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { shopContext } from '../orders/context.ts';
import { ignoredGatewayEvent } from '../payments/gateway.ts';
import { applyGatewayEvent } from '../payments/webhooks.ts';
import { tagOrder } from '../tracing/tracing.ts';

export const webhookMessages = {
  badSignature: 'Invalid or missing signature.',
  mismatch: 'The event does not match the order.',
} as const;

/**
 * Gateway webhooks (SECURITY.md, payments): the only way an order gets paid. The signature is checked over
 * the raw body; order, session, amount and currency must match the order; each event id acts once.
 */
export default async function webhookRoutes(app: FastifyInstance) {
  // The signature covers the exact bytes sent: keep the body as text in this module (parsed after checking, so only
  // the gateway's own signed JSON is ever parsed here, and the nesting bound of every other JSON body is not needed).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  registerEndpoint(app, orderEndpoints.webhook, {
    handler: async (request, reply) => {
      const gatewayId = request.params.gateway;
      const shop = await shopContext(app);
      const gateway = shop.gatewayFor(gatewayId);
      if (!gateway) return reply.code(404).send({ detail: notFoundDetail });
      const header = request.headers[gateway.signatureHeader];
      const event = await gateway.verifiedEvent(request.body, typeof header === 'string' ? header : undefined);
      if (event === ignoredGatewayEvent) return { received: true };
      if (!event) {
        request.log.warn({ event: 'payments.webhook_refused', gatewayId }, 'webhook with a bad signature refused');
        return reply.code(400).send({ detail: webhookMessages.badSignature });
      }
      const { outcome, orderId, status } = await applyGatewayEvent(app.db, gatewayId, event, shop);
      if (Number.isInteger(orderId)) tagOrder(orderId);
      if (outcome === 'refundNeedsPerson') {
        // Paid back at the gateway while its skins are offered or delivered: only a person can sort it out.
        request.log.warn(
          { event: 'payments.refund_after_offer', gatewayId, orderId, status },
          'payment refunded at the gateway after the skins were offered or delivered',
        );
      }
      if (outcome === 'mismatch') {
        request.log.warn(
          { event: 'payments.webhook_mismatch', gatewayId, orderId },
          'webhook does not match its order',
        );
        return reply.code(400).send({ detail: webhookMessages.mismatch });
      }
      return { received: true };
    },
  });
}
