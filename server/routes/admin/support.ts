import type { FastifyInstance, FastifyReply } from 'fastify';
import { adminSupportEndpoints, supportMessages } from '#contract/admin/support.ts';
import {
  closeTicket,
  listTickets,
  reopenTicket,
  replyToTicket,
  resendReply,
  TicketActionRefused,
  ticketDetail,
} from '../../admin/support.ts';
import { signedInUser } from '../../auth/guards.ts';
import { registerEndpoint } from '../../http/endpoint.ts';

const privateAnswer = { 'cache-control': 'private, no-store' };

async function refusedOr<T>(reply: FastifyReply, action: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await action();
  } catch (error) {
    if (!(error instanceof TicketActionRefused)) throw error;
    return reply.code(error.statusCode).send({ detail: error.message });
  }
}

/** The support center: tickets from the contact form, answered by e-mail, closed and reopened. */
export default async function adminSupportRoutes(app: FastifyInstance) {
  registerEndpoint(app, adminSupportEndpoints.list, {
    handler: async (request, reply) => {
      reply.headers(privateAnswer);
      return listTickets(app.db, request.query);
    },
  });

  registerEndpoint(app, adminSupportEndpoints.detail, {
    handler: async (request, reply) => {
      const ticket = await ticketDetail(app.db, request.params.id);
      if (!ticket) return reply.code(404).send({ detail: supportMessages.notFound });
      return reply.headers(privateAnswer).send(ticket);
    },
  });

  registerEndpoint(app, adminSupportEndpoints.reply, {
    handler: async (request, reply) =>
      refusedOr(reply, async () => ({
        detail: supportMessages.replied,
        ticket: await replyToTicket(
          app.db,
          app.jobs,
          signedInUser(request).id,
          request.params.id,
          request.body.message,
        ),
      })),
  });

  registerEndpoint(app, adminSupportEndpoints.close, {
    handler: async (request, reply) =>
      refusedOr(reply, async () => ({
        detail: supportMessages.closed,
        ticket: await closeTicket(app.db, signedInUser(request).id, request.params.id),
      })),
  });

  registerEndpoint(app, adminSupportEndpoints.reopen, {
    handler: async (request, reply) =>
      refusedOr(reply, async () => ({
        detail: supportMessages.reopened,
        ticket: await reopenTicket(app.db, signedInUser(request).id, request.params.id),
      })),
  });

  registerEndpoint(app, adminSupportEndpoints.resend, {
    handler: async (request, reply) =>
      refusedOr(reply, async () => ({
        detail: supportMessages.resent,
        ticket: await resendReply(
          app.db,
          app.jobs,
          signedInUser(request).id,
          request.params.id,
          request.params.replyId,
        ),
      })),
  });
}
