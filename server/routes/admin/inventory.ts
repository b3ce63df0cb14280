import type { FastifyInstance } from 'fastify';
import { inventoryEndpoints } from '#contract/admin/inventory.ts';
import { notFoundDetail } from '#contract/errors.ts';
import { signedInUser } from '../../auth/guards.ts';
import { registerEndpoint } from '../../http/endpoint.ts';
import { startSync } from '../../stock/plugin.ts';
import { findSync, listSyncs } from '../../stock/syncReports.ts';

/** The inventory sync in the back-office (contract/admin/inventory.ts): Sync now, its progress, the last syncs. */
export default async function adminInventoryRoutes(app: FastifyInstance) {
  registerEndpoint(app, inventoryEndpoints.start, {
    handler: async (request, reply) => {
      const admin = signedInUser(request);
      const started = await startSync(app, { trigger: 'admin', adminId: admin.id });
      request.log.info(
        { event: 'admin.inventory_sync', adminId: admin.id, syncId: started.id, created: started.created },
        started.created ? 'inventory sync queued' : 'inventory sync already queued or running',
      );
      const sync = await findSync(app.db, started.id);
      if (!sync) throw new Error(`Sync ${started.id} vanished`);
      reply.code(202).header('cache-control', 'private, no-store');
      return sync;
    },
  });

  registerEndpoint(app, inventoryEndpoints.list, {
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listSyncs(app.db, request.query);
    },
  });

  registerEndpoint(app, inventoryEndpoints.detail, {
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const sync = await findSync(app.db, request.params.id);
      return sync ?? reply.code(404).send({ detail: notFoundDetail });
    },
  });
}
