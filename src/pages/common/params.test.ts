import { defaultParseSearch, defaultStringifySearch, isNotFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { rangeBounds, rangeFilterNames, storeFilterParams, storeFilterTable } from '#contract/storeFilters.ts';
import {
  adminSegmentParams,
  idParams,
  orderIdParams,
  pagedSearchSchema,
  profileSearchSchema,
  storeSearchSchema,
} from './params.ts';

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('idParams', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['9007199254740991', Number.MAX_SAFE_INTEGER],
  ])('accepts %s', (id, expected) => {
    expect(idParams.parse({ id })).toEqual({ id: expected });
  });

  it.each(['0', '-4', '012', '1e3', '1.5', 'abc', '', ' 7', '9007199254740992'])('shows not-found for %j', (id) => {
    expect(isNotFound(thrownBy(() => idParams.parse({ id })))).toBe(true);
  });

  it('writes the id back as plain digits', () => {
    expect(idParams.stringify({ id: 12 })).toEqual({ id: '12' });
  });

  it('reads an order id by the same rule', () => {
    expect(orderIdParams.parse({ orderId: '7' })).toEqual({ orderId: 7 });
    expect(isNotFound(thrownBy(() => orderIdParams.parse({ orderId: '07' })))).toBe(true);
  });
});

describe('storeSearchSchema', () => {
  it('keeps the typed text, trimmed', () => {
    expect(v.parse(storeSearchSchema, { search: '  AK-47 Redline ' })).toEqual({ search: 'AK-47 Redline' });
  });

  it.each([{}, { search: '' }, { search: '   ' }, { search: 12 }, { search: ['a'] }])('drops %j', (search) => {
    expect(v.parse(storeSearchSchema, search)).toEqual({});
  });

  const everyFilter = {
    search: 'ak red',
    sort: 'highest_price',
    price_from: 10,
    price_to: 250.5,
    float_from: 0.07,
    float_to: 0.15,
    exterior: ['factory_new', 'minimal_wear'],
    phase: ['ruby'],
    tournament: ['katowice_2014'],
    stattrak: true,
    souvenir: true,
    rare: true,
    name_tag: true,
    hold: ['3', 'none'],
    type: ['courier'],
    hero: ['anti_mage'],
    slot: ['weapon'],
    rarity: ['arcana'],
    quality: ['genuine'],
    page: 4,
  } as const;

  it('keeps every filter, and survives the trip through the address bar', () => {
    expect(v.parse(storeSearchSchema, everyFilter)).toEqual(everyFilter);
    const url = defaultStringifySearch(v.parse(storeSearchSchema, everyFilter));
    expect(v.parse(storeSearchSchema, defaultParseSearch(url))).toEqual(everyFilter);
  });

  it('reads a hand-typed single value as a list of one', () => {
    expect(v.parse(storeSearchSchema, defaultParseSearch('?exterior=factory_new&hold=3'))).toEqual({
      exterior: ['factory_new'],
      hold: ['3'],
    });
  });

  it('drops each bad value on its own and keeps the good ones', () => {
    const parsed = v.parse(storeSearchSchema, {
      search: 'knife',
      sort: 'DROP TABLE',
      price_from: -1,
      price_to: 'cheap',
      float_from: 1.5,
      float_to: 0.2,
      exterior: ['factory_new', 'Factory New', '<script>', 7],
      phase: 'ruby',
      tournament: { key: 'x' },
      stattrak: 'yes',
      souvenir: false,
      hold: [],
      page: 0,
    });
    expect(parsed).toEqual({ search: 'knife', float_to: 0.2, exterior: ['factory_new', '7'], phase: ['ruby'] });
  });

  it('holds every filter of the contract’s table, besides the text, the sort and the page', () => {
    expect(Object.keys(storeSearchSchema.entries).sort()).toEqual(
      [...storeFilterParams, 'search', 'sort', 'page'].sort(),
    );
  });

  it.each(rangeFilterNames)('keeps %s within the table’s bounds and drops a bound outside them', (name) => {
    const { min, max } = storeFilterTable[name];
    const { from, to } = rangeBounds(name);
    expect(v.parse(storeSearchSchema, { [from]: min, [to]: max })).toEqual({ [from]: min, [to]: max });
    expect(v.parse(storeSearchSchema, { [from]: min - 1, [to]: max + 1 })).toEqual({});
  });

  it('keeps every Dota 2 type and quality through the address bar', () => {
    const dota = {
      type: ['gem_rune', 'league', 'misc', 'pennant', 'player_card', 'recipe', 'retired_chest', 'sticker'],
      quality: ['favored', 'ascendant', 'infused'],
      hold: ['none'],
    };
    const url = defaultStringifySearch(
      v.parse(storeSearchSchema, { ...dota, type: [...dota.type, 'tool', 'treasure_key'] }),
    );
    expect(v.parse(storeSearchSchema, defaultParseSearch(url))).toEqual({
      ...dota,
      type: [...dota.type, 'tool', 'treasure_key'],
    });
  });

  it.each([1, 1.5, 100_001, '2'])('leaves page %j out: the first page or not a page', (page) => {
    expect(v.parse(storeSearchSchema, { page })).toEqual({});
  });

  it.each([100_000, 2])('keeps page %j', (page) => {
    expect(v.parse(storeSearchSchema, { page })).toEqual({ page });
  });

  it('drops text over 100 characters, and a sort that is not a key', () => {
    expect(v.parse(storeSearchSchema, { search: 'x'.repeat(101), sort: 'Highest' })).toEqual({});
    expect(v.parse(storeSearchSchema, { search: ` ${'x'.repeat(100)} `, sort: 'x'.repeat(41) })).toEqual({
      search: 'x'.repeat(100),
    });
  });

  it('keeps a list’s first 50 keys, each once', () => {
    const keys = Array.from({ length: 60 }, (_, index) => `key_${index}`);
    expect(v.parse(storeSearchSchema, { hero: [...keys.slice(0, 3), ...keys] })).toEqual({ hero: keys.slice(0, 50) });
  });

  it.each([[[]], [{ key: 'x' }], [[['ruby']]], [true], [null], [['x'.repeat(41)]]])('drops the list %j', (phase) => {
    expect(v.parse(storeSearchSchema, { phase })).toEqual({});
  });

  it('reads a number too large for the address bar (Infinity) as no value, dropping a list that holds one', () => {
    expect(
      v.parse(
        storeSearchSchema,
        defaultParseSearch('?price_to=1e999&float_from=-1e999&page=1e999&rarity=[1e999,"arcana"]'),
      ),
    ).toEqual({});
  });

  it.each([1, 'true', 'yes', [true]])('drops the flag %j: only true filters', (stattrak) => {
    expect(v.parse(storeSearchSchema, { stattrak })).toEqual({});
  });
});

describe('pagedSearchSchema', () => {
  it.each([1, 2, Number.MAX_SAFE_INTEGER])('keeps page %j', (page) => {
    expect(v.parse(pagedSearchSchema, { page })).toEqual({ page });
  });

  it.each([{}, { page: 0 }, { page: 1.5 }, { page: '2' }, { page: 2 ** 53 }, { page: [2] }])(
    'reads %j as the first page',
    (search) => {
      expect(v.parse(pagedSearchSchema, search)).toEqual({ page: 1 });
    },
  );
});

describe('profileSearchSchema', () => {
  it.each(['settings', 'orders', 'purchases'])('keeps tab=%s', (tab) => {
    expect(v.parse(profileSearchSchema, { tab })).toEqual({ tab });
  });

  it.each([{}, { tab: 'admin' }, { tab: 3 }])('opens the settings for %j', (search) => {
    expect(v.parse(profileSearchSchema, search)).toEqual({ tab: 'settings' });
  });
});

describe('adminSegmentParams', () => {
  it('accepts a secret-looking segment', () => {
    expect(adminSegmentParams.parse({ segment: 'k3y-Segment_9' })).toEqual({ segment: 'k3y-Segment_9' });
  });

  it.each(['abc', 'has space', 'dot.ted-segment', 'x'.repeat(65)])('shows not-found for %j', (segment) => {
    expect(isNotFound(thrownBy(() => adminSegmentParams.parse({ segment })))).toBe(true);
  });
});
