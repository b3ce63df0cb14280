import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderEndpoints } from '#contract/admin/orders.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { orderEndpoints } from '#contract/orders.ts';
import { openOrderStream } from './eventStreamReader.ts';
import { type Buyer, buySkin, createShopTestApp, pressCheckoutButton, type ShopTestApp } from './testKit.ts';

/**
 * The order pages' push channel (issue #26) over a real socket: a buyer's stream carries their orders' changes and
 * no one else's, the admin's every order's; it is authorised like the API, keeps itself alive, and ends when the
 * caller may no longer read it. (Across two server processes on PostgreSQL: server/scaleOut.test.ts.)
 */
let shop: ShopTestApp;
let origin: string;
let alex: Buyer;
let camille: Buyer;
let admin: Buyer;
const keepAliveMs = 200;

beforeAll(async () => {
  shop = await createShopTestApp({}, { orderEvents: { keepAliveMs } });
  alex = await shop.buyer(1);
  camille = await shop.buyer(2);
  admin = await shop.buyer(3);
  await shop.db.query('UPDATE users SET is_admin = true WHERE id = $1', [admin.userId]);
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  const address = shop.app.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 60_000);
let closed = false;
afterAll(async () => {
  if (!closed) await shop.close();
});

const buyerStream = (who: Buyer | undefined) =>
  openOrderStream(`${origin}/api/${endpointPath(orderEndpoints.events)}`, who?.headers ?? {});
const adminStream = (who: Buyer) =>
  openOrderStream(`${origin}/api/${endpointPath(adminOrderEndpoints.events)}`, who.headers);

describe('order streams', () => {
  it('tell a buyer of their own orders as they are placed and paid, and nobody else of them', async () => {
    const mine = await buyerStream(alex);
    const theirs = await buyerStream(camille);
    const everything = await adminStream(admin);
    for (const stream of [mine, theirs, everything]) {
      expect(stream.status).toBe(200);
      await stream.next((event) => event.name === 'ready');
    }

    const [skinId] = await shop.availableSkins(1);
    const bought = (await buySkin(shop.app, alex, skinId as number)).json<{ order_id: number; checkout_url: string }>();
    await pressCheckoutButton(shop.app, bought.checkout_url, 'pay');
    const paid = await mine.next(
      (event) => event.name === 'order' && (event.data as { status: string }).status === 'paid',
    );
    expect(paid.data).toEqual({ order_id: bought.order_id, status: 'paid', version: 1 });
    expect(mine.events.filter((event) => event.name === 'order').map((event) => event.data)).toEqual([
      { order_id: bought.order_id, status: 'awaiting_payment', version: 0 },
      { order_id: bought.order_id, status: 'paid', version: 1 },
    ]);
    await everything.next((event) => event.name === 'order' && (event.data as { version: number }).version === 1);
    // Give a stray event time to arrive, then check the other buyer heard nothing.
    await new Promise((done) => setTimeout(done, 300));
    expect(theirs.events.map((event) => event.name)).toEqual(['ready']);
    for (const stream of [mine, theirs, everything]) stream.close();
  });

  it('is authorised like the API: a visitor is refused, a buyer may not read the admin stream', async () => {
    expect((await buyerStream(undefined)).status).toBe(401);
    const refused = await adminStream(alex);
    expect(refused.status).toBe(403);
  });

  it('keeps itself alive and ends once its reader is banned', async () => {
    const stream = await buyerStream(camille);
    await stream.next((event) => event.name === 'ready');
    await shop.db.query('UPDATE users SET banned_at = now() WHERE id = $1', [camille.userId]);
    await Promise.race([
      stream.ended,
      new Promise((_, fail) => setTimeout(() => fail(new Error('the stream outlived the ban')), keepAliveMs * 10)),
    ]);
    await shop.db.query('UPDATE users SET banned_at = NULL WHERE id = $1', [camille.userId]);
  });

  it('ends every open stream when the server closes, so it can (last: it closes the app)', async () => {
    const stream = await buyerStream(alex);
    await stream.next((event) => event.name === 'ready');
    expect(shop.app.orderEvents.size()).toBeGreaterThan(0);
    closed = true;
    await shop.close();
    await stream.ended;
    expect(shop.app.orderEvents.size()).toBe(0);
  }, 60_000);
});
