import type { FastifyInstance } from 'fastify';
import { dashboardEndpoints } from '#contract/admin/dashboard.ts';
import { dashboardFigures, dashboardHealth } from '../../admin/dashboard.ts';
import { registerEndpoint } from '../../http/endpoint.ts';
import { shopContext } from '../../orders/context.ts';

/** How many of the jobs that failed for good the health panel lists. */
const failedJobsShown = 5;

/** The back-office dashboard (issue 27): read only, every route re-checking the admin role. */
export default async function adminDashboardRoutes(app: FastifyInstance) {
  registerEndpoint(app, dashboardEndpoints.figures, {
    handler: async (request, reply) => {
      reply.headers({ 'cache-control': 'private, no-store' });
      return dashboardFigures(app.db, request.query);
    },
  });

  registerEndpoint(app, dashboardEndpoints.health, {
    handler: async (_request, reply) => {
      reply.headers({ 'cache-control': 'private, no-store' });
      const [{ bot }, queues, failures] = await Promise.all([
        shopContext(app),
        app.jobs.summary(),
        app.jobs.failures(failedJobsShown),
      ]);
      return dashboardHealth(app.db, { bots: bot?.statuses() ?? [], queues, failures });
    },
  });
}
