import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseEndpoints } from '#contract/cart.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { type Buyer, buySkin, createShopTestApp, type ShopTestApp } from '../orders/testKit.ts';

let shop: ShopTestApp;
let alex: Buyer;

beforeAll(async () => {
  shop = await createShopTestApp({
    rateLimits: { purchase: { max: 2, timeWindowMs: 60_000 }, inventoryCheck: { max: 2, timeWindowMs: 60_000 } },
  });
  alex = await shop.buyer(1);
}, 60_000);
afterAll(() => shop.close());

describe('rate limits', () => {
  it('limits inventory checks with 429 and Retry-After', async () => {
    const check = () =>
      shop.app.inject({
        method: 'GET',
        url: `/api/${endpointPath(purchaseEndpoints.inventoryOpen)}`,
        headers: alex.headers,
      });
    expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(200);
    const limited = await check();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits purchases with 429', async () => {
    const [first, second, third] = await shop.availableSkins(3);
    expect((await buySkin(shop.app, alex, first as number)).statusCode).toBe(200);
    expect((await buySkin(shop.app, alex, second as number)).statusCode).toBe(200);
    expect((await buySkin(shop.app, alex, third as number)).statusCode).toBe(429);
  });
});
