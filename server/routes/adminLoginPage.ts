import type { FastifyInstance } from 'fastify';
import { adminLoginPageEndpoint } from '#contract/auth.ts';
import { notFoundDetail } from '#contract/errors.ts';
import { isAdminLoginSegment } from '../auth/adminLoginPage.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { perAddressLimit } from '../http/rateLimits.ts';

/** The SPA asks here before showing the hidden back-office sign-in form. */
export default async function adminLoginPageRoutes(app: FastifyInstance) {
  registerEndpoint(app, adminLoginPageEndpoint, {
    config: perAddressLimit(app.config.rateLimits.adminLoginPage),
    handler: async (request, reply) => {
      if (await isAdminLoginSegment(app, request.params.segment)) return { admin_login_page: true as const };
      return reply.code(404).send({ detail: notFoundDetail });
    },
  });
}
