import { bucketOfPeriod, type Dashboard, type DashboardHealth } from '#contract/admin/dashboard.ts';

/**
 * Dashboards for the stories: a period of `days` days ending on Sunday 15 November 2026, its figures drawn from a
 * fixed pattern (every run the same), `scale` times larger for the long numbers, or nothing at all.
 */
const dayMs = 86_400_000;
const lastDay = Date.UTC(2026, 10, 15);
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A repeatable wobble in [0, 1) for the n-th point. */
const wobble = (n: number) => ((n * 7919) % 97) / 97;

export function dashboardFixture({
  days,
  scale = 1,
  empty = false,
}: {
  days: number;
  scale?: number;
  empty?: boolean;
}): Dashboard {
  const bucket = bucketOfPeriod(days);
  const from = lastDay - (days - 1) * dayMs;
  const starts: number[] = [];
  if (bucket === 'hour') for (let hour = 0; hour < 24; hour++) starts.push(from + hour * 3_600_000);
  else if (bucket === 'day') for (let day = 0; day < days; day++) starts.push(from + day * dayMs);
  else {
    const monday = from - ((new Date(from).getUTCDay() + 6) % 7) * dayMs;
    for (let week = monday; week <= lastDay; week += 7 * dayMs) starts.push(week);
  }
  const perBucket = bucket === 'hour' ? 1 : bucket === 'day' ? 24 : 24 * 7;
  const amount = (n: number, base: number) =>
    empty ? 0 : Math.round(base * perBucket * (0.6 + wobble(n)) * scale * 100) / 100;
  const orders = (n: number, base: number) => (empty ? 0 : Math.round(base * perBucket * (0.5 + wobble(n)) * scale));
  const revenueOverTime = starts.map((start, n) => ({
    start: new Date(start).toISOString(),
    revenue: amount(n, 180),
    orders_paid: orders(n, 2),
  }));
  const revenue = revenueOverTime.reduce((sum, point) => sum + point.revenue, 0);
  const paid = revenueOverTime.reduce((sum, point) => sum + point.orders_paid, 0);
  const figure = (current: number, previousShare = 0.85) => ({
    current: Math.round(current * 100) / 100,
    previous: Math.round(current * previousShare * 100) / 100,
  });
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const ordersOverTime = starts.map((start, n) => ({
    start: new Date(start).toISOString(),
    placed: orders(n, 2.4),
    paid: orders(n + 1, 2),
    delivered: orders(n + 2, 1.8),
    not_paid: orders(n + 3, 0.3),
    refunded: orders(n + 4, 0.08),
  }));
  const failedOffers = starts.map((start, n) => ({
    start: new Date(start).toISOString(),
    declined: orders(n, 0.05),
    expired: orders(n + 5, 0.03),
    suspicious: orders(n + 9, 0.01),
  }));
  const delivered = sum(ordersOverTime.map((point) => point.delivered));
  const histogramShares = [0.18, 0.22, 0.24, 0.14, 0.1, 0.06, 0.04, 0.02, 0];
  const skins = Math.round(delivered * 1.6);
  return {
    period: {
      from: isoDay(from),
      to: isoDay(lastDay),
      previous_from: isoDay(from - days * dayMs),
      previous_to: isoDay(from - dayMs),
      bucket,
      currency: 'EUR',
    },
    figures: {
      revenue: figure(revenue),
      orders_paid: figure(paid, 0.9),
      skins_delivered: figure(skins, 1.1),
      average_basket: figure(paid > 0 ? revenue / paid : 0, 0.95),
      refunds: figure(revenue * 0.03, 1.4),
      refunded_orders: figure(Math.round(paid * 0.03), 1.5),
      new_buyers: figure(Math.round(paid * 0.2), 0.8),
    },
    revenue_by_currency: empty
      ? []
      : [
          {
            currency: 'EUR',
            current: Math.round(revenue * 0.55 * 100) / 100,
            previous: Math.round(revenue * 0.5 * 100) / 100,
          },
          {
            currency: 'USD',
            current: Math.round(revenue * 0.38 * 100) / 100,
            previous: Math.round(revenue * 0.3 * 100) / 100,
          },
          {
            currency: 'AUD',
            current: Math.round(revenue * 0.12 * 100) / 100,
            previous: Math.round(revenue * 0.1 * 100) / 100,
          },
        ],
    revenue_over_time: revenueOverTime,
    orders_over_time: ordersOverTime,
    delivery_time: {
      delivered,
      p50_seconds: delivered > 0 ? 212 : null,
      p95_seconds: delivered > 0 ? 2460 : null,
      previous_p50_seconds: delivered > 0 ? 250 : null,
      previous_p95_seconds: delivered > 0 ? 2280 : null,
      histogram: [60, 120, 300, 600, 1800, 3600, 10_800, 86_400, null].map((upTo, index) => ({
        up_to_seconds: upTo,
        orders: Math.round(delivered * (histogramShares[index] ?? 0)),
      })),
    },
    failed_offers: failedOffers,
    sales_by_game: empty
      ? []
      : [
          { game: 'csgo', skins: Math.round(skins * 0.6), revenue: Math.round(revenue * 0.66 * 100) / 100 },
          { game: 'dota2', skins: Math.round(skins * 0.25), revenue: Math.round(revenue * 0.2 * 100) / 100 },
          { game: 'rust', skins: Math.round(skins * 0.15), revenue: Math.round(revenue * 0.14 * 100) / 100 },
        ],
    sales_by_rarity: empty
      ? []
      : [
          {
            game: 'csgo',
            rarity: 'covert',
            skins: Math.round(skins * 0.1),
            revenue: Math.round(revenue * 0.4 * 100) / 100,
          },
          {
            game: 'csgo',
            rarity: 'classified',
            skins: Math.round(skins * 0.2),
            revenue: Math.round(revenue * 0.16 * 100) / 100,
          },
          {
            game: 'dota2',
            rarity: 'arcana',
            skins: Math.round(skins * 0.05),
            revenue: Math.round(revenue * 0.12 * 100) / 100,
          },
          {
            game: 'rust',
            rarity: null,
            skins: Math.round(skins * 0.15),
            revenue: Math.round(revenue * 0.14 * 100) / 100,
          },
          {
            game: 'csgo',
            rarity: 'mil_spec',
            skins: Math.round(skins * 0.3),
            revenue: Math.round(revenue * 0.1 * 100) / 100,
          },
          {
            game: 'dota2',
            rarity: 'immortal',
            skins: Math.round(skins * 0.2),
            revenue: Math.round(revenue * 0.08 * 100) / 100,
          },
        ],
    stock: [
      { game: 'csgo', listings: empty ? 0 : 10_921 * scale, value: empty ? 0 : 3_070_072.8 * scale },
      { game: 'dota2', listings: empty ? 0 : 4927 * scale, value: empty ? 0 : 20_575.32 * scale },
      { game: 'rust', listings: empty ? 0 : 4152 * scale, value: empty ? 0 : 28_663.63 * scale },
    ],
  };
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export const healthyShop: DashboardHealth = {
  bots: [
    {
      account_name: 'skins_bot_1',
      persona_name: 'SkinsMarket Bot #1',
      state: 'online',
      last_error: null,
      failed_sign_ins: 0,
      next_sign_in_at: null,
    },
  ],
  webhooks: [
    {
      gateway_id: 1,
      method_name: 'Bank card',
      last_received_at: minutesAgo(3),
      last_type: 'checkout.session.completed',
      order_id: 1042,
    },
    {
      gateway_id: 2,
      method_name: 'SEPA bank transfer',
      last_received_at: minutesAgo(60 * 26),
      last_type: 'payment.succeeded',
      order_id: 998,
    },
  ],
  mail: { queued: 0, failed: 0, oldest_queued_at: null },
  queues: [
    { name: 'order.step', queued: 12, active: 1, failed: 0, oldest_due_seconds: 0.4 },
    { name: 'mail.send', queued: 0, active: 0, failed: 0, oldest_due_seconds: null },
    { name: 'dashboard.sumUp', queued: 0, active: 0, failed: 0, oldest_due_seconds: null },
  ],
  failed_jobs: [],
};

export const troubledShop: DashboardHealth = {
  bots: [
    healthyShop.bots[0] as DashboardHealth['bots'][number],
    {
      account_name: 'skins_bot_2',
      persona_name: 'SkinsMarket Bot #2',
      state: 'waiting_to_retry',
      last_error: 'RateLimitExceeded',
      failed_sign_ins: 3,
      next_sign_in_at: minutesAgo(-4),
    },
  ],
  webhooks: [
    {
      gateway_id: 1,
      method_name: 'Bank card',
      last_received_at: minutesAgo(60 * 30),
      last_type: 'charge.refunded',
      order_id: 1042,
    },
    { gateway_id: 2, method_name: 'SEPA bank transfer', last_received_at: null, last_type: null, order_id: null },
  ],
  mail: { queued: 48, failed: 2, oldest_queued_at: minutesAgo(95) },
  queues: [
    { name: 'order.step', queued: 1250, active: 4, failed: 3, oldest_due_seconds: 425 },
    { name: 'mail.send', queued: 48, active: 0, failed: 2, oldest_due_seconds: 5700 },
  ],
  failed_jobs: [
    {
      id: 'a3f0',
      name: 'order.step',
      error: 'Steam did not answer: ETIMEDOUT',
      tries: 6,
      failed_at: minutesAgo(12),
      subject: { kind: 'order', id: 1051 },
    },
    {
      id: 'b771',
      name: 'mail.send',
      error: '550 mailbox unavailable',
      tries: 30,
      failed_at: minutesAgo(40),
      subject: { kind: 'ticket', id: 77 },
    },
    {
      id: 'c002',
      name: 'dashboard.sumUp',
      error: 'canceling statement due to statement timeout',
      tries: 4,
      failed_at: minutesAgo(300),
      subject: null,
    },
  ],
};

/** A shop whose only trade bot is signed out of Steam, with failed jobs and mail failing (troubledShop's). */
export const botOfflineShop: DashboardHealth = {
  ...troubledShop,
  bots: [
    {
      account_name: 'skins_bot_1',
      persona_name: 'SkinsMarket Bot #1',
      state: 'signed_out',
      last_error: 'InvalidPassword',
      failed_sign_ins: 5,
      next_sign_in_at: null,
    },
  ],
};

/** A shop just installed: no bot, no gateway, nothing queued. */
export const emptyShop: DashboardHealth = {
  bots: [],
  webhooks: [],
  mail: { queued: 0, failed: 0, oldest_queued_at: null },
  queues: [],
  failed_jobs: [],
};
