import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { currencyCodes } from '../enums.ts';
import { detailBodySchema, validationErrorBodySchema } from '../errors.ts';
import { currencyCodeSchema } from '../lists.ts';
import { gameSchema } from '../store.ts';
import { adminBotSchema } from './orders.ts';

/**
 * The back-office dashboard (issue 27): the shop's figures over a period with their trend against the period before,
 * the charts behind them, and the health of what the shop runs on. Days are UTC days, as in the orders list.
 */

/** The longest period the dashboard sums up: a year, leap day included. */
export const dashboardMaxDays = 366;

/** How the charts over time group a period: by hour for one day, by week beyond a quarter, else by day. */
export const dashboardBuckets = ['hour', 'day', 'week'] as const;
export type DashboardBucket = (typeof dashboardBuckets)[number];

export function bucketOfPeriod(days: number): DashboardBucket {
  if (days <= 1) return 'hour';
  return days <= 92 ? 'day' : 'week';
}

/** Whole UTC days from `from` to `to`, both included. */
export function daysOfPeriod(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
}

export const dashboardQuerySchema = z
  .object({
    from: z.iso.date().describe('First day of the period, inclusive (UTC)'),
    to: z.iso.date().describe('Last day of the period, inclusive (UTC)'),
    currency: currencyCodeSchema.default('EUR').describe('The currency amounts are converted to'),
  })
  .refine((query) => query.from <= query.to, { message: 'The period ends before it starts', path: ['to'] })
  .refine((query) => daysOfPeriod(query.from, query.to) <= dashboardMaxDays, {
    message: `Choose a period of ${dashboardMaxDays} days at most`,
    path: ['from'],
  });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

/** A figure over the period and over the one before it (same length, just before). */
export const figureSchema = z.object({ current: z.number(), previous: z.number() });
export type Figure = z.infer<typeof figureSchema>;

/** A bucket's start (ISO), the first of each series' points. */
const bucketStart = z.iso.datetime().describe('Start of the hour, day or week (UTC)');

export const dashboardSchema = z
  .object({
    period: z.object({
      from: z.iso.date(),
      to: z.iso.date(),
      previous_from: z.iso.date(),
      previous_to: z.iso.date(),
      bucket: z.enum(dashboardBuckets),
      currency: currencyCodeSchema,
    }),
    figures: z.object({
      /** Paid orders' totals, converted at today's rates. */
      revenue: figureSchema,
      orders_paid: figureSchema,
      /** Skins handed over (the trades ledger). */
      skins_delivered: figureSchema,
      /** Revenue per paid order; 0 without any. */
      average_basket: figureSchema,
      /** Money paid back, converted. */
      refunds: figureSchema,
      refunded_orders: figureSchema,
      /** Buyers whose first order was paid in the period. */
      new_buyers: figureSchema,
    }),
    /** Revenue in the currency it was paid in (not converted). */
    revenue_by_currency: z.array(
      z.object({ currency: z.enum(currencyCodes), current: z.number(), previous: z.number() }),
    ),
    /** One point per bucket of the period, empty ones included. */
    revenue_over_time: z.array(z.object({ start: bucketStart, revenue: z.number(), orders_paid: z.int() })),
    /**
     * Orders per bucket: placed, paid, delivered, not paid (the payment failed or the checkout expired), refunded
     * (or reversed by Steam). Each counts what happened then, so an order counts once in each it went through.
     */
    orders_over_time: z.array(
      z.object({
        start: bucketStart,
        placed: z.int().min(0),
        paid: z.int().min(0),
        delivered: z.int().min(0),
        not_paid: z.int().min(0),
        refunded: z.int().min(0),
      }),
    ),
    /**
     * Orders delivered in the period, by time from payment to the buyer's acceptance. The percentiles are read from a
     * histogram of 10 %-wide buckets, so they are right to within 10 %.
     */
    delivery_time: z.object({
      delivered: z.int().min(0),
      p50_seconds: z.number().nullable(),
      p95_seconds: z.number().nullable(),
      previous_p50_seconds: z.number().nullable(),
      previous_p95_seconds: z.number().nullable(),
      /** Counts by upper bound in seconds (exclusive); the last bucket (null) holds everything longer. */
      histogram: z.array(z.object({ up_to_seconds: z.number().nullable(), orders: z.int().min(0) })),
    }),
    /** Trade offers that failed, per bucket. */
    failed_offers: z.array(
      z.object({ start: bucketStart, declined: z.int().min(0), expired: z.int().min(0), suspicious: z.int().min(0) }),
    ),
    sales_by_game: z.array(z.object({ game: gameSchema, skins: z.int().min(0), revenue: z.number() })),
    /** Rust items have no rarity (null). */
    sales_by_rarity: z.array(
      z.object({ game: gameSchema, rarity: z.string().nullable(), skins: z.int().min(0), revenue: z.number() }),
    ),
    /** On sale now, at the store's prices. */
    stock: z.array(z.object({ game: gameSchema, listings: z.int().min(0), value: z.number() })),
  })
  .meta({ id: 'AdminDashboard' });
export type Dashboard = z.infer<typeof dashboardSchema>;

/** What a failed job was about, so the panel can link to where it is handled. */
export const jobSubjectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('order'), id: z.int().positive() }),
  z.object({ kind: z.literal('ticket'), id: z.int().positive() }),
]);
export type JobSubject = z.infer<typeof jobSubjectSchema>;

export const dashboardHealthSchema = z
  .object({
    bots: z.array(adminBotSchema),
    /** The last verified event of each enabled gateway; null fields when none came yet. */
    webhooks: z.array(
      z.object({
        gateway_id: z.int().positive(),
        method_name: z.string(),
        last_received_at: z.iso.datetime().nullable(),
        last_type: z.string().nullable(),
        order_id: z.int().positive().nullable(),
      }),
    ),
    mail: z.object({
      queued: z.int().min(0),
      failed: z.int().min(0),
      /** When the oldest message still waiting was queued. */
      oldest_queued_at: z.iso.datetime().nullable(),
    }),
    /** Each kind of background job (server/jobs/queue.ts). */
    queues: z.array(
      z.object({
        name: z.string(),
        queued: z.int().min(0),
        active: z.int().min(0),
        failed: z.int().min(0),
        oldest_due_seconds: z.number().nullable(),
      }),
    ),
    /** The latest jobs that failed for good, newest first. */
    failed_jobs: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        error: z.string(),
        tries: z.int().min(1),
        failed_at: z.iso.datetime(),
        subject: jobSubjectSchema.nullable(),
      }),
    ),
  })
  .meta({ id: 'AdminDashboardHealth' });
export type DashboardHealth = z.infer<typeof dashboardHealthSchema>;

const adminErrors = { 401: detailBodySchema, 403: detailBodySchema } as const;

export const dashboardEndpoints = {
  figures: defineEndpoint({
    method: 'GET',
    path: 'admin/dashboard/',
    access: 'admin',
    tags: ['admin'],
    summary: 'The shop’s figures and charts over a period, with the period before',
    description:
      'UTC days, both included, a year at most. Amounts are converted to `currency` at today’s rates; revenue ' +
      'by currency is also given as paid.',
    query: dashboardQuerySchema,
    responses: { 200: dashboardSchema, 400: validationErrorBodySchema, ...adminErrors },
  }),
  health: defineEndpoint({
    method: 'GET',
    path: 'admin/dashboard/health/',
    access: 'admin',
    tags: ['admin'],
    summary: 'What the shop runs on: trade bots, payment webhooks, the mail queue and the background jobs',
    responses: { 200: dashboardHealthSchema, ...adminErrors },
  }),
};
