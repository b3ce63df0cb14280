import type { CurrencyCode } from '#contract/enums.ts';
import type { OrderStatus } from '#contract/orders.ts';
import type { Game } from '#contract/store.ts';
import type { Db } from '../db/db.ts';
import type { JobDefinition } from '../jobs/queue.ts';
import { addHistograms, type DeliveryHistogram, deliveryTimeEdges } from './deliveryTimes.ts';

declare module '../jobs/queue.ts' {
  interface JobPayloads {
    /** Sums up the past days the dashboard has no summary of yet. */
    'dashboard.sumUp': Record<string, never>;
  }
}

/**
 * What happened in one hour or day (UTC): the dashboard adds these up over a period. Everything is dated by when it
 * happened (a payment, a delivery, a refund, an order entering a state), so a day that is over never changes: its
 * summary is stored once in `dashboard_days` and a year of them is 366 rows.
 */
export interface Summary {
  /** Orders paid (awaiting payment to paid), by the currency they were paid in. */
  payments: Partial<Record<CurrencyCode, { orders: number; total: number }>>;
  /** Buyers whose first order was paid then. */
  newBuyers: number;
  /** Skins delivered (the trades ledger), by game and rarity ('' for none), at their USD price. */
  sales: Partial<Record<Game, Record<string, { skins: number; usd: number }>>>;
  refunds: Partial<Record<CurrencyCode, { orders: number; amount: number }>>;
  placed: number;
  /** Orders that entered each state. */
  entered: Partial<Record<OrderStatus, number>>;
  /** Orders delivered, by the time from their payment to the buyer's acceptance. */
  deliveryTimes: DeliveryHistogram;
}

export const emptySummary = (): Summary => ({
  payments: {},
  newBuyers: 0,
  sales: {},
  refunds: {},
  placed: 0,
  entered: {},
  deliveryTimes: {},
});

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The entry of `key` in `record`, made first when missing. */
function entryOf<Key extends string, Value>(record: Partial<Record<Key, Value>>, key: Key, make: () => Value): Value {
  const existing = record[key];
  if (existing !== undefined) return existing;
  const made = make();
  record[key] = made;
  return made;
}

const entries = <Key extends string, Value>(record: Partial<Record<Key, Value>>) =>
  Object.entries(record) as [Key, Value][];

/** Adds `add` into `into` (summaries are sums: a period's is the sum of its days'). */
export function addSummary(into: Summary, add: Summary): void {
  for (const [currency, paid] of entries(add.payments)) {
    const sum = entryOf(into.payments, currency, () => ({ orders: 0, total: 0 }));
    sum.orders += paid.orders;
    sum.total = cents(sum.total + paid.total);
  }
  into.newBuyers += add.newBuyers;
  for (const [game, byRarity] of entries(add.sales)) {
    const sums = entryOf(into.sales, game, (): Record<string, { skins: number; usd: number }> => ({}));
    for (const [rarity, sold] of entries(byRarity)) {
      const sum = entryOf(sums, rarity, () => ({ skins: 0, usd: 0 }));
      sum.skins += sold.skins;
      sum.usd = cents(sum.usd + sold.usd);
    }
  }
  for (const [currency, refunded] of entries(add.refunds)) {
    const sum = entryOf(into.refunds, currency, () => ({ orders: 0, amount: 0 }));
    sum.orders += refunded.orders;
    sum.amount = cents(sum.amount + refunded.amount);
  }
  into.placed += add.placed;
  for (const [status, count] of entries(add.entered)) into.entered[status] = (into.entered[status] ?? 0) + count;
  addHistograms(into.deliveryTimes, add.deliveryTimes);
}

export type SummaryUnit = 'hour' | 'day';

/** The hour or day (UTC) a timestamp column falls in, as a timestamptz. */
const unitOf = (column: string) => `(date_trunc($3, ${column} AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')`;

/** A first payment: the order left awaiting payment for paid (through the gateway or an admin's "paid outside"). */
const paymentOf = (alias: string) => `${alias}.to_status = 'paid' AND ${alias}.from_status = 'awaiting_payment'`;

/** One row of `summarize`'s statement: what `kind` of fact, in which hour or day, under which keys. */
interface SummedRow {
  kind: 'payment' | 'newBuyer' | 'sale' | 'refund' | 'placed' | 'entered' | 'delivery';
  start: Date;
  key: string | null;
  sub: string | null;
  n: number;
  amount: number | null;
}

/**
 * Sums up [from, to) by hour or day from the shop's own records in one statement: the range's payments are read once
 * (for the revenue and the new buyers), each other part is one index range (transitions by state and time, the
 * trades ledger and refunds by time, orders by creation) joined set-wise. Every hour or day of the range has an
 * entry, empty or not; keys are their starts as ISO strings.
 */
export async function summarize(db: Db, from: Date, to: Date, unit: SummaryUnit): Promise<Map<string, Summary>> {
  const { rows } = await db.query<SummedRow>(
    `WITH payments AS MATERIALIZED (
       SELECT t.at, o.user_id, o.currency, o.total
       FROM order_transitions t JOIN orders o ON o.id = t.order_id
       WHERE ${paymentOf('t')} AND t.at >= $1 AND t.at < $2
     )
     SELECT 'payment' AS kind, ${unitOf('at')} AS start, currency AS key, NULL AS sub, count(*)::int AS n,
       sum(total) AS amount
     FROM payments GROUP BY 2, 3
     UNION ALL
     -- A payer of the range whose first payment in it has no payment before the range: the buyer's first ever. An
     -- earlier payment is of an order placed earlier, found walking the buyer's orders newest first.
     SELECT 'newBuyer', ${unitOf('payers.at')}, NULL, NULL, count(*)::int, NULL
     FROM (SELECT user_id, min(at) AS at FROM payments GROUP BY user_id) AS payers
     WHERE NOT EXISTS (
       SELECT 1 FROM orders earlier JOIN order_transitions p ON p.order_id = earlier.id AND ${paymentOf('p')}
       WHERE earlier.user_id = payers.user_id AND earlier.created_at < $1 AND p.at < $1
     )
     GROUP BY 2
     UNION ALL
     -- The ledger's rows with their listings' rarity: a join, so a year's rows meet the listings in one hash.
     SELECT 'sale', ${unitOf('trades.traded_at')}, trades.game, items.rarity, count(*)::int, sum(trades.price_usd)
     FROM trades LEFT JOIN items ON items.id = trades.item_id
     WHERE trades.traded_at >= $1 AND trades.traded_at < $2
     GROUP BY 2, 3, 4
     UNION ALL
     SELECT 'refund', ${unitOf('created_at')}, currency, NULL, count(*)::int, sum(amount)
     FROM refunds WHERE created_at >= $1 AND created_at < $2
     GROUP BY 2, 3
     UNION ALL
     SELECT 'placed', ${unitOf('created_at')}, NULL, NULL, count(*)::int, NULL
     FROM orders WHERE created_at >= $1 AND created_at < $2
     GROUP BY 2
     UNION ALL
     SELECT 'entered', ${unitOf('at')}, to_status, NULL, count(*)::int, NULL
     FROM order_transitions WHERE to_status = ANY($4::text[]) AND at >= $1 AND at < $2
     GROUP BY 2, 3
     UNION ALL
     -- Each delivery of the range with its order's first payment: a join the planner answers by order for a day and
     -- by one hash of the payments for a year.
     SELECT 'delivery', ${unitOf('delivered.at')},
       width_bucket(extract(epoch FROM delivered.at - delivered.paid_at)::float8, $5::float8[])::text, NULL,
       count(*)::int, NULL
     FROM (
       SELECT d.at, min(p.at) AS paid_at
       FROM order_transitions d JOIN order_transitions p ON p.order_id = d.order_id AND ${paymentOf('p')}
       WHERE d.to_status = 'delivered' AND d.at >= $1 AND d.at < $2
       GROUP BY d.order_id, d.at
     ) AS delivered
     GROUP BY 2, 3`,
    [from, to, unit, enteredStatuses, deliveryTimeEdges],
  );

  const summaries = new Map<string, Summary>();
  const step = unit === 'hour' ? 3_600_000 : 86_400_000;
  for (let at = from.getTime(); at < to.getTime(); at += step)
    summaries.set(new Date(at).toISOString(), emptySummary());
  const of = (start: Date) => {
    const key = start.toISOString();
    let summary = summaries.get(key);
    if (!summary) {
      summary = emptySummary();
      summaries.set(key, summary);
    }
    return summary;
  };
  for (const row of rows) {
    const summary = of(row.start);
    const key = row.key ?? '';
    const amount = row.amount ?? 0;
    switch (row.kind) {
      case 'payment':
        summary.payments[key as CurrencyCode] = { orders: row.n, total: amount };
        break;
      case 'newBuyer':
        summary.newBuyers = row.n;
        break;
      case 'sale':
        entryOf(summary.sales, key as Game, (): Record<string, { skins: number; usd: number }> => ({}))[row.sub ?? ''] =
          { skins: row.n, usd: amount };
        break;
      case 'refund':
        summary.refunds[key as CurrencyCode] = { orders: row.n, amount };
        break;
      case 'placed':
        summary.placed = row.n;
        break;
      case 'entered':
        summary.entered[key as OrderStatus] = row.n;
        break;
      case 'delivery':
        summary.deliveryTimes[key] = row.n;
        break;
    }
  }
  return summaries;
}

const enteredStatuses: readonly OrderStatus[] = [
  'paid',
  'offer_sent',
  'awaiting_confirmation',
  'delivered',
  'payment_failed',
  'payment_expired',
  'offer_declined',
  'offer_expired',
  'offer_suspicious',
  'refunded',
  'reversed',
];

const dayMs = 86_400_000;

/**
 * A day is summed up for good once it has been over for a while: a transaction that began just before midnight may
 * still commit what it dated then (timestamps are the transaction's start), and instances' clocks differ slightly.
 */
const settleMs = 10 * 60_000;

const startOfDay = (time: number) => new Date(Math.floor(time / dayMs) * dayMs);

/** A stored day's summary as read, with its row's version (`xmin` and `ctid`: any rewrite of the row changes it). */
interface StoredDay {
  version: string;
  summary: Summary;
}

/**
 * Stored days already read, by database. A settled day never changes, so a process parses each one once; a request
 * asks only for the rows' versions (a few bytes a day) and reads again just the days rewritten since (a repair by
 * hand, a reseed) or not read yet. A year and the one before it are then about 730 short rows, not 730 documents.
 */
const storedDaysRead = new WeakMap<Db, Map<string, StoredDay>>();

/** More days than the longest period and the one before it: beyond that the map starts again rather than grow. */
const storedDaysKept = 4 * 366;

const versionSql = `xmin::text || ':' || ctid::text`;

function storedDaysOf(db: Db): Map<string, StoredDay> {
  let read = storedDaysRead.get(db);
  if (!read) {
    read = new Map();
    storedDaysRead.set(db, read);
  }
  return read;
}

/** The stored summaries of the days of [from, to), by their ISO start. Summaries are shared: never change them. */
async function storedDays(db: Db, from: Date, to: Date): Promise<Map<string, Summary>> {
  const read = storedDaysOf(db);
  const { rows } = await db.query<{ day: string; version: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, ${versionSql} AS version
     FROM dashboard_days WHERE day >= $1::date AND day < $2::date`,
    [isoDay(from), isoDay(to)],
  );
  const unread = rows.filter((row) => read.get(row.day)?.version !== row.version).map((row) => row.day);
  if (unread.length > 0) {
    const fresh = await db.query<{ day: string; version: string; summary: Summary }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, ${versionSql} AS version, summary
       FROM dashboard_days WHERE day = ANY($1::date[])`,
      [unread],
    );
    if (read.size + fresh.rows.length > storedDaysKept) read.clear();
    for (const row of fresh.rows) read.set(row.day, { version: row.version, summary: row.summary });
  }
  const summaries = new Map<string, Summary>();
  for (const row of rows) {
    const stored = read.get(row.day);
    if (stored) summaries.set(`${row.day}T00:00:00.000Z`, stored.summary);
  }
  return summaries;
}

/**
 * The summary of every day of [from, to) (UTC midnights): settled days from `dashboard_days`, summing up and
 * storing those it lacks; the days still going on summed up from the shop's records each time.
 */
export async function daySummaries(db: Db, from: Date, to: Date, now = new Date()): Promise<Map<string, Summary>> {
  const settledBefore = startOfDay(now.getTime() - settleMs);
  const storedTo = new Date(Math.min(to.getTime(), settledBefore.getTime()));
  let summaries = new Map<string, Summary>();
  if (storedTo > from) {
    summaries = await storedDays(db, from, storedTo);
    const missing: Date[] = [];
    for (let at = from.getTime(); at < storedTo.getTime(); at += dayMs) {
      if (!summaries.has(new Date(at).toISOString())) missing.push(new Date(at));
    }
    const first = missing[0];
    const last = missing.at(-1);
    if (first && last) {
      const summed = await summarize(db, first, new Date(last.getTime() + dayMs), 'day');
      const fresh = missing.map((day) => [day.toISOString(), summed.get(day.toISOString()) ?? emptySummary()] as const);
      await storeDays(db, fresh);
      for (const [day, summary] of fresh) summaries.set(day, summary);
    }
  }
  if (to > storedTo) {
    const liveFrom = new Date(Math.max(from.getTime(), storedTo.getTime()));
    for (const [day, summary] of await summarize(db, liveFrom, to, 'day')) summaries.set(day, summary);
  }
  return summaries;
}

async function storeDays(db: Db, days: readonly (readonly [string, Summary])[]): Promise<void> {
  // Two instances summing up the same day write the same summary: the first one stays (and is read back after).
  const { rows } = await db.query<{ day: string; version: string }>(
    `INSERT INTO dashboard_days (day, summary)
     SELECT day, summary FROM unnest($1::date[], $2::jsonb[]) AS fresh(day, summary)
     ON CONFLICT (day) DO NOTHING
     RETURNING to_char(day, 'YYYY-MM-DD') AS day, ${versionSql} AS version`,
    [days.map(([day]) => day.slice(0, 10)), days.map(([, summary]) => JSON.stringify(summary))],
  );
  const read = storedDaysOf(db);
  const summaries = new Map(days.map(([day, summary]) => [day.slice(0, 10), summary]));
  if (read.size + rows.length > storedDaysKept) read.clear();
  for (const row of rows) {
    const summary = summaries.get(row.day);
    if (summary) read.set(row.day, { version: row.version, summary });
  }
}

export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** How far back the daily job sums up: the dashboard's longest period and the one before it. */
const sumUpDays = 2 * 366;

/**
 * The `dashboard.sumUp` job (daily, and once at start): stores the summaries of the past days that have none yet, so
 * the dashboard's first look at a long period does not wait for them.
 */
export function dashboardSumUpJob(db: Db): JobDefinition<'dashboard.sumUp'> {
  return {
    name: 'dashboard.sumUp',
    policy: 'onePerKey',
    retry: { limit: 3, delaySeconds: 60, backoff: true },
    timeoutSeconds: 15 * 60,
    run: async () => {
      const today = startOfDay(Date.now());
      await daySummaries(db, new Date(today.getTime() - sumUpDays * dayMs), today);
    },
  };
}
