import type { FastifyInstance } from 'fastify';
import { dashboardSumUpJob } from './dashboardDays.ts';

/** Sums up yesterday a little after midnight UTC (the day is settled ten minutes after it ends). */
const sumUpSchedule = '20 0 * * *';

/**
 * The dashboard's day summaries on the app's queue: summed up every night, and once at start (a shop upgraded to this
 * version, or restored from a backup, gets its past days summed up before anyone looks).
 */
export default async function dashboardJobsPlugin(app: FastifyInstance) {
  app.jobs.define(dashboardSumUpJob(app.db));
  app.addHook('onReady', async () => {
    await app.jobs.schedule('dashboard.sumUp', sumUpSchedule, {});
    await app.jobs.send('dashboard.sumUp', {});
  });
}
