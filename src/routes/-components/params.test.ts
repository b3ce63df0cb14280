import { defaultParseSearch, defaultStringifySearch, isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { rangeBounds, rangeFilterNames, storeFilterParams, storeFilterTable } from '#contract/storeFilters.ts';
import { adminSegmentParams, idParams, profileSearchSchema, storeSearchSchema } from './params.ts';

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
});

describe('storeSearchSchema', () => {
  it('keeps the typed text, trimmed', () => {
    expect(storeSearchSchema.parse({ search: '  AK-47 Redline ' })).toEqual({ search: 'AK-47 Redline' });
  });

  it.each([{}, { search: '' }, { search: '   ' }, { search: 12 }, { search: ['a'] }])('drops %j', (search) => {
    expect(storeSearchSchema.parse(search)).toEqual({});
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
    expect(storeSearchSchema.parse(everyFilter)).toEqual(everyFilter);
    const url = defaultStringifySearch(storeSearchSchema.parse(everyFilter));
    expect(storeSearchSchema.parse(defaultParseSearch(url))).toEqual(everyFilter);
  });

  it('reads a hand-typed single value as a list of one', () => {
    expect(storeSearchSchema.parse(defaultParseSearch('?exterior=factory_new&hold=3'))).toEqual({
      exterior: ['factory_new'],
      hold: ['3'],
    });
  });

  it('drops each bad value on its own and keeps the good ones', () => {
    const parsed = storeSearchSchema.parse({
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
    expect(Object.keys(storeSearchSchema.shape).sort()).toEqual(
      [...storeFilterParams, 'search', 'sort', 'page'].sort(),
    );
  });

  it.each(rangeFilterNames)('keeps %s within the table’s bounds and drops a bound outside them', (name) => {
    const { min, max } = storeFilterTable[name];
    const { from, to } = rangeBounds(name);
    expect(storeSearchSchema.parse({ [from]: min, [to]: max })).toEqual({ [from]: min, [to]: max });
    expect(storeSearchSchema.parse({ [from]: min - 1, [to]: max + 1 })).toEqual({});
  });

  it('keeps every Dota 2 type and quality through the address bar', () => {
    const dota = {
      type: ['gem_rune', 'league', 'misc', 'pennant', 'player_card', 'recipe', 'retired_chest', 'sticker'],
      quality: ['favored', 'ascendant', 'infused'],
      hold: ['none'],
    };
    const url = defaultStringifySearch(
      storeSearchSchema.parse({ ...dota, type: [...dota.type, 'tool', 'treasure_key'] }),
    );
    expect(storeSearchSchema.parse(defaultParseSearch(url))).toEqual({
      ...dota,
      type: [...dota.type, 'tool', 'treasure_key'],
    });
  });

  it.each([1, 1.5, 100_001, '2'])('leaves page %j out: the first page or not a page', (page) => {
    expect(storeSearchSchema.parse({ page })).toEqual({});
  });
});

describe('profileSearchSchema', () => {
  it.each(['settings', 'orders', 'purchases'])('keeps tab=%s', (tab) => {
    expect(profileSearchSchema.parse({ tab })).toEqual({ tab });
  });

  it.each([{}, { tab: 'admin' }, { tab: 3 }])('opens the settings for %j', (search) => {
    expect(profileSearchSchema.parse(search)).toEqual({ tab: 'settings' });
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
