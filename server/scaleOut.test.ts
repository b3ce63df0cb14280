import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeyHeader, purchaseEndpoints } from '#contract/cart.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { supportEndpoints } from '#contract/lists.ts';
import {
  type Buyer,
  createShopTestApp,
  deliveryConsent,
  newIdempotencyKey,
  type ShopTestApp,
  shownPrice,
} from './orders/testKit.ts';
import { type Instance, inSchema, startInstance, stopInstance } from './test/instances.ts';

/**
 * Two server processes on one PostgreSQL database behave as one shop (DESIGN.md §7): purchases and deliveries
 * through both, each order fulfilled once, no skin sold twice, and when one process dies mid-delivery the
 * other finishes its orders once their leases run out. PostgreSQL only: the embedded database is one process's.
 */
const databaseUrl = process.env.DATABASE_URL;
const onPostgres = databaseUrl?.startsWith('postgres') ?? false;

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL', () => {
  let shop: ShopTestApp;
  let first: Instance;
  let second: Instance;
  let buyers: Buyer[];

  beforeAll(async () => {
    shop = await createShopTestApp();
    buyers = [await shop.buyer(1), await shop.buyer(2), await shop.buyer(3)];
    // Buyers with an address, so that every order transition that mails is queued (issue #26).
    await shop.db.query(`UPDATE users SET email = 'buyer' || id || '@example.test' WHERE id = ANY($1::int[])`, [
      buyers.map((buyer) => buyer.userId),
    ]);
    // The catalogue is the test's: neither process seeds the demo one.
    await shop.db.query(`INSERT INTO settings (key, value) VALUES ('demo_data_seeded_at', to_jsonb(now()))`);
    const { rows } = await shop.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const schema = rows[0]?.schema as string;
    const url = inSchema(databaseUrl as string, schema);
    [first, second] = await Promise.all([startInstance(url), startInstance(url)]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([stopInstance(first), stopInstance(second)]);
    await shop?.close();
  });

  /** A purchase at the price the buyer is shown, as the product page sends it. */
  const buy = async (instance: Instance, buyer: Buyer, skinId: number) => {
    const { amount, currency } = await shownPrice(shop.db, buyer, skinId);
    return fetch(`${instance.origin}/api/${endpointPath(purchaseEndpoints.skinPurchase, { id: 1 })}`, {
      method: 'POST',
      headers: { ...buyer.headers, [idempotencyKeyHeader]: newIdempotencyKey(), 'content-type': 'application/json' },
      body: JSON.stringify({ skin_id: skinId, price: amount, currency, ...deliveryConsent }),
    });
  };
  const statuses = async () =>
    (await shop.db.query<{ id: number; status: string }>('SELECT id, status FROM orders ORDER BY id')).rows;

  it('holds a rate limit across both processes', async () => {
    const send = (instance: Instance) =>
      fetch(`${instance.origin}/api/${endpointPath(supportEndpoints.contactForm)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'anna@example.com', full_name: 'Anna Kowalska', message: 'Hello there.' }),
      });
    const codes = [];
    for (const instance of [first, second, first]) codes.push((await send(instance)).status);
    expect(codes).toEqual([201, 201, 429]);
  });

  it('sells each skin once and delivers each order once, even when one process dies mid-delivery', async () => {
    const skins = await shop.availableSkins(9);
    // Every buyer wants three skins, and the first skin of the next buyer too: both instances take orders.
    const attempts = buyers.flatMap((buyer, buyerIndex) => [
      ...skins.slice(buyerIndex * 3, buyerIndex * 3 + 3).map((skinId, index) => ({ buyer, skinId, index })),
      { buyer, skinId: skins[((buyerIndex + 1) % 3) * 3] as number, index: buyerIndex + 1 },
    ]);
    const answers = await Promise.all(
      attempts.map(({ buyer, skinId, index }) => buy(index % 2 === 0 ? first : second, buyer, skinId)),
    );
    const codes = answers.map((answer) => answer.status);
    expect(codes.filter((code) => code === 200)).toHaveLength(9);
    expect(codes.filter((code) => code === 409)).toHaveLength(3);
    const orders = await Promise.all(
      answers.filter((answer) => answer.ok).map((answer) => answer.json() as Promise<{ checkout_url: string }>),
    );

    // Each buyer pays on the other instance than the one that took the order.
    for (const [index, order] of orders.entries()) {
      const instance = index % 2 === 0 ? second : first;
      const paid = await fetch(`${instance.origin}${new URL(order.checkout_url).pathname}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);
    }

    // The first process dies while offers are on their way.
    const inDelivery = ['offer_sent', 'awaiting_confirmation'];
    const deadline = Date.now() + 20_000;
    while (!(await statuses()).some((order) => inDelivery.includes(order.status)) && Date.now() < deadline) {
      await new Promise((done) => setTimeout(done, 100));
    }
    first.process.kill('SIGKILL');

    // The second process carries every order through, taking over the dead one's leases when they lapse (30 s after
    // they were taken, and a loaded machine's queue may take as long again to notice the dead process's steps).
    const finishBy = Date.now() + 100_000;
    while ((await statuses()).some((order) => order.status !== 'delivered') && Date.now() < finishBy) {
      await new Promise((done) => setTimeout(done, 250));
    }
    expect((await statuses()).map((order) => order.status)).toEqual(Array(9).fill('delivered'));

    const { rows: deliveries } = await shop.db.query<{ order_id: number; deliveries: number }>(
      `SELECT order_id, count(*)::int AS deliveries FROM order_transitions WHERE to_status = 'delivered' GROUP BY order_id`,
    );
    expect(deliveries.map((row) => row.deliveries)).toEqual(Array(9).fill(1));
    const { rows: sales } = await shop.db.query<{ item_id: number; sales: number }>(
      // The seeded catalogue has a trade history of its own: only these skins' sales count here.
      'SELECT item_id, count(*)::int AS sales FROM trades WHERE item_id = ANY($1::int[]) GROUP BY item_id',
      [skins],
    );
    expect(sales.map((row) => row.item_id).sort((a, b) => a - b)).toEqual([...skins].sort((a, b) => a - b));
    expect(sales.every((row) => row.sales === 1)).toBe(true);
    const { rows: accepted } = await shop.db.query<{ code: string; offers: number }>(
      `SELECT orders.code, count(*)::int AS offers FROM orders JOIN sandbox_trade_offers
         ON strpos(sandbox_trade_offers.message, orders.code) > 0 AND sandbox_trade_offers.state = 3
       GROUP BY orders.code`,
    );
    expect(accepted).toHaveLength(9);
    expect(accepted.every((row) => row.offers === 1)).toBe(true);

    // Issue #26: each transition mailed once across both processes and the takeover: one payment e-mail and one
    // delivery e-mail per order, one trade offer e-mail per offer sent; one receipt per order, numbered without gaps.
    const { rows: mails } = await shop.db.query<{
      payments: number;
      offerMails: number;
      offers: number;
      deliveries: number;
    }>(
      `SELECT
         (SELECT count(*)::int FROM mail_outbox WHERE subject = 'Payment received for order ' || orders.code) AS payments,
         (SELECT count(*)::int FROM mail_outbox
            WHERE subject = 'Your trade offer for order ' || orders.code || ' is waiting in Steam') AS "offerMails",
         (SELECT count(*)::int FROM order_transitions
            WHERE order_id = orders.id AND event->>'type' = 'offer.sent') AS offers,
         (SELECT count(*)::int FROM mail_outbox WHERE subject = 'Order ' || orders.code || ' is delivered') AS deliveries
       FROM orders WHERE status = 'delivered'`,
    );
    expect(mails).toHaveLength(9);
    for (const order of mails) {
      expect(order).toEqual({ payments: 1, offerMails: order.offers, offers: order.offers, deliveries: 1 });
      expect(order.offers).toBeGreaterThanOrEqual(1);
    }
    const { rows: receipts } = await shop.db.query<{ number: number }>(
      "SELECT number FROM order_documents WHERE kind = 'receipt' ORDER BY number",
    );
    expect(receipts.map((receipt) => receipt.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  }, 150_000);
});
