import type { FastifyInstance } from 'fastify';
import { shopContext } from './context.ts';
import { createOrderWorker, type OrderWorker, orderStepJob, ordersSweepJob } from './worker.ts';

/** How often the sweep looks for orders left without a step (UTC cron): the backstop, not the way orders move. */
const sweepSchedule = '* * * * *';

/** The order worker's jobs on the app's queue: each order's steps, and the sweep behind them. */
export default async function orderJobsPlugin(app: FastifyInstance) {
  let worker: Promise<OrderWorker> | undefined;
  const workerOf = () => {
    worker ??= shopContext(app).then((shop) => {
      if (!shop.bot) throw new Error('No trade bot is configured (STEAM_BOTS, or the sandboxes): orders cannot move');
      return createOrderWorker({
        db: app.db,
        bot: shop.bot,
        gatewayFor: shop.gatewayFor,
        jobs: app.jobs,
        notices: shop.notices,
        log: app.log,
        pollIntervalMs: app.config.payments.workerIntervalMs,
        failedOfferPauseMs: app.config.payments.failedOfferPauseMs,
      });
    });
    return worker;
  };
  app.jobs.define(orderStepJob(workerOf, app.config.payments.workerIntervalMs));
  app.jobs.define(ordersSweepJob(app.db, app.jobs));
  app.addHook('onReady', () => app.jobs.schedule('orders.sweep', sweepSchedule, {}));
}
