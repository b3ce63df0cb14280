import type { FastifyInstance, FastifyReply } from 'fastify';
import { adminUserEndpoints, adminUserMessages } from '#contract/admin/users.ts';
import {
  banUser,
  createUser,
  editUser,
  listUsers,
  setAdminRole,
  signOutEverywhere,
  UserActionRefused,
  unbanUser,
  userDetail,
  userNotFound,
} from '../../admin/users.ts';
import { signedInUser } from '../../auth/guards.ts';
import { registerEndpoint } from '../../http/endpoint.ts';
import { businessRuleProblems } from '../../profile/profile.ts';

const privateAnswer = { 'cache-control': 'private, no-store' };

async function refusedOr<T>(reply: FastifyReply, action: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await action();
  } catch (error) {
    if (!(error instanceof UserActionRefused)) throw error;
    return reply.code(error.statusCode).send({ detail: error.message });
  }
}

/** The back-office for users: list, page, edit, role, ban, sign-out everywhere, create. */
export default async function adminUserRoutes(app: FastifyInstance) {
  registerEndpoint(app, adminUserEndpoints.list, {
    handler: async (request, reply) => {
      reply.headers(privateAnswer);
      return listUsers(app.db, request.query);
    },
  });

  registerEndpoint(app, adminUserEndpoints.detail, {
    handler: async (request, reply) => {
      const user = await userDetail(app.db, request.params.id);
      if (!user) return reply.code(404).send({ detail: userNotFound });
      return reply.headers(privateAnswer).send(user);
    },
  });

  registerEndpoint(app, adminUserEndpoints.edit, {
    handler: async (request, reply) => {
      const target = await userDetail(app.db, request.params.id);
      if (!target) return reply.code(404).send({ detail: userNotFound });
      // The shopper's own rules: a known country, and a trade link of the user's own Steam account.
      const problems = await businessRuleProblems(app.db, request.body, target.steam_id);
      if (problems) return reply.code(400).send(problems);
      return refusedOr(reply, async () => ({
        detail: adminUserMessages.updated,
        user: await editUser(app.db, signedInUser(request).id, request.params.id, request.body),
      }));
    },
  });

  registerEndpoint(app, adminUserEndpoints.role, {
    handler: async (request, reply) =>
      refusedOr(reply, async () => ({
        detail: adminUserMessages.updated,
        user: await setAdminRole(
          app.db,
          signedInUser(request).id,
          request.params.id,
          request.body.is_admin,
          request.body.reason,
        ),
      })),
  });

  registerEndpoint(app, adminUserEndpoints.ban, {
    handler: async (request, reply) =>
      refusedOr(reply, async () => {
        const user = await banUser(app.db, signedInUser(request).id, request.params.id, request.body.reason);
        request.log.warn({ event: 'admin.user_banned', userId: user.id }, 'user banned');
        return { detail: adminUserMessages.updated, user };
      }),
  });

  registerEndpoint(app, adminUserEndpoints.unban, {
    handler: async (request, reply) =>
      refusedOr(reply, async () => ({
        detail: adminUserMessages.updated,
        user: await unbanUser(app.db, signedInUser(request).id, request.params.id, request.body.reason),
      })),
  });

  registerEndpoint(app, adminUserEndpoints.signOutEverywhere, {
    handler: async (request, reply) =>
      refusedOr(reply, async () => ({
        detail: adminUserMessages.signedOut,
        user: await signOutEverywhere(app.db, signedInUser(request).id, request.params.id, request.body.reason),
      })),
  });

  registerEndpoint(app, adminUserEndpoints.create, {
    handler: async (request, reply) =>
      refusedOr(reply, async () => {
        const user = await createUser(app.db, signedInUser(request).id, request.body);
        return reply.code(201).send({ detail: adminUserMessages.created, user });
      }),
  });
}
