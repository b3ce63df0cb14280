import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Buyer, buyCart, buySkin, createShopTestApp, orderState, type ShopTestApp } from '../../orders/testKit.ts';
import { type FakeStripe, startFakeStripe } from './fakeStripe.ts';
import { stripeSessionExpiry } from './stripeGateway.ts';

let fake: FakeStripe;
let shop: ShopTestApp;
let buyer: Buyer;

beforeAll(async () => {
  fake = await startFakeStripe();
  shop = await createShopTestApp({
    stripe: { secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, api: fake.api },
  });
  buyer = await shop.buyer(2);
}, 60_000);
afterAll(async () => {
  await shop.close();
  await fake.close();
});

const deliver = ({ rawBody, header }: { rawBody: string; header: string }) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/1/',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload: rawBody,
  });

async function sessionOfOrder(orderId: number) {
  const { rows } = await shop.db.query<{ checkout_session: string; code: string }>(
    'SELECT checkout_session, code FROM orders WHERE id = $1',
    [orderId],
  );
  const session = fake.session(rows[0]?.checkout_session ?? '');
  if (!session || !rows[0]) throw new Error(`No Stripe session for order ${orderId}`);
  return { session, code: rows[0].code };
}

describe('Stripe Checkout gateway', () => {
  it('opens one Checkout Session per order: a line per skin, the order as reference, back to the order page', async () => {
    const skins = await shop.availableSkins(2);
    for (const skinId of skins) {
      await shop.app.inject({
        method: 'POST',
        url: '/api/payments/cart/add/',
        headers: buyer.headers,
        payload: { skin_id: skinId },
      });
    }
    const answer = await buyCart(shop.app, buyer);
    expect(answer.statusCode).toBe(200);
    const { order_id: orderId, checkout_url: checkoutUrl } = answer.json<{ order_id: number; checkout_url: string }>();
    const { session, code } = await sessionOfOrder(orderId);
    expect(checkoutUrl).toBe(`https://checkout.stripe.com/c/pay/${session.id}`);

    const created = fake.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1);
    expect(created?.idempotencyKey).toBe(`checkout-${orderId}-${code}`);
    const { rows: lines } = await shop.db.query<{ name: string; price: number }>(
      'SELECT items.name, order_items.price FROM order_items JOIN items ON items.id = order_items.item_id WHERE order_id = $1 ORDER BY item_id',
      [orderId],
    );
    const { rows: orders } = await shop.db.query<{ currency: string; expires_at: Date }>(
      'SELECT currency, expires_at FROM orders WHERE id = $1',
      [orderId],
    );
    const currency = orders[0]?.currency.toLowerCase();
    expect(created?.params).toMatchObject({
      mode: 'payment',
      client_reference_id: String(orderId),
      success_url: `http://localhost:3000/payment/${orderId}?outcome=paid`,
      cancel_url: `http://localhost:3000/payment/${orderId}?outcome=cancelled`,
      metadata: { order_id: String(orderId), order_code: code },
      line_items: lines.map((line) => ({
        quantity: '1',
        price_data: { currency, unit_amount: String(Math.round(line.price * 100)), product_data: { name: line.name } },
      })),
    });
    // Our reservation lasts 15 minutes, under Stripe's 30-minute minimum: the session is given the minimum.
    const expiresAt = Number(created?.params.expires_at);
    expect(expiresAt * 1000).toBeGreaterThan((orders[0]?.expires_at.getTime() ?? 0) + 15 * 60_000);
    expect(expiresAt - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(31 * 60);
  });

  it('waits for a delayed payment to settle: completed unpaid, then async succeeded or failed', async () => {
    for (const [settlement, status] of [
      ['checkout.session.async_payment_succeeded', 'paid'],
      ['checkout.session.async_payment_failed', 'payment_failed'],
    ] as const) {
      const [skinId] = await shop.availableSkins(1);
      const { order_id: orderId } = (await buySkin(shop.app, buyer, skinId as number)).json<{ order_id: number }>();
      const { session } = await sessionOfOrder(orderId);
      const completedUnpaid = fake.pay(session.id, 'delayed');
      expect((await deliver(fake.signedEvent('checkout.session.completed', completedUnpaid))).statusCode).toBe(200);
      expect((await orderState(shop.db, orderId))?.status).toBe('awaiting_payment');
      const settled = { ...completedUnpaid, payment_status: status === 'paid' ? 'paid' : 'unpaid' };
      expect((await deliver(fake.signedEvent(settlement, settled))).statusCode).toBe(200);
      expect((await orderState(shop.db, orderId))?.status).toBe(status);
    }
  });

  it('answers events about nothing it sold without acting', async () => {
    const answer = await deliver(fake.signedEvent('customer.created', { id: 'cus_test_1', object: 'customer' }));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: true });
  });

  it('refunds through refunds.create with the payment, the amount and an idempotency key', async () => {
    const [skinId] = await shop.availableSkins(1);
    const { order_id: orderId } = (await buySkin(shop.app, buyer, skinId as number)).json<{ order_id: number }>();
    const { session } = await sessionOfOrder(orderId);
    // Cancelled at the gateway (expired) just as the buyer paid: the payment arrives for a released order.
    const paid = fake.pay(session.id);
    await deliver(fake.signedEvent('checkout.session.expired', { ...session, status: 'expired' }));
    await deliver(fake.signedEvent('checkout.session.completed', paid));
    expect((await orderState(shop.db, orderId))?.status).toBe('refunded');
    const refund = fake.requests.filter((request) => request.path === '/v1/refunds').at(-1);
    expect(refund?.idempotencyKey).toBe(`refund-${orderId}-${paid.payment_intent}`);
    expect(refund?.params).toMatchObject({ payment_intent: paid.payment_intent, amount: String(paid.amount_total) });
    expect(fake.refundsOf(paid.payment_intent ?? '')).toHaveLength(1);
  });
});

describe('stripeSessionExpiry', () => {
  const now = Date.UTC(2026, 0, 1);
  const seconds = (offsetMinutes: number) => Math.floor(now / 1000) + offsetMinutes * 60;
  it('keeps a reservation end inside Stripe bounds as it is', () => {
    expect(stripeSessionExpiry(new Date(now + 60 * 60_000), now)).toBe(seconds(60));
  });
  it('moves a short one up to 30 minutes and a long one down to 24 hours, with a minute to spare', () => {
    expect(stripeSessionExpiry(new Date(now + 15 * 60_000), now)).toBe(seconds(31));
    expect(stripeSessionExpiry(new Date(now + 48 * 60 * 60_000), now)).toBe(seconds(24 * 60 - 1));
  });
});
