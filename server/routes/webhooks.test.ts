import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartEndpoints } from '#contract/cart.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { orderEndpoints } from '#contract/orders.ts';
import {
  type Buyer,
  buyCart,
  buySkin,
  createShopTestApp,
  orderState,
  pressCheckoutButton,
  type ShopTestApp,
} from '../orders/testKit.ts';
import type { GatewayEvent } from '../payments/gateway.ts';
import { signatureHeader, signPayload } from '../payments/signature.ts';

const webhookSecret = 'whsec_test_0123456789abcdef0123456789';
let shop: ShopTestApp;
let alex: Buyer;

beforeAll(async () => {
  shop = await createShopTestApp({ webhookSecret });
  alex = await shop.buyer(1);
}, 60_000);
afterAll(() => shop.close());

interface OpenOrder {
  orderId: number;
  session: string;
  amountMinor: number;
  currency: string;
}

async function openOrder(): Promise<OpenOrder> {
  const [skinId] = await shop.availableSkins(1);
  const { order_id: orderId } = (await buySkin(shop.app, alex, skinId as number)).json<{ order_id: number }>();
  const { rows } = await shop.db.query<{ checkout_session: string; total: number; currency: string }>(
    'SELECT checkout_session, total, currency FROM orders WHERE id = $1',
    [orderId],
  );
  const order = rows[0];
  if (!order) throw new Error('order missing');
  return {
    orderId,
    session: order.checkout_session,
    amountMinor: Math.round(order.total * 100),
    currency: order.currency,
  };
}

let eventCounter = 0;
function completedEvent(order: OpenOrder, overrides: Partial<GatewayEvent['data']['object']> = {}): GatewayEvent {
  eventCounter += 1;
  return {
    id: `evt_test_${eventCounter}`,
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: order.session,
        client_reference_id: String(order.orderId),
        amount_total: order.amountMinor,
        currency: order.currency.toLowerCase(),
        payment_intent: `pi_test_${eventCounter}`,
        ...overrides,
      },
    },
  };
}

function deliver(rawBody: string, signature: string | undefined, gateway = 1) {
  return shop.app.inject({
    method: 'POST',
    url: `/api/${endpointPath(orderEndpoints.webhook, { gateway: gateway })}`,
    headers: { 'content-type': 'application/json', ...(signature ? { [signatureHeader]: signature } : {}) },
    payload: rawBody,
  });
}

const paidTransitions = async (orderId: number) =>
  (await shop.db.query(`SELECT 1 FROM order_transitions WHERE order_id = $1 AND to_status = 'paid'`, [orderId])).rows
    .length;

describe('payment webhooks', () => {
  it('fulfils once when the same event arrives 5 times in parallel', async () => {
    const order = await openOrder();
    const rawBody = JSON.stringify(completedEvent(order));
    const signature = signPayload(webhookSecret, rawBody);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(rawBody, signature)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await orderState(shop.db, order.orderId))?.status).toBe('paid');
    expect(await paidTransitions(order.orderId)).toBe(1);
  });

  it('refuses unsigned, tampered, stale and wrongly keyed events', async () => {
    const order = await openOrder();
    const rawBody = JSON.stringify(completedEvent(order));
    const stale = signPayload(webhookSecret, rawBody, Math.floor(Date.now() / 1000) - 301);
    const tampered = rawBody.replace(`"amount_total":${order.amountMinor}`, '"amount_total":1');
    const attempts = [
      deliver(rawBody, undefined),
      deliver(tampered, signPayload(webhookSecret, rawBody)),
      deliver(rawBody, stale),
      deliver(rawBody, signPayload('another-secret-of-enough-length', rawBody)),
      deliver(rawBody, 't=abc,v1=zz'),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ detail: 'Invalid or missing signature.' });
    }
    expect((await orderState(shop.db, order.orderId))?.status).toBe('awaiting_payment');
  });

  it('refuses a signed event whose amount, currency, session or gateway does not match the order', async () => {
    const order = await openOrder();
    const mismatches = [
      completedEvent(order, { amount_total: order.amountMinor - 1 }),
      completedEvent(order, { currency: 'usd' === order.currency.toLowerCase() ? 'eur' : 'usd' }),
      completedEvent(order, { id: 'cs_sandbox_another_session' }),
    ];
    for (const event of mismatches) {
      const rawBody = JSON.stringify(event);
      const answer = await deliver(rawBody, signPayload(webhookSecret, rawBody));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ detail: 'The event does not match the order.' });
    }
    const rawBody = JSON.stringify(completedEvent(order));
    expect((await deliver(rawBody, signPayload(webhookSecret, rawBody), 2)).statusCode).toBe(400);
    expect((await orderState(shop.db, order.orderId))?.status).toBe('awaiting_payment');
  });

  it('refunds a payment that arrives after the skins were released', async () => {
    const order = await openOrder();
    const { rows } = await shop.db.query<{ id: string }>(
      'SELECT id FROM sandbox_checkout_sessions WHERE order_id = $1',
      [order.orderId],
    );
    await pressCheckoutButton(shop.app, `http://localhost:3000/sandbox/payments/checkout/${rows[0]?.id}`, 'cancel');
    expect((await orderState(shop.db, order.orderId))?.status).toBe('payment_expired');
    const rawBody = JSON.stringify(completedEvent(order));
    expect((await deliver(rawBody, signPayload(webhookSecret, rawBody))).statusCode).toBe(200);
    expect((await orderState(shop.db, order.orderId))?.status).toBe('refunded');
    const refunds = await shop.db.query('SELECT amount FROM refunds WHERE order_id = $1', [order.orderId]);
    expect(refunds.rows).toEqual([{ amount: order.amountMinor / 100 }]);
  });

  it('pays an order through the sandbox checkout page, which is marked SANDBOX and runs no script', async () => {
    const [skinId] = await shop.availableSkins(1);
    const answer = (await buySkin(shop.app, alex, skinId as number)).json<{ checkout_url: string; order_id: number }>();
    const page = await shop.app.inject({ method: 'GET', url: new URL(answer.checkout_url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('SANDBOX');
    expect(page.body).not.toContain('<script');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const pay = await pressCheckoutButton(shop.app, answer.checkout_url, 'pay');
    expect(pay.statusCode).toBe(303);
    expect((await orderState(shop.db, answer.order_id))?.status).toBe('paid');
    // The buttons work once: the session is closed.
    expect((await pressCheckoutButton(shop.app, answer.checkout_url, 'pay')).statusCode).toBe(410);
  });
});

describe('the return from the checkout', () => {
  async function checkoutOf(skinCount: number) {
    const skinIds = await shop.availableSkins(skinCount);
    for (const skinId of skinIds) {
      await shop.app.inject({
        method: 'POST',
        url: `/api/${endpointPath(cartEndpoints.add)}`,
        headers: alex.headers,
        payload: { skin_id: skinId },
      });
    }
    const answer = await buyCart(shop.app, alex);
    return { skinIds, ...answer.json<{ checkout_url: string; order_id: number }>() };
  }
  const cartSkinIds = async () =>
    (await shop.app.inject({ method: 'GET', url: `/api/${endpointPath(cartEndpoints.cart)}`, headers: alex.headers }))
      .json<{ items: { skin_id: number }[] }>()
      .items.map((item) => item.skin_id);

  it('lands a paid checkout on the order’s payment page, the cart emptied', async () => {
    const { skinIds, checkout_url, order_id } = await checkoutOf(2);
    expect(await cartSkinIds()).toEqual([]);
    const pay = await pressCheckoutButton(shop.app, checkout_url, 'pay');
    expect(pay.headers.location).toBe(`http://localhost:3000/payment/${order_id}?outcome=paid`);
    expect(await cartSkinIds()).toEqual([]);
    // My Purchases: one row per skin, each saying how many items its purchase holds.
    const purchases = (
      await shop.app.inject({ method: 'GET', url: '/api/payments/purchases/', headers: alex.headers })
    ).json<{ order_id: number; skin_id: number; items: number }[]>();
    const rows = purchases.filter((purchase) => purchase.order_id === order_id);
    expect(rows.map((row) => row.skin_id).sort()).toEqual([...skinIds].sort());
    expect(rows.map((row) => row.items)).toEqual([2, 2]);
  });

  it('lands a failed or cancelled checkout on the payment page and puts the skins back in the cart', async () => {
    for (const action of ['fail', 'cancel'] as const) {
      const { skinIds, checkout_url, order_id } = await checkoutOf(2);
      const answer = await pressCheckoutButton(shop.app, checkout_url, action);
      const outcome = action === 'fail' ? 'failed' : 'cancelled';
      expect(answer.headers.location).toBe(`http://localhost:3000/payment/${order_id}?outcome=${outcome}`);
      expect((await cartSkinIds()).sort()).toEqual([...skinIds].sort());
      const cleared = await shop.app.inject({
        method: 'POST',
        url: `/api/${endpointPath(cartEndpoints.clear)}`,
        headers: alex.headers,
      });
      expect(cleared.statusCode).toBe(200);
    }
  });
});
