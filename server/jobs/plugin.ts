import type { FastifyInstance } from 'fastify';
import { createJobQueue, type JobQueue } from './queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shop's background work: define kinds of job while registering, send them once ready. */
    jobs: JobQueue;
  }
}

/**
 * The job queue with the app: areas define their jobs while their plugins register, the queue starts once the app
 * is ready (installed before every plugin, its onReady hook runs first, so theirs may send and schedule) and stops,
 * letting running jobs end, when the app closes (before the database does).
 */
export function installJobQueue(app: FastifyInstance): void {
  const jobs = createJobQueue({ db: app.db, log: app.log, ...app.config.jobs });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
}
