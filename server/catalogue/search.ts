import type { CurrencyCode } from '#contract/lists.ts';
import {
  csRarityKeys,
  dotaRarityKeys,
  dotaSlotKeys,
  dotaTypeKeys,
  type Game,
  holdFilterValues,
  type ItemSummary,
  type LastTrade,
  type LastTradesFilters,
  lastTradesPageSize,
  type PhaseKey,
  type ProductDetail,
  phaseKeys,
  phaseNames,
  type RarityKey,
  rustTypeKeys,
  type StoreFilters,
  type StoreSearchAnswer,
  type StoreSearchFilters,
  sortKeys,
  tournaments,
  type WearKey,
  wears,
} from '#contract/store.ts';
import type { Db } from '../db/db.ts';
import { convertedPriceSql, type PriceFactors, priceFactors, shownPriceSql } from '../pricing/pricing.ts';
import { dotaQualities, heroes, qualityColors, qualityNames } from './dota2.ts';
import { activeFilters, addFilterConditions, Params, SearchConditionBuilder } from './filterConditions.ts';
import { rarityColorOf } from './generator.ts';
import { listingPictureUrl, stickerPictureUrl } from './items.ts';

const heroNames = new Map(heroes);

/**
 * Words of the search box, each to be found as the start of a word of the name: "ak red" finds
 * "AK-47 | Redline". `name_prefixes` holds every prefix of every word of the name, so they are exact words.
 */
export function prefixQuery(text: string): string | undefined {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length > 0 ? words.join(' & ') : undefined;
}

interface SearchConditions {
  /** Every condition of the search, ANDed. */
  all: string[];
  /** The listings of the game within a slightly wider range of base prices: a range of the price index. */
  priceRange: string[];
  /**
   * A price bound with other conditions: the search walks the range in the page's order first (searchItems). A
   * bound alone needs no walk: the price index holds every column it tests, so it is counted from the index alone.
   */
  walksPriceRange: boolean;
  /** The exteriors asked for, when they are all the search narrows; undefined with any other filter. */
  onlyWears: readonly string[] | undefined;
}

/** The WHERE clause of a search: the words of the search box, then each filter's conditions (filterConditions.ts). */
function searchConditions(
  filters: StoreSearchFilters,
  factors: PriceFactors,
  now: Date,
  params: Params,
): SearchConditions {
  const where = new SearchConditionBuilder(params, factors, now, [
    'available',
    `game = ${params.add(filters.game, 'text')}`,
  ]);
  const query = filters.search === undefined ? undefined : prefixQuery(filters.search);
  if (query) where.conditions.push(`name_prefixes @@ to_tsquery('simple', ${params.add(query, 'text')})`);
  const active = activeFilters(filters);
  addFilterConditions(active, where);
  const otherThanPrice = Boolean(query) || Object.keys(active).some((name) => name !== 'price');
  const onlyExterior = !query && Object.keys(active).length === 1;
  return {
    all: [...where.priceRange, ...where.conditions],
    priceRange: where.priceRange,
    walksPriceRange: active.price !== undefined && otherThanPrice,
    onlyWears: onlyExterior ? active.exterior : undefined,
  };
}

/**
 * Price order walks the base price, which the shown price follows (rounding never reverses an order):
 * equal shown prices come by exact base price, then id, so pages never overlap.
 */
type Order = NonNullable<StoreSearchFilters['sort']> | 'id';
const walkingIndex: Record<Order, string> = {
  lowest_price: 'price_base_usd, id',
  price: 'price_base_usd, id',
  highest_price: 'price_base_usd DESC, id DESC',
  id: 'id',
};
const sortedAfterFiltering: Record<Order, string> = {
  lowest_price: 'price_base_usd + 0, id',
  price: 'price_base_usd + 0, id',
  highest_price: 'price_base_usd + 0 DESC, id DESC',
  id: 'id + 0',
};

interface SummaryRow {
  id: number;
  game: Game;
  name: string;
  definition_key: string;
  icon_url: string | null;
  price: number;
  item_float: string | null;
  wear: WearKey | null;
  rarity: RarityKey | null;
  phase: PhaseKey | null;
  stickers: {
    name: string;
    key: string;
    slot: number;
    tournament: string | null;
    year: number | null;
    image?: string;
    /** Written by the inspection (server/stock/inspections.ts); absent on a listing never inspected. */
    wear?: number | null;
  }[];
  hold_until: Date | null;
  stattrak: boolean;
  souvenir: boolean;
  rare: boolean;
  name_tag: string | null;
  hero: string | null;
  type: string | null;
  quality: string | null;
}

const summaryColumns = `id, game, name, definition_key, icon_url, item_float::text AS item_float, wear, rarity, phase, stickers,
  hold_until, stattrak, souvenir, rare, name_tag, hero, type, quality`;

function summaryOf(row: SummaryRow, currency: CurrencyCode, now: Date): ItemSummary {
  return {
    id: row.id,
    game: row.game,
    name: row.name,
    image_url: listingPictureUrl(row),
    price: row.price,
    currency,
    item_float: row.item_float,
    wear: row.wear,
    rarity: row.rarity,
    rarity_color: rarityColorOf(row.rarity),
    phase: row.phase,
    stickers: row.stickers.map((sticker) => ({
      name: sticker.name,
      image: stickerPictureUrl(sticker),
      slot: sticker.slot,
      tournament: sticker.tournament as ItemSummary['stickers'][number]['tournament'],
      year: sticker.year,
      wear: sticker.wear ?? null,
    })),
    hold_until: row.hold_until && row.hold_until > now ? row.hold_until.toISOString() : null,
    stattrak: row.stattrak,
    souvenir: row.souvenir,
    rare: row.rare,
    name_tag: row.name_tag,
    hero: row.hero === null ? null : (heroNames.get(row.hero) ?? row.hero),
    type: row.type as ItemSummary['type'],
    quality: row.quality as ItemSummary['quality'],
  };
}

/**
 * Counting half a million matches costs more than the whole search may take: past this many, the answer says
 * "at least" (`total_exact: false`), as search engines do; 1,000 is over 40 pages of results.
 */
export const defaultTotalCap = 1_000;

/**
 * How many listings of a price range a search reads in order before it falls back on the filters' own
 * indexes: when at least a quarter of them match, the capped count and every page up to it are found there.
 */
const walkBudget = (totalCap: number) => 4 * (totalCap + 1);

export async function searchItems(
  db: Db,
  filters: StoreSearchFilters,
  now = new Date(),
  totalCap = defaultTotalCap,
): Promise<StoreSearchAnswer> {
  const factors = await priceFactors(db, filters.currency);
  const params = new Params();
  const conditions = searchConditions(filters, factors, now, params);
  const where = conditions.all.join(' AND ');
  const countParams = [...params.values];
  const shownPrice = shownPriceSql(`${params.add(factors.fee, 'numeric')} * ${params.add(factors.rate, 'numeric')}`);
  const limit = params.add(filters.page_size, 'int');
  const offset = (filters.page - 1) * filters.page_size;
  const sort = filters.sort ?? 'id';
  const countIn = async (source: string) => {
    const { rows } = await db.query<{ total: number }>(
      `SELECT count(*) AS total FROM (SELECT 1 FROM ${source} WHERE ${where} LIMIT ${totalCap + 1}) AS capped`,
      countParams,
    );
    return rows[0]?.total ?? 0;
  };

  // A price range is where a shopper looks, and what else they ask for often fills it (knives above 500):
  // then the first rows of the range, read in the page's order, hold the capped count and the page. The
  // planner cannot know that (it takes the filters as independent of price) and would rather build the
  // bitmaps of every knife and every dear item first.
  const walkedRange = `(SELECT * FROM items WHERE ${conditions.priceRange.join(' AND ')}
    ORDER BY ${walkingIndex[sort]} LIMIT ${walkBudget(totalCap)}) AS walked`;
  let counted = conditions.walksPriceRange ? await countIn(walkedRange) : 0;
  const pageIsInWalkedRange = counted > totalCap && offset + filters.page_size <= counted;
  if (counted <= totalCap) counted = await countIn('items');
  // A filter that keeps few listings is read through its own indexes and sorted; walking the price index
  // instead could read most of the catalogue before finding them (StatTrak or low-float items sit far
  // from the cheap end). "+ 0" keeps the order but hides the ordered index from the planner.
  const order = counted <= totalCap ? sortedAfterFiltering[sort] : walkingIndex[sort];
  // Price order over several wears and nothing else: the cheapest Factory New and Minimal Wear items sit far from
  // the cheap end of the whole catalogue (worn items), so one walk of each wear's price index, merged, reads a
  // page's worth of rows where one walk of the price index would read thousands. With another filter, that
  // filter's own price-ordered index is the better walk (StatTrak: the planner's choice stays).
  const wearsToMerge =
    sort !== 'id' && counted > totalCap && !pageIsInWalkedRange && (conditions.onlyWears?.length ?? 0) > 1
      ? conditions.onlyWears
      : undefined;
  const source = wearsToMerge
    ? `(${wearsToMerge
        .map(
          (wear) => `(SELECT * FROM items WHERE ${where} AND wear = ${params.add(wear, 'text')}
             ORDER BY ${walkingIndex[sort]} LIMIT ${offset + filters.page_size})`,
        )
        .join(' UNION ALL ')}) AS by_wear`
    : pageIsInWalkedRange
      ? walkedRange
      : 'items';
  const page = await db.query<SummaryRow>(
    `SELECT ${summaryColumns}, ${shownPrice} AS price
     FROM ${source} WHERE ${where}
     ORDER BY ${order}
     LIMIT ${limit} OFFSET ${params.add(offset, 'int')}`,
    params.values,
  );
  return {
    items: page.rows.map((row) => summaryOf(row, filters.currency, now)),
    total: Math.min(counted, totalCap),
    total_exact: counted <= totalCap,
    page: filters.page,
    page_size: filters.page_size,
    currency: filters.currency,
  };
}

interface DetailRow extends SummaryRow {
  market_hash_name: string | null;
  weapon: string | null;
  weapon_class: string | null;
  finish: string | null;
  paint_seed: number | null;
  finish_float_min: number | null;
  finish_float_max: number | null;
  slot: string | null;
  available: boolean;
}

const similarCount = 8;
const priceHistoryLimit = 200;

/** The product page: every attribute, the sales of the same item, and other listings of the same skin. */
export async function productDetail(
  db: Db,
  id: number,
  currency: CurrencyCode,
  now = new Date(),
): Promise<ProductDetail | undefined> {
  const factors = await priceFactors(db, currency);
  const priceOf = `${shownPriceSql('$1::numeric * $2::numeric')} AS price`;
  const { rows } = await db.query<DetailRow>(
    `SELECT ${summaryColumns}, ${priceOf}, market_hash_name, weapon, weapon_class, finish, paint_seed, finish_float_min,
       finish_float_max, slot, available
     FROM items WHERE id = $3`,
    [factors.fee, factors.rate, id],
  );
  const row = rows[0];
  if (!row) return undefined;
  const [history, market, similar] = await Promise.all([
    db.query<{ traded_at: Date; price: number }>(
      `SELECT traded_at, price FROM (
         SELECT traded_at, ${convertedPriceSql('price_usd', '$1::numeric')} AS price
         FROM trades WHERE item_name = $2 ORDER BY traded_at DESC LIMIT ${priceHistoryLimit}
       ) AS latest ORDER BY traded_at`,
      [factors.rate, row.name],
    ),
    db.query<{ read_at: Date; price: number }>(
      `SELECT read_at, price FROM (
         SELECT read_at, ${convertedPriceSql('reference_usd', '$1::numeric')} AS price
         FROM market_price_snapshots
         WHERE game = $2 AND market_hash_name = $3 AND reference_usd IS NOT NULL
         ORDER BY read_at DESC LIMIT ${priceHistoryLimit}
       ) AS latest ORDER BY read_at`,
      [factors.rate, row.game, row.market_hash_name],
    ),
    db.query<SummaryRow>(
      `SELECT ${summaryColumns}, ${priceOf} FROM items
       WHERE available AND definition_key = $3 AND id <> $4 ORDER BY id LIMIT ${similarCount}`,
      [factors.fee, factors.rate, row.definition_key, id],
    ),
  ]);
  return {
    ...summaryOf(row, currency, now),
    available: row.available,
    weapon: row.weapon,
    weapon_class: row.weapon_class,
    finish: row.finish,
    paint_seed: row.paint_seed,
    finish_float_range:
      row.finish_float_min === null || row.finish_float_max === null
        ? null
        : [row.finish_float_min, row.finish_float_max],
    slot: row.slot as ProductDetail['slot'],
    price_history: history.rows.map((point) => ({ traded_at: point.traded_at.toISOString(), price: point.price })),
    market_history: market.rows.map((point) => ({ read_at: point.read_at.toISOString(), price: point.price })),
    similar: similar.rows.map((similarRow) => summaryOf(similarRow, currency, now)),
  };
}

/** The newest sales of a game, at or above a shown price (spec §7: the home page asks csgo, 50, page 1). */
export async function lastTrades(db: Db, query: LastTradesFilters): Promise<LastTrade[]> {
  const { rate } = await priceFactors(db, query.currency);
  const params = new Params();
  const rateParam = params.add(rate, 'numeric');
  const conditions = [`trades.game = ${params.add(query.game, 'text')}`];
  if (query.price_from !== undefined) {
    const from = params.add(String(query.price_from), 'numeric');
    conditions.push(
      `trades.price_usd >= (${from} - 0.006) / ${rateParam}`,
      `${convertedPriceSql('trades.price_usd', rateParam)} >= ${from}`,
    );
  }
  const { rows } = await db.query<{
    id: number;
    name: string;
    definition_key: string;
    icon_url: string | null;
    price: number;
    item_float: string | null;
    traded_at: Date;
  }>(
    `SELECT items.id, items.name, items.definition_key, items.icon_url, items.item_float::text AS item_float,
       ${convertedPriceSql('trades.price_usd', rateParam)} AS price, trades.traded_at
     FROM trades JOIN items ON items.id = trades.item_id
     WHERE ${conditions.join(' AND ')}
     ORDER BY trades.traded_at DESC, trades.id DESC
     LIMIT ${lastTradesPageSize} OFFSET ${params.add((query.page - 1) * lastTradesPageSize, 'int')}`,
    params.values,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    image_url: listingPictureUrl(row),
    price: row.price,
    item_float: row.item_float,
    traded_at: row.traded_at.toISOString(),
  }));
}

const titleOf = (key: string) =>
  key
    .split('_')
    .map((word) => (word === 'hud' ? 'HUD' : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');

const csRarityNames: Record<(typeof csRarityKeys)[number], string> = {
  consumer: 'Consumer Grade',
  industrial: 'Industrial Grade',
  mil_spec: 'Mil-Spec Grade',
  restricted: 'Restricted',
  classified: 'Classified',
  covert: 'Covert',
  contraband: 'Contraband',
};

/** The values a filter panel offers for a game; the SPA draws its panel from them and hard-codes none. */
export function storeFilters(game: Game): StoreFilters {
  const none = {
    exteriors: [],
    phases: [],
    tournaments: [],
    rarities: [],
    types: [],
    heroes: [],
    slots: [],
    qualities: [],
  };
  const common = { ...none, game, sorts: [...sortKeys], hold: [...holdFilterValues] };
  if (game === 'csgo') {
    return {
      ...common,
      exteriors: wears.map((wear) => ({
        value: wear.key,
        label: wear.name,
        abbreviation: wear.abbreviation,
        min: wear.min,
        max: wear.max,
      })),
      phases: phaseKeys.map((phase) => ({ value: phase, label: phaseNames[phase] })),
      tournaments: tournaments.map((tournament) => ({
        value: tournament.key,
        label: tournament.name,
        year: tournament.year,
      })),
      rarities: csRarityKeys.map((rarity) => ({
        value: rarity,
        label: csRarityNames[rarity],
        color: rarityColorOf(rarity),
      })),
    };
  }
  if (game === 'dota2') {
    return {
      ...common,
      rarities: dotaRarityKeys.map((rarity) => ({
        value: rarity,
        label: titleOf(rarity),
        color: rarityColorOf(rarity),
      })),
      types: dotaTypeKeys.map((type) => ({ value: type, label: titleOf(type) })),
      heroes: [...heroes].sort((a, b) => a[1].localeCompare(b[1])).map(([value, label]) => ({ value, label })),
      slots: dotaSlotKeys.map((slot) => ({ value: slot, label: titleOf(slot) })),
      qualities: dotaQualities.map(([quality]) => ({
        value: quality,
        label: qualityNames[quality] ?? titleOf(quality),
        color: qualityColors[quality] ?? '#d2d2d2',
      })),
    };
  }
  return { ...common, types: rustTypeKeys.map((type) => ({ value: type, label: titleOf(type) })) };
}
