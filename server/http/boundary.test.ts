import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '#contract/auth.ts';
import { cartEndpoints, idempotencyKeyHeader, purchaseEndpoints } from '#contract/cart.ts';
import { immediateDeliveryConsent } from '#contract/consent.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { supportEndpoints } from '#contract/lists.ts';
import { orderEndpoints } from '#contract/orders.ts';
import { controlCharacterMessage, int4Max } from '#contract/primitives.ts';
import { profileEndpoints } from '#contract/profile.ts';
import { reviewEndpoints } from '#contract/reviews.ts';
import { type Buyer, createShopTestApp, newIdempotencyKey, type ShopTestApp } from '../orders/testKit.ts';

/** Issue #15: requests no column can hold, or holding a NUL, are the client's mistake (400), never a 500. */
let shop: ShopTestApp;
let buyer: Buyer;

beforeAll(async () => {
  shop = await createShopTestApp();
  buyer = await shop.buyer(1);
}, 60_000);
afterAll(() => shop.close());

const tooLarge = int4Max + 1;

describe('integers a column cannot hold', () => {
  it.each([
    [
      'the cart removal path',
      () => ({ method: 'DELETE', url: `/api/${endpointPath(cartEndpoints.remove, { id: tooLarge })}` }),
      'id',
    ],
    [
      'the cart add body',
      () => ({ method: 'POST', url: `/api/${endpointPath(cartEndpoints.add)}`, payload: { skin_id: tooLarge } }),
      'skin_id',
    ],
    [
      'the skin purchase path',
      () => ({
        method: 'POST',
        url: `/api/${endpointPath(purchaseEndpoints.skinPurchase, { id: tooLarge })}`,
        payload: { skin_id: 1 },
        headers: { [idempotencyKeyHeader]: newIdempotencyKey() },
      }),
      'id',
    ],
    [
      'the skin purchase body',
      () => ({
        method: 'POST',
        url: `/api/${endpointPath(purchaseEndpoints.skinPurchase, { id: 1 })}`,
        payload: {
          skin_id: tooLarge,
          price: 1,
          currency: 'EUR',
          immediate_delivery_consent: immediateDeliveryConsent.version,
        },
        headers: { [idempotencyKeyHeader]: newIdempotencyKey() },
      }),
      'skin_id',
    ],
    [
      'the profile currency',
      () => ({
        method: 'PATCH',
        url: `/api/${endpointPath(profileEndpoints.profile)}`,
        payload: { currency: 3_000_000_000 },
      }),
      'currency',
    ],
    [
      'the order path',
      () => ({ method: 'GET', url: `/api/${endpointPath(orderEndpoints.order, { id: String(tooLarge) })}` }),
      'id',
    ],
  ] as const)('are refused in %s with a field error', async (_, request, field) => {
    const { headers, ...rest } = { headers: {}, ...request() } as {
      headers: Record<string, string>;
      method: 'GET';
      url: string;
    };
    const response = await shop.app.inject({ ...rest, headers: { ...buyer.headers, ...headers } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual([field]);
  });

  it('still accepts the largest one (a plain not-found)', async () => {
    const response = await shop.app.inject({
      method: 'DELETE',
      url: `/api/${endpointPath(cartEndpoints.remove, { id: int4Max })}`,
      headers: buyer.headers,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('control characters', () => {
  const nul = 'Alex\u0000Smith';

  it.each([
    [
      'the contact form (visitor)',
      `/api/${endpointPath(supportEndpoints.contactForm)}`,
      'POST',
      { email: 'a@b.co', full_name: nul, message: 'Hello there' },
      'full_name',
    ],
    [
      'the admin sign-in (visitor)',
      `/api/${endpointPath(authEndpoints.adminLogin)}`,
      'POST',
      { username: nul, password: 'secret' },
      'username',
    ],
    [
      'the profile settings',
      `/api/${endpointPath(profileEndpoints.profile)}`,
      'PATCH',
      {
        street_address: nul,
        zip_code: '75001',
        phone: '+33612345678',
        country: 'FR',
        steam_trade_link: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=Ab12Cd34',
        email: 'a@b.co',
      },
      'street_address',
    ],
    [
      'a review',
      `/api/${endpointPath(reviewEndpoints.submit)}`,
      'POST',
      { description: `A fine shop, ${nul}, really good`, rate: 9 },
      'description',
    ],
    [
      'a nested field name',
      `/api/${endpointPath(supportEndpoints.contactForm)}`,
      'POST',
      { 'a\u0001': 'x' },
      'a\u0001',
    ],
  ] as const)('are refused in %s with a field error', async (_, url, method, payload, field) => {
    const response = await shop.app.inject({ method, url, payload, headers: buyer.headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ [field]: [controlCharacterMessage] });
  });

  it('are refused in a query parameter', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/store/skins/search/?game=cs2&search=ak%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ search: [controlCharacterMessage] });
  });

  it('leave tabs and line breaks alone', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: `/api/${endpointPath(supportEndpoints.contactForm)}`,
      payload: { email: 'a@b.co', full_name: 'Alex Smith', message: 'Line one\r\nLine\ttwo' },
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('payment webhooks for a gateway that cannot exist', () => {
  it.each(['0', 'abc', '1.5', '2147483648', '-1'])('answer a documented 400 for %s', async (gateway) => {
    const response = await shop.app.inject({
      method: 'POST',
      url: `/api/${endpointPath(orderEndpoints.webhook, { gateway: gateway })}`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('gateway');
  });
});
