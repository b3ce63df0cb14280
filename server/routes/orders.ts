import type { FastifyInstance } from 'fastify';
import { notFoundDetail } from '#contract/errors.ts';
import { orderEndpoints, orderMessages } from '#contract/orders.ts';
import { signedInUser } from '../auth/guards.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { shopContext } from '../orders/context.ts';
import { confirmResendByBuyer } from '../orders/orders.ts';
import { orderOfUser, ordersOfUser, purchasesOfUser } from '../orders/queries.ts';
import { tagOrder } from '../tracing/tracing.ts';

/** My orders and purchases. */
export default async function orderRoutes(app: FastifyInstance) {
  const privateAnswer = { 'cache-control': 'private, no-store' };

  registerEndpoint(app, orderEndpoints.orders, {
    handler: async (request, reply) => {
      reply.headers(privateAnswer);
      return ordersOfUser(app.db, signedInUser(request).id);
    },
  });

  registerEndpoint(app, orderEndpoints.order, {
    handler: async (request, reply) => {
      tagOrder(request.params.id);
      const { bot } = await shopContext(app);
      const order = await orderOfUser(app.db, signedInUser(request).id, request.params.id, bot);
      if (!order) return reply.code(404).send({ detail: notFoundDetail });
      return reply.headers(privateAnswer).send(order);
    },
  });

  registerEndpoint(app, orderEndpoints.confirmResend, {
    handler: async (request, reply) => {
      const userId = signedInUser(request).id;
      const orderId = request.params.id;
      tagOrder(orderId);
      const outcome = await confirmResendByBuyer(app.db, { userId, orderId }, await shopContext(app));
      if (outcome === 'not_found') return reply.code(404).send({ detail: notFoundDetail });
      if (!outcome) return reply.code(409).send({ detail: orderMessages.resendNotPaused });
      request.log.warn({ event: 'security.offer_resend_confirmed', userId, orderId }, 'buyer confirmed a new offer');
      return { detail: orderMessages.resendConfirmed };
    },
  });

  registerEndpoint(app, orderEndpoints.purchases, {
    handler: async (request, reply) => {
      reply.headers(privateAnswer);
      return purchasesOfUser(app.db, signedInUser(request).id);
    },
  });
}
