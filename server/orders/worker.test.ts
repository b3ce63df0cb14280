import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Buyer, createShopTestApp, orderState, paidOrder, type ShopTestApp } from './testKit.ts';

let shop: ShopTestApp;
let alex: Buyer;

beforeAll(async () => {
  // The app's own job workers this time, as `npm start` runs them.
  shop = await createShopTestApp(
    { workerIntervalMs: 25, sandboxBuyerAcceptDelayMs: 50 },
    { jobs: { work: true, pollingIntervalSeconds: 0.5 } },
  );
  alex = await shop.buyer(1);
}, 60_000);
afterAll(() => shop.close());

describe('the order worker started with the app', () => {
  it('delivers a paid order by itself', async () => {
    const orderId = await paidOrder(shop, alex);
    const deadline = Date.now() + 10_000;
    while ((await orderState(shop.db, orderId))?.status !== 'delivered' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect((await orderState(shop.db, orderId))?.status).toBe('delivered');
    const { rows } = await shop.db.query<{ to_status: string }>(
      'SELECT to_status FROM order_transitions WHERE order_id = $1 ORDER BY id',
      [orderId],
    );
    expect(rows.map((row) => row.to_status)).toEqual([
      'paid',
      'offer_sent',
      'awaiting_confirmation',
      'offer_sent',
      'delivered',
    ]);
  });
});
