import type { FastifyInstance } from 'fastify';
import { adminInspectionEndpoints, waitingInspectionsShown } from '#contract/admin/inspections.ts';
import { recordAdminAction } from '../../admin/audit.ts';
import { signedInUser } from '../../auth/guards.ts';
import { registerEndpoint } from '../../http/endpoint.ts';
import { inspectorStatuses, retryInspections, waitingInspections } from '../../stock/inspections.ts';
import { shopInspectors } from '../../stock/inspectionsPlugin.ts';

/** CS2 inspections in the back-office (issue 25): what waits for the game coordinator, and asking it again. */
export default async function adminInspectionRoutes(app: FastifyInstance) {
  registerEndpoint(app, adminInspectionEndpoints.overview, {
    handler: async (_request, reply) => {
      reply.headers({ 'cache-control': 'private, no-store' });
      const [inspectors, waiting] = await Promise.all([
        shopInspectors(app),
        waitingInspections(app.db, waitingInspectionsShown),
      ]);
      return {
        waiting: waiting.waiting,
        given_up: waiting.givenUp,
        listings: waiting.listings.map((listing) => ({
          skin_id: listing.id,
          name: listing.name,
          bot: listing.steam_bot,
          asset_id: listing.steam_asset_id,
          tries: listing.inspection_tries,
          error: listing.inspection_error,
          given_up_at: listing.inspection_failed_at?.toISOString() ?? null,
        })),
        sessions: inspectorStatuses(inspectors).map((status) => ({
          account_name: status.accountName,
          state: status.state,
        })),
      };
    },
  });

  registerEndpoint(app, adminInspectionEndpoints.retry, {
    handler: async (request) => {
      const adminId = signedInUser(request).id;
      const { skin_ids: skinIds, reason } = request.body;
      const retried = await app.db.transaction(async (tx) => {
        const ids = await retryInspections(tx, app.jobs, skinIds);
        for (const id of ids) {
          await recordAdminAction(tx, {
            adminId,
            action: 'listing.inspect_again',
            targetType: 'item',
            targetId: id,
            before: { inspection: 'given_up' },
            after: { inspection: 'waiting' },
            reason,
          });
        }
        return ids;
      });
      request.log.info({ event: 'admin.inspections_retried', adminId, retried }, 'admin action');
      return { retried };
    },
  });
}
