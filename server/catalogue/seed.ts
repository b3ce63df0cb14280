import type { Db } from '../db/db.ts';
import { marketRulePriceSql, priceRulesFrom } from '../pricing/listingPrices.ts';
import { refreshIntervalSql } from '../pricing/priceRefresh.ts';
import { type CatalogueItem, generateCatalogue, rarityFactorOf } from './generator.ts';

export interface SeedOptions {
  /** Listings for sale (sold copies for the price history come on top). */
  items: number;
  seed: number;
  /** Rows per INSERT: one statement carries a batch as arrays, unnested by the database. */
  batchSize?: number;
  onProgress?: (listed: number) => void;
}

export const defaultDemoSeed = 20_261_122;

const columns = [
  ['id', 'int'],
  ['game', 'text'],
  ['definition_key', 'text'],
  ['name', 'text'],
  ['rarity', 'text'],
  ['rarity_factor', 'numeric'],
  ['market_value_usd', 'numeric'],
  ['weapon', 'text'],
  ['weapon_class', 'text'],
  ['finish', 'text'],
  ['finish_float_min', 'numeric'],
  ['finish_float_max', 'numeric'],
  ['item_float', 'numeric'],
  ['wear', 'text'],
  ['paint_seed', 'int'],
  ['phase', 'text'],
  ['stattrak', 'boolean'],
  ['souvenir', 'boolean'],
  ['rare', 'boolean'],
  ['name_tag', 'text'],
  ['stickers', 'jsonb'],
  ['hero', 'text'],
  ['slot', 'text'],
  ['type', 'text'],
  ['quality', 'text'],
  ['hold_minutes', 'int'],
  ['sold', 'boolean'],
] as const;

const rowOf = (item: CatalogueItem): unknown[] => [
  item.id,
  item.game,
  item.definitionKey,
  item.name,
  item.rarity,
  rarityFactorOf(item.rarity),
  item.marketValueUsd,
  item.weapon,
  item.weaponClass,
  item.finish,
  item.finishFloatRange?.[0] ?? null,
  item.finishFloatRange?.[1] ?? null,
  item.itemFloat,
  item.wear,
  item.paintSeed,
  item.phase,
  item.stattrak,
  item.souvenir,
  item.rare,
  item.nameTag,
  JSON.stringify(item.stickers),
  item.hero,
  item.slot,
  item.type,
  item.quality,
  item.holdMinutes,
  item.sale !== null,
];

const stored = columns.filter(([name]) => name !== 'hold_minutes' && name !== 'sold').map(([name]) => name);
/**
 * Demo listings are priced by the shop's price rules from their market value, read now (the sandbox price source
 * answers for their names from then on: server/sandbox/steam/market.ts), under their name as the market knows it.
 */
const insertItems = `
  INSERT INTO items (${stored.join(', ')}, market_hash_name, market_value_read_at, price_base_usd, sticker_tournaments,
    hold_until, available, sold)
  SELECT ${stored.map((name) => `batch.${name}`).join(', ')}, batch.name, now(),
    ${marketRulePriceSql({ reference: 'batch.market_value_usd', game: 'batch.game', rarity: 'batch.rarity' }, 'rules.value')},
    ARRAY(SELECT DISTINCT sticker ->> 'tournament' FROM jsonb_array_elements(batch.stickers) AS sticker
          WHERE sticker ->> 'tournament' IS NOT NULL ORDER BY 1),
    now() + batch.hold_minutes * interval '1 minute',
    NOT batch.sold, batch.sold
  FROM unnest(${columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ')})
    AS batch(${columns.map(([name]) => name).join(', ')}),
    ${priceRulesFrom}`;

const insertTrades = `
  INSERT INTO trades (item_id, game, price_usd, traded_at)
  SELECT item_id, game, price_usd, now() - minutes_ago * interval '1 minute'
  FROM unnest($1::int[], $2::text[], $3::numeric[], $4::int[]) AS sale(item_id, game, price_usd, minutes_ago)`;

/**
 * Replaces the catalogue (items and trade ledger) with a generated one. Whatever pointed at the old items
 * (carts, orders) goes with them: this is for demo and benchmark databases.
 */
export async function seedCatalogue(db: Db, options: SeedOptions): Promise<void> {
  const batchSize = options.batchSize ?? 2000;
  // The dashboard's day summaries count the old ledger's sales: summed up again from the new one.
  await db.exec(
    'TRUNCATE items, trades, market_prices, market_price_snapshots, sandbox_market_prices, dashboard_days RESTART IDENTITY CASCADE',
  );

  let batch: CatalogueItem[] = [];
  let listed = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const byColumn = columns.map((): unknown[] => []);
    for (const item of batch) {
      rowOf(item).forEach((value, index) => {
        byColumn[index]?.push(value);
      });
    }
    const sold = batch.filter((item) => item.sale !== null);
    await db.transaction(async (tx) => {
      await tx.query(insertItems, byColumn);
      if (sold.length > 0) {
        await tx.query(insertTrades, [
          sold.map((item) => item.id),
          sold.map((item) => item.game),
          sold.map((item) => item.sale?.priceUsd),
          sold.map((item) => item.sale?.minutesAgo),
        ]);
      }
    });
    batch = [];
    options.onProgress?.(listed);
  };

  for (const item of generateCatalogue({ items: options.items, seed: options.seed })) {
    batch.push(item);
    if (item.sale === null) listed += 1;
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  // The market the demo prices come from: each name's reference (read now, refreshed by the price jobs from the
  // sandbox price source, which answers for the same names).
  await db.exec(`
    INSERT INTO market_prices (game, market_hash_name, reference_usd, read_at, next_read_at)
    SELECT game, market_hash_name, round(avg(market_value_usd), 2), now(), now() + ${refreshIntervalSql}
    FROM items GROUP BY game, market_hash_name;
    INSERT INTO sandbox_market_prices (game, market_hash_name, base_usd, volume)
    SELECT game, market_hash_name, round(avg(market_value_usd), 2), count(*) FROM items GROUP BY game, market_hash_name;
  `);
  // Listings the inventory sync makes later take the ids after these.
  await db.query(
    `SELECT setval(pg_get_serial_sequence('items', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM items), false)`,
  );
  // What PostgreSQL's autovacuum would do after so many inserts, and PGlite has no autovacuum: the statistics, and
  // the visibility map that lets a count read an index alone instead of visiting a table page per listing.
  // VACUUM runs outside a transaction, one table at a time.
  await db.exec('VACUUM (ANALYZE) items');
  await db.exec('VACUUM (ANALYZE) trades');
}
