import type { FastifyInstance } from 'fastify';
import { recordAdminAction } from '../admin/audit.ts';
import type { Db } from '../db/db.ts';
import type { JobDefinition } from '../jobs/queue.ts';
import { shopContext } from '../orders/context.ts';
import { createSync, type InventorySyncDeps, runSync, type StartedSync } from './inventorySync.ts';

declare module '../jobs/queue.ts' {
  interface JobPayloads {
    /** Runs one queued inventory sync. */
    'inventory.sync': { syncId: number };
    /** Every minute: queues a sync when the schedule (`inventory_sync_minutes`) says one is due. */
    'inventory.schedule': Record<string, never>;
  }
}

/** How often the schedule looks whether a sync is due (UTC cron). */
const scheduleCheck = '* * * * *';

/**
 * Queues a sync of every configured bot and sends its job, in one transaction; the sync already queued or running
 * when there is one. An admin's start is audited with it.
 */
export async function startSync(
  app: FastifyInstance,
  start: { trigger: 'admin' | 'schedule'; adminId: number | null },
): Promise<StartedSync> {
  const { inventoryBots } = await shopContext(app);
  return app.db.transaction(async (tx) => {
    const started = await createSync(tx, { ...start, bots: inventoryBots.map((bot) => bot.accountName) });
    if (!started.created) return started;
    await app.jobs.send('inventory.sync', { syncId: started.id }, { tx });
    if (start.adminId !== null) {
      await recordAdminAction(tx, {
        adminId: start.adminId,
        action: 'inventory.sync',
        targetType: 'inventory_sync',
        targetId: started.id,
        before: null,
        after: { bots: inventoryBots.map((bot) => bot.accountName) },
      });
    }
    return started;
  });
}

/** Whether the schedule wants a sync now: the setting's minutes since the last one (or since the schedule began). */
async function syncIsDue(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ due: boolean }>(
    `WITH schedule AS (SELECT (value #>> '{}')::int AS minutes FROM settings WHERE key = 'inventory_sync_minutes'),
     began AS (
       INSERT INTO settings (key, value) VALUES ('inventory_schedule_began_at', to_jsonb(now()))
       ON CONFLICT (key) DO UPDATE SET value = settings.value RETURNING (value #>> '{}')::timestamptz AS at
     )
     SELECT schedule.minutes > 0
       AND coalesce((SELECT max(queued_at) FROM inventory_syncs), (SELECT at FROM began))
         <= now() - make_interval(mins => schedule.minutes) AS due
     FROM schedule`,
  );
  return rows[0]?.due ?? false;
}

function inventorySyncJob(app: FastifyInstance): JobDefinition<'inventory.sync'> {
  return {
    name: 'inventory.sync',
    // A sync backs off on its own when Steam throttles; a try that failed as a whole (a process died) is taken up
    // again where it stood.
    retry: { limit: 2, delaySeconds: 60, backoff: true },
    policy: 'onePerKey',
    timeoutSeconds: 3 * 3600,
    heartbeatSeconds: 60,
    keepSeconds: 30 * 24 * 3600,
    run: async ({ syncId }, attempt) => {
      const shop = await shopContext(app);
      const deps: InventorySyncDeps = {
        db: app.db,
        bots: shop.inventoryBots,
        log: app.log,
        retry: app.config.stock.inventoryRetry,
        // What the sync listed is priced, and its CS2 weapons are inspected, now rather than at the next minute.
        afterSync: async () => {
          await app.jobs.send('prices.refresh', {});
          await app.jobs.send('inspections.sweep', {});
        },
      };
      await runSync(deps, syncId, attempt);
    },
  };
}

function inventoryScheduleJob(app: FastifyInstance): JobDefinition<'inventory.schedule'> {
  return {
    name: 'inventory.schedule',
    retry: { limit: 0, delaySeconds: 0 },
    policy: 'onePerKey',
    keepSeconds: 3600,
    run: async () => {
      if (!(await syncIsDue(app.db))) return;
      const started = await startSync(app, { trigger: 'schedule', adminId: null });
      if (started.created)
        app.log.info({ event: 'inventory.sync_scheduled', syncId: started.id }, 'inventory sync queued');
    },
  };
}

/** The inventory sync's jobs on the app's queue: the syncs themselves, and the schedule that queues them. */
export default async function stockJobsPlugin(app: FastifyInstance) {
  app.jobs.define(inventorySyncJob(app));
  app.jobs.define(inventoryScheduleJob(app));
  app.addHook('onReady', () => app.jobs.schedule('inventory.schedule', scheduleCheck, {}));
}
