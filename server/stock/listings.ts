import type { ListingState } from '#contract/enums.ts';
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

/** A market price read too long ago to sell at, as SQL over a row of `items`; an admin's fixed price never is. */
export const stalePriceSql = `(items.fixed_price_usd IS NULL AND items.market_value_read_at <= ${freshPriceSinceSql})`;

/**
 * Why a listing is not on sale, as SQL over a row of `items`, each with the state the back-office shows for it. A
 * listing is on sale when none holds: nobody took it off sale, the mapping could read what Steam describes, the game
 * has reported its float (a CS2 item with a wear), it has a price that is not stale (an admin's fixed price never is;
 * a market reference is until it is older than the rules allow), and no order holds or has bought it. When several
 * hold, the first one listed is the listing's state: what was sold or is held by an order is that before anything
 * else, and an admin's or the sync's taking it off sale before what it would still need.
 */
export const offSaleReasons = [
  // A trade records it, an order's reservation holds it: kept on the listing by triggers on those tables
  // (migration 030), so that every state is a condition on the listing's own columns.
  { state: 'sold', sql: 'items.sold' },
  { state: 'reserved', sql: 'items.reserved' },
  { state: 'off_sale', sql: 'items.off_sale_reason IS NOT NULL' },
  { state: 'needs_attention', sql: 'items.attention IS NOT NULL' },
  { state: 'not_inspected', sql: '(items.inspection_due AND items.inspected_at IS NULL)' },
  // A price read longer ago than the rules allow is no price to sell at.
  {
    state: 'unpriced',
    // Three alternatives side by side, each found through an index: no price, or no fixed price and a market price
    // never read, or one read too long ago (a range of the price age's index).
    sql: `(items.price_base_usd IS NULL OR (items.fixed_price_usd IS NULL AND items.market_value_read_at IS NULL)
      OR ${stalePriceSql})`,
  },
] as const satisfies readonly { state: Exclude<ListingState, 'on_sale'>; sql: string }[];

const anyOf = (conditions: readonly string[]) => `(${conditions.join(' OR ')})`;

/**
 * Whether a listing is on sale, as SQL over a row of `items`: the one rule behind `items.available`, which every
 * store search, cart and purchase reads. None of the `offSaleReasons` holds.
 */
export const onSaleSql = `(NOT ${anyOf(offSaleReasons.map((reason) => reason.sql))})`;

/** A listing's state as SQL over a row of `items`: the first reason it is not on sale, else `on_sale`. */
export const listingStateSql = `(CASE ${offSaleReasons
  .map((reason) => `WHEN ${reason.sql} THEN '${reason.state}'`)
  .join(' ')} ELSE 'on_sale' END)`;

/**
 * The listings in `state`, as SQL over a row of `items`: its reason holding and none listed before it, each a
 * condition of its own (ANDed) on the listing's own columns, which the state's partial index (migration 030) holds
 * as its predicate, so a query reads the state's listings and no other. On sale: `items.available`, which
 * `refreshListings` keeps equal to `onSaleSql` (every store search reads it, through its indexes).
 */
export function listingStateConditionSql(state: ListingState): string {
  if (state === 'on_sale') return 'items.available';
  return reasonFirstSql(state, offSaleReasons.find((reason) => reason.state === state)?.sql ?? 'false');
}

/** `condition` holding on a listing and none of the reasons listed before `state`'s. */
function reasonFirstSql(state: Exclude<ListingState, 'on_sale'>, condition: string): string {
  const index = offSaleReasons.findIndex((reason) => reason.state === state);
  const earlier = offSaleReasons.slice(0, index).map((reason) => `NOT ${reason.sql}`);
  return `(${[...earlier, condition].join(' AND ')})`;
}

/**
 * The unpriced listings whose market price went stale, as SQL over a row of `items`: the part of that state the
 * clock decides, read through the price age's index (migration 030).
 */
export const staleUnpricedSql = reasonFirstSql('unpriced', stalePriceSql);

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
