import {
  bucketOfPeriod,
  type Dashboard,
  type DashboardBucket,
  type DashboardHealth,
  type DashboardQuery,
  daysOfPeriod,
  type Figure,
  type JobSubject,
} from '#contract/admin/dashboard.ts';
import { type CurrencyCode, currencyCodes } from '#contract/enums.ts';
import type { Game } from '#contract/store.ts';
import type { Db } from '../db/db.ts';
import type { FailedJob, QueueSummary } from '../jobs/queue.ts';
import { priceFactors } from '../pricing/pricing.ts';
import type { BotStatus } from '../trading/tradeBot.ts';
import { addSummary, daySummaries, emptySummary, isoDay, type Summary, summarize } from './dashboardDays.ts';
import { deliveryQuantile, shownDeliveryHistogram } from './deliveryTimes.ts';

/**
 * The back-office dashboard (issue 27): the period's figures against the period before, its charts, and the health
 * of what the shop runs on. A period is read from day summaries (server/admin/dashboardDays.ts), by hour for a
 * single day; only the stock is counted live.
 */

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

interface Period {
  previousFrom: Date;
  from: Date;
  /** Exclusive. */
  to: Date;
  bucket: DashboardBucket;
}

function periodOf(query: DashboardQuery): Period {
  const days = daysOfPeriod(query.from, query.to);
  const from = new Date(`${query.from}T00:00:00.000Z`);
  return {
    previousFrom: new Date(from.getTime() - days * dayMs),
    from,
    to: new Date(from.getTime() + days * dayMs),
    bucket: bucketOfPeriod(days),
  };
}

/** The chart bucket a summary's hour or day belongs to: itself, or the Monday of its week (as date_trunc does). */
function bucketStartOf(start: Date, bucket: DashboardBucket): string {
  if (bucket !== 'week') return start.toISOString();
  const monday = new Date(start);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return monday.toISOString();
}

/** Units of each currency per US dollar (settings' `currency_rates`). */
async function ratesPerUsd(db: Db): Promise<Record<CurrencyCode, number>> {
  const entries = await Promise.all(
    currencyCodes.map(async (code) => [code, Number((await priceFactors(db, code)).rate)] as const),
  );
  return Object.fromEntries(entries) as Record<CurrencyCode, number>;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

export async function dashboardFigures(db: Db, query: DashboardQuery, now = new Date()): Promise<Dashboard> {
  const period = periodOf(query);
  // A day is shown by hour, from the shop's records; the day before it is one summary like any other.
  const [summaries, hours, rates, stock] = await Promise.all([
    daySummaries(db, period.previousFrom, period.bucket === 'hour' ? period.from : period.to, now),
    period.bucket === 'hour' ? summarize(db, period.from, period.to, 'hour') : undefined,
    ratesPerUsd(db),
    stockOnSale(db),
  ]);
  for (const [start, summary] of hours ?? []) summaries.set(start, summary);
  const fromUsd = (usd: number) => usd * rates[query.currency];
  const converted = (amounts: Partial<Record<CurrencyCode, number>>) =>
    Object.entries(amounts).reduce(
      (sum, [currency, amount]) => sum + fromUsd(amount / rates[currency as CurrencyCode]),
      0,
    );

  // An hour or a day is its own bucket (summaries are shared, never changed) and a week adds its days up; the period
  // is the sum of its buckets, so a year adds each day once, not twice.
  const current = emptySummary();
  const previous = emptySummary();
  const buckets = new Map<string, Summary>();
  for (const [start, summary] of [...summaries].sort(([a], [b]) => a.localeCompare(b))) {
    const at = new Date(start);
    if (at < period.from) {
      addSummary(previous, summary);
      continue;
    }
    const key = bucketStartOf(at, period.bucket);
    if (period.bucket !== 'week') {
      buckets.set(key, summary);
      continue;
    }
    let bucket = buckets.get(key);
    if (!bucket) {
      bucket = emptySummary();
      buckets.set(key, bucket);
    }
    addSummary(bucket, summary);
  }
  for (const bucket of buckets.values()) addSummary(current, bucket);

  const revenueOf = (summary: Summary) =>
    converted(Object.fromEntries(Object.entries(summary.payments).map(([code, paid]) => [code, paid.total])));
  const ordersPaidOf = (summary: Summary) =>
    Object.values(summary.payments).reduce((sum, paid) => sum + paid.orders, 0);
  const skinsOf = (summary: Summary) =>
    Object.values(summary.sales)
      .flatMap((byRarity) => Object.values(byRarity))
      .reduce((sum, sold) => sum + sold.skins, 0);
  const refundsOf = (summary: Summary) =>
    converted(Object.fromEntries(Object.entries(summary.refunds).map(([code, refunded]) => [code, refunded.amount])));
  const refundedOrdersOf = (summary: Summary) =>
    Object.values(summary.refunds).reduce((sum, refunded) => sum + refunded.orders, 0);
  const figure = (of: (summary: Summary) => number, round = (value: number) => value): Figure => ({
    current: round(of(current)),
    previous: round(of(previous)),
  });
  const basketOf = (summary: Summary) => {
    const orders = ordersPaidOf(summary);
    return orders > 0 ? revenueOf(summary) / orders : 0;
  };

  const sales = Object.entries(current.sales) as [Game, Summary['sales'][Game] & object][];
  return {
    period: {
      from: query.from,
      to: query.to,
      previous_from: isoDay(period.previousFrom),
      previous_to: isoDay(new Date(period.from.getTime() - dayMs)),
      bucket: period.bucket,
      currency: query.currency,
    },
    figures: {
      revenue: figure(revenueOf, cents),
      orders_paid: figure(ordersPaidOf),
      skins_delivered: figure(skinsOf),
      average_basket: figure(basketOf, cents),
      refunds: figure(refundsOf, cents),
      refunded_orders: figure(refundedOrdersOf),
      new_buyers: figure((summary) => summary.newBuyers),
    },
    revenue_by_currency: currencyCodes
      .filter((code) => current.payments[code] || previous.payments[code])
      .map((code) => ({
        currency: code,
        current: current.payments[code]?.total ?? 0,
        previous: previous.payments[code]?.total ?? 0,
      })),
    revenue_over_time: [...buckets].map(([start, bucket]) => ({
      start,
      revenue: cents(revenueOf(bucket)),
      orders_paid: ordersPaidOf(bucket),
    })),
    orders_over_time: [...buckets].map(([start, bucket]) => ({
      start,
      placed: bucket.placed,
      paid: ordersPaidOf(bucket),
      delivered: bucket.entered.delivered ?? 0,
      not_paid: (bucket.entered.payment_failed ?? 0) + (bucket.entered.payment_expired ?? 0),
      refunded: (bucket.entered.refunded ?? 0) + (bucket.entered.reversed ?? 0),
    })),
    delivery_time: {
      delivered: Object.values(current.deliveryTimes).reduce((sum, count) => sum + count, 0),
      p50_seconds: deliveryQuantile(current.deliveryTimes, 0.5),
      p95_seconds: deliveryQuantile(current.deliveryTimes, 0.95),
      previous_p50_seconds: deliveryQuantile(previous.deliveryTimes, 0.5),
      previous_p95_seconds: deliveryQuantile(previous.deliveryTimes, 0.95),
      histogram: shownDeliveryHistogram(current.deliveryTimes).map((bucket) => ({
        up_to_seconds: bucket.upTo,
        orders: bucket.orders,
      })),
    },
    failed_offers: [...buckets].map(([start, bucket]) => ({
      start,
      declined: bucket.entered.offer_declined ?? 0,
      expired: bucket.entered.offer_expired ?? 0,
      suspicious: bucket.entered.offer_suspicious ?? 0,
    })),
    sales_by_game: sales
      .map(([game, byRarity]) => ({
        game,
        skins: Object.values(byRarity).reduce((sum, sold) => sum + sold.skins, 0),
        revenue: cents(fromUsd(Object.values(byRarity).reduce((sum, sold) => sum + sold.usd, 0))),
      }))
      .sort((a, b) => b.revenue - a.revenue),
    sales_by_rarity: sales
      .flatMap(([game, byRarity]) =>
        Object.entries(byRarity).map(([rarity, sold]) => ({
          game,
          rarity: rarity === '' ? null : rarity,
          skins: sold.skins,
          revenue: cents(fromUsd(sold.usd)),
        })),
      )
      .sort((a, b) => b.revenue - a.revenue),
    stock: stock.map((row) => ({ game: row.game, listings: row.listings, value: cents(fromUsd(row.valueUsd)) })),
  };
}

/** Listings on sale now by game, valued at the store's prices (fee included), in USD. */
async function stockOnSale(db: Db): Promise<{ game: Game; listings: number; valueUsd: number }[]> {
  const { fee } = await priceFactors(db, 'USD');
  const { rows } = await db.query<{ game: Game; listings: number; value_usd: number }>(
    `SELECT game, count(*)::int AS listings, coalesce(sum(price_base_usd), 0) * $1::numeric AS value_usd
     FROM items WHERE available GROUP BY game ORDER BY game`,
    [fee],
  );
  return rows.map((row) => ({ game: row.game, listings: row.listings, valueUsd: row.value_usd }));
}

export interface HealthSources {
  bots: BotStatus[];
  queues: QueueSummary[];
  failures: FailedJob[];
}

/** The health panel: what the bots, the job queue and the database say now. */
export async function dashboardHealth(db: Db, sources: HealthSources): Promise<DashboardHealth> {
  const [webhooks, mail, tickets] = await Promise.all([
    db.query<{
      gateway_id: number;
      method_name: string;
      received_at: Date | null;
      type: string | null;
      order_id: number | null;
    }>(
      `SELECT gateways.id AS gateway_id, gateways.method_name, last.received_at, last.type, last.order_id
       FROM payment_gateways AS gateways
         LEFT JOIN LATERAL (
           SELECT received_at, type, order_id FROM payment_events
           WHERE gateway_id = gateways.id ORDER BY received_at DESC LIMIT 1
         ) AS last ON true
       WHERE gateways.enabled ORDER BY gateways.position`,
    ),
    db.query<{ queued: number; failed: number; oldest_queued_at: Date | null }>(
      `SELECT count(*) FILTER (WHERE status = 'queued')::int AS queued,
         count(*) FILTER (WHERE status = 'failed')::int AS failed,
         min(created_at) FILTER (WHERE status = 'queued') AS oldest_queued_at
       FROM mail_outbox WHERE status IN ('queued', 'failed')`,
    ),
    ticketsOfMail(db, sources.failures),
  ]);
  const mailRow = mail.rows[0];
  return {
    bots: sources.bots.map((bot) => ({
      account_name: bot.accountName,
      persona_name: bot.personaName,
      state: bot.state,
      last_error: bot.lastError,
      failed_sign_ins: bot.failedSignIns,
      next_sign_in_at: bot.nextSignInAt?.toISOString() ?? null,
    })),
    webhooks: webhooks.rows.map((row) => ({
      gateway_id: row.gateway_id,
      method_name: row.method_name,
      last_received_at: row.received_at?.toISOString() ?? null,
      last_type: row.type,
      order_id: row.order_id,
    })),
    mail: {
      queued: mailRow?.queued ?? 0,
      failed: mailRow?.failed ?? 0,
      oldest_queued_at: mailRow?.oldest_queued_at?.toISOString() ?? null,
    },
    queues: sources.queues.map((queue) => ({
      name: queue.name,
      queued: queue.queued,
      active: queue.active,
      failed: queue.failed,
      oldest_due_seconds: queue.oldestDueSeconds,
    })),
    failed_jobs: sources.failures.map((job) => ({
      id: job.id,
      name: job.name,
      error: job.error,
      tries: job.tries,
      failed_at: job.failedAt.toISOString(),
      subject: subjectOf(job, tickets),
    })),
  };
}

const numberField = (data: unknown, field: string): number | undefined => {
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[field] : undefined;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
};

/** The support tickets whose replies the failed mail jobs carried, by mail id. */
async function ticketsOfMail(db: Db, failures: FailedJob[]): Promise<Map<number, number>> {
  const mailIds = failures.map((job) => numberField(job.data, 'mailId')).filter((id) => id !== undefined);
  if (mailIds.length === 0) return new Map();
  const { rows } = await db.query<{ mail_id: number; request_id: number }>(
    'SELECT mail_id, request_id FROM support_replies WHERE mail_id = ANY($1::bigint[])',
    [mailIds],
  );
  return new Map(rows.map((row) => [row.mail_id, row.request_id]));
}

/** Where a failed job is handled: its order's page, or the ticket its e-mail answered. */
function subjectOf(job: FailedJob, ticketsByMail: Map<number, number>): JobSubject | null {
  const orderId = numberField(job.data, 'orderId');
  if (orderId !== undefined) return { kind: 'order', id: orderId };
  const mailId = numberField(job.data, 'mailId');
  const ticketId = mailId === undefined ? undefined : ticketsByMail.get(mailId);
  return ticketId === undefined ? null : { kind: 'ticket', id: ticketId };
}
