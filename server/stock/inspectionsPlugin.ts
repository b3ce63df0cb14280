import type { FastifyInstance } from 'fastify';
import { shopContext } from '../orders/context.ts';
import { inspectionsSweepJob, listingInspectJob } from './inspections.ts';

/** How often the sweep looks for listings waiting without an inspection (UTC cron): the backstop. */
const sweepSchedule = '* * * * *';

/** The bots' game sessions: the configured ones (tests), else the shop's bots once its context is known. */
export const shopInspectors = async (app: FastifyInstance) =>
  app.config.inspections.inspectors ?? (await shopContext(app)).inspectors;

/**
 * CS2 inspections on the app's queue: one `listing.inspect` job per listing waiting for the game's word, and the sweep
 * behind them. A working server signs its bots in to their game sessions at start, and sweeps once then, so listings
 * that waited through a restart are inspected within seconds.
 */
export default async function inspectionJobsPlugin(app: FastifyInstance) {
  const deps = {
    db: app.db,
    jobs: app.jobs,
    inspectors: () => shopInspectors(app),
    config: app.config.inspections,
    log: app.log,
  };
  const botCount = app.config.payments.steamBots?.length ?? 1;
  app.jobs.define(listingInspectJob(deps, botCount));
  app.jobs.define(inspectionsSweepJob(app.db, app.jobs));
  app.addHook('onReady', async () => {
    await app.jobs.schedule('inspections.sweep', sweepSchedule, {});
    if (!app.config.jobs.work) return;
    void shopContext(app).catch((error: unknown) =>
      app.log.error({ err: error, event: 'inspection.bots_unavailable' }, 'the bots cannot start their game sessions'),
    );
    await app.jobs.send('inspections.sweep', {});
  });
}
