import { trace } from '@opentelemetry/api';
import type { CurrencyCode } from '#contract/lists.ts';
import type { OrderStatus } from '#contract/orders.ts';
import type { Db } from '../db/db.ts';
import type { JobSender } from '../jobs/queue.ts';
import { announceTransition, type OrderNoticeDeps } from '../notices/orderNotices.ts';
import type { PaymentGatewayAdapter } from '../payments/gateway.ts';
import { toMinorUnits } from '../payments/gateway.ts';
import { refreshListings } from '../stock/listings.ts';
import { inSpan, orderIdAttribute } from '../tracing/tracing.ts';
import { nextOrderState } from './order.machine.ts';
import type { OrderContext, OrderEvent } from './order.types.ts';

interface LockedOrder {
  id: number;
  user_id: number;
  status: OrderStatus;
  context: OrderContext;
  version: number;
  total: number;
  currency: string;
  gateway_id: number;
  checkout_session: string | null;
}

export interface TransitionDeps {
  gatewayFor(gatewayId: number): PaymentGatewayAdapter | undefined;
  /** The order's next step is sent in the transition's transaction: the worker moves it on as soon as it commits. */
  jobs: JobSender;
  /** Set by the worker inside a step: it sends the order's next step itself, once it lets the order go. */
  insideStep?: boolean;
  /** What a transition tells the buyer (documents, e-mail) and the open order pages, in its transaction. */
  notices: OrderNoticeDeps;
}

/**
 * The buyer confirms a new offer after a tampered one (order machine `buyer.confirmResend`), on their own order
 * only: 'not_found' for another user's order or an unknown id, undefined when the order is not paused.
 */
export async function confirmResendByBuyer(
  db: Db,
  request: { userId: number; orderId: number },
  deps: TransitionDeps,
): Promise<OrderStatus | 'not_found' | undefined> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query('SELECT 1 FROM orders WHERE id = $1 AND user_id = $2', [
      request.orderId,
      request.userId,
    ]);
    if (rows.length === 0) return 'not_found';
    return transitionOrder(tx, request.orderId, { type: 'buyer.confirmResend', userId: request.userId }, deps);
  });
}

/** Statuses the worker moves on by itself: an order in one of them always has a step due at its next_run_at. */
export const workedStatuses: readonly OrderStatus[] = [
  'awaiting_payment',
  'paid',
  'offer_sent',
  'awaiting_confirmation',
  'offer_declined',
  'offer_expired',
  'delivered',
];

/** Statuses whose skins are no longer held for the buyer: they go back to the store. */
const releasingStatuses: readonly OrderStatus[] = ['payment_failed', 'payment_expired', 'refunded'];

/**
 * Applies one event to an order inside `tx`: reads it under a row lock, asks the machine, writes the new state
 * only if the version read is still the stored one, and runs the new state's side effects in the same
 * transaction. Undefined when the machine does not take the event from the current state (nothing changes).
 */
export function transitionOrder(
  tx: Db,
  orderId: number,
  event: OrderEvent,
  deps: TransitionDeps,
): Promise<OrderStatus | undefined> {
  return inSpan('order.transition', { [orderIdAttribute]: orderId, 'order.event': event.type }, () =>
    applyTransition(tx, orderId, event, deps),
  );
}

async function applyTransition(
  tx: Db,
  orderId: number,
  event: OrderEvent,
  deps: TransitionDeps,
): Promise<OrderStatus | undefined> {
  const { rows } = await tx.query<LockedOrder>(
    `SELECT id, user_id, status, context, version, total, currency, gateway_id, checkout_session
     FROM orders WHERE id = $1 FOR UPDATE`,
    [orderId],
  );
  const order = rows[0];
  if (!order) return undefined;
  const next = nextOrderState({ status: order.status, context: order.context }, event);
  trace.getActiveSpan()?.setAttributes({ 'order.from_status': order.status, 'order.to_status': next?.status ?? '' });
  if (!next) return undefined;
  const updated = await tx.query(
    `UPDATE orders SET status = $2, context = $3, version = version + 1, updated_at = now(), next_run_at = now()
     WHERE id = $1 AND version = $4 RETURNING id`,
    [orderId, next.status, JSON.stringify(next.context), order.version],
  );
  if (updated.rows.length !== 1) throw new Error(`Order ${orderId} changed while it was being moved`);
  await tx.query(
    'INSERT INTO order_transitions (order_id, from_status, to_status, event, admin_id) VALUES ($1, $2, $3, $4, $5)',
    [orderId, order.status, next.status, JSON.stringify(event), 'adminId' in event ? event.adminId : null],
  );

  if (releasingStatuses.includes(next.status)) await releaseReservations(tx, orderId);
  if (next.status === 'payment_failed' || next.status === 'payment_expired') await returnToCart(tx, orderId);
  if (next.status === 'payment_expired' && order.checkout_session) {
    await deps.gatewayFor(order.gateway_id)?.expireCheckoutSession(tx, order.checkout_session);
  }
  // A refund made at the gateway is only recorded: paying it back again would fail or pay twice.
  if (next.status === 'refunded')
    await refund(tx, order, next.context, event.type !== 'payment.refunded' ? deps : undefined);
  if (next.status === 'delivered') await recordDelivery(tx, orderId);
  await announceTransition(
    tx,
    {
      orderId,
      userId: order.user_id,
      from: order.status,
      to: next.status,
      event,
      context: next.context,
      version: order.version + 1,
      total: order.total,
      currency: order.currency as CurrencyCode,
    },
    deps.notices,
  );
  if (!deps.insideStep && workedStatuses.includes(next.status)) {
    await deps.jobs.send('order.step', { orderId }, { tx, key: String(orderId) });
  }
  return next.status;
}

/** The order's skins go back on sale, those still fit for it (an admin may have taken one off sale meanwhile). */
async function releaseReservations(tx: Db, orderId: number): Promise<void> {
  const { rows } = await tx.query<{ item_id: number }>(
    'DELETE FROM reservations WHERE order_id = $1 RETURNING item_id',
    [orderId],
  );
  await refreshListings(
    tx,
    rows.map((row) => row.item_id),
  );
}

/**
 * A payment that failed or was cancelled leaves the buyer's cart as it was: the order's skins go back into it
 * (those still on sale), so paying again is one press away.
 */
async function returnToCart(tx: Db, orderId: number): Promise<void> {
  await tx.query(
    `INSERT INTO cart_items (user_id, item_id)
     SELECT orders.user_id, order_items.item_id
     FROM orders JOIN order_items ON order_items.order_id = orders.id JOIN items ON items.id = order_items.item_id
     WHERE orders.id = $1 AND items.available
     ON CONFLICT DO NOTHING`,
    [orderId],
  );
}

async function refund(
  tx: Db,
  order: LockedOrder,
  context: OrderContext,
  deps: TransitionDeps | undefined,
): Promise<void> {
  const inserted = await tx.query(
    `INSERT INTO refunds (order_id, amount, currency, reason) VALUES ($1, $2, $3, $4)
     ON CONFLICT (order_id) DO NOTHING RETURNING id`,
    [order.id, order.total, order.currency, context.reason ?? 'Refunded'],
  );
  // Money paid outside the site goes back the same way: the refund is recorded, no gateway is asked.
  if (inserted.rows.length === 0 || context.paidOutside) return;
  await deps?.gatewayFor(order.gateway_id)?.refund(tx, {
    orderId: order.id,
    paymentId: context.paymentId,
    amountMinor: toMinorUnits(order.total),
    currency: order.currency,
  });
}

/** A delivered order's skins are sold: recorded in the trades ledger, out of every cart, reservations done. */
async function recordDelivery(tx: Db, orderId: number): Promise<void> {
  await tx.query(
    `INSERT INTO trades (item_id, game, price_usd)
     SELECT items.id, items.game, order_items.price_usd
     FROM order_items JOIN items ON items.id = order_items.item_id WHERE order_items.order_id = $1`,
    [orderId],
  );
  await tx.query(`DELETE FROM cart_items WHERE item_id IN (SELECT item_id FROM order_items WHERE order_id = $1)`, [
    orderId,
  ]);
  const { rows } = await tx.query<{ item_id: number }>(
    'DELETE FROM reservations WHERE order_id = $1 RETURNING item_id',
    [orderId],
  );
  await refreshListings(
    tx,
    rows.map((row) => row.item_id),
  );
}
