import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailBodySchema, notFoundDetail } from '../../contract/errors.ts';
import { orderPaths, webhookAnswerSchema, webhookParamsSchema } from '../../contract/orders.ts';
import { shopContext } from '../orders/context.ts';
import type { OrderEvent } from '../orders/order.types.ts';
import { transitionOrder } from '../orders/orders.ts';
import { type GatewayEvent, gatewayEventTypes, ignoredGatewayEvent, toMinorUnits } from '../payments/gateway.ts';
import { signatureHeader } from '../payments/signature.ts';

export const webhookMessages = {
  badSignature: 'Invalid or missing signature.',
  mismatch: 'The event does not match the order.',
} as const;

/** The order event a gateway event means; undefined for event types we do not act on. */
function orderEventOf(event: GatewayEvent): OrderEvent | undefined {
  const session = event.data.object;
  switch (event.type) {
    case gatewayEventTypes.completed:
    case gatewayEventTypes.asyncSucceeded:
      return { type: 'payment.succeeded', paymentId: session.payment_intent ?? session.id };
    case gatewayEventTypes.failed:
      return { type: 'payment.failed', reason: 'The payment failed' };
    case gatewayEventTypes.expired:
      return { type: 'checkout.expired' };
    case gatewayEventTypes.refunded:
      return { type: 'payment.refunded' };
    default:
      return undefined;
  }
}

class EventMismatch extends Error {}

/**
 * Gateway webhooks (SECURITY.md, payments): the only way an order gets paid. The signature is checked over
 * the raw body; order, session, amount and currency must match the order; each event id acts once.
 */
export default async function webhookRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The signature covers the exact bytes sent: keep the body as text in this module (parsed after checking).
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  api.post(
    `/${orderPaths.webhook.replace('{gateway}', ':gateway')}`,
    {
      schema: {
        tags: ['payments'],
        summary: 'Payment gateway events (signed)',
        description: `Signed as Stripe signs: header \`stripe-signature\` (Stripe Checkout) or \`${signatureHeader}\` (the sandbox gateway): \`t=<unix seconds>,v1=<HMAC-SHA256 hex of "t.rawBody">\`.`,
        params: webhookParamsSchema,
        body: z.string(),
        response: { 200: webhookAnswerSchema, 400: detailBodySchema, 404: detailBodySchema },
      },
    },
    async (request, reply) => {
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
      const session = event.data.object;
      const orderId = Number(session.client_reference_id);
      try {
        await app.db.transaction(async (tx) => {
          const { rows } = await tx.query<{
            total: number;
            currency: string;
            checkout_session: string | null;
            gateway_id: number;
            status: string;
          }>('SELECT total, currency, checkout_session, gateway_id, status FROM orders WHERE id = $1 FOR UPDATE', [
            orderId,
          ]);
          const order = rows[0];
          const matches =
            order !== undefined &&
            order.gateway_id === gatewayId &&
            order.checkout_session === session.id &&
            toMinorUnits(order.total) === session.amount_total &&
            order.currency.toLowerCase() === session.currency;
          if (!matches) throw new EventMismatch();
          const fresh = await tx.query(
            `INSERT INTO payment_events (gateway_id, event_id, order_id, type) VALUES ($1, $2, $3, $4)
             ON CONFLICT DO NOTHING RETURNING event_id`,
            [gatewayId, event.id, orderId, event.type],
          );
          if (fresh.rows.length === 0) return;
          const orderEvent = orderEventOf(event);
          const moved = orderEvent && (await transitionOrder(tx, orderId, orderEvent, shop));
          if (orderEvent?.type === 'payment.refunded' && !moved && order.status !== 'refunded') {
            // Paid back at the gateway while its skins are offered or delivered: only a person can sort it out.
            request.log.warn(
              { event: 'payments.refund_after_offer', gatewayId, orderId, status: order.status },
              'payment refunded at the gateway after the skins were offered or delivered',
            );
          }
        });
      } catch (error) {
        if (!(error instanceof EventMismatch)) throw error;
        request.log.warn(
          { event: 'payments.webhook_mismatch', gatewayId, orderId },
          'webhook does not match its order',
        );
        return reply.code(400).send({ detail: webhookMessages.mismatch });
      }
      return { received: true };
    },
  );
}
