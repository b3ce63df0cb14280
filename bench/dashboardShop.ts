import type { orderStatuses } from '#contract/orders.ts';
import { seedCatalogue } from '#server/catalogue/seed.ts';
import type { Db } from '#server/db/db.ts';

/**
 * A shop that has sold for a year, for the dashboard's bench: `buyers` users and `orders` orders placed evenly over
 * the last `days` days, in the proportions a working shop sees (most delivered, some unpaid, a few declined,
 * expired, tampered with, refunded or reversed), each with the transitions, ledger rows and refunds its state
 * implies, written by generate_series in SQL. Ends with VACUUM ANALYZE, as autovacuum would have done by then.
 */
export interface DashboardShopSize {
  orders: number;
  buyers: number;
  listings: number;
  days: number;
}

/** Out of 100 orders, by the state they end in (each order's share is fixed by its number, so seeds repeat). */
const statusShares: [(typeof orderStatuses)[number], number][] = [
  ['delivered', 70],
  ['payment_expired', 8],
  ['payment_failed', 4],
  ['refunded', 5],
  ['offer_declined', 2],
  ['offer_expired', 1],
  ['offer_suspicious', 1],
  ['awaiting_payment', 2],
  ['paid', 2],
  ['offer_sent', 2],
  ['awaiting_confirmation', 1],
  ['reversed', 2],
];

function statusCase(share: string): string {
  let upTo = 0;
  const branches = statusShares.map(([status, count]) => {
    upTo += count;
    return `WHEN ${share} < ${upTo} THEN '${status}'`;
  });
  return `CASE ${branches.join(' ')} END`;
}

export async function seedDashboardShop(db: Db, size: DashboardShopSize): Promise<void> {
  const secondsApart = (size.days * 86_400) / size.orders;
  await seedCatalogue(db, { items: size.listings, seed: 20_261_127, batchSize: 5000 });
  await db.exec(`
    INSERT INTO users (steam_id, username, email, steam_trade_link, created_at)
    SELECT '7656119' || lpad(i::text, 10, '0'), 'buyer' || i, 'buyer' || i || '@example.test',
      'https://steamcommunity.com/tradeoffer/new/?partner=' || i || '&token=Bench123',
      now() - ${size.days + 30} * interval '1 day' + i * interval '1 minute'
    FROM generate_series(1, ${size.buyers}) AS i;

    CREATE TEMPORARY TABLE seeded_orders AS
    SELECT i, status, created_at,
      CASE WHEN status NOT IN ('awaiting_payment', 'payment_failed', 'payment_expired')
        THEN created_at + (i % 300) * interval '1 second' END AS paid_at,
      CASE WHEN status IN ('delivered', 'reversed')
        -- Most offers are accepted within minutes; a long tail waits for the buyer for hours.
        THEN created_at + (i % 300) * interval '1 second'
          + (30 + ((i * 7919) % 1000) ^ 3 / 1e9 * 6 * 3600) * interval '1 second' END AS delivered_at
    FROM (
      SELECT i, ${statusCase('(i * 37) % 100')} AS status, now() - (i * ${secondsApart}) * interval '1 second' AS created_at
      FROM generate_series(1, ${size.orders}) AS i
    ) AS placed;

    INSERT INTO orders (id, user_id, gateway_id, code, status, context, currency, total, trade_link, expires_at,
      created_at, updated_at, next_run_at)
    SELECT i, buyers.first + (i * 7919) % ${size.buyers}, 1 + i % 4,
      'B' || upper(lpad(to_hex(i), 6, '0')),
      status,
      jsonb_build_object('offerAttempts', 1, 'maxOfferAttempts', 3, 'offerId', NULL, 'reason', NULL,
        'paymentId', 'pay_' || i, 'refundIssued', status = 'refunded'),
      (ARRAY['EUR', 'EUR', 'EUR', 'USD', 'USD', 'AUD'])[1 + i % 6], round((5 + (i * 2654435761 % 50000) / 100.0)::numeric, 2),
      'https://steamcommunity.com/tradeoffer/new/?partner=1&token=Bench123',
      created_at + interval '15 minutes', created_at, coalesce(delivered_at, paid_at, created_at),
      now() + interval '10 years'
    FROM seeded_orders, (SELECT min(id) AS first FROM users WHERE username LIKE 'buyer%') AS buyers;
    SELECT setval(pg_get_serial_sequence('orders', 'id'), ${size.orders});

    INSERT INTO order_items (order_id, item_id, price, price_usd)
    SELECT orders.id, items.id, round(orders.total / (1 + orders.id % 3), 2), round(orders.total / (1 + orders.id % 3), 2)
    FROM orders
      CROSS JOIN LATERAL generate_series(0, orders.id % 3) AS n
      JOIN items ON items.id = 1 + (orders.id * 37 + n * 1013) % ${size.listings}
    ON CONFLICT DO NOTHING;

    INSERT INTO order_transitions (order_id, from_status, to_status, event, at)
    SELECT i, 'awaiting_payment', 'paid', '{"type":"payment.succeeded"}'::jsonb, paid_at
    FROM seeded_orders WHERE paid_at IS NOT NULL
    UNION ALL
    SELECT i, 'paid', 'offer_sent', '{"type":"offer.sent"}'::jsonb, paid_at + interval '5 seconds'
    FROM seeded_orders WHERE paid_at IS NOT NULL AND status <> 'paid'
    UNION ALL
    SELECT i, 'offer_sent', 'delivered', '{"type":"offer.accepted"}'::jsonb, delivered_at
    FROM seeded_orders WHERE delivered_at IS NOT NULL
    UNION ALL
    SELECT i, 'offer_sent', failed, jsonb_build_object('type', 'offer.' || substr(failed, 7)), paid_at + interval '1 hour'
    FROM (
      SELECT i, paid_at, CASE status WHEN 'refunded' THEN 'offer_declined' ELSE status END AS failed FROM seeded_orders
      WHERE status IN ('offer_declined', 'offer_expired', 'offer_suspicious', 'refunded')
    ) AS failed_offers
    UNION ALL
    SELECT i, 'awaiting_payment', status, '{"type":"checkout.expired"}'::jsonb, created_at + interval '15 minutes'
    FROM seeded_orders WHERE status IN ('payment_failed', 'payment_expired')
    UNION ALL
    SELECT i, 'offer_declined', 'refunded', '{"type":"offer.resolveFailure"}'::jsonb, paid_at + interval '2 hours'
    FROM seeded_orders WHERE status = 'refunded'
    UNION ALL
    SELECT i, 'delivered', 'reversed', '{"type":"trade.reversed"}'::jsonb, delivered_at + interval '3 days'
    FROM seeded_orders WHERE status = 'reversed';

    INSERT INTO refunds (order_id, amount, currency, reason, created_at)
    SELECT orders.id, orders.total, orders.currency, 'The trade offer was not accepted; the payment was refunded',
      seeded_orders.paid_at + interval '2 hours'
    FROM orders JOIN seeded_orders ON seeded_orders.i = orders.id WHERE orders.status = 'refunded';

    INSERT INTO trades (item_id, game, price_usd, traded_at)
    SELECT items.id, items.game, order_items.price_usd, seeded_orders.delivered_at
    FROM seeded_orders JOIN order_items ON order_items.order_id = seeded_orders.i
      JOIN items ON items.id = order_items.item_id
    WHERE seeded_orders.delivered_at IS NOT NULL;

    DROP TABLE seeded_orders;
    TRUNCATE dashboard_days;
  `);
  for (const table of ['users', 'orders', 'order_items', 'order_transitions', 'refunds', 'trades']) {
    await db.exec(`VACUUM (ANALYZE) ${table}`);
  }
}
