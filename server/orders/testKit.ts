import type { FastifyInstance } from 'fastify';
import { cartEndpoints, idempotencyKeyHeader, type Price, purchaseEndpoints } from '#contract/cart.ts';
import { immediateDeliveryConsent } from '#contract/consent.ts';
import { type Endpoint, endpointPath } from '#contract/endpoint.ts';
import { accountIdFromSteamId64 } from '#contract/tradeUrl.ts';
import { type AuthTestApp, accessTokenFor, createAuthTestApp, signInThroughSandbox } from '../auth/testKit.ts';
import { seedCatalogue } from '../catalogue/seed.ts';
import { type AppConfig, defaultPaymentsConfig, type PaymentsConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { currencyOfUser, priceItems } from '../pricing/pricing.ts';
import { shopContext } from './context.ts';
import { createOrderWorker, type OrderWorker } from './worker.ts';

/** Test kit for shopping: an app with no background worker (tests drive it), generous limits, a small catalogue. */
export interface ShopTestApp extends AuthTestApp {
  /** A signed-in demo buyer (Steam account 1 to 4; 4 has no mobile authenticator) with a trade link on their profile. */
  buyer(account: 1 | 2 | 3 | 4): Promise<Buyer>;
  /** Ids of listings on sale, cheapest first. */
  availableSkins(count: number): Promise<number[]>;
}

export interface Buyer {
  userId: number;
  headers: { authorization: string };
}

/** What a test sends to a described endpoint besides the caller: path parameters, query string, JSON body. */
export interface EndpointCall {
  params?: Record<string, number>;
  query?: string;
  body?: unknown;
}

/** Calls a described endpoint as a signed-in buyer (or with their bare authorization header), or as a visitor. */
export const callEndpoint = (
  app: FastifyInstance,
  endpoint: Endpoint,
  who: Buyer | Buyer['headers'] | undefined,
  call: EndpointCall = {},
) =>
  app.inject({
    method: endpoint.method,
    url: `/api/${endpointPath(endpoint, call.params)}${call.query ? `?${call.query}` : ''}`,
    ...(who && { headers: 'headers' in who ? who.headers : who }),
    ...(call.body !== undefined && { payload: call.body as object }),
  });

const generous = { max: 100_000, timeWindowMs: 60_000 };

export async function createShopTestApp(
  payments: Partial<PaymentsConfig> = {},
  { databaseUrl, ...app }: Partial<AppConfig> & { databaseUrl?: string } = {},
): Promise<ShopTestApp> {
  const kit = await createAuthTestApp({
    ...(databaseUrl !== undefined && { databaseUrl }),
    app: {
      ...app,
      payments: defaultPaymentsConfig({
        workerIntervalMs: 0,
        sandboxBuyerAcceptDelayMs: 0,
        rateLimits: { purchase: generous, inventoryCheck: generous },
        ...payments,
      }),
    },
  });
  await seedCatalogue(kit.db, { items: 60, seed: 5 });
  return {
    ...kit,
    buyer: (account) => signInBuyer(kit.app, kit.db, `7656119800000000${account}`),
    availableSkins: async (count) => {
      const { rows } = await kit.db.query<{ id: number }>(
        'SELECT id FROM items WHERE available ORDER BY price_base_usd, id LIMIT $1',
        [count],
      );
      return rows.map((row) => row.id);
    },
  };
}

export async function signInBuyer(app: FastifyInstance, db: Db, steamId: string): Promise<Buyer> {
  const accessToken = await accessTokenFor(app, await signInThroughSandbox(app, { account: steamId }));
  const { rows } = await db.query<{ id: number }>(
    'UPDATE users SET steam_trade_link = $2 WHERE steam_id = $1 RETURNING id',
    [steamId, `https://steamcommunity.com/tradeoffer/new/?partner=${accountIdFromSteamId64(steamId)}&token=Ab12Cd34`],
  );
  const userId = rows[0]?.id;
  if (userId === undefined) throw new Error(`No user for ${steamId}`);
  return { userId, headers: { authorization: `Bearer ${accessToken}` } };
}

let keyCounter = 0;
/** A fresh Idempotency-Key. */
export const newIdempotencyKey = () => `test-key-${process.pid}-${Date.now()}-${++keyCounter}`;

/** The consent to immediate delivery every purchase carries (the box the buyer ticks). */
export const deliveryConsent = { immediate_delivery_consent: immediateDeliveryConsent.version } as const;

/** What the buyer's page shows for a skin now: its price in their currency. */
export async function shownPrice(db: Db, buyer: Buyer, skinId: number): Promise<Price> {
  const currency = await currencyOfUser(db, buyer.userId);
  const item = (await priceItems(db, [skinId], currency)).get(skinId);
  return { amount: item?.price ?? 0, currency };
}

/** Buys a skin at the price the buyer's page shows now (`seen` to send another). */
export async function buySkin(
  app: FastifyInstance,
  buyer: Buyer,
  skinId: number,
  key = newIdempotencyKey(),
  gatewayId = 1,
  seen?: Price,
) {
  const { amount, currency } = seen ?? (await shownPrice(app.db, buyer, skinId));
  return app.inject({
    method: 'POST',
    url: `/api/${endpointPath(purchaseEndpoints.skinPurchase, { id: gatewayId })}`,
    headers: { ...buyer.headers, [idempotencyKeyHeader]: key },
    payload: { skin_id: skinId, price: amount, currency, ...deliveryConsent },
  });
}

/** Buys the buyer's whole cart at the total their cart page shows now (`seen` to send another). */
export async function buyCart(
  app: FastifyInstance,
  buyer: Buyer,
  key = newIdempotencyKey(),
  gatewayId = 1,
  seen?: Price,
) {
  const cart = await app.inject({
    method: 'GET',
    url: `/api/${endpointPath(cartEndpoints.cart)}`,
    headers: buyer.headers,
  });
  const { total_price: total, currency } = cart.json<{ total_price: number; currency: Price['currency'] }>();
  const body = {
    ...(seen ? { total: seen.amount, currency: seen.currency } : { total, currency }),
    ...deliveryConsent,
  };
  return app.inject({
    method: 'POST',
    url: `/api/${endpointPath(purchaseEndpoints.cartPurchase, { id: gatewayId })}`,
    headers: { ...buyer.headers, [idempotencyKeyHeader]: key },
    payload: body,
  });
}

/** Presses a button of the sandbox checkout page, as the buyer's browser does. */
export function pressCheckoutButton(app: FastifyInstance, checkoutUrl: string, action: 'pay' | 'fail' | 'cancel') {
  return app.inject({
    method: 'POST',
    url: `${new URL(checkoutUrl).pathname}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

/** The order's stored state. */
export async function orderState(db: Db, orderId: number) {
  const { rows } = await db.query<{ status: string; version: number; context: Record<string, unknown> }>(
    'SELECT status, version, context FROM orders WHERE id = $1',
    [orderId],
  );
  return rows[0];
}

/** A worker on the app's database, driven by hand (`runOnce`) in tests; a failed offer is resolved at once. */
export async function workerFor(app: FastifyInstance, failedOfferPauseMs = 0): Promise<OrderWorker> {
  const shop = await shopContext(app);
  if (!shop.bot) throw new Error('The sandboxes are off: no trade bot');
  return createOrderWorker({
    db: app.db,
    bot: shop.bot,
    gatewayFor: shop.gatewayFor,
    jobs: app.jobs,
    notices: shop.notices,
    log: app.log,
    pollIntervalMs: 0,
    failedOfferPauseMs,
  });
}

/** Runs worker rounds until the order reaches `status` (or fails after `maxRounds`); the statuses passed through. */
export async function runUntil(worker: OrderWorker, db: Db, orderId: number, status: string, maxRounds = 20) {
  const seen: string[] = [];
  for (let round = 0; round < maxRounds; round += 1) {
    const current = (await orderState(db, orderId))?.status;
    if (current && seen.at(-1) !== current) seen.push(current);
    if (current === status) return seen;
    await worker.runOnce();
  }
  throw new Error(`Order ${orderId} did not reach ${status}; went through ${seen.join(' -> ')}`);
}

/** A paid order of one skin, bought by `buyer` through the sandbox checkout's Pay button. */
export async function paidOrder(shop: ShopTestApp, buyer: Buyer): Promise<number> {
  const [skinId] = await shop.availableSkins(1);
  const answer = (await buySkin(shop.app, buyer, skinId as number)).json<{ checkout_url: string; order_id: number }>();
  await pressCheckoutButton(shop.app, answer.checkout_url, 'pay');
  return answer.order_id;
}
