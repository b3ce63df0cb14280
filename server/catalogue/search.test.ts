import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrencyCode } from '#contract/lists.ts';
import {
  dotaQualityKeys,
  dotaRarityKeys,
  dotaTypeKeys,
  type Game,
  holdFilterValues,
  type ItemSummary,
  phaseKeys,
  productDetailSchema,
  rustTypeKeys,
  type StoreSearchFilters,
  storeSearchAnswerSchema,
  storeSearchQuerySchema,
  tournaments,
  wearKeys,
  wearOfFloat,
} from '#contract/store.ts';
import type { Db } from '../db/db.ts';
import { openTestDb } from '../test/testApp.ts';
import { heroes } from './dota2.ts';
import { wearsOfFloatRange } from './filterConditions.ts';
import { type CatalogueItem, generateCatalogue } from './generator.ts';
import { lastTrades, productDetail, searchItems } from './search.ts';
import { seedCatalogue } from './seed.ts';

const catalogueOptions = { items: 400, seed: 7 };
const generated = new Map<number, CatalogueItem>(
  [...generateCatalogue(catalogueOptions)].map((item) => [item.id, item]),
);
const now = new Date();
const dayMs = 24 * 60 * 60 * 1000;

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
  await seedCatalogue(db, catalogueOptions);
});
afterAll(async () => db?.close());

/** Every listing of a game in one currency, by walking the unfiltered search: the reference the filters cut down. */
const everyListing = new Map<string, ItemSummary[]>();
async function listingsOf(game: Game, currency: CurrencyCode): Promise<ItemSummary[]> {
  const key = `${game}/${currency}`;
  const cached = everyListing.get(key);
  if (cached) return cached;
  const items = await walk({ ...storeSearchQuerySchema.parse({ game, currency }), page_size: 100 });
  everyListing.set(key, items);
  return items;
}

/**
 * All pages of a search, checking each page's shape and the total on the way. A small count cap makes the
 * search take its other plan (walking the price index), which must give the same pages.
 */
async function walk(filters: StoreSearchFilters, totalCap?: number): Promise<ItemSummary[]> {
  const items: ItemSummary[] = [];
  for (let page = 1; ; page++) {
    const answer = await searchItems(db, { ...filters, page }, now, totalCap);
    expect(answer.page).toBe(page);
    expect(answer.currency).toBe(filters.currency);
    items.push(...answer.items);
    if (answer.items.length < filters.page_size) {
      if (answer.total_exact) expect(items).toHaveLength(answer.total);
      else expect(items.length).toBeGreaterThan(answer.total);
      return items;
    }
    expect(answer.items).toHaveLength(filters.page_size);
  }
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The reference meaning of each filter, written plainly against one listing. */
function matches(item: ItemSummary, filters: StoreSearchFilters): boolean {
  const facts = generated.get(item.id);
  if (!facts) return false;
  const holdDays =
    item.hold_until === null ? 0 : Math.ceil((new Date(item.hold_until).getTime() - now.getTime()) / dayMs);
  const floatValue = item.item_float === null ? null : Number(item.item_float);
  const anyOf = <T>(values: readonly T[] | undefined, value: T) => values === undefined || values.includes(value);
  const nameWords = words(item.name);
  return (
    item.game === filters.game &&
    (filters.search === undefined ||
      words(filters.search).every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)))) &&
    (filters.price_from === undefined || item.price >= filters.price_from) &&
    (filters.price_to === undefined || item.price <= filters.price_to) &&
    (filters.float_from === undefined || (floatValue !== null && floatValue >= filters.float_from)) &&
    (filters.float_to === undefined || (floatValue !== null && floatValue <= filters.float_to)) &&
    (filters.exterior === undefined || (item.wear !== null && filters.exterior.includes(item.wear))) &&
    (filters.phase === undefined || (item.phase !== null && filters.phase.includes(item.phase))) &&
    (filters.tournament === undefined ||
      item.stickers.some(
        (sticker) => sticker.tournament !== null && filters.tournament?.includes(sticker.tournament),
      )) &&
    (filters.stattrak === undefined || item.stattrak === filters.stattrak) &&
    (filters.souvenir === undefined || item.souvenir === filters.souvenir) &&
    (filters.rare === undefined || item.rare === filters.rare) &&
    (filters.name_tag === undefined || (item.name_tag !== null) === filters.name_tag) &&
    (filters.hold === undefined || filters.hold.includes(holdDays === 0 ? 'none' : (String(holdDays) as '1'))) &&
    anyOf(filters.type, facts.type as never) &&
    anyOf(filters.hero, facts.hero as never) &&
    anyOf(filters.slot, facts.slot as never) &&
    anyOf(filters.rarity, item.rarity as never) &&
    anyOf(filters.quality, facts.quality as never)
  );
}

const someOf = <T>(values: readonly T[]) =>
  fc.option(fc.subarray([...values], { minLength: 1, maxLength: 3 }), { nil: undefined });
const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
const searchWords = [
  'ak',
  'redline',
  'ak 47',
  'doppler',
  'knife',
  'stattrak',
  'hoodie',
  'golden',
  'sand',
  'of the',
  'zz',
];

/** Random filter combinations of one game; bounds are either round numbers or prices that exist (edges). */
const filtersArbitrary = fc
  .record({
    game: fc.constantFrom<Game>('csgo', 'dota2', 'rust'),
    currency: fc.constantFrom<CurrencyCode>('USD', 'EUR', 'AUD'),
    search: maybe(fc.constantFrom(...searchWords)),
    price_from: maybe(fc.oneof(fc.constantFrom(0, 1, 5, 20, 100), fc.double({ min: 0, max: 300, noNaN: true }))),
    price_to: maybe(fc.oneof(fc.constantFrom(1, 10, 50, 500, 5000), fc.double({ min: 0, max: 3000, noNaN: true }))),
    float_from: maybe(fc.constantFrom(0, 0.07, 0.15, 0.2)),
    float_to: maybe(fc.constantFrom(0.07, 0.15, 0.37, 0.5, 1)),
    exterior: someOf(wearKeys),
    phase: someOf(phaseKeys),
    tournament: someOf(tournaments.map((tournament) => tournament.key)),
    stattrak: maybe(fc.boolean()),
    souvenir: maybe(fc.boolean()),
    rare: maybe(fc.boolean()),
    name_tag: maybe(fc.boolean()),
    hold: someOf(holdFilterValues),
    type: someOf([...dotaTypeKeys, ...rustTypeKeys]),
    hero: someOf(heroes.map(([key]) => key)),
    rarity: someOf(dotaRarityKeys),
    quality: someOf(dotaQualityKeys),
    sort: maybe(fc.constantFrom('lowest_price', 'highest_price', 'price') as fc.Arbitrary<'price'>),
    page_size: fc.integer({ min: 3, max: 100 }),
  })
  // A few filters at a time, as a shopper sets them; all of them at once would match nothing.
  .chain((filters) =>
    fc
      .subarray(
        Object.keys(filters).filter((name) => !['game', 'currency', 'page_size'].includes(name)),
        { maxLength: 3 },
      )
      .map((kept) => {
        const chosen: Record<string, unknown> = {
          game: filters.game,
          currency: filters.currency,
          page_size: filters.page_size,
        };
        for (const name of kept) chosen[name] = filters[name as keyof typeof filters];
        return storeSearchQuerySchema.parse(
          Object.fromEntries(
            Object.entries(chosen)
              .filter(([, value]) => value !== undefined)
              .map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : String(value)]),
          ),
        );
      }),
  );

function expectSorted(items: ItemSummary[], sort: StoreSearchFilters['sort']) {
  for (let index = 1; index < items.length; index++) {
    const [before, after] = [items[index - 1] as ItemSummary, items[index] as ItemSummary];
    if (sort === 'highest_price') expect(before.price).toBeGreaterThanOrEqual(after.price);
    else if (sort) expect(before.price).toBeLessThanOrEqual(after.price);
    else expect(before.id).toBeLessThan(after.id);
  }
}

describe('catalogue search', () => {
  it('returns exactly the listings that satisfy every filter, in sort order, over pages without gap or duplicate', async () => {
    await fc.assert(
      fc.asyncProperty(filtersArbitrary, fc.constantFrom(undefined, 1, 20), async (filters, totalCap) => {
        const found = await walk(filters, totalCap);
        const ids = found.map((item) => item.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const item of found)
          expect(matches(item, filters), `${item.name} against ${JSON.stringify(filters)}`).toBe(true);
        const expected = (await listingsOf(filters.game, filters.currency)).filter((item) => matches(item, filters));
        expect([...ids].sort((a, b) => a - b)).toEqual(expected.map((item) => item.id).sort((a, b) => a - b));
        expectSorted(found, filters.sort);
      }),
      { numRuns: 60 },
    );
  });

  it('sorts several exteriors by price across pages past the count cap, one walk per wear merged', async () => {
    for (const sort of ['lowest_price', 'highest_price'] as const) {
      const filters = storeSearchQuerySchema.parse({
        game: 'csgo',
        currency: 'EUR',
        exterior: 'factory_new,minimal_wear,well_worn',
        sort,
        page_size: '7',
      });
      const found = await walk(filters, 5);
      const expected = (await listingsOf('csgo', 'EUR')).filter((item) => matches(item, filters));
      expect(expected.length).toBeGreaterThan(5);
      expect(found.map((item) => item.id).sort((a, b) => a - b)).toEqual(
        expected.map((item) => item.id).sort((a, b) => a - b),
      );
      expectSorted(found, sort);
    }
  });

  it('finds the cheapest and dearest listing at the exact shown price bounds', async () => {
    const listings = await listingsOf('csgo', 'EUR');
    const byPrice = [...listings].sort((a, b) => a.price - b.price);
    const cheapest = byPrice[0] as ItemSummary;
    const dearest = byPrice.at(-1) as ItemSummary;
    const base = storeSearchQuerySchema.parse({ game: 'csgo', currency: 'EUR', page_size: '100' });
    const exact = await walk({ ...base, price_from: dearest.price, price_to: dearest.price });
    expect(exact.map((item) => item.id)).toContain(dearest.id);
    const below = await walk({ ...base, price_to: cheapest.price - 0.01 });
    expect(below).toEqual([]);
  });

  it('stops counting at the cap and says the total is a lower bound', async () => {
    const filters = storeSearchQuerySchema.parse({ game: 'csgo', page_size: '5' });
    const everything = await searchItems(db, filters, now);
    expect(everything).toMatchObject({ total_exact: true });
    const capped = await searchItems(db, filters, now, 10);
    expect(capped).toMatchObject({ total: 10, total_exact: false });
    expect(capped.items).toEqual(everything.items);
    const exactAtCap = await searchItems(db, filters, now, everything.total);
    expect(exactAtCap).toMatchObject({ total: everything.total, total_exact: true });
  });

  it('converts prices with the rates in settings and the service fee', async () => {
    const [usd, eur] = await Promise.all(
      (['USD', 'EUR'] as const).map((currency) =>
        searchItems(db, storeSearchQuerySchema.parse({ game: 'rust', currency, page_size: '5' }), now),
      ),
    );
    for (const [index, item] of (usd?.items ?? []).entries()) {
      const facts = generated.get(item.id);
      expect(item.price).toBeCloseTo((facts?.marketValueUsd ?? 0) * 1.05, 2);
      expect(eur?.items[index]?.price).toBeCloseTo(item.price * 0.92, 1);
    }
  });

  it('describes a product with its sales history and other listings of the same skin', async () => {
    const listing = [...generated.values()].find(
      (item) => item.sale === null && [...generated.values()].some((sold) => sold.sale && sold.name === item.name),
    );
    if (!listing) throw new Error('the seeded catalogue has a listing with sales');
    const detail = await productDetail(db, listing.id, 'USD', now);
    expect(detail?.name).toBe(listing.name);
    expect(detail?.available).toBe(true);
    // Every sale of the name (each sold copy sold once), and only those: the ledger names each sale's item.
    const sales = [...generated.values()].filter((item) => item.sale && item.name === listing.name).length;
    expect(detail?.price_history).toHaveLength(Math.min(sales, 200));
    const times = detail?.price_history.map((point) => point.traded_at) ?? [];
    expect(times).toEqual([...times].sort());
    for (const similar of detail?.similar ?? []) {
      expect(similar.id).not.toBe(listing.id);
      expect(generated.get(similar.id)?.definitionKey).toBe(listing.definitionKey);
    }
    expect(await productDetail(db, 987_654, 'USD', now)).toBeUndefined();
  });

  it('lists the newest sales of a game above a price, newest first', async () => {
    const trades = await lastTrades(db, { game: 'csgo', price_from: 50, page: 1, currency: 'EUR' });
    expect(trades.length).toBeGreaterThan(0);
    for (const trade of trades) {
      expect(trade.price).toBeGreaterThanOrEqual(50);
      expect(generated.get(trade.id)?.game).toBe('csgo');
      expect(generated.get(trade.id)?.sale).not.toBeNull();
    }
    const times = trades.map((trade) => trade.traded_at);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('wears of a float range', () => {
  it('holds the wear of every float in the range, the shared bounds going to the lower wear', () => {
    expect(wearsOfFloatRange(0, 0.07)).toEqual(['factory_new']);
    expect(wearsOfFloatRange(0.07, 0.15)).toEqual(['factory_new', 'minimal_wear']);
    expect(wearsOfFloatRange(0.150001, 0.37)).toEqual(['field_tested']);
    expect(wearsOfFloatRange(0.5, 0.2)).toEqual([]);
    const sixDecimals = fc.integer({ min: 0, max: 1_000_000 }).map((micro) => micro / 1_000_000);
    fc.assert(
      fc.property(sixDecimals, sixDecimals, sixDecimals, (from, to, itemFloat) => {
        fc.pre(from <= itemFloat && itemFloat <= to);
        expect(wearsOfFloatRange(from, to)).toContain(wearOfFloat(itemFloat));
      }),
    );
  });

  it('is what the database holds: a listing whose wear is not its float’s is refused', async () => {
    const listing = (id: number, itemFloat: string, wear: string) =>
      db.query(
        `INSERT INTO items (id, game, definition_key, name, market_value_usd, item_float, wear, available)
         VALUES ($1, 'csgo', 'test', 'Test', 1, $2, $3, false)`,
        [id, itemFloat, wear],
      );
    await expect(listing(900_001, '0.070000', 'minimal_wear')).rejects.toThrow(/items_wear_of_float/);
    await expect(listing(900_002, '0.070001', 'minimal_wear')).resolves.toBeDefined();
    await db.query('DELETE FROM items WHERE id = 900002');
  });
});

describe('what the game reported of a listing', () => {
  it('answers each sticker’s wear as the inspection wrote it, null for one the game did not report', async () => {
    const listing = [...generated.values()].find(
      (item) => item.game === 'csgo' && item.sale === null && item.stickers.length >= 2,
    );
    if (!listing) throw new Error('the seeded catalogue has a listing with two stickers');
    const [scraped, untouched] = listing.stickers;
    const { rows } = await db.query<{ stickers: { slot: number }[] }>('SELECT stickers FROM items WHERE id = $1', [
      listing.id,
    ]);
    const before = rows[0]?.stickers ?? [];
    // As server/stock/inspections.ts writes them: every sticker gets its wear, null when the game reports none.
    const inspected = before.map((sticker) => ({ ...sticker, wear: sticker.slot === scraped?.slot ? 0.25 : null }));
    await db.query('UPDATE items SET stickers = $2::jsonb WHERE id = $1', [listing.id, JSON.stringify(inspected)]);
    try {
      const detail = productDetailSchema.parse(await productDetail(db, listing.id, 'EUR', now));
      const wearOf = (stickers: ItemSummary['stickers']) =>
        Object.fromEntries(stickers.map((sticker) => [sticker.slot, sticker.wear]));
      expect(wearOf(detail.stickers)).toMatchObject({ [scraped?.slot ?? -1]: 0.25, [untouched?.slot ?? -1]: null });

      const answer = storeSearchAnswerSchema.parse(
        await searchItems(
          db,
          storeSearchQuerySchema.parse({ game: 'csgo', search: listing.name, page_size: 100 }),
          now,
        ),
      );
      const found = answer.items.find((item) => item.id === listing.id);
      expect(found && wearOf(found.stickers)).toEqual(wearOf(detail.stickers));

      // A listing never inspected answers its stickers' wear as null, never a made-up one.
      await db.query('UPDATE items SET stickers = $2::jsonb WHERE id = $1', [listing.id, JSON.stringify(before)]);
      const uninspected = productDetailSchema.parse(await productDetail(db, listing.id, 'EUR', now));
      expect(uninspected.stickers.every((sticker) => sticker.wear === null)).toBe(true);
    } finally {
      await db.query('UPDATE items SET stickers = $2::jsonb WHERE id = $1', [listing.id, JSON.stringify(before)]);
    }
  });
});
