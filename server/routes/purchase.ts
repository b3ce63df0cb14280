import type { FastifyInstance, FastifyReply } from 'fastify';
import { idempotencyKeyHeader, purchaseEndpoints, purchaseMessages } from '#contract/cart.ts';
import { signedInUser } from '../auth/guards.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { shopContext } from '../orders/context.ts';
import { PurchaseRefused, type PurchaseRequest, purchase } from '../orders/purchase.ts';
import { tagOrder } from '../tracing/tracing.ts';

/** The two purchases (spec §7): `{id}` is the payment gateway. Both need an Idempotency-Key. */
export default async function purchaseRoutes(app: FastifyInstance) {
  const limit = app.config.payments.rateLimits.purchase;

  async function answer(
    reply: FastifyReply,
    key: string | undefined,
    request: Omit<PurchaseRequest, 'idempotencyKey'>,
  ) {
    if (!key) return reply.code(400).send({ message: purchaseMessages.idempotencyKeyMissing, locked_skins: [] });
    try {
      const outcome = await purchase(app.db, await shopContext(app), { ...request, idempotencyKey: key });
      tagOrder(outcome.answer.order_id);
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      else reply.log.info({ event: 'order.created', orderId: outcome.answer.order_id }, 'order created');
      return reply.send(outcome.answer);
    } catch (error) {
      if (!(error instanceof PurchaseRefused)) throw error;
      if (error.body.reason === 'trade_hold_unknown') {
        reply.log.warn({ err: error.cause, event: 'steam.trade_hold_unknown' }, 'Steam did not tell the trade hold');
      }
      return reply.code(error.statusCode).send(error.body);
    }
  }

  const routeConfig = { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } };

  registerEndpoint(app, purchaseEndpoints.cartPurchase, {
    config: routeConfig,
    handler: async (request, reply) =>
      answer(reply, request.headers[idempotencyKeyHeader], {
        userId: signedInUser(request).id,
        gatewayId: request.params.id,
        source: { kind: 'cart' },
        seenPrice: { amount: request.body.total, currency: request.body.currency },
        consentVersion: request.body.immediate_delivery_consent,
      }),
  });

  registerEndpoint(app, purchaseEndpoints.skinPurchase, {
    config: routeConfig,
    handler: async (request, reply) =>
      answer(reply, request.headers[idempotencyKeyHeader], {
        userId: signedInUser(request).id,
        gatewayId: request.params.id,
        source: { kind: 'skin', skinId: request.body.skin_id },
        seenPrice: { amount: request.body.price, currency: request.body.currency },
        consentVersion: request.body.immediate_delivery_consent,
      }),
  });

  registerEndpoint(app, purchaseEndpoints.checkoutOrigins, {
    handler: async () => ({ origins: (await shopContext(app)).checkoutOrigins }),
  });
}
