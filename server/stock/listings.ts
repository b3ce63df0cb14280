import type { Db } from '../db/db.ts';

/**
 * Whether a listing is on sale, as SQL over a row of `items`: the one rule behind `items.available`, which every
 * store search, cart and purchase reads. A listing is on sale when nobody took it off sale, the mapping could read
 * what Steam describes, the game has reported its float (a CS2 item with a wear), it has a price, and no order holds
 * or has bought it.
 */
export const onSaleSql = `(
  items.off_sale_reason IS NULL
  AND items.attention IS NULL
  AND (NOT items.inspection_due OR items.inspected_at IS NOT NULL)
  AND items.price_base_usd IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM reservations WHERE reservations.item_id = items.id)
  AND NOT EXISTS (SELECT 1 FROM trades WHERE trades.item_id = items.id)
)`;

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
