import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Dashboard, type DashboardHealth, dashboardEndpoints } from '#contract/admin/dashboard.ts';
import { adminOrderEndpoints } from '#contract/admin/orders.ts';
import { adminSupportEndpoints } from '#contract/admin/support.ts';
import type { Endpoint } from '#contract/endpoint.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { supportEndpoints as contactEndpoints } from '#contract/lists.ts';
import { daySummaries, type Summary } from '../../admin/dashboardDays.ts';
import { defaultMailConfig } from '../../config.ts';
import {
  type Buyer,
  callEndpoint,
  createShopTestApp,
  type EndpointCall,
  paidOrder,
  runUntil,
  type ShopTestApp,
  workerFor,
} from '../../orders/testKit.ts';

let shop: ShopTestApp;
let alex: Buyer;
let camille: Buyer;
let admin: Buyer;

beforeAll(async () => {
  shop = await createShopTestApp(
    {},
    // Every e-mail is refused, and tried once: a reply's job fails for good at once.
    {
      mail: defaultMailConfig({
        maxAttempts: 1,
        transport: { send: () => Promise.reject(new Error('550 mailbox unavailable')), close: () => undefined },
      }),
    },
  );
  alex = await shop.buyer(1);
  camille = await shop.buyer(2);
  admin = await shop.buyer(3);
  await shop.db.query('UPDATE users SET is_admin = true WHERE id = $1', [admin.userId]);
}, 60_000);
afterAll(() => shop.close());

const call = (endpoint: Endpoint, who: Parameters<typeof callEndpoint>[2], options?: EndpointCall) =>
  callEndpoint(shop.app, endpoint, who, options);

const dayMs = 86_400_000;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * dayMs).toISOString().slice(0, 10);
const today = day(0);

async function dashboard(from: string, to = today, currency = 'EUR'): Promise<Dashboard> {
  const answer = await call(dashboardEndpoints.figures, admin, { query: `from=${from}&to=${to}&currency=${currency}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Dashboard>();
}

const orderTotal = async (orderId: number) =>
  (
    await shop.db.query<{ total: number; currency: string }>('SELECT total, currency FROM orders WHERE id = $1', [
      orderId,
    ])
  ).rows[0] as { total: number; currency: string };

/**
 * Moves everything an order left in the records `days` days back, as if it had happened then. That rewrites days
 * already over, which never happens otherwise: their stored summaries are forgotten, as after a reseed.
 */
async function backdate(orderId: number, days: number) {
  await shop.db.query('DELETE FROM dashboard_days');
  const shift = `interval '${days} days'`;
  await shop.db.query(`UPDATE order_transitions SET at = at - ${shift} WHERE order_id = $1`, [orderId]);
  await shop.db.query(`UPDATE orders SET created_at = created_at - ${shift} WHERE id = $1`, [orderId]);
  await shop.db.query(`UPDATE refunds SET created_at = created_at - ${shift} WHERE order_id = $1`, [orderId]);
  await shop.db.query(
    `UPDATE trades SET traded_at = traded_at - ${shift}
     WHERE item_id IN (SELECT item_id FROM order_items WHERE order_id = $1) AND traded_at > now() - interval '1 hour'`,
    [orderId],
  );
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('dashboard routes: who may call them', () => {
  const routes: [string, Endpoint, EndpointCall][] = [
    ['figures', dashboardEndpoints.figures, { query: `from=${today}&to=${today}` }],
    ['health', dashboardEndpoints.health, {}],
  ];
  it.each(routes)('%s: visitor 401, user 403, admin 200', async (_name, endpoint, options) => {
    expect((await call(endpoint, undefined, options)).statusCode).toBe(401);
    expect((await call(endpoint, alex, options)).statusCode).toBe(403);
    expect((await call(endpoint, admin, options)).statusCode).toBe(200);
  });

  it('refuses a period that ends before it starts, is longer than a year, or a currency it does not know', async () => {
    const refused = async (query: string) => {
      const answer = await call(dashboardEndpoints.figures, admin, { query });
      expect(answer.statusCode).toBe(400);
      return answer.body;
    };
    expect(await refused(`from=${today}&to=${day(1)}`)).toContain('The period ends before it starts');
    expect(await refused(`from=${day(366)}&to=${today}`)).toContain('366 days at most');
    await refused(`from=${day(1)}&to=${today}&currency=GBP`);
    await refused(`from=yesterday&to=${today}`);
    expect((await call(dashboardEndpoints.figures, admin, { query: `from=${day(365)}&to=${today}` })).statusCode).toBe(
      200,
    );
  });
});

describe('the figures of a day', () => {
  it('a payment, its delivery and a refund move the day’s figures, by hour', async () => {
    const before = await dashboard(today);
    expect(before.period).toMatchObject({ from: today, to: today, previous_from: day(1), bucket: 'hour' });
    expect(before.revenue_over_time).toHaveLength(24);

    const orderId = await paidOrder(shop, alex);
    const { total, currency } = await orderTotal(orderId);
    expect(currency).toBe('EUR');
    const paid = await dashboard(today);
    expect(paid.figures.orders_paid.current).toBe(before.figures.orders_paid.current + 1);
    expect(paid.figures.revenue.current).toBeCloseTo(before.figures.revenue.current + total, 2);
    expect(paid.figures.new_buyers.current).toBe(before.figures.new_buyers.current + 1);
    expect(paid.revenue_by_currency).toContainEqual(expect.objectContaining({ currency: 'EUR' }));
    expect(sum(paid.revenue_over_time.map((point) => point.orders_paid))).toBe(paid.figures.orders_paid.current);
    expect(sum(paid.orders_over_time.map((point) => point.placed))).toBe(
      sum(before.orders_over_time.map((point) => point.placed)) + 1,
    );
    // The skin left the store when it was reserved.
    const stockBefore = sum(before.stock.map((game) => game.listings));
    expect(sum(paid.stock.map((game) => game.listings))).toBe(stockBefore - 1);

    await runUntil(await workerFor(shop.app), shop.db, orderId, 'delivered');
    const delivered = await dashboard(today);
    expect(delivered.figures.skins_delivered.current).toBe(before.figures.skins_delivered.current + 1);
    expect(delivered.delivery_time.delivered).toBe(before.delivery_time.delivered + 1);
    // The sandbox buyer accepts at once: well under a minute from payment.
    expect(delivered.delivery_time.histogram[0]).toEqual({
      up_to_seconds: 60,
      orders: (before.delivery_time.histogram[0]?.orders ?? 0) + 1,
    });
    expect(delivered.delivery_time.p50_seconds).toBeLessThan(60);
    expect(sum(delivered.sales_by_game.map((game) => game.skins))).toBe(delivered.figures.skins_delivered.current);
    expect(sum(delivered.sales_by_rarity.map((rarity) => rarity.skins))).toBe(
      delivered.figures.skins_delivered.current,
    );

    // A second payment of the same buyer makes no new buyer; another buyer's first does.
    await paidOrder(shop, alex);
    await paidOrder(shop, camille);
    const more = await dashboard(today);
    expect(more.figures.orders_paid.current).toBe(before.figures.orders_paid.current + 3);
    expect(more.figures.new_buyers.current).toBe(before.figures.new_buyers.current + 2);
    expect(more.figures.average_basket.current).toBeCloseTo(more.figures.revenue.current / 3, 1);

    const refunded = await call(adminOrderEndpoints.refund, admin, {
      params: { id: orderId },
      body: { reason: 'Buyer asked for a refund' },
    });
    expect(refunded.statusCode).toBe(200);
    const after = await dashboard(today);
    expect(after.figures.refunded_orders.current).toBe(before.figures.refunded_orders.current + 1);
    expect(after.figures.refunds.current).toBeCloseTo(before.figures.refunds.current + total, 2);
    expect(sum(after.orders_over_time.map((point) => point.refunded))).toBe(
      sum(before.orders_over_time.map((point) => point.refunded)) + 1,
    );
  });

  it('converts amounts at the settings’ rates, and keeps each currency’s revenue as paid', async () => {
    const inEur = await dashboard(today);
    const inUsd = await dashboard(today, today, 'USD');
    const { rows } = await shop.db.query<{ value: Record<string, number> }>(
      "SELECT value FROM settings WHERE key = 'currency_rates'",
    );
    const rates = rows[0]?.value as Record<string, number>;
    expect(inUsd.period.currency).toBe('USD');
    expect(inUsd.figures.revenue.current).toBeCloseTo(
      (inEur.figures.revenue.current / (rates.EUR as number)) * (rates.USD as number),
      1,
    );
    expect(inUsd.revenue_by_currency).toEqual(inEur.revenue_by_currency);
  });
});

describe('periods of days', () => {
  it('counts a period against the one before it, by day, and by week beyond a quarter', async () => {
    const before = await dashboard(day(6));
    expect(before.period).toMatchObject({ from: day(6), previous_from: day(13), previous_to: day(7), bucket: 'day' });
    expect(before.revenue_over_time.map((point) => point.start.slice(0, 10))).toEqual([6, 5, 4, 3, 2, 1, 0].map(day));

    const lastWeek = await paidOrder(shop, camille);
    const { total } = await orderTotal(lastWeek);
    await backdate(lastWeek, 10);
    const after = await dashboard(day(6));
    expect(after.figures.orders_paid.previous).toBe(before.figures.orders_paid.previous + 1);
    expect(after.figures.revenue.previous).toBeCloseTo(before.figures.revenue.previous + total, 2);
    expect(after.figures.orders_paid.current).toBe(before.figures.orders_paid.current);

    const quarter = await dashboard(day(119));
    expect(quarter.period.bucket).toBe('week');
    for (const point of quarter.revenue_over_time) expect(new Date(point.start).getUTCDay()).toBe(1);
    expect(sum(quarter.revenue_over_time.map((point) => point.orders_paid))).toBe(quarter.figures.orders_paid.current);
  });

  it('sums up a settled day once and reads it back after; the day going on is counted live', async () => {
    const threeDaysAgo = await paidOrder(shop, alex);
    await backdate(threeDaysAgo, 3);
    // Summed up by the first look at the period (or the nightly job), stored, and read from there after.
    const first = await dashboard(day(6));
    const stored = async (date: string) =>
      (
        await shop.db.query<{ summary: { payments: Record<string, { orders: number }> } }>(
          'SELECT summary FROM dashboard_days WHERE day = $1',
          [date],
        )
      ).rows[0]?.summary;
    const summed = (await stored(day(3)))?.payments.EUR?.orders ?? 0;
    expect(summed).toBeGreaterThanOrEqual(1);
    expect(await stored(today)).toBeUndefined();

    await shop.db.query(
      `UPDATE dashboard_days SET summary = jsonb_set(summary, '{payments,EUR,orders}', to_jsonb(1000)) WHERE day = $1`,
      [day(3)],
    );
    const second = await dashboard(day(6));
    expect(second.figures.orders_paid.current).toBe(first.figures.orders_paid.current - summed + 1000);
  });

  it('a day summed up stays as it was: a late refund of its order counts on the day it is made', async () => {
    const orderId = await paidOrder(shop, camille);
    const { total } = await orderTotal(orderId);
    await runUntil(await workerFor(shop.app), shop.db, orderId, 'delivered');
    await backdate(orderId, 2);
    const summed = await dashboard(day(6));
    const storedDay = async () =>
      (await shop.db.query<{ summary: unknown }>('SELECT summary FROM dashboard_days WHERE day = $1', [day(2)])).rows[0]
        ?.summary;
    const before = await storedDay();
    expect(before).toBeDefined();

    const refunded = await call(adminOrderEndpoints.refund, admin, {
      params: { id: orderId },
      body: { reason: 'Buyer asked for a refund two days later' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const after = await dashboard(day(6));
    expect(await storedDay()).toEqual(before);
    expect(after.figures.orders_paid.current).toBe(summed.figures.orders_paid.current);
    expect(after.figures.refunded_orders.current).toBe(summed.figures.refunded_orders.current + 1);
    expect(after.figures.refunds.current).toBeCloseTo(summed.figures.refunds.current + total, 2);
    const refundedOn = (answer: Dashboard, date: string) =>
      answer.orders_over_time.find((point) => point.start.startsWith(date))?.refunded ?? 0;
    expect(refundedOn(after, today)).toBe(refundedOn(summed, today) + 1);
    expect(refundedOn(after, day(2))).toBe(refundedOn(summed, day(2)));
  });

  it('counts what was dated in a day’s last seconds live until the day has settled, then stores it', async () => {
    const orderId = await paidOrder(shop, alex);
    const midnight = new Date(`${today}T00:00:00.000Z`);
    // Its payment committed just before midnight, as a transaction begun then would date it.
    await shop.db.query(
      `UPDATE order_transitions SET at = $2::timestamptz - interval '30 seconds'
       WHERE order_id = $1 AND to_status = 'paid'`,
      [orderId, midnight],
    );
    await shop.db.query('DELETE FROM dashboard_days WHERE day = $1', [day(1)]);
    const paidOn = (summaries: Map<string, Summary>) =>
      summaries.get(`${day(1)}T00:00:00.000Z`)?.payments.EUR?.orders ?? 0;
    const stored = async () =>
      (await shop.db.query('SELECT 1 FROM dashboard_days WHERE day = $1', [day(1)])).rows.length;

    const settling = await daySummaries(
      shop.db,
      new Date(midnight.getTime() - dayMs),
      midnight,
      new Date(midnight.getTime() + 5 * 60_000),
    );
    expect(paidOn(settling)).toBeGreaterThanOrEqual(1);
    expect(await stored()).toBe(0);

    const settled = await daySummaries(
      shop.db,
      new Date(midnight.getTime() - dayMs),
      midnight,
      new Date(midnight.getTime() + 11 * 60_000),
    );
    expect(paidOn(settled)).toBe(paidOn(settling));
    expect(await stored()).toBe(1);
  });

  it('the nightly job sums up every past day of two years that has no summary yet', async () => {
    await shop.db.query('DELETE FROM dashboard_days');
    await shop.app.jobs.send('dashboard.sumUp', {});
    expect(await shop.app.jobs.runDue('dashboard.sumUp')).toBe(1);
    const { rows } = await shop.db.query<{ days: number; first: string; last: string }>(
      `SELECT count(*)::int AS days, min(day)::text AS first, max(day)::text AS last FROM dashboard_days`,
    );
    const settled = new Date(Date.now() - 10 * 60_000).toISOString().slice(0, 10);
    expect(rows[0]).toEqual({
      days: 732,
      first: day(732),
      last: new Date(Date.parse(settled) - dayMs).toISOString().slice(0, 10),
    });
  });
});

describe('the health panel', () => {
  it('shows the bots, each gateway’s last webhook, the mail queue, the job queues and the jobs that failed', async () => {
    const orderId = await paidOrder(shop, camille);
    const contact = await shop.app.inject({
      method: 'POST',
      url: `/api/${endpointPath(contactEndpoints.contactForm)}`,
      remoteAddress: '10.2.0.1',
      payload: { email: 'zoe@example.com', full_name: 'Zoé', message: 'Where is my knife?' },
    });
    expect(contact.statusCode).toBe(201);
    const ticketId = (await shop.db.query<{ id: number }>('SELECT max(id) AS id FROM support_requests')).rows[0]?.id;
    await call(adminSupportEndpoints.reply, admin, {
      params: { id: ticketId as number },
      body: { message: 'On its way' },
    });
    const queuedMail = (await call(dashboardEndpoints.health, admin)).json<DashboardHealth>();
    expect(queuedMail.mail.queued).toBeGreaterThanOrEqual(1);
    expect(queuedMail.mail.oldest_queued_at).not.toBeNull();

    await shop.app.jobs.runDue('mail.send');
    const health = (await call(dashboardEndpoints.health, admin)).json<DashboardHealth>();
    expect(health.bots).toEqual([expect.objectContaining({ state: 'online' })]);
    const card = health.webhooks.find((gateway) => gateway.gateway_id === 1);
    expect(card).toMatchObject({ method_name: 'Bank card', order_id: orderId });
    expect(Date.now() - Date.parse(card?.last_received_at ?? '')).toBeLessThan(60_000);
    expect(health.mail.failed).toBeGreaterThanOrEqual(1);
    expect(health.queues.map((queue) => queue.name)).toEqual(
      expect.arrayContaining(['order.step', 'mail.send', 'dashboard.sumUp']),
    );
    expect(health.queues.find((queue) => queue.name === 'mail.send')?.failed).toBeGreaterThanOrEqual(1);
    expect(health.failed_jobs[0]).toMatchObject({
      name: 'mail.send',
      error: '550 mailbox unavailable',
      tries: 1,
      subject: { kind: 'ticket', id: ticketId },
    });
  });
});
