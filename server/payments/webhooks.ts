import type { Db } from '../db/db.ts';
import type { OrderEvent } from '../orders/order.types.ts';
import { type TransitionDeps, transitionOrder } from '../orders/orders.ts';
import { type GatewayEvent, gatewayEventTypes, toMinorUnits } from './gateway.ts';

/** The order event a gateway event means; undefined for event types we do not act on. */
function orderEventOf(event: GatewayEvent): OrderEvent | undefined {
  const session = event.data.object;
  switch (event.type) {
    case gatewayEventTypes.completed:
    case gatewayEventTypes.asyncSucceeded:
      return { type: 'payment.succeeded', paymentId: session.payment_intent ?? session.id };
    case gatewayEventTypes.failed:
      return { type: 'payment.failed', reason: 'The payment failed' };
    case gatewayEventTypes.expired:
      return { type: 'checkout.expired' };
    case gatewayEventTypes.refunded:
      return { type: 'payment.refunded' };
    default:
      return undefined;
  }
}

class EventMismatch extends Error {}

/**
 * Acts on a verified gateway event, once per event id: order, checkout session, amount and currency must be
 * the order's, else nothing changes and the answer is 'mismatch'. A repeated event is 'applied' again, as a
 * no-op, so the gateway stops resending it. A refund made at the gateway while the skins are already offered
 * or delivered moves nothing: 'refundNeedsPerson' says a person must sort it out.
 */
export async function applyGatewayEvent(
  db: Db,
  gatewayId: number,
  event: GatewayEvent,
  deps: TransitionDeps,
): Promise<{ outcome: 'applied' | 'mismatch' | 'refundNeedsPerson'; orderId: number; status?: string }> {
  const session = event.data.object;
  const orderId = Number(session.client_reference_id);
  let refundNeedsPersonIn: string | undefined;
  try {
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{
        total: number;
        currency: string;
        checkout_session: string | null;
        gateway_id: number;
        status: string;
      }>('SELECT total, currency, checkout_session, gateway_id, status FROM orders WHERE id = $1 FOR UPDATE', [
        orderId,
      ]);
      const order = rows[0];
      const matches =
        order !== undefined &&
        order.gateway_id === gatewayId &&
        order.checkout_session === session.id &&
        toMinorUnits(order.total) === session.amount_total &&
        order.currency.toLowerCase() === session.currency;
      if (!matches) throw new EventMismatch();
      const fresh = await tx.query(
        `INSERT INTO payment_events (gateway_id, event_id, order_id, type) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING RETURNING event_id`,
        [gatewayId, event.id, orderId, event.type],
      );
      if (fresh.rows.length === 0) return;
      const orderEvent = orderEventOf(event);
      const moved = orderEvent && (await transitionOrder(tx, orderId, orderEvent, deps));
      if (orderEvent?.type === 'payment.refunded' && !moved && order.status !== 'refunded') {
        refundNeedsPersonIn = order.status;
      }
    });
  } catch (error) {
    if (!(error instanceof EventMismatch)) throw error;
    return { outcome: 'mismatch', orderId };
  }
  if (refundNeedsPersonIn) return { outcome: 'refundNeedsPerson', orderId, status: refundNeedsPersonIn };
  return { outcome: 'applied', orderId };
}
