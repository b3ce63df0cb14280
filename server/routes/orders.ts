import type { FastifyInstance } from 'fastify';
import { notFoundDetail } from '#contract/errors.ts';
import { orderEndpoints, orderMessages } from '#contract/orders.ts';
import { signedInUser, tokenStillValid } from '../auth/guards.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { answerWithOrderStream } from '../http/eventStream.ts';
import { answerWithDocument } from '../notices/documentRoutes.ts';
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

  registerEndpoint(app, orderEndpoints.events, {
    handler: async (request, reply) => {
      const user = signedInUser(request);
      return answerWithOrderStream(request, reply, {
        hub: app.orderEvents,
        shows: (change) => change.user_id === user.id,
        stillAllowed: () => tokenStillValid(app.db, user),
        endsAt: new Date(user.tokenExpiresAt * 1000),
        keepAliveMs: app.config.orderEvents.keepAliveMs,
      });
    },
  });

  registerEndpoint(app, orderEndpoints.document, {
    handler: async (request, reply) => {
      const user = signedInUser(request);
      const { rows } = await app.db.query<{ language: 'en' | 'fr' }>(
        'SELECT users.language FROM orders JOIN users ON users.id = orders.user_id WHERE orders.id = $1 AND users.id = $2',
        [request.params.id, user.id],
      );
      const owner = rows[0];
      if (!owner) return reply.code(404).send({ detail: notFoundDetail });
      return answerWithDocument(app.db, reply, {
        orderId: request.params.id,
        kind: request.params.kind,
        language: request.query.language ?? owner.language,
      });
    },
  });

  registerEndpoint(app, orderEndpoints.purchases, {
    handler: async (request, reply) => {
      reply.headers(privateAnswer);
      return purchasesOfUser(app.db, signedInUser(request).id);
    },
  });
}
