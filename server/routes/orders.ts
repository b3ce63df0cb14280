import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { detailBodySchema, notFoundDetail } from '../../contract/errors.ts';
import {
  orderDetailSchema,
  orderListSchema,
  orderParamsSchema,
  orderPaths,
  purchaseListSchema,
} from '../../contract/orders.ts';
import { authenticate, signedInUser } from '../auth/guards.ts';
import { shopContext } from '../orders/context.ts';
import { orderOfUser, ordersOfUser, purchasesOfUser } from '../orders/queries.ts';
import { createOrderWorker } from '../orders/worker.ts';

/** My orders and purchases; also starts the order worker with the app (and stops it on close). */
export default async function orderRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const privateAnswer = { 'cache-control': 'private, no-store' };

  api.get(
    `/${orderPaths.orders}`,
    {
      preHandler: authenticate,
      schema: { tags: ['orders'], summary: 'My orders', response: { 200: orderListSchema, 401: detailBodySchema } },
    },
    async (request, reply) => {
      reply.headers(privateAnswer);
      return ordersOfUser(app.db, signedInUser(request).id);
    },
  );

  api.get(
    `/${orderPaths.order.replace('{id}', ':id')}`,
    {
      preHandler: authenticate,
      schema: {
        tags: ['orders'],
        summary: 'One of my orders, with its live delivery status',
        params: orderParamsSchema,
        response: { 200: orderDetailSchema, 401: detailBodySchema, 404: detailBodySchema },
      },
    },
    async (request, reply) => {
      const botName = (await shopContext(app)).bot?.personaName ?? '';
      const order = await orderOfUser(app.db, signedInUser(request).id, request.params.id, botName);
      if (!order) return reply.code(404).send({ detail: notFoundDetail });
      return reply.headers(privateAnswer).send(order);
    },
  );

  api.get(
    `/${orderPaths.purchases}`,
    {
      preHandler: authenticate,
      schema: {
        tags: ['orders'],
        summary: 'Items I bought',
        response: { 200: purchaseListSchema, 401: detailBodySchema },
      },
    },
    async (request, reply) => {
      reply.headers(privateAnswer);
      return purchasesOfUser(app.db, signedInUser(request).id);
    },
  );

  const intervalMs = app.config.payments.workerIntervalMs;
  if (intervalMs > 0) {
    let stopWorker: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      const shop = await shopContext(app);
      if (!shop.bot) return;
      const worker = createOrderWorker({
        db: app.db,
        bot: shop.bot,
        gatewayFor: shop.gatewayFor,
        log: app.log,
        pollIntervalMs: intervalMs,
      });
      worker.start(intervalMs);
      stopWorker = () => worker.stop();
    });
    app.addHook('onClose', async () => stopWorker?.());
  }
}
