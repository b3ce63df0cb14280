import type { Db } from '../db/db.ts';
import { refreshListings } from '../stock/listings.ts';

/**
 * Writes each listing's price before the service fee (`price_base_usd`, what every search sorts and filters on) from
 * what it is made of: an admin's fixed price, else the market's reference price times the listing's rarity factor;
 * none of them: unpriced. Then refreshes whether the listings are on sale. Call it whenever one of those inputs
 * changed (a sync listed them, a price was read, an admin set or cleared a fixed price).
 */
export async function repriceListings(tx: Db, itemIds: readonly number[]): Promise<void> {
  if (itemIds.length === 0) return;
  await tx.query(
    `UPDATE items SET price_base_usd = coalesce(fixed_price_usd, market_value_usd * rarity_factor)
     WHERE id = ANY($1::int[]) AND price_base_usd IS DISTINCT FROM coalesce(fixed_price_usd, market_value_usd * rarity_factor)`,
    [itemIds],
  );
  await refreshListings(tx, itemIds);
}
