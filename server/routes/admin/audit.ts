import type { FastifyInstance } from 'fastify';
import { auditEndpoints } from '#contract/admin/audit.ts';
import { listAudit } from '../../admin/audit.ts';
import { registerEndpoint } from '../../http/endpoint.ts';

/** The admin audit log (read only: rows are written by the actions themselves). */
export default async function adminAuditRoutes(app: FastifyInstance) {
  registerEndpoint(app, auditEndpoints.list, {
    handler: async (request, reply) => {
      reply.headers({ 'cache-control': 'private, no-store' });
      return listAudit(app.db, request.query);
    },
  });
}
