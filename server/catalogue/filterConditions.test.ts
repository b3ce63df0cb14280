import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Game,
  type ItemSummary,
  type StoreSearchFilters,
  type StoreSearchQuery,
  storeSearchQuerySchema,
} from '#contract/store.ts';
import {
  dotaQualityKeys,
  dotaTypeKeys,
  type ListFilterName,
  storeFilterNames,
  storeFilterTable,
} from '#contract/storeFilters.ts';
import type { Db } from '../db/db.ts';
import { openTestDb } from '../test/testApp.ts';
import { activeFilters, filterConditions } from './filterConditions.ts';
import { type CatalogueItem, generateCatalogue } from './generator.ts';
import { searchItems } from './search.ts';
import { defaultDemoSeed, seedCatalogue } from './seed.ts';

/** The demo catalogue a fresh install shows (server/demoData.ts seeds 5,000 listings by default). */
const catalogueOptions = { items: 5000, seed: defaultDemoSeed };
const listed = [...generateCatalogue(catalogueOptions)].filter((item) => item.sale === null);
const factsById = new Map(listed.map((item) => [item.id, item]));
const now = new Date();

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
  await seedCatalogue(db, catalogueOptions);
});
afterAll(async () => db?.close());

/** Every page of a search, as the ids it lists. */
async function searchIds(query: StoreSearchQuery): Promise<number[]> {
  const filters: StoreSearchFilters = storeSearchQuerySchema.parse({ page_size: '100', ...query });
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const answer = await searchItems(db, { ...filters, page }, now);
    ids.push(...answer.items.map((item: ItemSummary) => item.id));
    if (answer.items.length < filters.page_size) return ids.sort((a, b) => a - b);
  }
}

/** A listing's value of a list filter, read from the generated facts, not through the database. */
const factOf: Record<Exclude<ListFilterName, 'tournament' | 'hold'>, (item: CatalogueItem) => string | null> = {
  exterior: (item) => item.wear,
  phase: (item) => item.phase,
  type: (item) => item.type,
  hero: (item) => item.hero,
  slot: (item) => item.slot,
  rarity: (item) => item.rarity,
  quality: (item) => item.quality,
};
const listedIdsOf = (game: Game, keep: (item: CatalogueItem) => boolean) =>
  listed
    .filter((item) => item.game === game && keep(item))
    .map((item) => item.id)
    .sort((a, b) => a - b);

describe('the SQL condition of each store filter', () => {
  it('has a builder for every filter of the table, and none for a filter the table does not declare', () => {
    expect(Object.keys(filterConditions).sort()).toEqual([...storeFilterNames].sort());
  });

  it('reads every filter of a parsed query by its table name, leaving out empty ones', () => {
    const filters = storeSearchQuerySchema.parse({
      game: 'csgo',
      price_to: '10',
      exterior: ',',
      hold: 'none,2',
      stattrak: 'false',
    });
    expect(activeFilters(filters)).toEqual({
      price: { from: undefined, to: 10 },
      hold: ['none', '2'],
      stattrak: false,
    });
  });

  const valuesOfFacts = Object.keys(factOf) as (keyof typeof factOf)[];
  for (const name of valuesOfFacts) {
    const { games } = storeFilterTable[name];
    for (const game of games) {
      it(`${name} on ${game}: each value lists exactly the listings that have it`, async () => {
        const values = [...new Set(listed.filter((item) => item.game === game).map(factOf[name]))].filter(
          (value) => value !== null,
        );
        expect(values.length).toBeGreaterThan(1);
        const everyListing = await searchIds({ game });
        for (const value of values.slice(0, 6)) {
          const ids = await searchIds({ game, [name]: value });
          expect(ids, `${name}=${value}`).toEqual(listedIdsOf(game, (item) => factOf[name](item) === value));
          expect(ids.length).toBeLessThan(everyListing.length);
        }
        const [first = '', second = ''] = values;
        expect(await searchIds({ game, [name]: [first, second] })).toEqual(
          listedIdsOf(game, (item) => [first, second].includes(factOf[name](item) ?? '')),
        );
      });
    }
  }

  it('narrows CS2 by each flag, both ways', async () => {
    for (const flag of ['stattrak', 'souvenir', 'rare'] as const) {
      for (const wanted of [true, false]) {
        expect(await searchIds({ game: 'csgo', [flag]: String(wanted) }), `${flag}=${wanted}`).toEqual(
          listedIdsOf('csgo', (item) => item[flag] === wanted),
        );
      }
    }
    expect(await searchIds({ game: 'csgo', name_tag: 'true' })).toEqual(
      listedIdsOf('csgo', (item) => item.nameTag !== null),
    );
  });

  it('narrows CS2 by sticker tournament and by float range', async () => {
    expect(await searchIds({ game: 'csgo', tournament: 'katowice_2014,cologne_2014' })).toEqual(
      listedIdsOf('csgo', (item) =>
        item.stickers.some((sticker) => ['katowice_2014', 'cologne_2014'].includes(sticker.tournament ?? '')),
      ),
    );
    expect(await searchIds({ game: 'csgo', float_from: '0.07', float_to: '0.15' })).toEqual(
      listedIdsOf('csgo', (item) => item.itemFloat !== null && item.itemFloat >= 0.07 && item.itemFloat <= 0.15),
    );
  });

  it('combines filters: an item must meet every one', async () => {
    const ids = await searchIds({ game: 'dota2', type: 'wearable', rarity: 'immortal,arcana', quality: 'standard' });
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual(
      listedIdsOf(
        'dota2',
        (item) =>
          item.type === 'wearable' && ['immortal', 'arcana'].includes(item.rarity ?? '') && item.quality === 'standard',
      ),
    );
    const cs = await searchIds({ game: 'csgo', exterior: 'factory_new', stattrak: 'true', price_from: '1' });
    for (const id of cs) {
      const item = factsById.get(id);
      expect(item?.wear).toBe('factory_new');
      expect(item?.stattrak).toBe(true);
    }
  });

  it('lets a filter of another game match nothing of this one', async () => {
    expect(await searchIds({ game: 'rust', quality: 'genuine' })).toEqual([]);
    expect(await searchIds({ game: 'dota2', stattrak: 'true' })).toEqual([]);
  });
});

describe('the Dota 2 types and qualities of spec §9', () => {
  const newTypes = [
    'gem_rune',
    'league',
    'misc',
    'pennant',
    'player_card',
    'recipe',
    'retired_chest',
    'sticker',
    'tool',
    'treasure_key',
  ] as const;
  const newQualities = ['favored', 'ascendant', 'infused'] as const;

  it.each(newTypes)('the demo store lists items of type %s, and only those under it', async (type) => {
    const ids = await searchIds({ game: 'dota2', type });
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual(listedIdsOf('dota2', (item) => item.type === type));
  });

  it.each(newQualities)('the demo store lists items of quality %s, and only those under it', async (quality) => {
    const ids = await searchIds({ game: 'dota2', quality });
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual(listedIdsOf('dota2', (item) => item.quality === quality));
  });

  it('shows every Dota 2 type and quality in the demo catalogue', () => {
    const dota = listed.filter((item) => item.game === 'dota2');
    for (const type of dotaTypeKeys)
      expect(
        dota.some((item) => item.type === type),
        type,
      ).toBe(true);
    for (const quality of dotaQualityKeys)
      expect(
        dota.some((item) => item.quality === quality),
        quality,
      ).toBe(true);
  });
});
