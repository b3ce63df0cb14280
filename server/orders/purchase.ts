import { createHash } from 'node:crypto';
import { maintenanceMessage } from '#contract/admin/settings.ts';
import { type Price, type PurchaseAnswer, type PurchaseError, purchaseMessages } from '#contract/cart.ts';
import { parseTradeUrl } from '#contract/tradeUrl.ts';
import { databaseTroubleOf } from '../db/availability.ts';
import type { Db } from '../db/db.ts';
import { currencyOfUser, priceItems, sumMoney } from '../pricing/pricing.ts';
import { readSetting } from '../settings/settings.ts';
import { refreshListings } from '../stock/listings.ts';
import { TradeHoldUnknown } from '../trading/tradeHold.ts';
import type { ShopContext } from './context.ts';
import { expireLapsedHolders, openCheckout, placeOrder } from './placement.ts';

/** A refused purchase: the HTTP status and the body the SPA keeps as locked items (spec §4, §8). */
export class PurchaseRefused extends Error {
  readonly statusCode: 400 | 404 | 409 | 422 | 503;
  readonly body: PurchaseError;
  constructor(statusCode: 400 | 404 | 409 | 422 | 503, body: PurchaseError, options?: ErrorOptions) {
    super(body.message, options);
    this.statusCode = statusCode;
    this.body = body;
  }
}

export interface PurchaseRequest {
  userId: number;
  gatewayId: number;
  /** The skins to buy: the cart's, or the one of a single-item purchase. */
  source: { kind: 'cart' } | { kind: 'skin'; skinId: number };
  /** What the buyer saw: the cart's total, or the skin's price; the purchase is refused when it moved. */
  seenPrice: Price;
  /** The version of the consent to immediate delivery the buyer ticked (the schema accepts the current one only). */
  consentVersion: string;
  idempotencyKey: string;
}

export interface PurchaseOutcome {
  answer: PurchaseAnswer;
  /** True when this answer is the stored one of an earlier request with the same key. */
  replayed: boolean;
}

/** Longer than any purchase transaction takes. */
const abandonedClaimSeconds = 120;

/** How often a claim a failed purchase could not release (its database away) is tried again, until it is. */
const claimReleaseRetryMs = 2_000;

/** Frees an Idempotency-Key this purchase claimed and did not answer; only this claim (another may have taken over). */
const releaseClaim = (db: Db, request: PurchaseRequest, claimedAt: string) =>
  db.query(
    `DELETE FROM purchase_requests
     WHERE user_id = $1 AND idempotency_key = $2 AND answer IS NULL AND created_at = $3::timestamptz`,
    [request.userId, request.idempotencyKey, claimedAt],
  );

/**
 * Frees the claim now or, when the database is away (the very reason the purchase failed, often), once it is back: the
 * shopper presses Buy again in a few seconds and must not be told for two minutes that the attempt is still running.
 */
async function releaseClaimSoon(db: Db, request: PurchaseRequest, claimedAt: string): Promise<void> {
  try {
    await releaseClaim(db, request, claimedAt);
  } catch (error) {
    if (!databaseTroubleOf(error)) throw error;
    const giveUpAt = Date.now() + abandonedClaimSeconds * 1000;
    const retry = () =>
      releaseClaim(db, request, claimedAt).catch(() => {
        if (Date.now() < giveUpAt) setTimeout(retry, claimReleaseRetryMs).unref();
      });
    setTimeout(retry, claimReleaseRetryMs).unref();
  }
}

const refused = (statusCode: PurchaseRefused['statusCode'], message: string, lockedSkins: number[] = []) =>
  new PurchaseRefused(statusCode, { message, locked_skins: lockedSkins });

/** Another buyer's order holds these skins (or they left the shop): the buyer is told they were just sold. */
const justSold = (skinIds: number[]) =>
  new PurchaseRefused(409, { message: purchaseMessages.justSold, locked_skins: skinIds, reason: 'just_sold' });

/** The price moved since the buyer saw it: they are told the new one and press Buy again if they agree. */
const priceChanged = (price: Price) =>
  new PurchaseRefused(409, {
    message: purchaseMessages.priceChanged,
    locked_skins: [],
    reason: 'price_changed',
    price,
  });

/** Steam would hold the offer to the buyer's trade link: refused before anything is reserved or paid. */
const tradeHeld = (holdDays: number) =>
  new PurchaseRefused(409, {
    message: purchaseMessages.tradeHold,
    locked_skins: [],
    reason: 'trade_hold',
    hold_days: holdDays,
  });

/** Steam did not say whether it would hold the offer: never taken as "no hold"; the buyer tries again. */
const tradeHoldUnknown = (cause: TradeHoldUnknown) =>
  new PurchaseRefused(
    503,
    { message: purchaseMessages.tradeHoldUnknown, locked_skins: [], reason: 'trade_hold_unknown' },
    { cause },
  );

/**
 * The buyer's trade hold, read before any order or checkout exists (issue #15): a buyer without the Steam Guard
 * Mobile Authenticator learns it before paying, not when the skins sit in escrow for days.
 */
async function checkTradeHold(shop: ShopContext, tradeLink: string): Promise<void> {
  const offer = parseTradeUrl(tradeLink);
  if (!offer) throw refused(400, purchaseMessages.noTradeLink);
  let holdDays: number;
  try {
    holdDays = await shop.tradeHolds.buyerHoldDays(offer);
  } catch (error) {
    if (error instanceof TradeHoldUnknown) throw tradeHoldUnknown(error);
    throw error;
  }
  if (holdDays > 0) throw tradeHeld(holdDays);
}

/** Prices travel with 2 decimals: compared in cents, so 10.1 and 10.10 are one price. */
const samePrice = (a: Price, b: Price) =>
  a.currency === b.currency && Math.round(a.amount * 100) === Math.round(b.amount * 100);

/**
 * What the key stands for: the same key with another gateway or skin is a different purchase. The price seen
 * is not part of it: a replay after a dropped connection is the same purchase.
 */
export const purchaseRequestHash = (request: Pick<PurchaseRequest, 'gatewayId' | 'source'>) =>
  createHash('sha256')
    .update(JSON.stringify({ gateway: request.gatewayId, source: request.source }))
    .digest('hex');

/**
 * A purchase (spec §4, SECURITY.md): the Idempotency-Key claimed first (a replay answers the stored answer,
 * a concurrent duplicate 409, another payload 422), then in one transaction every skin locked, checked
 * and reserved (the reservation's primary key makes a double sale impossible), priced by the server and
 * compared with the price the buyer saw, the order and its checkout session created. A skin another order
 * holds is refused as just sold and leaves the buyer's cart; a moved price is refused with the new price. Before
 * the transaction, Steam is asked whether it would hold the trade offer (refused with the hold's length if so).
 */
export async function purchase(db: Db, shop: ShopContext, request: PurchaseRequest): Promise<PurchaseOutcome> {
  // Maintenance pauses buying only: the store stays browsable and carts keep their skins.
  if (await readSetting(db, 'maintenance_mode')) throw refused(503, maintenanceMessage);
  const gateway = shop.gatewayFor(request.gatewayId);
  const { rows: gateways } = await db.query('SELECT 1 FROM payment_gateways WHERE id = $1 AND enabled', [
    request.gatewayId,
  ]);
  if (!gateway || gateways.length === 0) throw refused(404, purchaseMessages.unknownGateway);

  const { rows: users } = await db.query<{ steam_trade_link: string | null }>(
    'SELECT steam_trade_link FROM users WHERE id = $1',
    [request.userId],
  );
  const tradeLink = users[0]?.steam_trade_link;
  if (!tradeLink) throw refused(400, purchaseMessages.noTradeLink);

  const hash = purchaseRequestHash(request);
  // A claim left unanswered for longer than any purchase takes belongs to a process that died: taken over.
  const claimed = await db.query<{ claimed_at: string }>(
    `INSERT INTO purchase_requests (user_id, idempotency_key, request_hash) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, idempotency_key) DO UPDATE SET request_hash = EXCLUDED.request_hash, created_at = now()
       WHERE purchase_requests.answer IS NULL
         AND purchase_requests.created_at < now() - $4::int * interval '1 second'
     RETURNING created_at::text AS claimed_at`,
    [request.userId, request.idempotencyKey, hash, abandonedClaimSeconds],
  );
  const claimedAt = claimed.rows[0]?.claimed_at;
  if (claimedAt === undefined) {
    const { rows } = await db.query<{ request_hash: string; answer: PurchaseAnswer | null }>(
      'SELECT request_hash, answer FROM purchase_requests WHERE user_id = $1 AND idempotency_key = $2',
      [request.userId, request.idempotencyKey],
    );
    const earlier = rows[0];
    if (earlier && earlier.request_hash !== hash) throw refused(422, purchaseMessages.idempotencyKeyReused);
    if (!earlier?.answer) throw refused(409, purchaseMessages.idempotencyKeyInUse);
    return { answer: earlier.answer, replayed: true };
  }

  try {
    // After the key is claimed (a replay answers without asking Steam), outside the transaction (no row is
    // locked while Steam is asked).
    await checkTradeHold(shop, tradeLink);
    const answer = await db.transaction((tx) => createOrder(tx, shop, request, tradeLink, hash));
    return { answer, replayed: false };
  } catch (error) {
    // The key is free again: the buyer may retry it once the cause (a locked skin, the database away…) is gone.
    await releaseClaimSoon(db, request, claimedAt);
    if (error instanceof PurchaseRefused && error.body.reason === 'just_sold') {
      // Sold to someone else: out of this buyer's cart, so the cart they come back to can be bought.
      await db.query('DELETE FROM cart_items WHERE user_id = $1 AND item_id = ANY($2::int[])', [
        request.userId,
        error.body.locked_skins,
      ]);
    }
    throw error;
  }
}

async function skinIdsOf(tx: Db, request: PurchaseRequest): Promise<number[]> {
  if (request.source.kind === 'skin') return [request.source.skinId];
  const { rows } = await tx.query<{ item_id: number }>(
    'SELECT item_id FROM cart_items WHERE user_id = $1 ORDER BY item_id',
    [request.userId],
  );
  return rows.map((row) => row.item_id);
}

async function createOrder(
  tx: Db,
  shop: ShopContext,
  request: PurchaseRequest,
  tradeLink: string,
  hash: string,
): Promise<PurchaseAnswer> {
  const skinIds = await skinIdsOf(tx, request);
  if (skinIds.length === 0) throw refused(400, purchaseMessages.emptyCart);

  // Orders before items, as every transition locks them (no deadlock with the worker or a webhook); items in
  // id order, so concurrent buyers of overlapping carts queue here instead of deadlocking each other.
  await expireLapsedHolders(tx, shop, skinIds);
  const { rows: items } = await tx.query<{ id: number }>(
    'SELECT id FROM items WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE',
    [skinIds],
  );
  // Judged now, the skins locked: a price gone stale since the sweep last ran is never sold.
  await refreshListings(tx, skinIds);
  const { rows: held } = await tx.query<{ item_id: number }>(
    'SELECT item_id FROM reservations WHERE item_id = ANY($1::int[])',
    [skinIds],
  );
  const heldIds = new Set(held.map((row) => row.item_id));
  const { rows: stillAvailable } = await tx.query<{ id: number }>(
    'SELECT id FROM items WHERE id = ANY($1::int[]) AND available',
    [skinIds],
  );
  const availableIds = new Set(stillAvailable.map((row) => row.id));
  const found = new Set(items.map((item) => item.id));
  const locked = skinIds.filter((id) => !found.has(id) || heldIds.has(id) || !availableIds.has(id));
  if (locked.length > 0) throw justSold(locked);

  const currency = await currencyOfUser(tx, request.userId);
  const prices = await priceItems(tx, skinIds, currency);
  const priced = skinIds.map((id) => {
    const item = prices.get(id);
    if (!item) throw new Error(`Skin ${id} has no price`);
    return item;
  });
  const total = sumMoney(priced.map((item) => item.price));
  // Checked with the skins locked: what the buyer pays is what they saw, or nothing is reserved.
  if (!samePrice(request.seenPrice, { amount: total, currency })) throw priceChanged({ amount: total, currency });
  const order = await placeOrder(tx, {
    userId: request.userId,
    gatewayId: request.gatewayId,
    tradeLink,
    currency,
    skins: priced,
    placedByAdminId: null,
    deliveryConsentVersion: request.consentVersion,
  });
  const gateway = shop.gatewayFor(request.gatewayId);
  if (!gateway) throw refused(404, purchaseMessages.unknownGateway);
  const checkoutUrl = await openCheckout(tx, shop, gateway, { ...order, currency, skins: priced });

  const answer: PurchaseAnswer = {
    checkout_url: checkoutUrl,
    message: purchaseMessages.waitingForPayment,
    order_id: order.id,
  };
  await tx.query(
    `UPDATE purchase_requests SET order_id = $3, answer = $4 WHERE user_id = $1 AND idempotency_key = $2 AND request_hash = $5`,
    [request.userId, request.idempotencyKey, order.id, JSON.stringify(answer), hash],
  );
  return answer;
}
