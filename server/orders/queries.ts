import type { CurrencyCode } from '#contract/lists.ts';
import type { DeliveryConsent, OrderDetail, OrderSkin, OrderStatus, OrderSummary, Purchase } from '#contract/orders.ts';
import { listingPictureUrl } from '../catalogue/items.ts';
import type { Db } from '../db/db.ts';
import { documentsOfOrder } from '../notices/documents.ts';
import type { TradeBot } from '../trading/tradeBot.ts';
import type { OrderContext } from './order.types.ts';

interface OrderRow {
  id: number;
  status: OrderStatus;
  created_at: Date;
  updated_at: Date;
  expires_at: Date;
  total: number;
  currency: CurrencyCode;
  code: string;
  context: OrderContext;
  method_name: string;
  /** Only while the order awaits payment and its checkout is open. */
  open_checkout_url: string | null;
  delivery_consent_at: Date | null;
  delivery_consent_version: string | null;
}

interface OrderItemRow {
  order_id: number;
  item_id: number;
  name: string;
  definition_key: string;
  icon_url: string | null;
  item_float: string | null;
  wear: string | null;
  price: number;
}

async function itemsOfOrders(db: Db, orderIds: number[]): Promise<Map<number, OrderSkin[]>> {
  const { rows } = await db.query<OrderItemRow>(
    `SELECT order_items.order_id, order_items.item_id, items.name, items.definition_key, items.icon_url,
       items.item_float::text AS item_float, items.wear, order_items.price
     FROM order_items JOIN items ON items.id = order_items.item_id
     WHERE order_items.order_id = ANY($1::int[]) ORDER BY order_items.order_id, order_items.item_id`,
    [orderIds],
  );
  const byOrder = new Map<number, OrderSkin[]>();
  for (const row of rows) {
    const skins = byOrder.get(row.order_id) ?? [];
    skins.push({
      skin_id: row.item_id,
      name: row.name,
      image_url: listingPictureUrl(row),
      item_float: row.item_float,
      wear: row.wear,
      price: row.price,
    });
    byOrder.set(row.order_id, skins);
  }
  return byOrder;
}

const orderColumns = `orders.id, orders.status, orders.created_at, orders.updated_at, orders.expires_at, orders.total,
  orders.currency, orders.code, orders.context, payment_gateways.method_name,
  CASE WHEN orders.status = 'awaiting_payment' AND orders.expires_at > now() THEN orders.checkout_url END
    AS open_checkout_url, orders.delivery_consent_at, orders.delivery_consent_version`;

/** The user's orders, newest first. */
export async function ordersOfUser(db: Db, userId: number): Promise<OrderSummary[]> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${orderColumns} FROM orders JOIN payment_gateways ON payment_gateways.id = orders.gateway_id
     WHERE orders.user_id = $1 ORDER BY orders.created_at DESC, orders.id DESC`,
    [userId],
  );
  const skins = await itemsOfOrders(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => summaryOf(row, skins.get(row.id) ?? []));
}

function summaryOf(row: OrderRow, skins: OrderSkin[]): OrderSummary {
  return {
    id: row.id,
    status: row.status,
    skins,
    created_at: row.created_at.toISOString(),
    total: row.total,
    currency: row.currency,
  };
}

/**
 * One of the user's orders with its delivery (named after the bot that holds its skins); undefined for an unknown
 * id or another user's order.
 */
export async function orderOfUser(
  db: Db,
  userId: number,
  orderId: number,
  bot: Pick<TradeBot, 'senderName'> | undefined,
): Promise<OrderDetail | undefined> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${orderColumns} FROM orders JOIN payment_gateways ON payment_gateways.id = orders.gateway_id
     WHERE orders.id = $1 AND orders.user_id = $2`,
    [orderId, userId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const orderSkins = (await itemsOfOrders(db, [row.id])).get(row.id) ?? [];
  const botName = bot ? await bot.senderName(orderSkins.map((skin) => skin.skin_id)) : '';
  return {
    ...summaryOf(row, orderSkins),
    payment_method: row.method_name,
    expires_at: row.expires_at.toISOString(),
    checkout_url: row.open_checkout_url,
    updated_at: row.updated_at.toISOString(),
    reason: row.context.reason,
    delivery_consent: deliveryConsentOf(row),
    documents: await documentsOfOrder(db, row.id),
    delivery: {
      bot_name: botName,
      order_code: row.code,
      offer_id: row.context.offerId,
      offer_attempts: row.context.offerAttempts,
      max_offer_attempts: row.context.maxOfferAttempts,
    },
  };
}

/** The consent to immediate delivery an order recorded, as its pages show it. */
export function deliveryConsentOf(row: {
  delivery_consent_at: Date | null;
  delivery_consent_version: string | null;
}): DeliveryConsent | null {
  return row.delivery_consent_at && row.delivery_consent_version
    ? { at: row.delivery_consent_at.toISOString(), version: row.delivery_consent_version }
    : null;
}

/** Every item the user bought (or is buying), newest order first. */
export async function purchasesOfUser(db: Db, userId: number): Promise<Purchase[]> {
  const { rows } = await db.query<
    OrderItemRow & { status: OrderStatus; currency: CurrencyCode; order_item_count: number }
  >(
    `SELECT order_items.order_id, order_items.item_id, items.name, items.definition_key, items.icon_url,
       items.item_float::text AS item_float, items.wear, order_items.price, orders.status, orders.currency,
       (count(*) OVER (PARTITION BY order_items.order_id))::int AS order_item_count
     FROM orders JOIN order_items ON order_items.order_id = orders.id JOIN items ON items.id = order_items.item_id
     WHERE orders.user_id = $1 AND orders.status NOT IN ('payment_failed', 'payment_expired')
     ORDER BY orders.created_at DESC, orders.id DESC, order_items.item_id`,
    [userId],
  );
  return rows.map((row) => ({
    order_id: row.order_id,
    skin_id: row.item_id,
    image_url: listingPictureUrl(row),
    status: row.status,
    name: row.name,
    wear: row.wear,
    item_float: row.item_float,
    items: row.order_item_count,
    price: row.price,
    currency: row.currency,
  }));
}
