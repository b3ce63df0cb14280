import { describe, expect, it } from 'vitest';
import { storeSearchQuerySchema } from './store.ts';
import {
  dotaQualityKeys,
  dotaTypeKeys,
  flagFilterNames,
  gameOffers,
  listFilterNames,
  rangeFilterNames,
  rustTypeKeys,
  storeFilterParams,
  storeFilterTable,
} from './storeFilters.ts';

const parse = (query: Record<string, unknown>) => storeSearchQuerySchema.safeParse({ game: 'dota2', ...query });
const messagesOf = (query: Record<string, unknown>) => parse(query).error?.issues.map((issue) => issue.message) ?? [];

describe('the server query schema derived from the filter table', () => {
  it('has one parameter per filter of the table (a range as its two bounds), besides game, text, sort and paging', () => {
    const params = Object.keys(storeSearchQuerySchema.shape);
    expect(params.filter((param) => (storeFilterParams as string[]).includes(param))).toEqual(storeFilterParams);
    expect(params.filter((param) => !(storeFilterParams as string[]).includes(param)).sort()).toEqual(
      ['currency', 'game', 'page', 'page_size', 'search', 'sort'].sort(),
    );
    expect(storeFilterParams).toEqual(expect.arrayContaining(['price_from', 'price_to', 'float_from', 'float_to']));
  });

  it.each(rangeFilterNames)('checks both bounds of %s against the table', (name) => {
    const { min, max } = storeFilterTable[name];
    for (const bound of ['from', 'to']) {
      const param = `${name}_${bound}`;
      expect(parse({ [param]: String(min) }).data?.[param as 'price_from']).toBe(min);
      expect(parse({ [param]: String(max) }).data?.[param as 'price_from']).toBe(max);
      expect(parse({ [param]: String(max + 1) }).success, `${param} above ${max}`).toBe(false);
      expect(parse({ [param]: String(min - 1) }).success, `${param} below ${min}`).toBe(false);
      expect(messagesOf({ [param]: 'cheap' })).toEqual(['Expected a number']);
    }
  });

  it.each(listFilterNames)('accepts every value the table lists for %s, one, repeated or comma-separated', (name) => {
    const { values } = storeFilterTable[name];
    const some = 'pattern' in values ? ['anti_mage', 'crystal_maiden'] : [...values];
    for (const value of some) expect(parse({ [name]: value }).data?.[name]).toEqual([value]);
    const [first = '', second = ''] = some;
    expect(parse({ [name]: `${first},${second}` }).data?.[name]).toEqual([first, second]);
    expect(parse({ [name]: [first, second] }).data?.[name]).toEqual([first, second]);
  });

  it.each(listFilterNames)('refuses a value %s does not know', (name) => {
    expect(parse({ [name]: 'Not A Key' }).success).toBe(false);
    expect(parse({ [name]: Array.from({ length: 51 }, () => 'none') }).success).toBe(false);
  });

  it('says what a hero key looks like', () => {
    expect(messagesOf({ hero: 'Anti-Mage' })).toEqual(['Expected a hero key such as anti_mage']);
  });

  it.each(flagFilterNames)('reads %s as true or false', (name) => {
    expect(parse({ [name]: 'true' }).data?.[name]).toBe(true);
    expect(parse({ [name]: '1' }).data?.[name]).toBe(true);
    expect(parse({ [name]: 'false' }).data?.[name]).toBe(false);
    expect(parse({ [name]: '0' }).data?.[name]).toBe(false);
    expect(parse({ [name]: 'yes' }).success).toBe(false);
  });

  it('accepts every Dota 2 type and quality of spec §9', () => {
    const newTypes = ['gem_rune', 'league', 'misc', 'pennant', 'player_card', 'recipe', 'retired_chest', 'sticker'];
    for (const type of [...newTypes, 'tool', 'treasure_key']) expect(dotaTypeKeys).toContain(type);
    for (const quality of ['favored', 'ascendant', 'infused']) expect(dotaQualityKeys).toContain(quality);
    expect(parse({ type: dotaTypeKeys.join(',') }).data?.type).toEqual([...dotaTypeKeys]);
    expect(parse({ quality: dotaQualityKeys.join(',') }).data?.quality).toEqual([...dotaQualityKeys]);
    // Rust's tool and Dota 2's tool are one key.
    expect(parse({ game: 'rust', type: rustTypeKeys.join(',') }).data?.type).toEqual([...rustTypeKeys]);
  });
});

describe('gameOffers', () => {
  it('gives CS2 the float and the flags, and the other stores their own lists (spec §3)', () => {
    expect(gameOffers('csgo', 'float')).toBe(true);
    expect(gameOffers('dota2', 'float')).toBe(false);
    expect(gameOffers('rust', 'stattrak')).toBe(false);
    expect(gameOffers('dota2', 'quality')).toBe(true);
    expect(gameOffers('rust', 'quality')).toBe(false);
    expect(gameOffers('rust', 'type')).toBe(true);
    for (const game of ['csgo', 'dota2', 'rust'] as const) {
      expect(gameOffers(game, 'price')).toBe(true);
      expect(gameOffers(game, 'hold')).toBe(true);
    }
  });
});
