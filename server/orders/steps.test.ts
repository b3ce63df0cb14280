import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsSchemaOf } from '../jobs/queue.ts';
import { makeJobsDue } from '../jobs/testKit.ts';
import { type Buyer, createShopTestApp, orderState, paidOrder, type ShopTestApp } from './testKit.ts';

let shop: ShopTestApp;
let alex: Buyer;

beforeAll(async () => {
  // The app's own step jobs, run by hand; waiting orders are looked at again after 50 ms.
  shop = await createShopTestApp({ workerIntervalMs: 50 });
  alex = await shop.buyer(1);
}, 60_000);
afterAll(() => shop.close());

/** The order's step jobs as the queue holds them (a job's data may also carry the trace it was sent from). */
const stepsOf = async (orderId: number) =>
  (
    await shop.db.query<{ state: string; due_in_ms: number }>(
      `SELECT state::text, (extract(epoch FROM start_after - now()) * 1000)::int AS due_in_ms
       FROM ${jobsSchemaOf(shop.db)}.job WHERE name = 'order.step' AND (data->>'orderId')::int = $1
       ORDER BY created_on`,
      [orderId],
    )
  ).rows;
const waitingSteps = async (orderId: number) =>
  (await stepsOf(orderId)).filter((step) => step.state === 'created' || step.state === 'retry');

/** Runs the due steps, the way the workers would, until the order is delivered. */
async function stepUntilDelivered(orderId: number) {
  for (let round = 0; round < 20; round += 1) {
    if ((await orderState(shop.db, orderId))?.status === 'delivered') return;
    await makeJobsDue(shop.db, 'order.step');
    await shop.app.jobs.runDue('order.step');
  }
  throw new Error(`Order ${orderId} was not delivered: ${(await orderState(shop.db, orderId))?.status}`);
}

const transitionsOf = async (orderId: number) =>
  (
    await shop.db.query<{ to_status: string }>(
      'SELECT to_status FROM order_transitions WHERE order_id = $1 ORDER BY id',
      [orderId],
    )
  ).rows.map((row) => row.to_status);

describe('orders move on their step jobs', () => {
  it('a payment queues the order a step, and each step the next, until it is delivered', async () => {
    const orderId = await paidOrder(shop, alex);
    // Sent in the transaction that recorded the payment.
    expect(await waitingSteps(orderId)).toHaveLength(1);
    await stepUntilDelivered(orderId);
    expect(await transitionsOf(orderId)).toEqual([
      'paid',
      'offer_sent',
      'awaiting_confirmation',
      'offer_sent',
      'delivered',
    ]);
    // A delivered order is looked at again later (a trade can be rolled back for 7 days), not at once.
    const [next] = await waitingSteps(orderId);
    expect(next?.due_in_ms).toBeGreaterThan(3_000_000);
  });

  it('keeps one step waiting per order, however many are sent', async () => {
    const orderId = await paidOrder(shop, alex);
    for (let sent = 0; sent < 3; sent += 1) {
      await shop.app.jobs.send('order.step', { orderId }, { key: String(orderId) });
    }
    expect(await waitingSteps(orderId)).toHaveLength(1);
    await stepUntilDelivered(orderId);
  });

  it('while another process holds the order, a step leaves it alone and comes back a little later', async () => {
    const orderId = await paidOrder(shop, alex);
    await shop.db.query(
      `UPDATE orders SET lease_owner = 'another process', lease_until = now() + interval '30 seconds' WHERE id = $1`,
      [orderId],
    );
    await shop.app.jobs.runDue('order.step');
    expect((await orderState(shop.db, orderId))?.status).toBe('paid');
    const [again] = await waitingSteps(orderId);
    // The pause (500 ms at least), not the lease's 30 s: a live holder lets go long before.
    expect(again?.due_in_ms).toBeGreaterThan(0);
    expect(again?.due_in_ms).toBeLessThanOrEqual(500);

    // The holder died: its lease lapses and the next step takes the order on.
    await shop.db.query('UPDATE orders SET lease_until = now() WHERE id = $1', [orderId]);
    await stepUntilDelivered(orderId);
  });

  it('the sweep gives a step to an order left without one', async () => {
    const orderId = await paidOrder(shop, alex);
    await shop.db.query(
      `DELETE FROM ${jobsSchemaOf(shop.db)}.job WHERE name = 'order.step' AND (data->>'orderId')::int = $1`,
      [orderId],
    );
    // Not yet overdue: the sweep leaves orders due just now to their own steps.
    await shop.app.jobs.send('orders.sweep', {});
    await shop.app.jobs.runDue('orders.sweep');
    expect(await waitingSteps(orderId)).toHaveLength(0);

    await shop.db.query(`UPDATE orders SET next_run_at = now() - interval '1 minute' WHERE id = $1`, [orderId]);
    await shop.app.jobs.send('orders.sweep', {});
    await shop.app.jobs.runDue('orders.sweep');
    expect(await waitingSteps(orderId)).toHaveLength(1);
    await stepUntilDelivered(orderId);
  });

  it('a step that fails is tried again by the queue, with no second step meanwhile', async () => {
    const orderId = await paidOrder(shop, alex);
    // The bot cannot reach its offers: every step fails until it can again.
    await shop.db.exec('ALTER TABLE sandbox_trade_offers RENAME TO sandbox_trade_offers_away');
    try {
      await shop.app.jobs.runDue('order.step');
      expect((await waitingSteps(orderId)).map((step) => step.state)).toEqual(['retry']);
    } finally {
      await shop.db.exec('ALTER TABLE sandbox_trade_offers_away RENAME TO sandbox_trade_offers');
    }
    await stepUntilDelivered(orderId);
    expect(await transitionsOf(orderId)).toContain('delivered');
  });
});
