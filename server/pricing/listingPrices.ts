import type { Db } from '../db/db.ts';
import { refreshListings } from '../stock/listings.ts';

/** Why a listing's price changed (listing_price_changes.cause). */
export type PriceChangeCause = 'reference' | 'rules' | 'fixed' | 'sync';

/**
 * The price rules' price before the service fee of the `items` row `item`, as SQL, with the rules (the
 * `price_rules` setting's jsonb) in `rules`: an admin's fixed price, else the market rule's price; null without
 * either (unpriced, not on sale). contract/admin/settings.ts describes the rules.
 */
export const rulePriceSql = (item: string, rules: string) => `CASE
  WHEN ${item}.fixed_price_usd IS NOT NULL THEN ${item}.fixed_price_usd
  ELSE ${marketRulePriceSql({ reference: `${item}.market_value_usd`, game: `${item}.game`, rarity: `${item}.rarity` }, rules)}
END`;

/**
 * The market rule as SQL: the reference price times (1 + the markup of the game and rarity, else of the game),
 * rounded as the rules say, at least the floor; null without a reference.
 */
export const marketRulePriceSql = (listing: { reference: string; game: string; rarity: string }, rules: string) =>
  // greatest() skips nulls: without a reference there is no price, not the floor.
  `CASE WHEN ${listing.reference} IS NULL THEN NULL ELSE greatest(
    (${rules} ->> 'floor_usd')::numeric,
    round(
      ${listing.reference}
        * (1 + coalesce(
            (${rules} -> 'markup_percent' -> ${listing.game} ->> ${listing.rarity})::numeric,
            (${rules} -> 'markup_percent' -> ${listing.game} ->> 'default')::numeric,
            0) / 100)
        / ${roundingStepSql(rules)}
    ) * ${roundingStepSql(rules)}
  ) END`;

const roundingStepSql = (rules: string) => `(CASE ${rules} ->> 'rounding'
  WHEN 'five_cents' THEN 0.05 WHEN 'ten_cents' THEN 0.10 WHEN 'dollar' THEN 1.00 ELSE 0.01 END)`;

/** The rules as a one-row FROM item: `FROM items, ${priceRulesFrom}` makes `rules.value` the rules. */
export const priceRulesFrom = `(SELECT value FROM settings WHERE key = 'price_rules') AS rules`;

/**
 * Writes each listing's price before the service fee (`price_base_usd`, what every search sorts and filters on) by
 * the price rules, records every change (listing_price_changes, with what the price was made of and `cause`), then
 * refreshes whether the listings are on sale. Call it whenever one of its inputs changed: a sync listed them, their
 * reference price was read, an admin set or cleared a fixed price or changed the rules. The ids whose price changed.
 */
export async function repriceListings(tx: Db, itemIds: readonly number[], cause: PriceChangeCause): Promise<number[]> {
  if (itemIds.length === 0) return [];
  const { rows } = await tx.query<{ item_id: number }>(
    `WITH priced AS (
       SELECT items.id, items.price_base_usd AS previous, ${rulePriceSql('items', 'rules.value')} AS price
       FROM items, ${priceRulesFrom}
       WHERE items.id = ANY($1::int[])
     ),
     changed AS (
       UPDATE items SET price_base_usd = priced.price
       FROM priced
       WHERE items.id = priced.id AND priced.price IS DISTINCT FROM priced.previous
       RETURNING items.id, items.price_base_usd, priced.previous, items.market_value_usd, items.fixed_price_usd
     )
     INSERT INTO listing_price_changes
       (item_id, price_base_usd, previous_price_base_usd, reference_usd, fixed_price_usd, cause)
     SELECT id, price_base_usd, previous, market_value_usd, fixed_price_usd, $2 FROM changed
     RETURNING item_id`,
    [itemIds, cause],
  );
  await refreshListings(tx, itemIds);
  return rows.map((row) => row.item_id);
}
