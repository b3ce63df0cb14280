import type { Db } from '../db/db.ts';

/**
 * How long before its reference price reaches the maximum age a listing leaves the sale. The stale-price sweep runs
 * every minute (server/pricing/plugin.ts): with this margin it takes a listing off sale before its price is too old,
 * never after.
 */
export const stalePriceMarginMinutes = 2;

/**
 * A reference price read after this instant is fresh enough to sell at (SQL): the price rules' maximum age
 * (contract/admin/settings.ts), less the sweep's margin.
 */
export const freshPriceSinceSql = `(now() - (SELECT make_interval(hours => (value ->> 'max_age_hours')::int)
  FROM settings WHERE key = 'price_rules') + interval '${stalePriceMarginMinutes} minutes')`;

/**
 * Whether a listing is on sale, as SQL over a row of `items`: the one rule behind `items.available`, which every
 * store search, cart and purchase reads. A listing is on sale when nobody took it off sale, the mapping could read
 * what Steam describes, the game has reported its float (a CS2 item with a wear), it has a price that is not stale (an
 * admin's fixed price never is; a market reference is until it is older than the rules allow), and no order holds or
 * has bought it.
 */
export const onSaleSql = `(
  items.off_sale_reason IS NULL
  AND items.attention IS NULL
  AND (NOT items.inspection_due OR items.inspected_at IS NOT NULL)
  AND items.price_base_usd IS NOT NULL
  AND (items.fixed_price_usd IS NOT NULL
    OR (items.market_value_read_at IS NOT NULL AND items.market_value_read_at > ${freshPriceSinceSql}))
  AND NOT EXISTS (SELECT 1 FROM reservations WHERE reservations.item_id = items.id)
  AND NOT EXISTS (SELECT 1 FROM trades WHERE trades.item_id = items.id)
)`;

/**
 * Sets `available` from `onSaleSql` for these listings, after anything it reads changed (an order held, released
 * or delivered them; a sync, an inspection, a price or an admin changed them; time made their price stale). The ids
 * whose sale changed.
 */
export async function refreshListings(tx: Db, itemIds: readonly number[]): Promise<number[]> {
  if (itemIds.length === 0) return [];
  const { rows } = await tx.query<{ id: number }>(
    `UPDATE items SET available = ${onSaleSql}
     WHERE id = ANY($1::int[]) AND available IS DISTINCT FROM ${onSaleSql}
     RETURNING id`,
    [itemIds],
  );
  return rows.map((row) => row.id);
}

/**
 * Takes off sale the listings whose market price is no longer fresh enough to sell at (the sweep's work, every
 * minute), at most `limit` at a time; the ids taken off. They come back on sale once their price is read again.
 */
export async function takeStalePricesOffSale(db: Db, limit: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `SELECT id FROM items
       WHERE available AND fixed_price_usd IS NULL AND market_value_read_at <= ${freshPriceSinceSql}
       ORDER BY market_value_read_at LIMIT $1`,
      [limit],
    );
    return refreshListings(
      tx,
      rows.map((row) => row.id),
    );
  });
}
