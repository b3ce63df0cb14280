import type { Db } from '../db/db.ts';
import { refreshListings } from '../stock/listings.ts';

/**
 * The price the shop's rules give a listing before the service fee, as SQL over a row of `items`, in US dollars:
 * the market's reference price times the listing's rarity factor; null without a reference price. What a listing
 * sells at unless an admin fixed its price; the back-office's listings page shows it beside the fixed price.
 */
export const rulePriceSql = '(items.market_value_usd * items.rarity_factor)';

/**
 * Writes each listing's price before the service fee (`price_base_usd`, what every search sorts and filters on) from
 * what it is made of: an admin's fixed price, else the rule's price (`rulePriceSql`); none of them: unpriced. Then
 * refreshes whether the listings are on sale. Call it whenever one of those inputs changed (a sync listed them, a
 * price was read, an admin set or cleared a fixed price).
 */
export async function repriceListings(tx: Db, itemIds: readonly number[]): Promise<void> {
  if (itemIds.length === 0) return;
  const price = `coalesce(items.fixed_price_usd, ${rulePriceSql})`;
  await tx.query(
    `UPDATE items SET price_base_usd = ${price}
     WHERE id = ANY($1::int[]) AND price_base_usd IS DISTINCT FROM ${price}`,
    [itemIds],
  );
  await refreshListings(tx, itemIds);
}
