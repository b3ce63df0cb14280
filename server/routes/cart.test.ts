import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartEndpoints, cartMessages, purchaseEndpoints } from '#contract/cart.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { orderEndpoints } from '#contract/orders.ts';
import { type Buyer, buySkin, createShopTestApp, paidOrder, type ShopTestApp } from '../orders/testKit.ts';

let shop: ShopTestApp;
let alex: Buyer;
let camille: Buyer;

beforeAll(async () => {
  shop = await createShopTestApp();
  alex = await shop.buyer(1);
  camille = await shop.buyer(2);
}, 60_000);
afterAll(() => shop.close());

const add = (buyer: Buyer, skinId: number) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/${endpointPath(cartEndpoints.add)}`,
    headers: buyer.headers,
    payload: { skin_id: skinId },
  });
const cartOf = (buyer: Buyer) =>
  shop.app.inject({ method: 'GET', url: `/api/${endpointPath(cartEndpoints.cart)}`, headers: buyer.headers });

describe('cart', () => {
  it('adds, lists priced in the user currency, removes and clears', async () => {
    const [first, second] = await shop.availableSkins(2);
    expect((await add(alex, first as number)).json()).toEqual({ message: cartMessages.added });
    expect((await add(alex, second as number)).statusCode).toBe(200);
    const cart = (await cartOf(alex)).json();
    expect(cart.total_quantity).toBe(2);
    expect(cart.currency).toBe('EUR');
    expect(cart.items.map((item: { skin_id: number }) => item.skin_id)).toEqual([first, second]);
    const { rows } = await shop.db.query<{ price: number }>(
      'SELECT round(price_base_usd * 1.05 * 0.92, 2) AS price FROM items WHERE id = ANY($1::int[]) ORDER BY id',
      [[first, second]],
    );
    const expected = rows.reduce((cents, row) => cents + Math.round(row.price * 100), 0) / 100;
    expect(cart.total_price).toBe(expected);
    for (const item of cart.items) expect(item.item_float === null || /^\d\.\d{6}$/.test(item.item_float)).toBe(true);

    await shop.db.query('UPDATE users SET currency_id = 1 WHERE id = $1', [alex.userId]);
    expect((await cartOf(alex)).json().currency).toBe('USD');
    await shop.db.query('UPDATE users SET currency_id = 2 WHERE id = $1', [alex.userId]);

    const removed = await shop.app.inject({
      method: 'DELETE',
      url: `/api/${endpointPath(cartEndpoints.remove, { id: first as number })}`,
      headers: alex.headers,
    });
    expect(removed.json()).toEqual({ message: cartMessages.removed });
    const cleared = await shop.app.inject({
      method: 'POST',
      url: `/api/${endpointPath(cartEndpoints.clear)}`,
      headers: alex.headers,
    });
    expect(cleared.json()).toEqual({ message: cartMessages.cleared });
    expect((await cartOf(alex)).json().items).toEqual([]);
  });

  it('refuses unknown, duplicate, reserved and sold skins with a clear message', async () => {
    const [skinId, reservedId] = await shop.availableSkins(2);
    expect((await add(alex, 999_999)).json()).toEqual({ detail: cartMessages.unknownSkin });
    await add(alex, skinId as number);
    const duplicate = await add(alex, skinId as number);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ detail: cartMessages.alreadyInCart });
    await buySkin(shop.app, camille, reservedId as number);
    const reserved = await add(alex, reservedId as number);
    expect(reserved.statusCode).toBe(409);
    expect(reserved.json()).toEqual({ detail: cartMessages.reserved });
    await shop.db.query('UPDATE items SET available = false WHERE id = $1', [skinId]);
    expect((await cartOf(alex)).json()).toMatchObject({
      items: [{ skin_id: skinId, available: false }],
      total_price: 0,
    });
  });

  it("keeps every user's cart and orders to themselves", async () => {
    const [skinId] = await shop.availableSkins(1);
    await add(camille, skinId as number);
    const removeOther = await shop.app.inject({
      method: 'DELETE',
      url: `/api/${endpointPath(cartEndpoints.remove, { id: skinId as number })}`,
      headers: alex.headers,
    });
    expect(removeOther.statusCode).toBe(404);
    expect((await cartOf(camille)).json().items.map((item: { skin_id: number }) => item.skin_id)).toContain(skinId);
    await shop.app.inject({ method: 'POST', url: `/api/${endpointPath(cartEndpoints.clear)}`, headers: alex.headers });
    expect((await cartOf(camille)).json().items.map((item: { skin_id: number }) => item.skin_id)).toContain(skinId);

    const orderId = await paidOrder(shop, camille);
    const detail = await shop.app.inject({
      method: 'GET',
      url: `/api/${endpointPath(orderEndpoints.order, { id: orderId })}`,
      headers: alex.headers,
    });
    expect(detail.statusCode).toBe(404);
    const alexOrders = await shop.app.inject({
      method: 'GET',
      url: `/api/${endpointPath(orderEndpoints.orders)}`,
      headers: alex.headers,
    });
    expect(alexOrders.json().map((order: { id: number }) => order.id)).not.toContain(orderId);
    const alexPurchases = await shop.app.inject({
      method: 'GET',
      url: `/api/${endpointPath(orderEndpoints.purchases)}`,
      headers: alex.headers,
    });
    expect(alexPurchases.json().map((purchase: { order_id: number }) => purchase.order_id)).not.toContain(orderId);
  });

  it('answers 401 to visitors on every cart, purchase and order route', async () => {
    const routes: [string, string][] = [
      ['GET', `/api/${endpointPath(cartEndpoints.cart)}`],
      ['POST', `/api/${endpointPath(cartEndpoints.add)}`],
      ['DELETE', `/api/${endpointPath(cartEndpoints.remove, { id: 1 })}`],
      ['POST', `/api/${endpointPath(cartEndpoints.clear)}`],
      ['POST', `/api/${endpointPath(purchaseEndpoints.cartPurchase, { id: 1 })}`],
      ['POST', `/api/${endpointPath(purchaseEndpoints.skinPurchase, { id: 1 })}`],
      ['GET', `/api/${endpointPath(purchaseEndpoints.inventoryOpen)}`],
      ['GET', `/api/${endpointPath(orderEndpoints.orders)}`],
      ['GET', `/api/${endpointPath(orderEndpoints.order, { id: 1 })}`],
      ['GET', `/api/${endpointPath(orderEndpoints.purchases)}`],
    ];
    for (const [method, url] of routes) {
      const payload = url.includes('add') || url.includes('skin/purchase') ? { skin_id: 1 } : undefined;
      const answer = await shop.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 401 to a visitor buying now, whatever the body, before looking at it', async () => {
    const bodies = [undefined, {}, { skin_id: 'not a number' }, { skin_id: -1, extra: true }, [1, 2], 'plain text'];
    for (const gateway of ['1', 'not-a-gateway']) {
      for (const body of bodies) {
        const answer = await shop.app.inject({
          method: 'POST',
          url: `/api/payments/skin/purchase/${gateway}/`,
          ...(body !== undefined && { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
          headers: { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' },
        });
        expect(answer.statusCode, `${gateway} ${JSON.stringify(body)}`).toBe(401);
        expect(answer.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
      }
    }
    const cartWithBody = await shop.app.inject({
      method: 'POST',
      url: '/api/payments/cart/purchase/1/',
      payload: { unexpected: 1 },
    });
    expect(cartWithBody.statusCode).toBe(401);
  });
});

describe('my orders and purchases', () => {
  it('lists my orders, their detail with the delivery, and my purchased items', async () => {
    const orderId = await paidOrder(shop, alex);
    const list = (
      await shop.app.inject({
        method: 'GET',
        url: `/api/${endpointPath(orderEndpoints.orders)}`,
        headers: alex.headers,
      })
    ).json();
    expect(list[0]).toMatchObject({ id: orderId, status: 'paid', currency: 'EUR' });
    expect(list[0].skins).toHaveLength(1);
    const detail = (
      await shop.app.inject({
        method: 'GET',
        url: `/api/${endpointPath(orderEndpoints.order, { id: orderId })}`,
        headers: alex.headers,
      })
    ).json();
    expect(detail.delivery).toMatchObject({
      bot_name: expect.stringContaining('Bot'),
      offer_id: null,
      offer_attempts: 0,
    });
    expect(detail.delivery.order_code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(detail.payment_method).toBe('Bank card');
    const purchases = (
      await shop.app.inject({
        method: 'GET',
        url: `/api/${endpointPath(orderEndpoints.purchases)}`,
        headers: alex.headers,
      })
    ).json();
    expect(purchases[0]).toMatchObject({ order_id: orderId, status: 'paid', items: 1, price: list[0].total });
  });
});

describe('inventory check', () => {
  it("answers the sandbox account's setting", async () => {
    const check = (buyer: Buyer) =>
      shop.app.inject({
        method: 'GET',
        url: `/api/${endpointPath(purchaseEndpoints.inventoryOpen)}`,
        headers: buyer.headers,
      });
    expect((await check(alex)).json()).toEqual({ inventory_open: true });
    expect((await check(await shop.buyer(3))).json()).toEqual({ inventory_open: false });
  });
});
