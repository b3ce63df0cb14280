import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { endpointPath } from '#contract/endpoint.ts';
import { storeEndpoints } from '#contract/store.ts';
import { buildApp } from '#server/app.ts';
import { generateCatalogue } from '#server/catalogue/generator.ts';
import { defaultAppConfig, shopRateLimitDefaults } from '#server/config.ts';
import { type Db, openDb } from '#server/db/db.ts';
import { describeForSteam, type SteamInventoryAsset, steamAppIds } from '#server/sandbox/steam/steamInventory.ts';
import type { InventoryBot } from '#server/stock/inventoryBots.ts';
import { createSync, runSync } from '#server/stock/inventorySync.ts';
import { findSync } from '#server/stock/syncReports.ts';
import type { SteamBotAccount } from '#server/trading/steam/botConfig.ts';
import { fakeSteamRequest, startFakeSteam } from '#server/trading/steam/fakeSteam.ts';
import { createSteamBot } from '#server/trading/steam/steamBot.ts';
import { embeddedDataDir, embeddedItems, ensureCatalogue } from './catalogue.ts';
import type { BenchReport } from './run.ts';
import { percentile, typicalSearches } from './search.bench.ts';

/**
 * The inventory sync at a shop's scale (issue 25): 3 bots × 3 games holding 10,000 assets, read through the real
 * libraries (steam-tradeoffer-manager over steamcommunity) from the local fake of Steam's inventory pages (1,000 assets
 * a page, as the library asks), into the search bench's embedded catalogue of 200k listings (BENCH_EMBEDDED_ITEMS;
 * seeded once and kept in bench/data/), and into the same catalogue on PostgreSQL when BENCH_DATABASE_URL names one
 * (in its schema bench_inventory_sync). Goals: the first sync ≤ 60 s of our own work, a second one with nothing new
 * ≤ 10 s, and store search p95 ≤ 30 ms while a sync runs. BENCH_PROFILE=1 adds where each sync spent its database
 * time, statement by statement.
 *
 * "Our own work" is the sync's time less the time the library spent reading Steam's pages (the fake serving them in
 * this process and the library parsing them), which a real Steam would spend on its side and the network. Store
 * searches (the search bench's typical ones, through `inject`) run back to back while each sync runs; the reference is
 * the same searches measured in this run with no sync running, and the machine's speed is Lighthouse's benchmarkIndex
 * computed in this process before and after. The listings the bench adds are deleted at the end, so the search bench
 * keeps its catalogue.
 */
const totalAssets = Number(process.env.BENCH_SYNC_ASSETS ?? 10_000);
const goals = { firstSyncOwnS: 60, secondSyncOwnS: 10, searchP95Ms: 30 };
/** Of each bot's assets: CS2's share, then Dota 2's; Rust has the rest. */
const gameShares = { csgo: 0.55, dota2: 0.27, rust: 0.18 } as const;
const botPrefix = 'bench_sync_bot_';

const machineSpeed = () => Math.round(pageFunctions.computeBenchmarkIndex());
const secret = () => randomBytes(20).toString('base64');

/** 10,000 assets of the demo catalogue's kinds, described as Steam describes them, spread over 3 bots and 3 games. */
function inventories(botCount: number) {
  const perBot = Math.ceil(totalAssets / botCount);
  const wanted = Object.entries(gameShares).map(([game, share]) => [game, Math.round(perBot * share)] as const);
  const byGame = new Map<string, SteamInventoryAsset[]>();
  let assetId = 50_000_000_000;
  for (const item of generateCatalogue({ items: totalAssets * 2, seed: 42 })) {
    if (item.sale !== null) continue;
    const list = byGame.get(item.game) ?? [];
    const needed = (wanted.find(([game]) => game === item.game)?.[1] ?? 0) * botCount;
    if (list.length >= needed) continue;
    assetId += 1;
    list.push({
      assetid: String(assetId),
      description: describeForSteam(item, {
        iconUrl: `-9a81dlWLwJ2UUGcVs_nsVtzdOEdtWwKGZZLQHTxDZ7I56KU0Zwwo4NUX4oFJZEHLbXH5ApeO4Ymlhx${item.definitionKey}`,
        stickerImage: (sticker) => `https://steamcdn-a.akamaihd.net/apps/730/icons/econ/stickers/${sticker.key}.png`,
      }),
    });
    byGame.set(item.game, list);
  }
  return { perGame: wanted, byGame };
}

interface SearchLoad {
  stop(): Promise<number[]>;
}

/**
 * The search bench's typical searches, one after another, until stopped: each one's time. After each search the loop
 * gives the event loop a turn, as searches arriving over the network would: `inject` and the embedded database answer
 * in promises alone, so a loop of them never reached the event loop's phases. The sync's own turns (it yields between
 * batches with setImmediate), the reference's timer and light-my-request's immediates (each holding a response's
 * bytes) then waited for ever: the run never ended and its memory grew with every search.
 */
function searchWhile(app: FastifyInstance): SearchLoad {
  const times: number[] = [];
  let running = true;
  const urls = Object.values(typicalSearches).map((query) => `/api/${endpointPath(storeEndpoints.search)}?${query}`);
  let failure: Error | undefined;
  const loop = (async () => {
    for (let index = 0; running && !failure; index++) {
      const url = urls[index % urls.length] as string;
      const startedAt = performance.now();
      const response = await app.inject({ method: 'GET', url });
      times.push(performance.now() - startedAt);
      if (response.statusCode !== 200) failure = new Error(`${url} answered ${response.statusCode}`);
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      if (failure) throw failure;
      return times.sort((a, b) => a - b);
    },
  };
}

/** Sums the time the library spends reading inventories (the fake serving and the library parsing pages). */
function timed(bot: InventoryBot, reading: { ms: number }): InventoryBot {
  return {
    accountName: bot.accountName,
    pictureBase: bot.pictureBase,
    steamId: () => bot.steamId(),
    async readInventory(appId, contextId) {
      const startedAt = performance.now();
      try {
        return await bot.readInventory(appId, contextId);
      } finally {
        reading.ms += performance.now() - startedAt;
      }
    },
  };
}

/** What one sync spent in each statement (its first words) and in each transaction, from the caller's side. */
type Profile = Map<string, { count: number; ms: number; maxMs: number }>;

/** `db` recording into `profile` the time each of its statements and transactions took, waits included. */
function profiled(db: Db, profile: Profile): Db {
  const record = (key: string, ms: number) => {
    const entry = profile.get(key) ?? { count: 0, ms: 0, maxMs: 0 };
    profile.set(key, { count: entry.count + 1, ms: entry.ms + ms, maxMs: Math.max(entry.maxMs, ms) });
  };
  const timedBy = async <T>(key: string, work: () => Promise<T>): Promise<T> => {
    const startedAt = performance.now();
    try {
      return await work();
    } finally {
      record(key, performance.now() - startedAt);
    }
  };
  const wrap = (inner: Db): Db => ({
    ...inner,
    query: (sql, params) => timedBy(sql.replace(/\s+/g, ' ').trim().slice(0, 60), () => inner.query(sql, params)),
    exec: (sql) => timedBy(sql.replace(/\s+/g, ' ').trim().slice(0, 60), () => inner.exec(sql)),
    transaction: (work) => timedBy('(a whole transaction)', () => inner.transaction((tx) => work(wrap(tx)))),
  });
  return wrap(db);
}

const profileLines = (profile: Profile) =>
  [...profile.entries()]
    .sort(([, a], [, b]) => b.ms - a.ms)
    .slice(0, 8)
    .map(
      ([key, entry]) =>
        `    ${(entry.ms / 1000).toFixed(2)} s in ${entry.count} × (max ${entry.maxMs.toFixed(0)} ms): ${key}`,
    );

async function syncOnce(db: Db, bots: readonly InventoryBot[], app: FastifyInstance) {
  const reading = { ms: 0 };
  const profile: Profile = new Map();
  const { id } = await db.transaction((tx) =>
    createSync(tx, { trigger: 'admin', adminId: null, bots: bots.map((bot) => bot.accountName) }),
  );
  const searches = searchWhile(app);
  const startedAt = performance.now();
  await runSync(
    {
      db: process.env.BENCH_PROFILE ? profiled(db, profile) : db,
      bots: bots.map((bot) => timed(bot, reading)),
      log: app.log,
      retry: { firstPauseMs: 1000, maxPauseMs: 1000, attempts: 1 },
    },
    id,
  );
  const totalMs = performance.now() - startedAt;
  const searchTimes = await searches.stop();
  const report = await findSync(db, id);
  if (!report || report.failed_parts > 0) throw new Error(`The sync failed: ${JSON.stringify(report?.parts)}`);
  return { totalMs, readMs: reading.ms, ownMs: totalMs - reading.ms, report, searchTimes, profile };
}

async function cleanUp(db: Db) {
  await db.query(`DELETE FROM items WHERE steam_bot LIKE '${botPrefix}%'`);
  await db.query(
    `DELETE FROM market_prices WHERE read_at IS NULL AND NOT EXISTS (
       SELECT 1 FROM items WHERE items.game = market_prices.game AND items.market_hash_name = market_prices.market_hash_name)`,
  );
  await db.query('DELETE FROM inventory_syncs');
  await db.exec('VACUUM (ANALYZE) items');
}

/** Both syncs and their searches on one engine's catalogue, beside the same searches with no sync. */
async function benchEngine(
  db: Db,
  engine: string,
  steamBots: readonly InventoryBot[],
  assetCount: number,
): Promise<Pick<BenchReport, 'rows' | 'notes'>> {
  const speedBefore = machineSpeed();
  // The searches are the load: the shop's abuse brake on them is lifted.
  const unlimited = { max: 1_000_000_000, timeWindowMs: 60_000 };
  const app = await buildApp({
    db,
    config: defaultAppConfig({ rateLimits: { ...shopRateLimitDefaults, search: unlimited } }),
  });
  await app.ready();
  try {
    await cleanUp(db);
    // The reference: the same searches with no sync running, and the library reading every inventory alone.
    console.log('  reference: searches with no sync, then the library reading every inventory alone…');
    const idle = searchWhile(app);
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    const idleTimes = await idle.stop();
    const libraryAloneStartedAt = performance.now();
    for (const bot of steamBots) {
      for (const appId of Object.values(steamAppIds)) await bot.readInventory(appId, '2');
    }
    const libraryAloneMs = performance.now() - libraryAloneStartedAt;

    console.log(`  first sync: ${assetCount.toLocaleString('en')} assets, every one new…`);
    const first = await syncOnce(db, steamBots, app);
    console.log('  second sync: nothing new…');
    const second = await syncOnce(db, steamBots, app);
    const rows: BenchReport['rows'] = [
      {
        run: 'reference: searches, no sync',
        assets: '',
        added: '',
        total_s: '',
        reading_s: '',
        own_s: '',
        searches: idleTimes.length,
        search_p50_ms: percentile(idleTimes, 0.5),
        search_p95_ms: percentile(idleTimes, 0.95),
      },
      {
        run: 'reference: the library reading every page alone',
        assets: assetCount,
        added: '',
        total_s: libraryAloneMs / 1000,
        reading_s: libraryAloneMs / 1000,
        own_s: '',
        searches: '',
        search_p50_ms: '',
        search_p95_ms: '',
      },
      ...[
        ['first sync: every asset new', first],
        ['second sync: nothing new', second],
      ].map(([run, result]) => {
        const measured = result as typeof first;
        return {
          run: run as string,
          assets: measured.report.totals.assets,
          added: measured.report.totals.added,
          total_s: measured.totalMs / 1000,
          reading_s: measured.readMs / 1000,
          own_s: measured.ownMs / 1000,
          searches: measured.searchTimes.length,
          search_p50_ms: percentile(measured.searchTimes, 0.5),
          search_p95_ms: percentile(measured.searchTimes, 0.95),
        };
      }),
    ];
    const met = (value: number, goal: number) => (value <= goal ? 'met' : 'NOT met');
    const firstP95 = percentile(first.searchTimes, 0.95);
    const secondP95 = percentile(second.searchTimes, 0.95);
    return {
      rows: rows.map((row) => ({ engine, ...row })),
      notes: [
        `${engine}, first sync: ${(first.ownMs / 1000).toFixed(1)} s of our own work (goal ${goals.firstSyncOwnS} s: ${met(first.ownMs / 1000, goals.firstSyncOwnS)}), ${(first.totalMs / 1000).toFixed(1)} s in all.`,
        `${engine}, second sync, nothing new: ${(second.ownMs / 1000).toFixed(1)} s of our own work (goal ${goals.secondSyncOwnS} s: ${met(second.ownMs / 1000, goals.secondSyncOwnS)}), ${(second.totalMs / 1000).toFixed(1)} s in all.`,
        `${engine}, store search p95 while a sync runs: ${firstP95.toFixed(1)} ms (first), ${secondP95.toFixed(1)} ms (second); goal ${goals.searchP95Ms} ms: ${met(Math.max(firstP95, secondP95), goals.searchP95Ms)}. With no sync: ${percentile(idleTimes, 0.95).toFixed(1)} ms.`,
        `${engine}, machine speed (Lighthouse benchmarkIndex, computed in Node) before ${speedBefore}, after ${machineSpeed()}: a loaded machine scores lower; compare runs only at similar speeds.`,
        ...(process.env.BENCH_PROFILE
          ? [
              `${engine}: where each sync spent its database time (BENCH_PROFILE; waits behind the searches included):`,
              '  first sync:',
              ...profileLines(first.profile),
              '  second sync:',
              ...profileLines(second.profile),
            ]
          : []),
      ],
    };
  } finally {
    await cleanUp(db).catch(() => undefined);
    await app.close();
  }
}

export default async function inventorySyncBench(): Promise<BenchReport> {
  const accounts: SteamBotAccount[] = [1, 2, 3].map((n) => ({
    accountName: `${botPrefix}${n}`,
    password: `pw-${n}`,
    sharedSecret: secret(),
    identitySecret: secret(),
  }));
  const steam = await startFakeSteam(accounts);
  const { byGame } = inventories(accounts.length);
  for (const [game, assets] of byGame) {
    const share = Math.ceil(assets.length / accounts.length);
    for (const [index, account] of accounts.entries()) {
      const slice = assets.slice(index * share, (index + 1) * share);
      steam.setInventory(account.accountName, steamAppIds[game as keyof typeof steamAppIds], slice);
    }
  }
  const assetCount = [...byGame.values()].reduce((sum, list) => sum + list.length, 0);
  const steamBots = accounts.map((account) =>
    createSteamBot({
      account,
      signIn: async (signingIn) => steam.webSession(signingIn),
      community: { request: fakeSteamRequest(steam.origin) as never },
    }),
  );

  const rows: BenchReport['rows'] = [];
  const notes: string[] = [];
  try {
    const embedded = await openDb({ dataDir: embeddedDataDir(embeddedItems) });
    try {
      await ensureCatalogue(embedded, embeddedItems, 'PGlite');
      const measured = await benchEngine(embedded, 'PGlite', steamBots, assetCount);
      rows.push(...measured.rows);
      notes.push(...(measured.notes ?? []));
    } finally {
      await embedded.close();
    }
    const databaseUrl = process.env.BENCH_DATABASE_URL;
    if (databaseUrl) {
      // The same catalogue in a schema of its own, apart from the search bench's million listings.
      const postgres = await openDb({ databaseUrl, schema: 'bench_inventory_sync' });
      try {
        await ensureCatalogue(postgres, embeddedItems, 'PostgreSQL');
        const measured = await benchEngine(postgres, 'PostgreSQL', steamBots, assetCount);
        rows.push(...measured.rows);
        notes.push(...(measured.notes ?? []));
      } finally {
        await postgres.close();
      }
    } else {
      notes.push(
        'PostgreSQL skipped: set BENCH_DATABASE_URL to measure on it too (in its schema bench_inventory_sync).',
      );
    }
  } finally {
    for (const bot of steamBots) bot.stop();
    await steam.close();
  }
  notes.push(
    'Steam served locally by the fake of its inventory pages in this process, no pacing; searches through app.inject on the same database, one at a time, for as long as each sync runs.',
  );
  return {
    title: `Inventory sync: 3 bots × 3 games, ${assetCount.toLocaleString('en')} assets, into ${embeddedItems.toLocaleString('en')} listings`,
    rows,
    notes,
  };
}
