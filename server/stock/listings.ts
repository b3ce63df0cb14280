import type { ListingState } from '#contract/enums.ts';
import type { Db } from '../db/db.ts';

/**
 * Why a listing is not on sale, as SQL over a row of `items`, each with the state the back-office shows for it. A
 * listing is on sale when none holds: nobody took it off sale, the mapping could read what Steam describes, the game
 * has reported its float (a CS2 item with a wear), it has a price, and no order holds or has bought it. When several
 * hold, the first one listed is the listing's state: what was sold or is held by an order is that before anything
 * else, and an admin's or the sync's taking it off sale before what it would still need.
 */
export const offSaleReasons = [
  { state: 'sold', sql: 'EXISTS (SELECT 1 FROM trades WHERE trades.item_id = items.id)' },
  { state: 'reserved', sql: 'EXISTS (SELECT 1 FROM reservations WHERE reservations.item_id = items.id)' },
  { state: 'off_sale', sql: 'items.off_sale_reason IS NOT NULL' },
  { state: 'needs_attention', sql: 'items.attention IS NOT NULL' },
  { state: 'not_inspected', sql: '(items.inspection_due AND items.inspected_at IS NULL)' },
  { state: 'unpriced', sql: 'items.price_base_usd IS NULL' },
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
 * condition of its own (ANDed), so a query finds them through the reason's index and tells the others apart by an
 * anti-join. On sale: `items.available`, which `refreshListings` keeps equal to `onSaleSql` (every store search reads
 * it, through its indexes).
 */
export function listingStateConditionSql(state: ListingState): string {
  if (state === 'on_sale') return 'items.available';
  const index = offSaleReasons.findIndex((reason) => reason.state === state);
  const earlier = offSaleReasons.slice(0, index).map((reason) => `NOT ${reason.sql}`);
  return `(${[...earlier, offSaleReasons[index]?.sql].join(' AND ')})`;
}

/**
 * Sets `available` from `onSaleSql` for these listings, after anything it reads changed (an order held, released
 * or delivered them; a sync, an inspection, a price or an admin changed them). The ids whose sale changed.
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
