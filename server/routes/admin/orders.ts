import type { FastifyInstance, FastifyReply } from 'fastify';
import { adminOrderEndpoints, adminOrderMessages } from '#contract/admin/orders.ts';
import { stripEmptyParams } from '#contract/store.ts';
import {
  AdminRefusal,
  addOrderNote,
  adminOrderDetail,
  applyAdminAction,
  createAdminOrder,
  listAdminOrders,
  searchBuyers,
} from '../../admin/orders.ts';
import { actsAsAdminNow, signedInUser, tokenStillValid } from '../../auth/guards.ts';
import { registerEndpoint } from '../../http/endpoint.ts';
import { answerWithOrderStream } from '../../http/eventStream.ts';
import { answerWithDocument } from '../../notices/documentRoutes.ts';
import { shopContext } from '../../orders/context.ts';
import { tagOrder } from '../../tracing/tracing.ts';

const noStore = (reply: FastifyReply) => reply.headers({ 'cache-control': 'private, no-store' });

/** Refusals become `{detail}` answers with their status; anything else is a server error. */
async function answering<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AdminRefusal) return reply.code(error.statusCode).send({ detail: error.message });
    throw error;
  }
}

/** The back-office for orders (issue 12): every route re-checks the admin role at request time. */
export default async function adminOrderRoutes(app: FastifyInstance) {
  registerEndpoint(app, adminOrderEndpoints.bots, {
    handler: async (_request, reply) => {
      noStore(reply);
      const { bot } = await shopContext(app);
      return (bot?.statuses() ?? []).map((status) => ({
        account_name: status.accountName,
        persona_name: status.personaName,
        state: status.state,
        last_error: status.lastError,
        failed_sign_ins: status.failedSignIns,
        next_sign_in_at: status.nextSignInAt?.toISOString() ?? null,
      }));
    },
  });

  registerEndpoint(app, adminOrderEndpoints.events, {
    handler: async (request, reply) => {
      const admin = signedInUser(request);
      return answerWithOrderStream(request, reply, {
        hub: app.orderEvents,
        shows: () => true,
        // As every admin route, the role as the database says now: a demoted or banned admin's stream ends.
        stillAllowed: async () => (await tokenStillValid(app.db, admin)) && (await actsAsAdminNow(app.db, admin.id)),
        endsAt: new Date(admin.tokenExpiresAt * 1000),
        keepAliveMs: app.config.orderEvents.keepAliveMs,
      });
    },
  });

  registerEndpoint(app, adminOrderEndpoints.document, {
    handler: async (request, reply) => {
      const { rows } = await app.db.query<{ language: 'en' | 'fr' }>(
        'SELECT users.language FROM orders JOIN users ON users.id = orders.user_id WHERE orders.id = $1',
        [request.params.id],
      );
      const buyer = rows[0];
      if (!buyer) return reply.code(404).send({ detail: adminOrderMessages.notFound });
      return answerWithDocument(app.db, reply, {
        orderId: request.params.id,
        kind: request.params.kind,
        language: request.query.language ?? buyer.language,
      });
    },
  });

  registerEndpoint(app, adminOrderEndpoints.list, {
    preValidation: async (request) => {
      request.query = stripEmptyParams(request.query as Record<string, unknown>);
    },
    handler: async (request, reply) => {
      noStore(reply);
      return listAdminOrders(app.db, request.query);
    },
  });

  registerEndpoint(app, adminOrderEndpoints.buyers, {
    handler: async (request, reply) => {
      noStore(reply);
      return searchBuyers(app.db, request.query.q);
    },
  });

  registerEndpoint(app, adminOrderEndpoints.detail, {
    handler: async (request, reply) => {
      noStore(reply);
      tagOrder(request.params.id);
      const shop = await shopContext(app);
      return answering(reply, () => adminOrderDetail(app.db, shop, request.params.id));
    },
  });

  for (const action of ['refund', 'resend', 'cancel'] as const) {
    registerEndpoint(app, adminOrderEndpoints[action], {
      handler: async (request, reply) => {
        tagOrder(request.params.id);
        const shop = await shopContext(app);
        const adminId = signedInUser(request).id;
        const answer = await answering(reply, () =>
          applyAdminAction(app.db, shop, { orderId: request.params.id, adminId, action, reason: request.body.reason }),
        );
        request.log.info({ event: `admin.order_${action}`, adminId, orderId: request.params.id }, 'admin action');
        return answer;
      },
    });
  }

  registerEndpoint(app, adminOrderEndpoints.note, {
    handler: async (request, reply) =>
      answering(reply, () =>
        addOrderNote(app.db, {
          orderId: request.params.id,
          adminId: signedInUser(request).id,
          text: request.body.text,
        }),
      ),
  });

  registerEndpoint(app, adminOrderEndpoints.create, {
    handler: async (request, reply) => {
      const shop = await shopContext(app);
      const adminId = signedInUser(request).id;
      reply.code(201);
      return answering(reply, () => createAdminOrder(app.db, shop, adminId, request.body));
    },
  });
}
