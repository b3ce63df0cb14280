import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '#contract/endpoint.ts';
import { orderEndpoints, orderMessages } from '#contract/orders.ts';
import { buildApp } from '../app.ts';
import { ETradeOfferState } from '../trading/tradeBot.ts';
import { type Buyer, buySkin, createShopTestApp, paidOrder, runUntil, type ShopTestApp, workerFor } from './testKit.ts';
import { offerMarker } from './worker.ts';

let shop: ShopTestApp;
let alex: Buyer;

beforeAll(async () => {
  shop = await createShopTestApp();
  await shop.db.query("UPDATE settings SET value = '2' WHERE key = 'max_offer_attempts'");
  alex = await shop.buyer(1);
}, 60_000);
afterAll(() => shop.close());

const offersOf = async (orderId: number) => {
  const { rows } = await shop.db.query<{ id: number; state: number; message: string }>(
    `SELECT sandbox_trade_offers.id, state, message FROM sandbox_trade_offers JOIN orders
       ON strpos(sandbox_trade_offers.message, orders.code) > 0 WHERE orders.id = $1 ORDER BY sandbox_trade_offers.id`,
    [orderId],
  );
  return rows;
};
const orderOfAlex = async (orderId: number) =>
  (
    await shop.app.inject({
      method: 'GET',
      url: `/api/${endpointPath(orderEndpoints.order, { id: orderId })}`,
      headers: alex.headers,
    })
  ).json();
const confirmResend = (buyer: Buyer, orderId: number) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/${endpointPath(orderEndpoints.confirmResend, { id: orderId })}`,
    headers: buyer.headers,
  });

const tradesOf = async (orderId: number) =>
  (
    await shop.db.query(
      'SELECT trades.item_id FROM trades JOIN order_items USING (item_id) WHERE order_items.order_id = $1',
      [orderId],
    )
  ).rows;

describe('delivery', () => {
  it('sends the offer with the order code, confirms it with Steam Guard, and records the sale once delivered', async () => {
    const orderId = await paidOrder(shop, alex);
    const worker = await workerFor(shop.app);
    const path = await runUntil(worker, shop.db, orderId, 'delivered');
    expect(path).toEqual(['paid', 'offer_sent', 'awaiting_confirmation', 'offer_sent', 'delivered']);
    const { rows } = await shop.db.query<{ code: string }>('SELECT code FROM orders WHERE id = $1', [orderId]);
    const offers = await offersOf(orderId);
    expect(offers).toHaveLength(1);
    expect(offers[0]?.message).toContain(offerMarker(rows[0]?.code ?? '?', 1));
    expect(offers[0]?.state).toBe(ETradeOfferState.Accepted);
    expect(await tradesOf(orderId)).toHaveLength(1);
    const items = await shop.db.query(
      'SELECT available FROM items JOIN order_items ON order_items.item_id = items.id WHERE order_id = $1',
      [orderId],
    );
    expect(items.rows).toEqual([{ available: false }]);
    // Nothing more happens to a delivered order.
    await worker.runOnce();
    expect(await tradesOf(orderId)).toHaveLength(1);
  });

  it('resumes after a restart mid-delivery and completes once', async () => {
    const orderId = await paidOrder(shop, alex);
    const firstWorker = await workerFor(shop.app);
    await runUntil(firstWorker, shop.db, orderId, 'offer_sent');

    // A new process on the same database.
    const restarted = await buildApp({ db: shop.db, config: shop.app.config });
    await restarted.ready();
    const secondWorker = await workerFor(restarted);
    await runUntil(secondWorker, shop.db, orderId, 'delivered');
    expect(await offersOf(orderId)).toHaveLength(1);
    expect(await tradesOf(orderId)).toHaveLength(1);
    await restarted.close();
  });

  it('finds the offer it sent just before a crash instead of sending a second one', async () => {
    const orderId = await paidOrder(shop, alex);
    const { rows } = await shop.db.query<{ code: string; trade_link: string }>(
      'SELECT code, trade_link FROM orders WHERE id = $1',
      [orderId],
    );
    const order = rows[0];
    if (!order) throw new Error('order missing');
    // The offer went out, then the process died before storing the transition.
    await shop.db.query(
      `INSERT INTO sandbox_trade_offers (trade_link, message, item_ids, state) VALUES ($1, $2, '{}', $3)`,
      [order.trade_link, `${offerMarker(order.code, 1)}.`, ETradeOfferState.CreatedNeedsConfirmation],
    );
    await runUntil(await workerFor(shop.app), shop.db, orderId, 'delivered');
    expect(await offersOf(orderId)).toHaveLength(1);
  });

  it('lets two workers drive an order without sending two offers', async () => {
    const orderId = await paidOrder(shop, alex);
    const [one, two] = [await workerFor(shop.app), await workerFor(shop.app)];
    for (let round = 0; round < 8; round += 1) await Promise.all([one.runOnce(), two.runOnce()]);
    expect(await offersOf(orderId)).toHaveLength(1);
    expect(await tradesOf(orderId)).toHaveLength(1);
  });

  it('re-offers a declined offer up to the cap, then refunds and puts the skin back on sale', async () => {
    const orderId = await paidOrder(shop, alex);
    const worker = await workerFor(shop.app);
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      await runUntil(worker, shop.db, orderId, 'awaiting_confirmation');
      await shop.db.query('UPDATE sandbox_trade_offers SET state = $2 WHERE id = $1', [
        (await offersOf(orderId)).at(-1)?.id,
        ETradeOfferState.Declined,
      ]);
      await runUntil(worker, shop.db, orderId, 'offer_declined');
      await worker.runOnce();
    }
    const { rows } = await shop.db.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [orderId]);
    expect(rows[0]?.status).toBe('refunded');
    expect(await offersOf(orderId)).toHaveLength(2);
    expect((await shop.db.query('SELECT 1 FROM refunds WHERE order_id = $1', [orderId])).rows).toHaveLength(1);
    const items = await shop.db.query(
      'SELECT available FROM items JOIN order_items ON order_items.item_id = items.id WHERE order_id = $1',
      [orderId],
    );
    expect(items.rows).toEqual([{ available: true }]);
  });

  it('leaves a declined order for an admin to see during the pause, then re-offers it', async () => {
    const orderId = await paidOrder(shop, alex);
    const worker = await workerFor(shop.app, 60_000);
    await runUntil(worker, shop.db, orderId, 'awaiting_confirmation');
    await shop.db.query('UPDATE sandbox_trade_offers SET state = $2 WHERE id = $1', [
      (await offersOf(orderId)).at(-1)?.id,
      ETradeOfferState.Declined,
    ]);
    await runUntil(worker, shop.db, orderId, 'offer_declined');
    await worker.runOnce();
    expect((await shop.db.query('SELECT status FROM orders WHERE id = $1', [orderId])).rows).toEqual([
      { status: 'offer_declined' },
    ]);
    await shop.db.query("UPDATE orders SET updated_at = now() - interval '61 seconds' WHERE id = $1", [orderId]);
    await runUntil(worker, shop.db, orderId, 'awaiting_confirmation');
    expect(await offersOf(orderId)).toHaveLength(2);
  });

  it('no longer gives the declined offer as the reason of an order delivered by a re-sent one', async () => {
    const orderId = await paidOrder(shop, alex);
    const worker = await workerFor(shop.app);
    await runUntil(worker, shop.db, orderId, 'awaiting_confirmation');
    await shop.db.query('UPDATE sandbox_trade_offers SET state = $2 WHERE id = $1', [
      (await offersOf(orderId)).at(-1)?.id,
      ETradeOfferState.Declined,
    ]);
    await runUntil(worker, shop.db, orderId, 'offer_declined');
    expect((await orderOfAlex(orderId)).reason).toBe('The trade offer was declined');
    await runUntil(worker, shop.db, orderId, 'delivered');
    const delivered = await orderOfAlex(orderId);
    expect(delivered).toMatchObject({ status: 'delivered', reason: null });
    expect(delivered.delivery.offer_attempts).toBe(2);
  });

  it.each([
    ['countered', ETradeOfferState.Countered, 'The trade offer was countered'],
    ['cancelled by someone else', ETradeOfferState.Canceled, 'The trade offer was cancelled, and not by us'],
  ])('pauses re-sending an offer %s until the buyer confirms, on their own order only', async (_, state, reason) => {
    const orderId = await paidOrder(shop, alex);
    const worker = await workerFor(shop.app);
    await runUntil(worker, shop.db, orderId, 'awaiting_confirmation');
    await shop.db.query('UPDATE sandbox_trade_offers SET state = $2 WHERE id = $1', [
      (await offersOf(orderId)).at(-1)?.id,
      state,
    ]);
    await runUntil(worker, shop.db, orderId, 'offer_suspicious');
    // Paused: however often the worker runs, no new offer goes out.
    await shop.db.query('UPDATE orders SET next_run_at = now() WHERE id = $1', [orderId]);
    for (let round = 0; round < 3; round += 1) await worker.runOnce();
    expect(await offersOf(orderId)).toHaveLength(1);
    expect(await orderOfAlex(orderId)).toMatchObject({ status: 'offer_suspicious', reason });

    const camille = await shop.buyer(2);
    expect((await confirmResend(camille, orderId)).statusCode).toBe(404);
    const confirmed = await confirmResend(alex, orderId);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ detail: orderMessages.resendConfirmed });
    const again = await confirmResend(alex, orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: orderMessages.resendNotPaused });

    await runUntil(worker, shop.db, orderId, 'delivered');
    expect(await offersOf(orderId)).toHaveLength(2);
    const { rows } = await shop.db.query<{ to_status: string; event: { type: string } }>(
      "SELECT to_status, event FROM order_transitions WHERE order_id = $1 AND from_status = 'offer_suspicious'",
      [orderId],
    );
    expect(rows).toEqual([{ to_status: 'paid', event: { type: 'buyer.confirmResend', userId: alex.userId } }]);
  });

  it('records a trade reversed under Steam trade protection', async () => {
    const orderId = await paidOrder(shop, alex);
    const worker = await workerFor(shop.app);
    await runUntil(worker, shop.db, orderId, 'delivered');
    await shop.db.query('UPDATE sandbox_trade_offers SET reversed = true WHERE id = $1', [
      (await offersOf(orderId))[0]?.id,
    ]);
    await shop.db.query('UPDATE orders SET next_run_at = now() WHERE id = $1', [orderId]);
    await runUntil(worker, shop.db, orderId, 'reversed');
  });

  it('expires an unpaid order after its checkout and releases its skin', async () => {
    const [skinId] = await shop.availableSkins(1);
    const { order_id: orderId } = (await buySkin(shop.app, alex, skinId as number)).json<{ order_id: number }>();
    const worker = await workerFor(shop.app);
    await worker.runOnce();
    expect((await shop.db.query('SELECT status FROM orders WHERE id = $1', [orderId])).rows).toEqual([
      { status: 'awaiting_payment' },
    ]);
    await shop.db.query(`UPDATE orders SET expires_at = now(), next_run_at = now() WHERE id = $1`, [orderId]);
    await runUntil(worker, shop.db, orderId, 'payment_expired');
    const items = await shop.db.query('SELECT available FROM items WHERE id = $1', [skinId]);
    expect(items.rows).toEqual([{ available: true }]);
  });
});
