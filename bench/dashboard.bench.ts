import { resolve } from 'node:path';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { dashboardEndpoints } from '#contract/admin/dashboard.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { type Db, migrate, openDb } from '#server/db/db.ts';
import { adminBenchApp } from './adminApp.ts';
import { seedDashboardShop } from './dashboardShop.ts';
import type { BenchReport } from './run.ts';

/**
 * The back-office dashboard (issue 27: its aggregations answer at p95 <= 100 ms on 100k orders) for the periods an
 * admin picks, through the whole HTTP handling (admin guard, validation, queries, serialization) by `inject`, on the
 * embedded database. The shop (bench/dashboardShop.ts: BENCH_ORDERS orders, default 100k, over 400 days, 5,000
 * buyers, 20,000 listings) is seeded once and kept in bench/data/ (git-ignored). The first look at a period sums
 * its past days up into dashboard_days (as the nightly job does); it is measured apart, on an emptied
 * dashboard_days, then each period is asked BENCH_RUNS times (25) after warm-up runs.
 */
const goalP95Ms = 100;
const warmUpRuns = 3;
const measuredRuns = Number(process.env.BENCH_RUNS ?? 25);
const orderCount = Number(process.env.BENCH_ORDERS ?? 100_000);
const shop = { orders: orderCount, buyers: 5000, listings: 20_000, days: 400 };

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const periods: Record<string, string> = {
  today: `from=${day(0)}&to=${day(0)}`,
  '7 days': `from=${day(6)}&to=${day(0)}`,
  '30 days': `from=${day(29)}&to=${day(0)}`,
  '30 days in USD': `from=${day(29)}&to=${day(0)}&currency=USD`,
  '90 days': `from=${day(89)}&to=${day(0)}`,
  'a year': `from=${day(365)}&to=${day(0)}`,
};

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;

/** Lighthouse's benchmarkIndex computed in Node: a loaded or slower machine scores lower. */
const machineSpeed = () => Math.round(pageFunctions.computeBenchmarkIndex());

async function ensureShop(db: Db): Promise<void> {
  await migrate(db);
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
  if (rows[0]?.n === orderCount) return;
  console.log(`  seeding a shop of ${orderCount.toLocaleString('en')} orders (once; kept for the next runs)…`);
  const startedAt = Date.now();
  await seedDashboardShop(db, shop);
  console.log(`  seeded in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
}

export default async function dashboardBench(): Promise<BenchReport> {
  const dataDir = resolve(
    process.env.BENCH_DATA_DIR ?? resolve(import.meta.dirname, 'data'),
    `pglite-dashboard-${orderCount}`,
  );
  const db = await openDb({ dataDir });
  try {
    await ensureShop(db);
    // Every run starts from no summed-up day, as a shop's first look at its dashboard would.
    await db.exec('TRUNCATE dashboard_days');
    const { app, headers } = await adminBenchApp(db);
    try {
      const speedBefore = machineSpeed();
      const ask = async (url: string) => {
        const startedAt = performance.now();
        const response = await app.inject({ method: 'GET', url, headers });
        const elapsed = performance.now() - startedAt;
        if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
        return { elapsed, body: response.json<{ figures?: { orders_paid: { current: number } } }>() };
      };
      const figuresUrl = (query: string) => `/api/${endpointPath(dashboardEndpoints.figures)}?${query}`;

      const firstLook = await ask(figuresUrl(periods['a year'] ?? ''));
      const rows: BenchReport['rows'] = [];
      const all: number[] = [];
      const measure = async (
        name: string,
        url: string,
        orders = (body: Awaited<ReturnType<typeof ask>>['body']) => body.figures?.orders_paid.current ?? 0,
      ) => {
        const times: number[] = [];
        let paid = 0;
        for (let run = 0; run < warmUpRuns + measuredRuns; run++) {
          const { elapsed, body } = await ask(url);
          paid = orders(body);
          if (run >= warmUpRuns) times.push(elapsed);
        }
        times.sort((a, b) => a - b);
        all.push(...times);
        rows.push({ period: name, 'orders paid': paid, p50: percentile(times, 0.5), p95: percentile(times, 0.95) });
      };
      for (const [name, query] of Object.entries(periods)) await measure(name, figuresUrl(query));
      await measure('health panel', `/api/${endpointPath(dashboardEndpoints.health)}`, () => 0);
      all.sort((a, b) => a - b);
      const p95 = percentile(all, 0.95);
      const speedAfter = machineSpeed();
      return {
        title: `Admin dashboard, ${orderCount.toLocaleString('en')} orders on PGlite (ms, through app.inject)`,
        rows,
        notes: [
          `Overall p95 ${p95.toFixed(1)} ms, p50 ${percentile(all, 0.5).toFixed(1)} ms (goal p95 <= ${goalP95Ms} ms): ${p95 <= goalP95Ms ? 'met' : 'NOT met'}.`,
          `First look at a year with no day summed up yet (sums ${shop.days > 365 ? 365 : shop.days} days into dashboard_days): ${firstLook.elapsed.toFixed(0)} ms, once; the nightly job does it ahead of the admin.`,
          `${shop.buyers.toLocaleString('en')} buyers, ${shop.listings.toLocaleString('en')} listings, orders over ${shop.days} days in every state (bench/dashboardShop.ts); ${measuredRuns} runs per period after ${warmUpRuns} warm-up runs.`,
          `Machine speed (Lighthouse benchmarkIndex, computed in Node) before ${speedBefore}, after ${speedAfter}: a loaded machine scores lower; compare runs only at similar speeds.`,
        ],
      };
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}
