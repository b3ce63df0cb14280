import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Buyer,
  buySkin,
  createShopTestApp,
  orderState,
  runUntil,
  type ShopTestApp,
  workerFor,
} from '../orders/testKit.ts';
import type { GatewayEvent } from './gateway.ts';
import { signatureHeader, signPayload } from './signature.ts';
import { type FakeStripe, refundedCharge, startFakeStripe } from './stripe/fakeStripe.ts';

/** An order waiting for its payment, as the gateway knows it. */
interface OpenOrder {
  orderId: number;
  sessionId: string;
  amountMinor: number;
  currency: string;
}

type SessionFields = Partial<GatewayEvent['data']['object']>;

/**
 * One payment gateway as the order-flow suite drives it: what its hosted page and its webhooks do, in its own
 * wire format. The same cases run on the sandbox gateway and on Stripe Checkout (the real client against a
 * local fake of the Stripe API).
 */
interface GatewayDriver {
  shop: ShopTestApp;
  /** The buyer pays on the hosted page; the gateway's signed `checkout.session.completed`. */
  pay(order: OpenOrder): Signed;
  /** A signed event of `type` about the order's session, with fields changed by `overrides`. */
  event(type: string, order: OpenOrder, overrides?: SessionFields, signing?: Signing): Signed;
  /** The signed event the gateway sends when the paid order's payment is refunded from its dashboard. */
  refundedAtGateway(order: OpenOrder): Signed;
  sessionIsOpen(order: OpenOrder): Promise<boolean>;
  /** Refunds the gateway has issued for the order on our request. */
  refundsIssued(order: OpenOrder): Promise<number>;
  close(): Promise<void>;
}

interface Signed {
  rawBody: string;
  headers: Record<string, string>;
}
interface Signing {
  secret?: string;
  timestamp?: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function sandboxDriver(): Promise<GatewayDriver> {
  const webhookSecret = 'whsec_sandbox_0123456789abcdef0123456789';
  const shop = await createShopTestApp({ webhookSecret });
  const paymentIntents = new Map<number, string>();
  let counter = 0;
  const event = (type: string, order: OpenOrder, overrides: SessionFields = {}, signing: Signing = {}): Signed => {
    counter += 1;
    const body: GatewayEvent = {
      id: `evt_sandbox_flow_${counter}`,
      type,
      created: nowSeconds(),
      data: {
        object: {
          id: order.sessionId,
          client_reference_id: String(order.orderId),
          amount_total: order.amountMinor,
          currency: order.currency.toLowerCase(),
          payment_intent: paymentIntents.get(order.orderId) ?? null,
          ...overrides,
        },
      },
    };
    const rawBody = JSON.stringify(body);
    const header = signPayload(signing.secret ?? webhookSecret, rawBody, signing.timestamp);
    return { rawBody, headers: { [signatureHeader]: header } };
  };
  const sessionStatus = async (order: OpenOrder) =>
    (
      await shop.db.query<{ status: string }>('SELECT status FROM sandbox_checkout_sessions WHERE id = $1', [
        order.sessionId,
      ])
    ).rows[0]?.status;
  return {
    shop,
    pay(order) {
      paymentIntents.set(order.orderId, `pi_sandbox_flow_${order.orderId}`);
      return event('checkout.session.completed', order);
    },
    event,
    refundedAtGateway: (order) => event('charge.refunded', order),
    sessionIsOpen: async (order) => (await sessionStatus(order)) === 'open',
    refundsIssued: async (order) => ((await sessionStatus(order)) === 'refunded' ? 1 : 0),
    close: () => shop.close(),
  };
}

async function stripeDriver(): Promise<GatewayDriver> {
  const fake: FakeStripe = await startFakeStripe();
  const shop = await createShopTestApp({
    stripe: { secretKey: fake.secretKey, webhookSecret: fake.webhookSecret, api: fake.api },
  });
  const sessionOf = (order: OpenOrder) => {
    const session = fake.session(order.sessionId);
    if (!session) throw new Error(`Stripe has no session ${order.sessionId}`);
    return session;
  };
  const signed = ({ rawBody, header }: { rawBody: string; header: string }): Signed => ({
    rawBody,
    headers: { 'stripe-signature': header },
  });
  return {
    shop,
    pay: (order) => signed(fake.signedEvent('checkout.session.completed', fake.pay(order.sessionId))),
    event: (type, order, overrides = {}, signing = {}) =>
      signed(fake.signedEvent(type, { ...sessionOf(order), ...overrides }, signing)),
    refundedAtGateway: (order) => signed(fake.signedEvent('charge.refunded', refundedCharge(sessionOf(order)))),
    sessionIsOpen: async (order) => sessionOf(order).status === 'open',
    refundsIssued: async (order) => fake.refundsOf(sessionOf(order).payment_intent ?? '').length,
    close: async () => {
      await shop.close();
      await fake.close();
    },
  };
}

describe.each([
  { gateway: 'the sandbox gateway', start: sandboxDriver },
  { gateway: 'Stripe Checkout', start: stripeDriver },
])('order flow on $gateway', ({ start }) => {
  let driver: GatewayDriver;
  let shop: ShopTestApp;
  let buyer: Buyer;

  beforeAll(async () => {
    driver = await start();
    shop = driver.shop;
    buyer = await shop.buyer(1);
  }, 60_000);
  afterAll(() => driver.close());

  async function openOrder(): Promise<OpenOrder> {
    const [skinId] = await shop.availableSkins(1);
    const answer = await buySkin(shop.app, buyer, skinId as number);
    expect(answer.statusCode).toBe(200);
    const { order_id: orderId } = answer.json<{ order_id: number }>();
    const { rows } = await shop.db.query<{ checkout_session: string; total: number; currency: string }>(
      'SELECT checkout_session, total, currency FROM orders WHERE id = $1',
      [orderId],
    );
    const order = rows[0];
    if (!order) throw new Error('order missing');
    return {
      orderId,
      sessionId: order.checkout_session,
      amountMinor: Math.round(order.total * 100),
      currency: order.currency,
    };
  }

  const deliver = ({ rawBody, headers }: Signed) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/1/',
      headers: { 'content-type': 'application/json', ...headers },
      payload: rawBody,
    });
  const statusOf = async (order: OpenOrder) => (await orderState(shop.db, order.orderId))?.status;
  const transitionsTo = async (order: OpenOrder, status: string) =>
    (
      await shop.db.query('SELECT 1 FROM order_transitions WHERE order_id = $1 AND to_status = $2', [
        order.orderId,
        status,
      ])
    ).rows.length;
  const onSale = async (order: OpenOrder) =>
    (
      await shop.db.query<{ available: boolean }>(
        'SELECT available FROM items JOIN order_items ON order_items.item_id = items.id WHERE order_id = $1',
        [order.orderId],
      )
    ).rows.map((row) => row.available);

  it('pays, then delivers the skin exactly once', async () => {
    const order = await openOrder();
    expect((await deliver(driver.pay(order))).statusCode).toBe(200);
    expect(await statusOf(order)).toBe('paid');
    const worker = await workerFor(shop.app);
    await runUntil(worker, shop.db, order.orderId, 'delivered');
    await worker.runOnce();
    const trades = await shop.db.query(
      'SELECT 1 FROM trades JOIN order_items USING (item_id) WHERE order_items.order_id = $1',
      [order.orderId],
    );
    expect(trades.rows).toHaveLength(1);
    expect(await transitionsTo(order, 'delivered')).toBe(1);
  });

  it('keeps a delivered order delivered, its skin sold, when the payment is refunded at the gateway later', async () => {
    const order = await openOrder();
    await deliver(driver.pay(order));
    await runUntil(await workerFor(shop.app), shop.db, order.orderId, 'delivered');
    expect((await deliver(driver.refundedAtGateway(order))).statusCode).toBe(200);
    expect(await statusOf(order)).toBe('delivered');
    expect(await onSale(order)).toEqual([false]);
  });

  it('makes one transition when the same webhook arrives 5 times at once', async () => {
    const order = await openOrder();
    const paid = driver.pay(order);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(paid)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await transitionsTo(order, 'paid')).toBe(1);
  });

  it('refuses a missing, tampered, stale or wrongly keyed signature', async () => {
    const order = await openOrder();
    driver.pay(order);
    const genuine = driver.event('checkout.session.completed', order, { payment_intent: 'pi_forged' });
    const attempts: Signed[] = [
      { rawBody: genuine.rawBody, headers: {} },
      { ...genuine, rawBody: genuine.rawBody.replace(String(order.amountMinor), '1') },
      driver.event('checkout.session.completed', order, {}, { timestamp: nowSeconds() - 301 }),
      driver.event('checkout.session.completed', order, {}, { secret: 'whsec_another_secret_of_enough_length' }),
    ];
    for (const attempt of attempts) {
      const answer = await deliver(attempt);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ detail: 'Invalid or missing signature.' });
    }
    expect(await statusOf(order)).toBe('awaiting_payment');
  });

  it('refuses a genuine event whose amount, currency or session does not match the order', async () => {
    const order = await openOrder();
    const otherCurrency = order.currency.toLowerCase() === 'usd' ? 'eur' : 'usd';
    driver.pay(order);
    for (const overrides of [
      { amount_total: order.amountMinor - 1 },
      { currency: otherCurrency },
      { client_reference_id: String(order.orderId + 1000) },
    ]) {
      const answer = await deliver(driver.event('checkout.session.completed', order, overrides));
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ detail: 'The event does not match the order.' });
    }
    expect(await statusOf(order)).toBe('awaiting_payment');
  });

  it('expires an unpaid order when its reservation ends, closing the checkout at the gateway', async () => {
    const order = await openOrder();
    await shop.db.query(
      `UPDATE orders SET expires_at = now() - interval '1 second', next_run_at = now() WHERE id = $1`,
      [order.orderId],
    );
    const worker = await workerFor(shop.app);
    await runUntil(worker, shop.db, order.orderId, 'payment_expired');
    expect(await driver.sessionIsOpen(order)).toBe(false);
    expect(await onSale(order)).toEqual([true]);
  });

  it('expires the order when the gateway says the checkout expired', async () => {
    const order = await openOrder();
    expect((await deliver(driver.event('checkout.session.expired', order))).statusCode).toBe(200);
    expect(await statusOf(order)).toBe('payment_expired');
    expect(await onSale(order)).toEqual([true]);
  });

  it('refunds, once, a payment that arrives after the reservation was released', async () => {
    const order = await openOrder();
    await shop.db.query(
      `UPDATE orders SET expires_at = now() - interval '1 second', next_run_at = now() WHERE id = $1`,
      [order.orderId],
    );
    // The buyer paid just before the session was closed; the worker expires the order anyway.
    const latePayment = driver.pay(order);
    await runUntil(await workerFor(shop.app), shop.db, order.orderId, 'payment_expired');
    expect((await deliver(latePayment)).statusCode).toBe(200);
    expect((await deliver(latePayment)).statusCode).toBe(200);
    expect(await statusOf(order)).toBe('refunded');
    expect(await driver.refundsIssued(order)).toBe(1);
  });

  it('releases a paid order refunded at the gateway, without paying it back a second time', async () => {
    const order = await openOrder();
    await deliver(driver.pay(order));
    expect((await deliver(driver.refundedAtGateway(order))).statusCode).toBe(200);
    expect(await statusOf(order)).toBe('refunded');
    expect(await onSale(order)).toEqual([true]);
    expect(await driver.refundsIssued(order)).toBe(0);
    const { rows } = await shop.db.query('SELECT amount FROM refunds WHERE order_id = $1', [order.orderId]);
    expect(rows).toEqual([{ amount: order.amountMinor / 100 }]);
  });
});
