import { randomInt } from 'node:crypto';
import { isAllowedCheckoutUrl } from '#contract/cart.ts';
import type { CurrencyCode } from '#contract/lists.ts';
import type { Db } from '../db/db.ts';
import { announceNewOrder } from '../notices/orderNotices.ts';
import { type PaymentGatewayAdapter, toMinorUnits } from '../payments/gateway.ts';
import { type PricedItem, sumMoney } from '../pricing/pricing.ts';
import { readSettings } from '../settings/settings.ts';
import { refreshListings } from '../stock/listings.ts';
import type { ShopContext } from './context.ts';
import { initialOrderContext } from './order.machine.ts';
import { type TransitionDeps, transitionOrder } from './orders.ts';

/*
 * Placing an order, shared by the shopper's purchase and the order an admin creates for a user: each checks its
 * own rules first (the price seen, the lowered prices and their reason), then reserves and opens the checkout here.
 */

const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** The code printed in the trade offer, e.g. `K7QX-29FD` (no 0/O or 1/I to confuse). */
export const orderCode = () =>
  Array.from({ length: 8 }, (_, index) => (index === 4 ? '-' : '') + codeAlphabet[randomInt(codeAlphabet.length)]).join(
    '',
  );

/** Unpaid orders past their checkout expiry that still hold one of these skins are expired now, releasing them. */
export async function expireLapsedHolders(tx: Db, shop: TransitionDeps, skinIds: number[]): Promise<void> {
  const { rows } = await tx.query<{ order_id: number }>(
    `SELECT DISTINCT reservations.order_id FROM reservations JOIN orders ON orders.id = reservations.order_id
     WHERE reservations.item_id = ANY($1::int[]) AND orders.status = 'awaiting_payment' AND orders.expires_at <= now()
     ORDER BY reservations.order_id`,
    [skinIds],
  );
  for (const row of rows) await transitionOrder(tx, row.order_id, { type: 'checkout.expired' }, shop);
}

export interface NewOrder {
  userId: number;
  gatewayId: number;
  tradeLink: string;
  currency: CurrencyCode;
  /** The skins, locked and checked free by the caller, at the prices the order keeps. */
  skins: readonly PricedItem[];
  /** The admin who placed it for the user; null for a shopper's own purchase. */
  placedByAdminId: number | null;
  /** The consent text's version the buyer ticked, recorded with the time (contract/consent.ts); null: none asked. */
  deliveryConsentVersion: string | null;
}

export interface PlacedOrder {
  id: number;
  code: string;
  total: number;
  expiresAt: Date;
}

/**
 * Writes an order awaiting payment and reserves its skins for it until the checkout expires (the reservation's
 * primary key makes a double sale impossible): off sale, and out of the user's cart.
 */
export async function placeOrder(tx: Db, order: NewOrder): Promise<PlacedOrder> {
  const skinIds = order.skins.map((skin) => skin.id);
  const total = sumMoney(order.skins.map((skin) => skin.price));
  const limits = await readSettings(tx, ['reservation_minutes', 'max_offer_attempts']);
  const expiresAt = new Date(Date.now() + limits.reservation_minutes * 60_000);
  const { rows } = await tx.query<{ id: number; code: string }>(
    `INSERT INTO orders (user_id, gateway_id, code, status, context, currency, total, trade_link, expires_at,
       next_run_at, placed_by_admin_id, delivery_consent_version, delivery_consent_at)
     VALUES ($1, $2, $3, 'awaiting_payment', $4, $5, $6, $7, $8, $8, $9, $10, CASE WHEN $10::text IS NULL THEN NULL ELSE now() END)
     RETURNING id, code`,
    [
      order.userId,
      order.gatewayId,
      orderCode(),
      JSON.stringify(initialOrderContext(limits.max_offer_attempts)),
      order.currency,
      total,
      order.tradeLink,
      expiresAt,
      order.placedByAdminId,
      order.deliveryConsentVersion,
    ],
  );
  const placed = rows[0];
  if (!placed) throw new Error('Order insert returned nothing');
  await tx.query(
    `INSERT INTO order_items (order_id, item_id, price, price_usd)
     SELECT $1, priced.id, priced.price, priced.price_usd
     FROM unnest($2::int[], $3::numeric[], $4::numeric[]) AS priced (id, price, price_usd)`,
    [placed.id, skinIds, order.skins.map((skin) => skin.price), order.skins.map((skin) => skin.price_usd)],
  );
  await tx.query('INSERT INTO reservations (item_id, order_id, expires_at) SELECT unnest($1::int[]), $2, $3', [
    skinIds,
    placed.id,
    expiresAt,
  ]);
  await refreshListings(tx, skinIds);
  await tx.query('DELETE FROM cart_items WHERE user_id = $1 AND item_id = ANY($2::int[])', [order.userId, skinIds]);
  await announceNewOrder(tx, { orderId: placed.id, userId: order.userId });
  return { ...placed, total, expiresAt };
}

/** Opens the gateway's checkout for a placed order and keeps its session on the order; the URL the buyer pays at. */
export async function openCheckout(
  tx: Db,
  shop: Pick<ShopContext, 'checkoutOrigins'>,
  gateway: PaymentGatewayAdapter,
  order: PlacedOrder & Pick<NewOrder, 'currency' | 'skins'>,
): Promise<string> {
  const session = await gateway.createCheckoutSession(tx, {
    orderId: order.id,
    orderCode: order.code,
    amountMinor: toMinorUnits(order.total),
    currency: order.currency,
    description: `Order ${order.code}: ${order.skins.length} item(s)`,
    lineItems: order.skins.map((skin) => ({ name: skin.name, amountMinor: toMinorUnits(skin.price) })),
    expiresAt: order.expiresAt,
  });
  if (!isAllowedCheckoutUrl(session.url, shop.checkoutOrigins)) {
    throw new Error(`Checkout URL ${session.url} is not on the gateway allowlist`);
  }
  await tx.query('UPDATE orders SET checkout_session = $2, checkout_url = $3 WHERE id = $1', [
    order.id,
    session.sessionId,
    session.url,
  ]);
  return session.url;
}
