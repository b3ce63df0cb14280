import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { OrderStatus } from '#contract/orders.ts';
import type { Db } from '../db/db.ts';
import type { DbObserver } from '../db/observed.ts';
import type { QueueSummary } from '../jobs/queue.ts';
import type { BotState, BotStatus } from '../trading/tradeBot.ts';

/**
 * The shop's metrics in Prometheus' format (prom-client), one registry per app: HTTP requests by route, method and
 * status with their latency; the database's calls and pool; and, read when Prometheus scrapes, the job queues, the
 * trade bots, the orders and the mail outbox by state, and Node's process metrics. The figures read from the database
 * (orders, mail, jobs) are the whole shop's: every instance reports the same, so dashboards take their max, not
 * their sum; requests, calls and the pool are the instance's own.
 */
export interface ShopMetrics {
  registry: Registry;
  /** The metrics as Prometheus reads them, the shop's figures read once for the scrape. */
  scrape(): Promise<string>;
  /** Times one HTTP request, once answered. */
  observeRequest(request: { method: string; route: string; statusCode: number; seconds: number }): void;
  /** Times every database call of the app. */
  dbObserver: DbObserver;
}

/** What the scrape reads at the moment it happens. */
export interface MetricSources {
  db: Db;
  queues(): Promise<QueueSummary[]>;
  bots(): Promise<BotStatus[]>;
}

/** Latency buckets in seconds: a cached answer takes a millisecond, a slow checkout call seconds. */
const requestBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const queryBuckets = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

const botStates: readonly BotState[] = ['online', 'signing_in', 'waiting_to_retry', 'signed_out'];
const mailStates = ['queued', 'sent', 'failed'] as const;

export function createShopMetrics(sources: MetricSources): ShopMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route (as registered, "(no route)" for others) and status',
    labelNames: ['method', 'route', 'status_code'],
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: requestBuckets,
    registers,
  });

  const querySeconds = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time of a database call: a statement (by its first keyword), a script, or a whole transaction',
    labelNames: ['operation', 'statement', 'outcome'],
    buckets: queryBuckets,
    registers,
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections of this instance by state (the embedded database has one)',
    labelNames: ['state'],
    registers,
    collect() {
      const stats = sources.db.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_calls',
    help: 'Database calls of this instance waiting for a connection',
    registers,
    collect() {
      this.set(sources.db.poolStats().waiting);
    },
  });

  // Read once per scrape, before the gauges collect: every gauge of one scrape reports the same moment.
  let scraped: ShopFigures = { queues: [], orders: new Map(), mail: new Map() };
  const queueGauge = (name: string, help: string, value: (queue: QueueSummary) => number | null) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers,
      collect() {
        this.reset();
        for (const queue of scraped.queues) {
          const figure = value(queue);
          if (figure !== null) this.set({ queue: queue.name }, figure);
        }
      },
    });
  queueGauge('skins_jobs_queued', 'Jobs waiting to run (retries included), by queue', (queue) => queue.queued);
  queueGauge('skins_jobs_active', 'Jobs running, by queue', (queue) => queue.active);
  queueGauge('skins_jobs_failed', 'Jobs failed for good and still in the history, by queue', (queue) => queue.failed);
  queueGauge(
    'skins_jobs_oldest_due_seconds',
    'Age of the oldest job due and not started, by queue (absent when none waits)',
    (queue) => queue.oldestDueSeconds,
  );
  new Gauge({
    name: 'skins_trade_bots',
    help: 'Trade bots by sign-in state, as this instance sees them',
    labelNames: ['state'],
    registers,
    async collect() {
      const bots = await sources.bots();
      for (const state of botStates) this.set({ state }, bots.filter((bot) => bot.state === state).length);
    },
  });
  new Gauge({
    name: 'skins_orders',
    help: 'Orders by state',
    labelNames: ['status'],
    registers,
    collect() {
      this.reset();
      for (const [status, count] of scraped.orders) this.set({ status }, count);
    },
  });
  new Gauge({
    name: 'skins_mail_outbox',
    help: 'E-mails of the outbox by state',
    labelNames: ['status'],
    registers,
    collect() {
      for (const status of mailStates) this.set({ status }, scraped.mail.get(status) ?? 0);
    },
  });

  return {
    registry,
    async scrape() {
      scraped = await readShopFigures(sources);
      return registry.metrics();
    },
    observeRequest({ method, route, statusCode, seconds }) {
      const labels = { method, route, status_code: String(statusCode) };
      requests.inc(labels);
      requestSeconds.observe(labels, seconds);
    },
    dbObserver: {
      async around(call, run) {
        const statement = call.operation === 'query' ? statementOf(call.sql ?? '') : call.operation;
        const end = querySeconds.startTimer({ operation: call.operation, statement });
        try {
          const result = await run();
          end({ outcome: 'ok' });
          return result;
        } catch (error) {
          end({ outcome: 'error' });
          throw error;
        }
      },
    },
  };
}

/** A statement's first keyword (SELECT, INSERT, UPDATE, DELETE, WITH…): a label of a handful of values. */
function statementOf(sql: string): string {
  const keyword = /^\s*(?:--[^\n]*\n\s*)*([a-z]+)/i.exec(sql)?.[1]?.toUpperCase();
  return keyword && ['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'WITH', 'LOCK', 'VACUUM'].includes(keyword)
    ? keyword
    : 'OTHER';
}

interface ShopFigures {
  queues: QueueSummary[];
  orders: Map<OrderStatus, number>;
  mail: Map<string, number>;
}

async function readShopFigures(sources: MetricSources): Promise<ShopFigures> {
  const [queues, orders, mail] = await Promise.all([
    sources.queues(),
    sources.db.query<{ status: OrderStatus; count: number }>(
      'SELECT status, count(*)::int AS count FROM orders GROUP BY status',
    ),
    sources.db.query<{ status: string; count: number }>(
      'SELECT status, count(*)::int AS count FROM mail_outbox GROUP BY status',
    ),
  ]);
  return {
    queues,
    orders: new Map(orders.rows.map((row) => [row.status, row.count])),
    mail: new Map(mail.rows.map((row) => [row.status, row.count])),
  };
}
