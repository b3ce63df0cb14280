import { describe, expect, it } from 'vitest';
import type { StoreFilters } from '#contract/store.ts';
import { activeFilterCount, appliedFilters, storeQuery, toSearchQuery } from './storeQuery.ts';

const noFacets = {
  exteriors: [],
  phases: [],
  tournaments: [],
  rarities: [],
  types: [],
  heroes: [],
  slots: [],
  qualities: [],
};
const sorts: StoreFilters['sorts'] = ['lowest_price', 'highest_price', 'price'];
const hold: StoreFilters['hold'] = ['1', '2', '3', 'none'];

const csFacets: StoreFilters = {
  ...noFacets,
  game: 'csgo',
  sorts,
  hold,
  exteriors: [{ value: 'factory_new', label: 'Factory New', abbreviation: 'FN', min: 0, max: 0.07 }],
  phases: [{ value: 'ruby', label: 'Ruby' }],
};

const dotaFacets: StoreFilters = {
  ...noFacets,
  game: 'dota2',
  sorts,
  hold,
  heroes: [{ value: 'anti_mage', label: 'Anti-Mage' }],
};

describe('appliedFilters', () => {
  it('keeps the values the game offers and drops the others', () => {
    expect(
      appliedFilters(
        'csgo',
        { exterior: ['factory_new', 'brand_new'], phase: ['emerald'], hold: ['3', '9'], sort: 'cheapest' },
        csFacets,
      ),
    ).toEqual({ exterior: ['factory_new'], hold: ['3'] });
  });

  it('drops the CS2-only filters and the CS2 facets on another game’s store', () => {
    const applied = appliedFilters(
      'dota2',
      { hero: ['anti_mage'], exterior: ['factory_new'], float_to: 0.1, stattrak: true, price_to: 20, sort: 'price' },
      dotaFacets,
    );
    expect(applied).toEqual({ hero: ['anti_mage'], price_to: 20, sort: 'price' });
    expect(activeFilterCount(applied)).toBe(2);
  });

  it('keeps the CS2 flags and float range on the CS2 store', () => {
    expect(appliedFilters('csgo', { float_from: 0.5, rare: true, name_tag: true }, csFacets)).toEqual({
      float_from: 0.5,
      rare: true,
      name_tag: true,
    });
  });
});

describe('storeQuery', () => {
  const everyDotaKind: StoreFilters = {
    ...dotaFacets,
    types: [
      { value: 'treasure_key', label: 'Treasure Key' },
      { value: 'gem_rune', label: 'Gem / Rune' },
    ],
    qualities: [{ value: 'infused', label: 'Infused', color: '#8847ff' }],
  };

  it('builds the server query of the filters the store applies, flags as the server reads them', () => {
    const { applied, query } = storeQuery(
      'dota2',
      { type: ['treasure_key', 'gem_rune', 'door'], quality: ['infused'], stattrak: true, sort: 'price', page: 2 },
      everyDotaKind,
      'EUR',
    );
    expect(applied).toEqual({ type: ['treasure_key', 'gem_rune'], quality: ['infused'], sort: 'price', page: 2 });
    expect(query).toEqual({
      game: 'dota2',
      currency: 'EUR',
      page_size: 30,
      type: ['treasure_key', 'gem_rune'],
      quality: ['infused'],
      sort: 'price',
      page: 2,
    });
    const cs = storeQuery('csgo', { stattrak: true, float_to: 0.2 }, csFacets, 'USD').query;
    expect(cs).toEqual({ game: 'csgo', currency: 'USD', page_size: 30, float_to: 0.2, stattrak: 'true' });
  });
});

describe('toSearchQuery', () => {
  it('sends only the filters that have a value, so equal filters share one cache entry', () => {
    const query = toSearchQuery('csgo', { exterior: ['factory_new'], phase: undefined, page: 3 }, 'USD');
    expect(query).toEqual({ game: 'csgo', currency: 'USD', page_size: 30, exterior: ['factory_new'], page: 3 });
    expect(Object.keys(query)).not.toContain('phase');
  });
});
