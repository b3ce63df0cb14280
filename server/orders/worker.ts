import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderStatus } from '#contract/orders.ts';
import { databaseTroubleOf } from '../db/availability.ts';
import type { Db } from '../db/db.ts';
import { inRounds, type RoundWorker } from '../jobs/rounds.ts';
import { ETradeOfferState, type TradeBot } from '../trading/tradeBot.ts';
import type { OrderContext, OrderEvent } from './order.types.ts';
import { type TransitionDeps, transitionOrder } from './orders.ts';

/** A worker holds an order this long; if it dies, another one takes the order over after that. */
const leaseSeconds = 30;
const ordersPerRound = 20;
/** Steam trade protection (July 2025): a delivered trade can be rolled back for 7 days. */
const reversalWindowDays = 7;
const reversalCheckSeconds = 3600;

const workedStatuses: readonly OrderStatus[] = [
  'awaiting_payment',
  'paid',
  'offer_sent',
  'awaiting_confirmation',
  'offer_declined',
  'offer_expired',
  'delivered',
];

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

/** The order worker: one round advances every due order this worker could lease; it counts the transitions made. */
export type OrderWorker = RoundWorker;

/**
 * Moves paid orders through delivery and expires unpaid ones. Each order is leased (lease_owner, lease_until)
 * so two processes never drive the same order; every step is a transition stored with its effects, so a
 * restart picks up from the stored state, and an offer made just before a crash is found again by its marker
 * instead of being sent twice.
 */
export function createOrderWorker(deps: OrderWorkerDeps): OrderWorker {
  const workerId = randomUUID();

  const move = (orderId: number, event: OrderEvent) =>
    deps.db.transaction((tx) => transitionOrder(tx, orderId, event, deps));

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

  async function lease(): Promise<DueOrder[]> {
    const { rows } = await deps.db.query<DueOrder>(
      `UPDATE orders SET lease_owner = $1, lease_until = now() + $2::int * interval '1 second'
       WHERE id IN (
         SELECT id FROM orders
         WHERE status = ANY($3::text[]) AND next_run_at <= now()
           AND (lease_until IS NULL OR lease_until < now())
           AND (status <> 'delivered' OR updated_at > now() - $4::int * interval '1 day')
         ORDER BY next_run_at LIMIT $5 FOR UPDATE SKIP LOCKED)
       RETURNING id, status, context, code, trade_link, expires_at <= now() AS expired,
         updated_at <= now() - $6::int * interval '1 millisecond' AS failure_rested`,
      [workerId, leaseSeconds, workedStatuses, reversalWindowDays, ordersPerRound, deps.failedOfferPauseMs],
    );
    return rows;
  }

  async function release(order: DueOrder, moved: boolean): Promise<void> {
    // A moved order is looked at again at once (next_run_at was set by the transition); others after a pause.
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

  async function runOnce(): Promise<number> {
    let transitions = 0;
    for (const order of await lease()) {
      let moved = false;
      try {
        moved = await advance(order);
        if (moved) transitions += 1;
      } catch (error) {
        // The database away: the round ends here (the rounds log the outage once); the leases lapse and are taken again.
        if (databaseTroubleOf(error)) throw error;
        deps.log.error({ err: error, orderId: order.id }, 'order step failed; retried on the next round');
      } finally {
        await release(order, moved);
      }
    }
    return transitions;
  }

  return inRounds(runOnce, deps.log, 'order worker');
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
