import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderStatus } from '#contract/orders.ts';
import { databaseTroubleOf } from '../db/availability.ts';
import type { Db } from '../db/db.ts';
import type { JobDefinition, JobSender } from '../jobs/queue.ts';
import { tagOrder } from '../tracing/tracing.ts';
import { ETradeOfferState, type TradeBot } from '../trading/tradeBot.ts';
import type { OrderContext, OrderEvent } from './order.types.ts';
import { type TransitionDeps, transitionOrder, workedStatuses } from './orders.ts';

declare module '../jobs/queue.ts' {
  interface JobPayloads {
    /** Moves one order (orders.id) as far as it can go now, and sends its next step for when it is due again. */
    'order.step': { orderId: number };
    /** Sends a step for every order overdue without one: the backstop for a step lost or failed for good. */
    'orders.sweep': Record<string, never>;
  }
}

/** A worker holds an order this long; if it dies, another one takes the order over after that. */
const leaseSeconds = 30;
const ordersPerRound = 20;
/** Steam trade protection (July 2025): a delivered trade can be rolled back for 7 days. */
const reversalWindowDays = 7;
const reversalCheckSeconds = 3600;

/**
 * The orders the worker still looks at, as SQL over `orders` (parameters: the worked statuses, the reversal window in
 * days): a delivered one only while its trade can still be rolled back.
 */
const stillWorked = (statuses: string, windowDays: string) =>
  `status = ANY(${statuses}::text[]) AND (status <> 'delivered' OR updated_at > now() - ${windowDays}::int * interval '1 day')`;

interface DueOrder {
  id: number;
  status: OrderStatus;
  context: OrderContext;
  code: string;
  trade_link: string;
  expired: boolean;
  /** A declined or expired offer has waited `failedOfferPauseMs`: the worker re-offers or refunds. */
  failure_rested: boolean;
}

export interface OrderWorkerDeps extends TransitionDeps {
  db: Db;
  bot: TradeBot;
  log: FastifyBaseLogger;
  /** How long to wait before looking at an order again when nothing happened to it. */
  pollIntervalMs: number;
  /**
   * How long a declined or expired offer rests before the worker re-offers or refunds: the buyer may have
   * declined by mistake and write to support, and an admin can re-send meanwhile (one past the cap).
   */
  failedOfferPauseMs: number;
}

/** The line of a trade offer's message that names its order and attempt, e.g. `Order K7QX-29FD, offer 2`. */
export const offerMarker = (code: string, attempt: number) => `Order ${code}, offer ${attempt}`;

export interface OrderWorker {
  /**
   * The `order.step` job: moves this order if it is due and no other process holds it, then sends its next step
   * for when it is due again (or, while another process holds it, for a little later).
   */
  step(orderId: number): Promise<void>;
  /** Moves every due order this worker can lease, once (tests drive the orders with it); the transitions made. */
  runOnce(): Promise<number>;
}

/**
 * Moves paid orders through delivery and expires unpaid ones, one `order.step` job at a time. Each order is leased
 * (lease_owner, lease_until) so two processes never drive the same order; every step is a transition stored with
 * its effects, so a restart picks up from the stored state, and an offer made just before a crash is found again by
 * its marker instead of being sent twice.
 */
export function createOrderWorker(deps: OrderWorkerDeps): OrderWorker {
  const workerId = randomUUID();

  const move = (orderId: number, event: OrderEvent) =>
    deps.db.transaction((tx) => transitionOrder(tx, orderId, event, { ...deps, insideStep: true }));

  async function eventFor(order: DueOrder): Promise<OrderEvent | undefined> {
    const { bot } = deps;
    switch (order.status) {
      case 'awaiting_payment':
        return order.expired ? { type: 'checkout.expired' } : undefined;
      case 'paid': {
        const marker = offerMarker(order.code, order.context.offerAttempts + 1);
        const offer =
          (await bot.findSentOffer(marker)) ??
          (await bot.createOffer({
            tradeLink: order.trade_link,
            itemIds: await itemIdsOf(deps.db, order.id),
            message: `${marker}. Check that this code matches the one on your order page before accepting.`,
          }));
        return { type: 'offer.sent', offerId: offer.id };
      }
      case 'offer_sent':
      case 'awaiting_confirmation':
        return offerEvent(bot, order);
      case 'offer_declined':
      case 'offer_expired':
        return order.failure_rested ? { type: 'offer.resolveFailure' } : undefined;
      case 'delivered':
        return order.context.offerId && (await bot.isTradeReversed(order.context.offerId))
          ? { type: 'trade.reversed' }
          : undefined;
      default:
        return undefined;
    }
  }

  async function advance(order: DueOrder): Promise<boolean> {
    const event = await eventFor(order);
    return event !== undefined && (await move(order.id, event)) !== undefined;
  }

  /** Leases the due orders among `orderIds` (every due order when null), at most `ordersPerRound`. */
  async function lease(orderIds: number[] | null): Promise<DueOrder[]> {
    const { rows } = await deps.db.query<DueOrder>(
      `UPDATE orders SET lease_owner = $1, lease_until = now() + $2::int * interval '1 second'
       WHERE id IN (
         SELECT id FROM orders
         WHERE ${stillWorked('$3', '$4')} AND next_run_at <= now()
           AND (lease_until IS NULL OR lease_until < now())
           AND ($7::int[] IS NULL OR id = ANY($7::int[]))
         ORDER BY next_run_at LIMIT $5 FOR UPDATE SKIP LOCKED)
       RETURNING id, status, context, code, trade_link, expires_at <= now() AS expired,
         updated_at <= now() - $6::int * interval '1 millisecond' AS failure_rested`,
      [workerId, leaseSeconds, workedStatuses, reversalWindowDays, ordersPerRound, deps.failedOfferPauseMs, orderIds],
    );
    return rows;
  }

  /** Lets the order go, due again at once when it moved, else after a pause. */
  async function release(order: DueOrder, moved: boolean): Promise<void> {
    const pauseMs = moved ? 0 : order.status === 'delivered' ? reversalCheckSeconds * 1000 : deps.pollIntervalMs;
    await deps.db.query(
      `UPDATE orders SET lease_owner = NULL, lease_until = NULL,
         next_run_at = CASE WHEN $3 THEN next_run_at
           WHEN status = 'awaiting_payment' THEN greatest(expires_at, now() + $4::int * interval '1 millisecond')
           ELSE now() + $4::int * interval '1 millisecond' END
       WHERE id = $1 AND lease_owner = $2`,
      [order.id, workerId, moved, pauseMs],
    );
  }

  /** Advances a leased order once and releases it (a step that fails leaves it due after the pause); whether it moved. */
  async function work(order: DueOrder): Promise<boolean> {
    let moved = false;
    try {
      moved = await advance(order);
    } finally {
      await release(order, moved);
    }
    return moved;
  }

  /**
   * Sends the order's next step, if the worker still looks at it: for when it is due, or, while another process holds
   * it (a step elsewhere, or a process that died), a pause later, until that hold ends. A step already waiting for
   * the order keeps its place (the queue keeps one waiting per order).
   */
  async function sendNextStep(orderId: number): Promise<void> {
    const { rows } = await deps.db.query<{ at: Date }>(
      `SELECT CASE WHEN lease_until > now() THEN now() + $4::int * interval '1 millisecond' ELSE next_run_at END AS at
       FROM orders WHERE id = $1 AND ${stillWorked('$2', '$3')}`,
      [orderId, workedStatuses, reversalWindowDays, Math.max(deps.pollIntervalMs, 500)],
    );
    const at = rows[0]?.at;
    if (at) await deps.jobs.send('order.step', { orderId }, { key: String(orderId), startAfter: at });
  }

  return {
    async step(orderId) {
      const [order] = await lease([orderId]);
      // A step that fails is tried again by the queue (its retries), and sends no other meanwhile.
      if (order) await work(order);
      await sendNextStep(orderId);
    },

    async runOnce() {
      let transitions = 0;
      for (const order of await lease(null)) {
        try {
          if (await work(order)) transitions += 1;
        } catch (error) {
          // The database away ends the round (the caller retries); the leases lapse and are taken again.
          if (databaseTroubleOf(error)) throw error;
          deps.log.error({ err: error, orderId: order.id }, 'order step failed; tried again later');
        }
      }
      return transitions;
    },
  };
}

/** How long a step may be retried by the queue before only the sweep brings its order back (a minute later). */
const stepRetry = { limit: 5, delaySeconds: 5, backoff: true, maxDelaySeconds: 300 };

/** The `order.step` job, on the worker `workerOf` resolves (the bot is known once the shop's context is). */
export function orderStepJob(
  workerOf: () => Promise<OrderWorker>,
  pollIntervalMs: number,
): JobDefinition<'order.step'> {
  return {
    name: 'order.step',
    // The lease keeps one process on an order; a step left running by a process that died must not hold up the next.
    policy: 'oneWaitingPerKey',
    // A waiting order's next look comes when due, not a polling interval later.
    pollingSeconds: Math.max(0.5, pollIntervalMs / 1000),
    retry: stepRetry,
    concurrency: 4,
    // A step's offer call may wait on Steam; past this the queue counts it failed (the lease lets another take over).
    timeoutSeconds: 120,
    // A step of a process that died is tried again within seconds; it waits for the order's lease to lapse.
    heartbeatSeconds: 10,
    // Waiting orders are looked at every few seconds: an hour of their steps is history enough.
    keepSeconds: 3600,
    run: async ({ orderId }) => {
      tagOrder(orderId);
      await (await workerOf()).step(orderId);
    },
  };
}

/**
 * The `orders.sweep` job: every order that should have been looked at a while ago and is not held gets a step
 * (an order whose step is waiting keeps that one).
 */
export function ordersSweepJob(db: Db, jobs: JobSender): JobDefinition<'orders.sweep'> {
  return {
    name: 'orders.sweep',
    retry: { limit: 0, delaySeconds: 0 },
    run: async () => {
      const { rows } = await db.query<{ id: number }>(
        `SELECT id FROM orders
         WHERE ${stillWorked('$1', '$2')} AND next_run_at <= now() - interval '30 seconds'
           AND (lease_until IS NULL OR lease_until < now())
         ORDER BY next_run_at LIMIT 1000`,
        [workedStatuses, reversalWindowDays],
      );
      for (const { id } of rows) await jobs.send('order.step', { orderId: id }, { key: String(id) });
    },
  };
}

async function itemIdsOf(db: Db, orderId: number): Promise<number[]> {
  const { rows } = await db.query<{ item_id: number }>(
    'SELECT item_id FROM order_items WHERE order_id = $1 ORDER BY item_id',
    [orderId],
  );
  return rows.map((row) => row.item_id);
}

/** Maps the offer's ETradeOfferState (which can flap) to the order event it means, if any. */
async function offerEvent(bot: TradeBot, order: DueOrder): Promise<OrderEvent | undefined> {
  const offerId = order.context.offerId;
  if (!offerId) return undefined;
  const offer = await bot.getOffer(offerId);
  if (!offer) return { type: 'offer.expired' };
  switch (offer.state) {
    case ETradeOfferState.Accepted:
      return { type: 'offer.accepted' };
    case ETradeOfferState.Declined:
      return { type: 'offer.declined' };
    // The shop never counters and never cancels a sent offer: someone else acted on this trade (issue #15).
    case ETradeOfferState.Countered:
      return { type: 'offer.suspicious', how: 'countered' };
    case ETradeOfferState.Canceled:
      return { type: 'offer.suspicious', how: 'cancelled' };
    case ETradeOfferState.Expired:
    case ETradeOfferState.InvalidItems:
    case ETradeOfferState.CanceledBySecondFactor:
    case ETradeOfferState.Invalid:
      return { type: 'offer.expired' };
    case ETradeOfferState.CreatedNeedsConfirmation:
      if (order.status === 'offer_sent') return { type: 'offer.needsConfirmation' };
      return (await bot.confirmOffer(offerId)) ? { type: 'offer.confirmed' } : undefined;
    case ETradeOfferState.Active:
      // Confirmed (perhaps just before a restart): back to waiting for the buyer.
      return order.status === 'awaiting_confirmation' ? { type: 'offer.confirmed' } : undefined;
    default:
      // InEscrow: the trade completes by itself later.
      return undefined;
  }
}
