import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cartPaths,
  cartPurchaseBodySchema,
  checkoutOriginsSchema,
  idempotencyKeyHeader,
  idempotencyKeySchema,
  idParamsSchema,
  purchaseAnswerSchema,
  purchaseErrorSchema,
  purchaseMessages,
  skinPurchaseBodySchema,
} from '../../contract/cart.ts';
import { detailBodySchema, validationErrorBodySchema } from '../../contract/errors.ts';
import { authenticate, signedInUser } from '../auth/guards.ts';
import { shopContext } from '../orders/context.ts';
import { PurchaseRefused, type PurchaseRequest, purchase } from '../orders/purchase.ts';

const idempotencyHeaders = z.object({ [idempotencyKeyHeader]: idempotencyKeySchema.optional() });

/** The two purchases (spec §7): `{id}` is the payment gateway. Both need an Idempotency-Key. */
export default async function purchaseRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const limit = app.config.payments.rateLimits.purchase;
  const responses = {
    200: purchaseAnswerSchema,
    400: z.union([purchaseErrorSchema, validationErrorBodySchema]),
    401: detailBodySchema,
    404: purchaseErrorSchema,
    409: purchaseErrorSchema,
    422: purchaseErrorSchema,
    503: purchaseErrorSchema.describe('Maintenance mode: purchases are paused'),
  };
  const description =
    'Needs an `Idempotency-Key` header: a replay answers the same order; a concurrent duplicate gets 409; ' +
    'the same key with another payload 422. 409 also when skins were just sold (`reason` just_sold, ' +
    '`locked_skins` lists them) or when the price moved since the shopper saw it (`reason` price_changed, `price`).';

  async function answer(
    reply: FastifyReply,
    key: string | undefined,
    request: Omit<PurchaseRequest, 'idempotencyKey'>,
  ) {
    if (!key) return reply.code(400).send({ message: purchaseMessages.idempotencyKeyMissing, locked_skins: [] });
    try {
      const outcome = await purchase(app.db, await shopContext(app), { ...request, idempotencyKey: key });
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      else reply.log.info({ event: 'order.created', orderId: outcome.answer.order_id }, 'order created');
      return reply.send(outcome.answer);
    } catch (error) {
      if (!(error instanceof PurchaseRefused)) throw error;
      return reply.code(error.statusCode).send(error.body);
    }
  }

  const routeConfig = { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } };

  api.post(
    `/${cartPaths.cartPurchase.replace('{id}', ':id')}`,
    {
      // Before the body is validated: a visitor is told to sign in, whatever they sent.
      preValidation: authenticate,
      config: routeConfig,
      schema: {
        tags: ['purchase'],
        summary: 'Buy every skin in my cart',
        description,
        params: idParamsSchema,
        headers: idempotencyHeaders,
        body: cartPurchaseBodySchema,
        response: responses,
      },
    },
    async (request, reply) =>
      answer(reply, request.headers[idempotencyKeyHeader], {
        userId: signedInUser(request).id,
        gatewayId: request.params.id,
        source: { kind: 'cart' },
        seenPrice: { amount: request.body.total, currency: request.body.currency },
      }),
  );

  api.post(
    `/${cartPaths.skinPurchase.replace('{id}', ':id')}`,
    {
      // Before the body is validated: a visitor is told to sign in, whatever they sent.
      preValidation: authenticate,
      config: routeConfig,
      schema: {
        tags: ['purchase'],
        summary: 'Buy one skin now',
        description,
        params: idParamsSchema,
        headers: idempotencyHeaders,
        body: skinPurchaseBodySchema,
        response: responses,
      },
    },
    async (request, reply) =>
      answer(reply, request.headers[idempotencyKeyHeader], {
        userId: signedInUser(request).id,
        gatewayId: request.params.id,
        source: { kind: 'skin', skinId: request.body.skin_id },
        seenPrice: { amount: request.body.price, currency: request.body.currency },
      }),
  );

  api.get(
    `/${cartPaths.checkoutOrigins}`,
    {
      schema: {
        tags: ['purchase'],
        summary: 'Origins a checkout_url may point at',
        response: { 200: checkoutOriginsSchema },
      },
    },
    async () => ({ origins: (await shopContext(app)).checkoutOrigins }),
  );
}
