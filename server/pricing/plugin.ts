import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.ts';
import type { JobDefinition } from '../jobs/queue.ts';
import { shopContext } from '../orders/context.ts';
import { takeStalePricesOffSale } from '../stock/listings.ts';
import { createPacer, type Pacer } from '../stock/pacer.ts';
import { repriceListings } from './listingPrices.ts';
import { refreshPrices } from './priceRefresh.ts';

declare module '../jobs/queue.ts' {
  interface JobPayloads {
    /** Reads the reference prices that are due (every minute, and right after a sync). */
    'prices.refresh': Record<string, never>;
    /** Every minute: takes off sale the listings whose reference price is about to be too old to sell at. */
    'prices.sweep_stale': Record<string, never>;
    /** After the price rules changed: prices every unsold listing anew, a batch at a time, from the listing after `afterId`. */
    'prices.reprice': { afterId: number };
  }
}

const everyMinute = '* * * * *';
/** Listings priced anew per `prices.reprice` job: short jobs, so other work and requests go between them. */
const repriceBatch = 2000;
/** Listings taken off sale per statement by the sweep. */
const sweepBatch = 5000;

/** Prices every unsold listing after `afterId` (a batch); the last id priced, or undefined once none is left. */
export async function repriceBatchAfter(db: Db, afterId: number, batch = repriceBatch): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `SELECT id FROM items WHERE id > $1 AND NOT EXISTS (SELECT 1 FROM trades WHERE trades.item_id = items.id)
       ORDER BY id LIMIT $2`,
      [afterId, batch],
    );
    const ids = rows.map((row) => row.id);
    await repriceListings(tx, ids, 'rules');
    return ids.at(-1);
  });
}

/** Takes off sale every listing whose price went stale; how many left the sale. */
export async function sweepStalePrices(db: Db): Promise<number> {
  let taken = 0;
  for (;;) {
    const ids = await takeStalePricesOffSale(db, sweepBatch);
    taken += ids.length;
    if (ids.length < sweepBatch) return taken;
  }
}

function refreshJob(app: FastifyInstance, pacerOf: () => Promise<Pacer>): JobDefinition<'prices.refresh'> {
  return {
    name: 'prices.refresh',
    retry: { limit: 0, delaySeconds: 0 },
    // One run at a time across instances; the minute's run waits behind a long one instead of reading beside it.
    policy: 'onePerKey',
    timeoutSeconds: 10 * 60,
    keepSeconds: 24 * 3600,
    run: async () => {
      const { priceSource } = await shopContext(app);
      const result = await refreshPrices(
        { db: app.db, source: priceSource, pacer: await pacerOf(), log: app.log },
        app.config.stock.priceRefreshBudgetMs,
      );
      if (result.read > 0 || result.throttled) {
        app.log.info({ event: 'prices.refreshed', source: priceSource.name, ...result }, 'reference prices read');
      }
    },
  };
}

function sweepJob(app: FastifyInstance): JobDefinition<'prices.sweep_stale'> {
  return {
    name: 'prices.sweep_stale',
    retry: { limit: 0, delaySeconds: 0 },
    policy: 'onePerKey',
    keepSeconds: 3600,
    run: async () => {
      const taken = await sweepStalePrices(app.db);
      if (taken > 0)
        app.log.warn({ event: 'prices.stale', listings: taken }, 'listings off sale: their price is stale');
    },
  };
}

function repriceJob(app: FastifyInstance): JobDefinition<'prices.reprice'> {
  return {
    name: 'prices.reprice',
    retry: { limit: 5, delaySeconds: 5, backoff: true },
    run: async ({ afterId }) => {
      const last = await repriceBatchAfter(app.db, afterId);
      if (last !== undefined) await app.jobs.send('prices.reprice', { afterId: last });
    },
  };
}

/** The price jobs on the app's queue: reading references, the stale-price sweep, and repricing after a rule change. */
export default async function priceJobsPlugin(app: FastifyInstance) {
  let pacer: Promise<Pacer> | undefined;
  // One pacer per process, at the source's own pace.
  const pacerOf = () => {
    pacer ??= shopContext(app).then(({ priceSource }) => createPacer(priceSource.requestIntervalMs));
    return pacer;
  };
  app.jobs.define(refreshJob(app, pacerOf));
  app.jobs.define(sweepJob(app));
  app.jobs.define(repriceJob(app));
  app.addHook('onReady', async () => {
    await app.jobs.schedule('prices.refresh', everyMinute, {});
    await app.jobs.schedule('prices.sweep_stale', everyMinute, {});
  });
}
