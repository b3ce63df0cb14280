import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartEndpoints } from '#contract/cart.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { reviewEndpoints } from '#contract/reviews.ts';
import { storeEndpoints } from '#contract/store.ts';
import { type AuthTestApp, createAuthTestApp } from '../auth/testKit.ts';
import { seedCatalogue } from '../catalogue/seed.ts';
import { rateLimitOverrides, shopRateLimitDefaults } from '../config.ts';
import { type Buyer, signInBuyer } from '../orders/testKit.ts';

/** Issue #15: limits keyed on verified identity only, and the shop's busiest routes limited at all. */
const small = { max: 3, timeWindowMs: 60_000 };
let t: AuthTestApp;
let alex: Buyer;
let camille: Buyer;

beforeAll(async () => {
  t = await createAuthTestApp({
    app: { rateLimits: { ...shopRateLimitDefaults, search: small, productDetail: small, cartAdd: small } },
  });
  await seedCatalogue(t.db, { items: 20, seed: 3 });
  alex = await signInBuyer(t.app, t.db, '76561198000000001');
  camille = await signInBuyer(t.app, t.db, '76561198000000002');
}, 60_000);
afterAll(() => t.close());

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** What an attacker can write without our key: tokens naming someone else. */
const forgedTokensNaming = (userId: number) => [
  `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: String(userId), type: 'access' })}.`,
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ sub: String(userId), type: 'access' })}.c2lnbmF0dXJl`,
];

const submitReview = (authorization: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${endpointPath(reviewEndpoints.submit)}`,
    headers: { authorization },
    payload: { description: 'Fast trade offer and the float was exactly as listed.', rate: 9 },
  });

describe('the review limit', () => {
  it('cannot be spent by tokens that only name a customer', async () => {
    await t.db.query(
      `INSERT INTO orders (user_id, gateway_id, code, status, context, currency, total, trade_link, expires_at)
       VALUES ($1, 1, 'RL-1', 'delivered', '{}', 'EUR', 12.5, 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=a',
         now() + interval '15 minutes')`,
      [alex.userId],
    );
    for (let attempt = 0; attempt <= shopRateLimitDefaults.review.max; attempt += 1) {
      for (const token of forgedTokensNaming(alex.userId)) {
        expect((await submitReview(`Bearer ${token}`)).statusCode).toBe(401);
      }
    }
    expect((await submitReview(alex.headers.authorization)).statusCode).toBe(201);
  });
});

describe('limits a real shopper never meets', () => {
  const search = () => t.app.inject({ method: 'GET', url: `/api/${endpointPath(storeEndpoints.search)}?game=cs2` });
  const product = () =>
    t.app.inject({ method: 'GET', url: `/api/${endpointPath(storeEndpoints.product, { id: 1 })}`, headers: {} });

  it.each([
    ['search', search],
    ['product detail', product],
  ])('%s answers 429 with Retry-After past its limit', async (_, request) => {
    for (let attempt = 0; attempt < small.max; attempt += 1) expect((await request()).statusCode).not.toBe(429);
    const limited = await request();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ detail: expect.any(String) });
  });

  it('cart add is limited per signed-in user, not per address', async () => {
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM items WHERE available ORDER BY id LIMIT 5');
    const add = (buyer: Buyer, skinId: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/${endpointPath(cartEndpoints.add)}`,
        headers: buyer.headers,
        payload: { skin_id: skinId },
      });
    for (const row of rows.slice(0, small.max)) expect((await add(alex, row.id)).statusCode).toBe(200);
    expect((await add(alex, rows[3]?.id ?? 0)).statusCode).toBe(429);
    expect((await add(camille, rows[3]?.id ?? 0)).statusCode).toBe(200);
  });
});

describe('RATE_LIMITS', () => {
  it('overrides limits by name, in seconds', () => {
    expect(rateLimitOverrides('search=100/30, review=2/3600')).toEqual({
      search: { max: 100, timeWindowMs: 30_000 },
      review: { max: 2, timeWindowMs: 3_600_000 },
    });
  });

  it.each(['serch=1/1', 'search=0/60', 'search=10', 'search=-1/60'])('refuses %s, naming the entry', (value) => {
    expect(() => rateLimitOverrides(value)).toThrow(value);
  });
});
