import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartEndpoints, idempotencyKeyHeader, purchaseEndpoints, purchaseMessages } from '#contract/cart.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { orderEndpoints } from '#contract/orders.ts';
import { purchaseRequestHash } from '../orders/purchase.ts';
import {
  type Buyer,
  buyCart,
  buySkin,
  createShopTestApp,
  deliveryConsent,
  newIdempotencyKey,
  orderState,
  pressCheckoutButton,
  type ShopTestApp,
  shownPrice,
} from '../orders/testKit.ts';

const shownPriceBody = async (buyer: Buyer, skinId: number) => {
  const { amount, currency } = await shownPrice(shop.db, buyer, skinId);
  return { price: amount, currency, ...deliveryConsent };
};

const addToCart = async (buyer: Buyer, skinId: number) => {
  const added = await shop.app.inject({
    method: 'POST',
    url: `/api/${endpointPath(cartEndpoints.add)}`,
    headers: buyer.headers,
    payload: { skin_id: skinId },
  });
  expect(added.statusCode).toBe(200);
};

const cartSkinIds = async (buyer: Buyer) => {
  const cart = await shop.app.inject({
    method: 'GET',
    url: `/api/${endpointPath(cartEndpoints.cart)}`,
    headers: buyer.headers,
  });
  return cart.json<{ items: { skin_id: number }[] }>().items.map((item) => item.skin_id);
};

/** Nothing of the purchase stayed: no order for the skins, no reservation, still on sale, the key free. */
const expectNothingReserved = async (skinIds: number[], key: string) => {
  const orders = await shop.db.query('SELECT 1 FROM order_items WHERE item_id = ANY($1::int[])', [skinIds]);
  expect(orders.rows).toEqual([]);
  const held = await shop.db.query('SELECT 1 FROM reservations WHERE item_id = ANY($1::int[])', [skinIds]);
  expect(held.rows).toEqual([]);
  const onSale = await shop.db.query<{ available: boolean }>('SELECT available FROM items WHERE id = ANY($1::int[])', [
    skinIds,
  ]);
  expect(onSale.rows.every((row) => row.available)).toBe(true);
  const claims = await shop.db.query('SELECT 1 FROM purchase_requests WHERE idempotency_key = $1', [key]);
  expect(claims.rows).toEqual([]);
};

let shop: ShopTestApp;
let alex: Buyer;
let camille: Buyer;

beforeAll(async () => {
  shop = await createShopTestApp();
  alex = await shop.buyer(1);
  camille = await shop.buyer(2);
}, 60_000);
afterAll(() => shop.close());

describe('purchase', () => {
  it('sells a skin once when 50 buyers try at the same time', async () => {
    const [skinId] = await shop.availableSkins(1);
    const buyers = [alex, camille];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => buySkin(shop.app, buyers[index % 2] as Buyer, skinId as number)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const refusedAnswer of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refusedAnswer.json()).toEqual({
        message: purchaseMessages.justSold,
        locked_skins: [skinId],
        reason: 'just_sold',
      });
    }
    const { rows } = await shop.db.query('SELECT order_id FROM order_items WHERE item_id = $1', [skinId]);
    expect(rows).toHaveLength(1);
  });

  it('answers a checkout URL on the allowlist and waits for payment, priced by the server', async () => {
    const [skinId] = await shop.availableSkins(1);
    const answer = await buySkin(shop.app, alex, skinId as number);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.message).toBe('Waiting for payment');
    expect(new URL(body.checkout_url).origin).toBe('http://localhost:3000');
    const origins = await shop.app.inject({
      method: 'GET',
      url: `/api/${endpointPath(purchaseEndpoints.checkoutOrigins)}`,
    });
    expect(origins.json().origins).toContain(new URL(body.checkout_url).origin);
    expect((await orderState(shop.db, body.order_id))?.status).toBe('awaiting_payment');

    const { rows } = await shop.db.query<{ total: number; price: number }>(
      `SELECT orders.total, round(items.price_base_usd * 1.05 * 0.92, 2) AS price
       FROM orders JOIN order_items ON order_items.order_id = orders.id JOIN items ON items.id = order_items.item_id
       WHERE orders.id = $1`,
      [body.order_id],
    );
    expect(rows[0]?.total).toBe(rows[0]?.price);
  });

  it('refuses any field beyond the skin and the price the shopper saw (which is compared, never charged)', async () => {
    const [skinId] = await shop.availableSkins(1);
    const answer = await shop.app.inject({
      method: 'POST',
      url: `/api/${endpointPath(purchaseEndpoints.skinPurchase, { id: 1 })}`,
      headers: { ...alex.headers, [idempotencyKeyHeader]: newIdempotencyKey() },
      payload: { skin_id: skinId, ...(await shownPriceBody(alex, skinId as number)), total: 0.01 },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ total: ['Unknown field'] });
  });

  it('replays the same order for the same key and payload, and refuses the key with another payload', async () => {
    const [first, second] = await shop.availableSkins(2);
    const key = newIdempotencyKey();
    const original = await buySkin(shop.app, alex, first as number, key);
    const replay = await buySkin(shop.app, alex, first as number, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(original.json());
    const changed = await buySkin(shop.app, alex, second as number, key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().message).toBe(purchaseMessages.idempotencyKeyReused);
  });

  it('answers 409 to a duplicate still in progress, takes over an abandoned claim, frees a refused key', async () => {
    const [skinId] = await shop.availableSkins(1);
    const key = newIdempotencyKey();
    // The first request with this key has claimed it and not finished yet.
    await shop.db.query('INSERT INTO purchase_requests (user_id, idempotency_key, request_hash) VALUES ($1, $2, $3)', [
      alex.userId,
      key,
      purchaseRequestHash({ gatewayId: 1, source: { kind: 'skin', skinId: skinId as number } }),
    ]);
    const duplicate = await buySkin(shop.app, alex, skinId as number, key);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(purchaseMessages.idempotencyKeyInUse);

    // The first request's process died: after a while its claim is taken over.
    await shop.db.query(
      `UPDATE purchase_requests SET created_at = now() - interval '10 minutes' WHERE idempotency_key = $1`,
      [key],
    );
    expect((await buySkin(shop.app, alex, skinId as number, key)).statusCode).toBe(200);

    const takenKey = newIdempotencyKey();
    expect((await buySkin(shop.app, camille, skinId as number, takenKey)).statusCode).toBe(409);
    const { rows } = await shop.db.query('SELECT 1 FROM purchase_requests WHERE idempotency_key = $1', [takenKey]);
    // The refused purchase freed its key.
    expect(rows).toEqual([]);
  });

  it('refuses a purchase without an Idempotency-Key or without a trade link', async () => {
    const [skinId] = await shop.availableSkins(1);
    const noKey = await shop.app.inject({
      method: 'POST',
      url: `/api/${endpointPath(purchaseEndpoints.skinPurchase, { id: 1 })}`,
      headers: alex.headers,
      payload: { skin_id: skinId, ...(await shownPriceBody(alex, skinId as number)) },
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toBe(purchaseMessages.idempotencyKeyMissing);

    const pete = await shop.buyer(3);
    await shop.db.query('UPDATE users SET steam_trade_link = NULL WHERE id = $1', [pete.userId]);
    const noLink = await buySkin(shop.app, pete, skinId as number);
    expect(noLink.statusCode).toBe(400);
    expect(noLink.json()).toEqual({ message: purchaseMessages.noTradeLink, locked_skins: [] });
  });

  it('refuses a buyer whose offers Steam would hold, before any order or checkout, in both purchases', async () => {
    const hana = await shop.buyer(4);
    const [skinId, cartSkinId] = await shop.availableSkins(2);
    const key = newIdempotencyKey();
    const single = await buySkin(shop.app, hana, skinId as number, key);
    expect(single.statusCode).toBe(409);
    expect(single.json()).toEqual({
      message: purchaseMessages.tradeHold,
      locked_skins: [],
      reason: 'trade_hold',
      hold_days: 15,
    });
    await expectNothingReserved([skinId as number], key);

    await addToCart(hana, cartSkinId as number);
    const cartKey = newIdempotencyKey();
    const cart = await buyCart(shop.app, hana, cartKey);
    expect(cart.statusCode).toBe(409);
    expect(cart.json().reason).toBe('trade_hold');
    await expectNothingReserved([cartSkinId as number], cartKey);
    expect(await cartSkinIds(hana)).toEqual([cartSkinId]);
  });

  it('buys the whole cart and empties it of the bought skins', async () => {
    const skins = await shop.availableSkins(2);
    for (const skinId of skins) {
      const added = await shop.app.inject({
        method: 'POST',
        url: `/api/${endpointPath(cartEndpoints.add)}`,
        headers: camille.headers,
        payload: { skin_id: skinId },
      });
      expect(added.statusCode).toBe(200);
    }
    const bought = await buyCart(shop.app, camille, newIdempotencyKey(), 2);
    expect(bought.statusCode).toBe(200);
    const { rows } = await shop.db.query('SELECT item_id FROM order_items WHERE order_id = $1 ORDER BY item_id', [
      bought.json().order_id,
    ]);
    expect(rows.map((row) => row.item_id)).toEqual([...skins].sort((a, b) => a - b));
    const cart = await shop.app.inject({
      method: 'GET',
      url: `/api/${endpointPath(cartEndpoints.cart)}`,
      headers: camille.headers,
    });
    expect(cart.json().items).toEqual([]);
  });

  it('releases the skins when the buyer cancels at the checkout, and they can be bought again', async () => {
    const [skinId] = await shop.availableSkins(1);
    const first = (await buySkin(shop.app, alex, skinId as number)).json();
    const cancel = await pressCheckoutButton(shop.app, first.checkout_url, 'cancel');
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe(`http://localhost:3000/payment/${first.order_id}?outcome=cancelled`);
    expect((await orderState(shop.db, first.order_id))?.status).toBe('payment_expired');
    // Back in Alex's cart, and on sale to anyone: Camille takes it.
    expect(await cartSkinIds(alex)).toEqual([skinId]);
    const again = await buySkin(shop.app, camille, skinId as number);
    expect(again.statusCode).toBe(200);
    await shop.db.query('DELETE FROM cart_items WHERE user_id = $1', [alex.userId]);
  });

  it('lets the buyer go back to an open checkout from the order, and not once it is settled', async () => {
    const [skinId] = await shop.availableSkins(1);
    const order = (await buySkin(shop.app, alex, skinId as number)).json();
    const detail = () =>
      shop.app.inject({
        method: 'GET',
        url: `/api/${endpointPath(orderEndpoints.order, { id: order.order_id })}`,
        headers: alex.headers,
      });
    expect((await detail()).json().checkout_url).toBe(order.checkout_url);
    await pressCheckoutButton(shop.app, order.checkout_url, 'cancel');
    expect((await detail()).json().checkout_url).toBeNull();
  });

  it('offers no checkout for an unpaid order whose checkout has closed', async () => {
    const [skinId] = await shop.availableSkins(1);
    const order = (await buySkin(shop.app, alex, skinId as number)).json();
    await shop.db.query("UPDATE orders SET expires_at = now() - interval '1 minute' WHERE id = $1", [order.order_id]);
    const detail = await shop.app.inject({
      method: 'GET',
      url: `/api/${endpointPath(orderEndpoints.order, { id: order.order_id })}`,
      headers: alex.headers,
    });
    expect(detail.json()).toMatchObject({ status: 'awaiting_payment', checkout_url: null });
  });

  it('releases the skins of a failed payment', async () => {
    const [skinId] = await shop.availableSkins(1);
    const order = (await buySkin(shop.app, alex, skinId as number)).json();
    await pressCheckoutButton(shop.app, order.checkout_url, 'fail');
    expect((await orderState(shop.db, order.order_id))?.status).toBe('payment_failed');
    const { rows } = await shop.db.query<{ available: boolean }>('SELECT available FROM items WHERE id = $1', [skinId]);
    expect(rows[0]?.available).toBe(true);
  });

  it('releases the skins of an order whose checkout expired when someone else buys them', async () => {
    const [skinId] = await shop.availableSkins(1);
    const order = (await buySkin(shop.app, alex, skinId as number)).json();
    await shop.db.query(`UPDATE orders SET expires_at = now() - interval '1 second' WHERE id = $1`, [order.order_id]);
    const second = await buySkin(shop.app, camille, skinId as number);
    expect(second.statusCode).toBe(200);
    expect((await orderState(shop.db, order.order_id))?.status).toBe('payment_expired');
  });

  it('refuses a skin whose price moved since the buyer saw it, with the new price, and reserves nothing', async () => {
    const [skinId] = (await shop.availableSkins(1)) as [number];
    const now = await shownPrice(shop.db, alex, skinId);
    const key = newIdempotencyKey();
    const answer = await buySkin(shop.app, alex, skinId, key, 1, { ...now, amount: now.amount - 0.01 });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      message: purchaseMessages.priceChanged,
      locked_skins: [],
      reason: 'price_changed',
      price: now,
    });
    await expectNothingReserved([skinId], key);
    // Pressed again at the new price, it goes through.
    expect((await buySkin(shop.app, alex, skinId)).statusCode).toBe(200);
  });

  it('refuses a price seen in another currency than the buyer pays in, with the price in theirs', async () => {
    const [skinId] = (await shop.availableSkins(1)) as [number];
    const now = await shownPrice(shop.db, alex, skinId);
    const elsewhere = now.currency === 'USD' ? 'EUR' : 'USD';
    const answer = await buySkin(shop.app, alex, skinId, newIdempotencyKey(), 1, { ...now, currency: elsewhere });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().price).toEqual(now);
  });

  it('refuses a cart whose total moved, with the new total, and keeps the cart as it was', async () => {
    // Earlier expired checkouts put their skins back in Alex's cart; this cart holds only its own two.
    await shop.db.query('DELETE FROM cart_items WHERE user_id = $1', [alex.userId]);
    const skins = await shop.availableSkins(2);
    for (const skinId of skins) await addToCart(alex, skinId);
    const key = newIdempotencyKey();
    const cart = await shop.app.inject({
      method: 'GET',
      url: `/api/${endpointPath(cartEndpoints.cart)}`,
      headers: alex.headers,
    });
    const { total_price: total, currency } = cart.json();
    const answer = await buyCart(shop.app, alex, key, 1, { amount: total + 1, currency });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ reason: 'price_changed', price: { amount: total, currency } });
    await expectNothingReserved(skins, key);
    expect((await cartSkinIds(alex)).sort()).toEqual([...skins].sort());
    await shop.db.query('DELETE FROM cart_items WHERE user_id = $1', [alex.userId]);
  });

  it('tells the buyer of a cart holding a skin another order reserved that it was just sold, and drops it from the cart', async () => {
    const [taken, free] = (await shop.availableSkins(2)) as [number, number];
    await addToCart(camille, taken);
    await addToCart(camille, free);
    // Camille's page showed both on sale; Alex buys one of them first.
    const cartPage = await shop.app.inject({
      method: 'GET',
      url: `/api/${endpointPath(cartEndpoints.cart)}`,
      headers: camille.headers,
    });
    const seen = { amount: cartPage.json().total_price, currency: cartPage.json().currency };
    expect((await buySkin(shop.app, alex, taken)).statusCode).toBe(200);

    const key = newIdempotencyKey();
    const answer = await buyCart(shop.app, camille, key, 1, seen);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ message: purchaseMessages.justSold, locked_skins: [taken], reason: 'just_sold' });
    expect(await cartSkinIds(camille)).toEqual([free]);
    await expectNothingReserved([free], key);
    await shop.db.query('DELETE FROM cart_items WHERE user_id = $1', [camille.userId]);
  });

  it('gives one of two concurrent buyers of a skin the order and tells the other it was just sold', async () => {
    const [skinId] = (await shop.availableSkins(1)) as [number];
    await addToCart(camille, skinId);
    const [first, second] = await Promise.all([buySkin(shop.app, alex, skinId), buySkin(shop.app, camille, skinId)]);
    const answers = [first, second].map((answer) => ({ status: answer.statusCode, body: answer.json() }));
    const won = answers.filter((answer) => answer.status === 200);
    const lost = answers.filter((answer) => answer.status === 409);
    expect(won).toHaveLength(1);
    expect(lost).toEqual([
      { status: 409, body: { message: purchaseMessages.justSold, locked_skins: [skinId], reason: 'just_sold' } },
    ]);
    const { rows } = await shop.db.query('SELECT DISTINCT order_id FROM order_items WHERE item_id = $1', [skinId]);
    expect(rows).toHaveLength(1);
    // The skin is out of Camille's cart either way: bought by her, or sold to Alex.
    expect(await cartSkinIds(camille)).toEqual([]);
  });
});
