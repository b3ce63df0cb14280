import {
  type AdminBuyer,
  type AdminCreateOrderBody,
  type AdminOrderAction,
  type AdminOrderDetail,
  type AdminOrderListQuery,
  type AdminOrderRow,
  type AdminOrderSort,
  adminOrderMessages,
  type TimelineEntry,
} from '#contract/admin/orders.ts';
import type { CurrencyCode } from '#contract/lists.ts';
import type { OrderStatus } from '#contract/orders.ts';
import { tradeUrlSchema } from '#contract/profile.ts';
import { listingPictureUrl } from '../catalogue/items.ts';
import type { Db } from '../db/db.ts';
import { documentsOfOrder } from '../notices/documents.ts';
import type { ShopContext } from '../orders/context.ts';
import { nextOrderState } from '../orders/order.machine.ts';
import type { AdminOrderEvent, OrderContext } from '../orders/order.types.ts';
import { transitionOrder } from '../orders/orders.ts';
import { expireLapsedHolders, openCheckout, placeOrder } from '../orders/placement.ts';
import { deliveryConsentOf } from '../orders/queries.ts';
import { currencyOfUser, priceItems } from '../pricing/pricing.ts';
import { refreshListings } from '../stock/listings.ts';
import { ETradeOfferState } from '../trading/tradeBot.ts';
import { recordAdminAction } from './audit.ts';
import { escapeLike, pageOf, pageWindow, SqlConditions } from './pages.ts';

/** A refused admin request: the HTTP status and the one sentence the admin reads. */
export class AdminRefusal extends Error {
  readonly statusCode: 404 | 409;
  constructor(statusCode: 404 | 409, detail: string) {
    super(detail);
    this.statusCode = statusCode;
  }
}

const orderBy: Record<AdminOrderSort, string> = {
  newest: 'orders.created_at DESC, orders.id DESC',
  oldest: 'orders.created_at ASC, orders.id ASC',
  total_desc: 'orders.total DESC, orders.id DESC',
  total_asc: 'orders.total ASC, orders.id ASC',
};

interface ListRow {
  id: number;
  code: string;
  status: OrderStatus;
  created_at: Date;
  user_id: number;
  username: string;
  steam_id: string | null;
  item_count: number;
  total: number;
  currency: CurrencyCode;
  method_name: string;
  offer_attempts: number;
}

/** Buyers whose name, email or SteamID64 starts with `text` (a prefix of a few letters can match many). */
async function buyersByPrefix(db: Db, text: string): Promise<number[]> {
  const prefix = `${escapeLike(text.toLowerCase())}%`;
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE lower(username) LIKE $1
     UNION SELECT id FROM users WHERE lower(email) LIKE $1
     UNION SELECT id FROM users WHERE steam_id LIKE $1
     LIMIT 5000`,
    [prefix],
  );
  return rows.map((row) => row.id);
}

/** The admin orders list: every filter is served by an index of migration 008. */
export async function listAdminOrders(db: Db, query: AdminOrderListQuery) {
  const where = new SqlConditions();
  if (query.status?.length) where.add('orders.status = ANY($?::text[])', query.status);
  if (query.gateway?.length) where.add('orders.gateway_id = ANY($?::int[])', query.gateway.map(Number));
  if (query.code) where.add('orders.code LIKE $?', `${escapeLike(query.code.toUpperCase())}%`);
  if (query.created_from) where.add('orders.created_at >= $?::date', query.created_from);
  if (query.created_to) where.add("orders.created_at < $?::date + interval '1 day'", query.created_to);
  if (query.total_min !== undefined) where.add('orders.total >= $?', query.total_min);
  if (query.total_max !== undefined) where.add('orders.total <= $?', query.total_max);
  if (query.game?.length) {
    where.add(
      `EXISTS (SELECT 1 FROM order_items JOIN items ON items.id = order_items.item_id
         WHERE order_items.order_id = orders.id AND items.game = ANY($?::text[]))`,
      query.game,
    );
  }
  if (query.buyer) {
    // The matching buyers first (their own prefix indexes), then their orders through orders_by_user: the
    // planner would otherwise walk the newest orders testing each buyer.
    const buyerIds = await buyersByPrefix(db, query.buyer);
    if (buyerIds.length === 0) return pageOf([], query);
    where.add('orders.user_id = ANY($?::int[])', buyerIds);
  }
  const { limit, offset } = pageWindow(query);
  const { rows } = await db.query<ListRow>(
    `SELECT orders.id, orders.code, orders.status, orders.created_at, orders.user_id, users.username, users.steam_id,
       (SELECT count(*) FROM order_items WHERE order_items.order_id = orders.id)::int AS item_count,
       orders.total, orders.currency, payment_gateways.method_name,
       coalesce((orders.context->>'offerAttempts')::int, 0) AS offer_attempts
     FROM orders JOIN users ON users.id = orders.user_id
       JOIN payment_gateways ON payment_gateways.id = orders.gateway_id
     ${where.sql}
     ORDER BY ${orderBy[query.sort]} LIMIT ${where.param(limit)} OFFSET ${where.param(offset)}`,
    where.params,
  );
  return pageOf(
    rows.map(
      (row): AdminOrderRow => ({
        id: row.id,
        code: row.code,
        status: row.status,
        created_at: row.created_at.toISOString(),
        buyer: { id: row.user_id, name: row.username, steam_id: row.steam_id },
        item_count: row.item_count,
        total: row.total,
        currency: row.currency,
        payment_method: row.method_name,
        offer_attempts: row.offer_attempts,
      }),
    ),
    query,
  );
}

const offerStateNames = Object.fromEntries(
  Object.entries(ETradeOfferState).map(([name, value]) => [value, name.replace(/([a-z])([A-Z])/g, '$1 $2')]),
) as Record<number, string>;

/** The admin events each action sends (a note is no transition: see `addOrderNote`). */
const probeEvents: Record<Exclude<AdminOrderAction, 'note'>, AdminOrderEvent['type']> = {
  refund: 'admin.refund',
  resend: 'admin.resend',
  cancel: 'admin.cancel',
};

/** What the machine would take from this state now: the page shows these actions and no other. */
export function allowedActions(status: OrderStatus, context: OrderContext): AdminOrderAction[] {
  const allowed = (Object.keys(probeEvents) as (keyof typeof probeEvents)[]).filter((action) =>
    nextOrderState({ status, context }, { type: probeEvents[action], adminId: 0, reason: 'probe' } as AdminOrderEvent),
  );
  return [...allowed, 'note'];
}

const actorOf = (event: { type: string }, adminName: string | null): TimelineEntry['actor'] => {
  if (event.type.startsWith('admin.')) return { kind: 'admin', name: adminName };
  if (event.type.startsWith('payment.')) return { kind: 'webhook', name: null };
  if (event.type.startsWith('buyer.')) return { kind: 'buyer', name: null };
  return { kind: 'worker', name: null };
};

interface DetailRow {
  id: number;
  code: string;
  status: OrderStatus;
  context: OrderContext;
  created_at: Date;
  updated_at: Date;
  expires_at: Date;
  total: number;
  currency: CurrencyCode;
  trade_link: string;
  gateway_id: number;
  method_name: string;
  checkout_session: string | null;
  checkout_url: string | null;
  user_id: number;
  username: string;
  steam_id: string | null;
  email: string | null;
  avatar: string | null;
  country: string | null;
  orders_count: number;
  placed_by_id: number | null;
  placed_by_name: string | null;
  delivery_consent_at: Date | null;
  delivery_consent_version: string | null;
}

/** The order page: everything support needs to answer a buyer, and the actions the state allows. */
export async function adminOrderDetail(db: Db, shop: ShopContext, orderId: number): Promise<AdminOrderDetail> {
  const { rows } = await db.query<DetailRow>(
    `SELECT orders.id, orders.code, orders.status, orders.context, orders.created_at, orders.updated_at,
       orders.expires_at, orders.total, orders.currency, orders.trade_link, orders.gateway_id,
       payment_gateways.method_name, orders.checkout_session, orders.checkout_url,
       users.id AS user_id, users.username, users.steam_id, users.email, users.avatar, users.country,
       (SELECT count(*) FROM orders mine WHERE mine.user_id = users.id)::int AS orders_count,
       placer.id AS placed_by_id, placer.username AS placed_by_name, orders.delivery_consent_at,
       orders.delivery_consent_version
     FROM orders JOIN users ON users.id = orders.user_id
       JOIN payment_gateways ON payment_gateways.id = orders.gateway_id
       LEFT JOIN users placer ON placer.id = orders.placed_by_admin_id
     WHERE orders.id = $1`,
    [orderId],
  );
  const order = rows[0];
  if (!order) throw new AdminRefusal(404, adminOrderMessages.notFound);

  const [items, events, refunds, transitions] = await Promise.all([
    db.query<{
      item_id: number;
      name: string;
      definition_key: string;
      icon_url: string | null;
      item_float: string | null;
      wear: string | null;
      price: number;
    }>(
      `SELECT order_items.item_id, items.name, items.definition_key, items.icon_url, items.item_float::text AS item_float, items.wear,
         order_items.price
       FROM order_items JOIN items ON items.id = order_items.item_id WHERE order_items.order_id = $1
       ORDER BY order_items.item_id`,
      [orderId],
    ),
    db.query<{ event_id: string; type: string; received_at: Date }>(
      'SELECT event_id, type, received_at FROM payment_events WHERE order_id = $1 ORDER BY received_at, event_id',
      [orderId],
    ),
    db.query<{ amount: number; currency: string; reason: string; created_at: Date }>(
      'SELECT amount, currency, reason, created_at FROM refunds WHERE order_id = $1',
      [orderId],
    ),
    db.query<{
      id: number;
      at: Date;
      from_status: OrderStatus;
      to_status: OrderStatus;
      event: { type: string; reason?: string; text?: string };
      admin_name: string | null;
    }>(
      `SELECT order_transitions.id, order_transitions.at, order_transitions.from_status, order_transitions.to_status,
         order_transitions.event, users.username AS admin_name
       FROM order_transitions LEFT JOIN users ON users.id = order_transitions.admin_id
       WHERE order_transitions.order_id = $1 ORDER BY order_transitions.id`,
      [orderId],
    ),
  ]);
  const refund = refunds.rows[0];
  const offer = order.context.offerId && shop.bot ? await shop.bot.getOffer(order.context.offerId) : undefined;
  // With several bots, the one that holds the order's skins delivers it.
  const botName = shop.bot ? await shop.bot.senderName(items.rows.map((item) => item.item_id)) : '';
  return {
    id: order.id,
    code: order.code,
    status: order.status,
    created_at: order.created_at.toISOString(),
    updated_at: order.updated_at.toISOString(),
    expires_at: order.expires_at.toISOString(),
    total: order.total,
    currency: order.currency,
    reason: order.context.reason,
    placed_by:
      order.placed_by_id !== null && order.placed_by_name !== null
        ? { id: order.placed_by_id, name: order.placed_by_name }
        : null,
    items: items.rows.map((item) => ({
      skin_id: item.item_id,
      name: item.name,
      image_url: listingPictureUrl(item),
      item_float: item.item_float,
      wear: item.wear,
      price: item.price,
    })),
    buyer: {
      id: order.user_id,
      name: order.username,
      steam_id: order.steam_id,
      email: order.email,
      avatar: order.avatar,
      country: order.country,
      trade_link: order.trade_link,
      orders_count: order.orders_count,
    },
    payment: {
      gateway_id: order.gateway_id,
      method_name: order.method_name,
      paid_outside: order.context.paidOutside === true,
      checkout_session: order.checkout_session,
      checkout_url: order.checkout_url,
      payment_id: order.context.paymentId,
      events: events.rows.map((event) => ({
        event_id: event.event_id,
        type: event.type,
        received_at: event.received_at.toISOString(),
      })),
      refund: refund
        ? {
            amount: refund.amount,
            currency: refund.currency,
            reason: refund.reason,
            created_at: refund.created_at.toISOString(),
          }
        : null,
    },
    delivery: {
      bot_name: botName,
      order_code: order.code,
      offer_id: order.context.offerId,
      offer_state: offer ? (offerStateNames[offer.state] ?? null) : null,
      attempts: order.context.offerAttempts,
      max_attempts: order.context.maxOfferAttempts,
    },
    timeline: transitions.rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      from_status: row.from_status,
      to_status: row.to_status,
      event: row.event.type,
      actor: actorOf(row.event, row.admin_name),
      text: row.event.text ?? (row.event.type.startsWith('admin.') ? (row.event.reason ?? null) : null),
    })),
    delivery_consent: deliveryConsentOf(order),
    documents: await documentsOfOrder(db, order.id),
    actions: allowedActions(order.status, order.context),
  };
}

const actionOutcomes = {
  refund: { event: 'admin.refund', refused: adminOrderMessages.refundNotAllowed, done: adminOrderMessages.refunded },
  resend: { event: 'admin.resend', refused: adminOrderMessages.resendNotAllowed, done: adminOrderMessages.resent },
  cancel: { event: 'admin.cancel', refused: adminOrderMessages.cancelNotAllowed, done: adminOrderMessages.cancelled },
} as const;

interface OrderSnapshot {
  status: OrderStatus;
  context: OrderContext;
}

async function lockedSnapshot(tx: Db, orderId: number): Promise<OrderSnapshot> {
  const { rows } = await tx.query<OrderSnapshot>('SELECT status, context FROM orders WHERE id = $1 FOR UPDATE', [
    orderId,
  ]);
  const order = rows[0];
  if (!order) throw new AdminRefusal(404, adminOrderMessages.notFound);
  return order;
}

/**
 * Refund, re-send or cancel: the event goes to the order machine inside one transaction with its audit row.
 * The row lock serializes concurrent requests, so a refund sent twice at once refunds (and asks the gateway)
 * once; the second finds the order refunded and is refused.
 */
export async function applyAdminAction(
  db: Db,
  shop: ShopContext,
  request: { orderId: number; adminId: number; action: keyof typeof actionOutcomes; reason: string },
): Promise<{ message: string; status: OrderStatus }> {
  const outcome = actionOutcomes[request.action];
  return db.transaction(async (tx) => {
    const before = await lockedSnapshot(tx, request.orderId);
    const event = { type: outcome.event, adminId: request.adminId, reason: request.reason } as AdminOrderEvent;
    const status = await transitionOrder(tx, request.orderId, event, shop);
    if (!status) throw new AdminRefusal(409, outcome.refused);
    const after = await lockedSnapshot(tx, request.orderId);
    await recordAdminAction(tx, {
      adminId: request.adminId,
      action: `order.${request.action}`,
      targetType: 'order',
      targetId: request.orderId,
      before,
      after,
      reason: request.reason,
    });
    return { message: outcome.done, status };
  });
}

/**
 * An internal note: a timeline row that leaves the state as it is (no transition of the machine, so it can be
 * written on any order, finished ones included), with its audit row. Never shown to the buyer.
 */
export async function addOrderNote(
  db: Db,
  request: { orderId: number; adminId: number; text: string },
): Promise<{ message: string; status: OrderStatus }> {
  return db.transaction(async (tx) => {
    const order = await lockedSnapshot(tx, request.orderId);
    await tx.query(
      `INSERT INTO order_transitions (order_id, from_status, to_status, event, admin_id) VALUES ($1, $2, $2, $3, $4)`,
      [request.orderId, order.status, JSON.stringify({ type: 'admin.note', text: request.text }), request.adminId],
    );
    await recordAdminAction(tx, {
      adminId: request.adminId,
      action: 'order.note',
      targetType: 'order',
      targetId: request.orderId,
      before: null,
      after: { note: request.text },
      reason: null,
    });
    return { message: adminOrderMessages.noted, status: order.status };
  });
}

/** Users an admin can place an order for, by the start of their name, SteamID64 or email. */
export async function searchBuyers(db: Db, text: string): Promise<AdminBuyer[]> {
  const prefix = `${escapeLike(text.toLowerCase())}%`;
  const { rows } = await db.query<Omit<AdminBuyer, 'has_trade_link'> & { steam_trade_link: string | null }>(
    `SELECT users.id, users.username AS name, users.steam_id, users.email, users.avatar, currencies.code AS currency,
       users.steam_trade_link
     FROM users JOIN currencies ON currencies.id = users.currency_id
     WHERE lower(users.username) LIKE $1 OR lower(users.email) LIKE $1 OR users.steam_id LIKE $1
     ORDER BY users.username, users.id LIMIT 10`,
    [prefix],
  );
  return rows.map(({ steam_trade_link, ...buyer }) => ({
    ...buyer,
    has_trade_link: tradeUrlSchema.safeParse(steam_trade_link ?? '').success,
  }));
}

/**
 * An order placed by an admin for a user, under the shopper's rules: every skin locked in id order, checked
 * free and on sale, then reserved (the reservation's primary key makes a double sale impossible, so two admins
 * racing for one skin make one order). Prices are the catalogue's in the user's currency, or lower with a
 * reason. Paid outside: the machine takes it straight to paid (the worker delivers); checkout link: it waits
 * for payment as a shopper's order does.
 */
export async function createAdminOrder(db: Db, shop: ShopContext, adminId: number, body: AdminCreateOrderBody) {
  const gateway = shop.gatewayFor(body.gateway_id);
  const { rows: gateways } = await db.query('SELECT 1 FROM payment_gateways WHERE id = $1 AND enabled', [
    body.gateway_id,
  ]);
  if (!gateway || gateways.length === 0) throw new AdminRefusal(404, adminOrderMessages.unknownGateway);

  return db.transaction(async (tx) => {
    const { rows: users } = await tx.query<{ steam_trade_link: string | null }>(
      'SELECT steam_trade_link FROM users WHERE id = $1',
      [body.user_id],
    );
    const user = users[0];
    if (!user) throw new AdminRefusal(404, adminOrderMessages.unknownUser);
    const tradeLink = tradeUrlSchema.safeParse(user.steam_trade_link ?? '');
    if (!tradeLink.success) throw new AdminRefusal(409, adminOrderMessages.noTradeLink);

    const skinIds = [...body.skin_ids].sort((a, b) => a - b);
    await expireLapsedHolders(tx, shop, skinIds);
    // Locked in id order, then judged now: a price gone stale since the sweep last ran is never sold.
    await tx.query('SELECT id FROM items WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [skinIds]);
    await refreshListings(tx, skinIds);
    const { rows: free } = await tx.query<{ id: number }>(
      `SELECT id FROM items WHERE id = ANY($1::int[]) AND available
         AND NOT EXISTS (SELECT 1 FROM reservations WHERE reservations.item_id = items.id)
       ORDER BY id FOR UPDATE`,
      [skinIds],
    );
    if (free.length !== skinIds.length) throw new AdminRefusal(409, adminOrderMessages.skinsUnavailable);

    const currency = await currencyOfUser(tx, body.user_id);
    const catalogue = await priceItems(tx, skinIds, currency);
    const overrides = new Map(body.prices.map((entry) => [entry.skin_id, Math.round(entry.price * 100) / 100]));
    const priced = skinIds.map((id) => {
      const item = catalogue.get(id);
      if (!item) throw new Error(`Skin ${id} has no price`);
      const override = overrides.get(id);
      if (override === undefined) return item;
      if (override > item.price) throw new AdminRefusal(409, adminOrderMessages.priceAboveCatalogue);
      return {
        ...item,
        price: override,
        price_usd: Math.round(item.price_usd * (override / item.price) * 100) / 100 || 0.01,
      };
    });
    const order = await placeOrder(tx, {
      userId: body.user_id,
      gatewayId: body.gateway_id,
      tradeLink: tradeLink.data,
      currency,
      skins: priced,
      placedByAdminId: adminId,
      // The buyer ticked nothing: support placed it for them (their receipt says so).
      deliveryConsentVersion: null,
    });
    const checkoutUrl =
      body.payment === 'checkout_link'
        ? await openCheckout(tx, shop, gateway, { ...order, currency, skins: priced })
        : null;
    if (body.payment === 'paid_outside') {
      await transitionOrder(tx, order.id, { type: 'admin.paidOutside', adminId }, shop);
    }
    const status: OrderStatus = body.payment === 'checkout_link' ? 'awaiting_payment' : 'paid';
    const answer = {
      order_id: order.id,
      code: order.code,
      status,
      total: order.total,
      currency,
      checkout_url: checkoutUrl,
      message: adminOrderMessages.created,
    };
    await recordAdminAction(tx, {
      adminId,
      action: 'order.create',
      targetType: 'order',
      targetId: order.id,
      before: null,
      after: { ...answer, user_id: body.user_id, skins: priced, payment: body.payment, gateway_id: body.gateway_id },
      reason: body.reason ?? null,
    });
    return answer;
  });
}
