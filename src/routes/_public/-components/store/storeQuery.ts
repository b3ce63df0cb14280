import type { CurrencyCode } from '../../../../../contract/lists.ts';
import type { Game, StoreFilters, StoreSearchQuery } from '../../../../../contract/store.ts';
import type { StoreSearch } from '../../../-components/params.ts';

/** Spec §3: float, StatTrak, Souvenir, rare and name tag are CS2 attributes; the other games have no such filter. */
const csOnlyFilters = ['float_from', 'float_to', 'stattrak', 'souvenir', 'rare', 'name_tag'] as const;

type FacetKeyFilter = 'exterior' | 'phase' | 'tournament' | 'hold' | 'type' | 'hero' | 'slot' | 'rarity' | 'quality';

/** Which facet of the filters endpoint offers the values of each list filter. */
const offeredValues: Record<FacetKeyFilter, (facets: StoreFilters) => readonly string[]> = {
  exterior: (facets) => facets.exteriors.map((facet) => facet.value),
  phase: (facets) => facets.phases.map((facet) => facet.value),
  tournament: (facets) => facets.tournaments.map((facet) => facet.value),
  hold: (facets) => facets.hold,
  type: (facets) => facets.types.map((facet) => facet.value),
  hero: (facets) => facets.heroes.map((facet) => facet.value),
  slot: (facets) => facets.slots.map((facet) => facet.value),
  rarity: (facets) => facets.rarities.map((facet) => facet.value),
  quality: (facets) => facets.qualities.map((facet) => facet.value),
};

/**
 * The URL's filters as this game's store applies them: a value the game does not offer (a Dota hero on the
 * CS2 store, a phase that does not exist) is dropped here, so it can neither reach the server nor show as
 * an active filter. The URL keeps what was typed; the page shows what is applied.
 */
export function appliedFilters(game: Game, search: StoreSearch, facets: StoreFilters): StoreSearch {
  const applied: StoreSearch = { ...search };
  for (const filter of Object.keys(offeredValues) as FacetKeyFilter[]) {
    const offered = offeredValues[filter](facets);
    const kept = search[filter]?.filter((value) => offered.includes(value));
    applied[filter] = kept && kept.length > 0 ? kept : undefined;
  }
  if (game !== 'csgo') for (const filter of csOnlyFilters) applied[filter] = undefined;
  if (search.sort && !(facets.sorts as readonly string[]).includes(search.sort)) applied.sort = undefined;
  return applied;
}

/**
 * A store page holds whole rows at every column count the grid uses (2, 3, 5 and 6; 4 leaves half a row on a
 * tablet): a buyer never sees a ragged last row on a laptop or a wide screen.
 */
export const storePageSize = 30;

/** The server's search query for applied filters: only keys with a value, so equal filters share one cache entry. */
export function toSearchQuery(game: Game, applied: StoreSearch, currency: CurrencyCode): StoreSearchQuery {
  const query: Record<string, unknown> = { game, currency, page_size: storePageSize };
  for (const [name, value] of Object.entries(applied)) if (value !== undefined) query[name] = value;
  return query as StoreSearchQuery;
}

/** How many filters narrow the results (the badge on the phone's Filters button); search, sort and page do not count. */
export function activeFilterCount(applied: StoreSearch): number {
  const { search: _search, sort: _sort, page: _page, ...filters } = applied;
  return Object.values(filters).filter((value) => value !== undefined).length;
}

/**
 * The user-timing mark the store sets each time an answer replaces what the grid showed: the store-paint bench
 * (bench/store-paint.bench.ts) times a filter change from its input event to the frame painted after it.
 */
export const resultsShownMark = 'store:results-shown';
