import type { FastifyInstance } from 'fastify';
import { endpointPath } from '#contract/endpoint.ts';
import { storeEndpoints } from '#contract/store.ts';
import { buildApp } from '#server/app.ts';
import { defaultAppConfig } from '#server/config.ts';
import { openDb } from '#server/db/db.ts';
import { embeddedDataDir, embeddedItems, ensureCatalogue, postgresItems } from './catalogue.ts';
import type { BenchReport } from './run.ts';

/**
 * Server search latency (DESIGN.md §6: p95 <= 30 ms) over the filter combinations shoppers use, through the
 * whole HTTP handling (validation, query, serialization) by `inject`: 200k listings on the embedded database,
 * and 1M on PostgreSQL when BENCH_DATABASE_URL is set. The seeded databases are kept and reused (the
 * embedded one in bench/data/, git-ignored). BENCH_EMBEDDED_ITEMS, BENCH_POSTGRES_ITEMS and BENCH_RUNS
 * change the sizes and the number of runs.
 */
const goalP95Ms = 30;
const warmUpRuns = 3;
const measuredRuns = Number(process.env.BENCH_RUNS ?? 25);

export const typicalSearches: Record<string, string> = {
  'cs2, first page': 'game=csgo',
  'cs2, lowest price': 'game=csgo&sort=lowest_price',
  'cs2, highest price': 'game=csgo&sort=highest_price',
  'cs2, price 10-100 sorted': 'game=csgo&price_from=10&price_to=100&sort=price',
  'cs2, text "ak redline"': 'game=csgo&search=ak%20redline',
  'cs2, text "knife" >= 500': 'game=csgo&search=knife&price_from=500&sort=lowest_price',
  'cs2, FN+MW StatTrak sorted': 'game=csgo&exterior=factory_new,minimal_wear&stattrak=true&sort=price',
  'cs2, float <= 0.01': 'game=csgo&float_to=0.01&sort=lowest_price',
  'cs2, gem phases': 'game=csgo&phase=ruby,sapphire,emerald,black_pearl',
  'cs2, Katowice 2014 stickers': 'game=csgo&tournament=katowice_2014&sort=highest_price',
  'cs2, rare, highest price': 'game=csgo&rare=true&sort=highest_price',
  'cs2, no hold, page 5': 'game=csgo&hold=none&page=5',
  'cs2, hold 1-2 days, USD': 'game=csgo&hold=1,2&currency=USD&sort=price',
  'dota2, Pudge arcana/immortal': 'game=dota2&hero=pudge&rarity=arcana,immortal',
  'dota2, weapons sorted, 100/page': 'game=dota2&slot=weapon&sort=price&page_size=100',
  'rust, doors': 'game=rust&type=door&sort=lowest_price',
};

export const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;

async function measure(app: FastifyInstance, engine: string, items: number) {
  const rows: BenchReport['rows'] = [];
  const all: number[] = [];
  for (const [name, query] of Object.entries(typicalSearches)) {
    const url = `/api/${endpointPath(storeEndpoints.search)}?${query}`;
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < warmUpRuns + measuredRuns; run++) {
      const startedAt = performance.now();
      const response = await app.inject({ method: 'GET', url });
      const elapsed = performance.now() - startedAt;
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
      total = response.json<{ total: number }>().total;
      if (run >= warmUpRuns) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    rows.push({
      engine,
      items,
      search: name,
      results: total,
      p50_ms: percentile(times, 0.5),
      p95_ms: percentile(times, 0.95),
    });
  }
  all.sort((a, b) => a - b);
  rows.push({ engine, items, search: 'ALL', results: '', p50_ms: percentile(all, 0.5), p95_ms: percentile(all, 0.95) });
  return { rows, p95: percentile(all, 0.95) };
}

async function benchEngine(options: { databaseUrl?: string; dataDir?: string }, items: number, engine: string) {
  const db = await openDb(options);
  try {
    await ensureCatalogue(db, items, engine);
    const app = await buildApp({ db, config: defaultAppConfig() });
    await app.ready();
    try {
      return await measure(app, engine, items);
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}

export default async function searchBench(): Promise<BenchReport> {
  const rows: BenchReport['rows'] = [];
  const notes: string[] = [];
  if (embeddedItems > 0) {
    const embedded = await benchEngine({ dataDir: embeddedDataDir(embeddedItems) }, embeddedItems, 'PGlite');
    rows.push(...embedded.rows);
    notes.push(
      `PGlite, ${embeddedItems.toLocaleString('en')} listings: overall p95 ${embedded.p95.toFixed(1)} ms (goal ${goalP95Ms} ms).`,
    );
  } else {
    notes.push('PGlite skipped (BENCH_EMBEDDED_ITEMS=0).');
  }

  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (databaseUrl) {
    const postgres = await benchEngine({ databaseUrl }, postgresItems, 'PostgreSQL');
    rows.push(...postgres.rows);
    notes.push(
      `PostgreSQL, ${postgresItems.toLocaleString('en')} listings: overall p95 ${postgres.p95.toFixed(1)} ms (goal ${goalP95Ms} ms).`,
    );
  } else {
    notes.push('PostgreSQL skipped: set BENCH_DATABASE_URL to measure 1M listings on it.');
  }
  notes.push(`${measuredRuns} measured runs per search after ${warmUpRuns} warm-up runs, through app.inject.`);
  return { title: 'Store search latency (GET /api/store/skins/search/)', rows, notes };
}
