import type { CurrencyCode } from '#contract/lists.ts';
import type { Game, StoreFilters, StoreSearchQuery } from '#contract/store.ts';
import {
  facetOptions,
  flagFilterNames,
  gameOffers,
  listFilterNames,
  rangeBounds,
  rangeFilterNames,
  sortKeys,
} from '#contract/storeFilters.ts';
import type { StoreSearch } from '#pages/common/params.ts';

/**
 * The URL's filters as this game's store applies them: a filter the game does not offer (spec §3: the float
 * and the flags are CS2's) or a value it does not offer (a Dota hero on the CS2 store, a phase that does not
 * exist) is dropped here, so it can neither reach the server nor show as an active filter. The URL keeps
 * what was typed; the page shows what is applied.
 */
export function appliedFilters(game: Game, search: StoreSearch, facets: StoreFilters): StoreSearch {
  const applied: StoreSearch = { ...search };
  for (const name of listFilterNames) {
    const offered = facetOptions(facets, name).map((option) => option.value);
    const kept = gameOffers(game, name) ? search[name]?.filter((value) => offered.includes(value)) : undefined;
    applied[name] = kept && kept.length > 0 ? kept : undefined;
  }
  for (const name of rangeFilterNames) {
    if (gameOffers(game, name)) continue;
    const bounds = rangeBounds(name);
    applied[bounds.from] = applied[bounds.to] = undefined;
  }
  for (const name of flagFilterNames) if (!gameOffers(game, name)) applied[name] = undefined;
  if (!facets.sorts.some((sort) => sort === search.sort)) applied.sort = undefined;
  return applied;
}

/**
 * A store page holds whole rows at every column count the grid uses (2, 3, 5 and 6; 4 leaves half a row on a
 * tablet): a buyer never sees a ragged last row on a laptop or a wide screen.
 */
export const storePageSize = 30;

/** The server's search query for applied filters: only keys with a value, so equal filters share one cache entry. */
export function toSearchQuery(game: Game, applied: StoreSearch, currency: CurrencyCode): StoreSearchQuery {
  const query: StoreSearchQuery = { game, currency, page_size: storePageSize };
  const { search, sort, page } = applied;
  if (search !== undefined) query.search = search;
  const sortKey = sortKeys.find((key) => key === sort);
  if (sortKey) query.sort = sortKey;
  for (const name of rangeFilterNames) {
    for (const bound of Object.values(rangeBounds(name))) {
      const value = applied[bound];
      if (value !== undefined) query[bound] = value;
    }
  }
  for (const name of listFilterNames) {
    const values = applied[name];
    if (values !== undefined) query[name] = values;
  }
  for (const name of flagFilterNames) if (applied[name]) query[name] = 'true';
  if (page !== undefined) query.page = page;
  return query;
}

/** What a store shows for its URL: the filters it applies, and the search query they make. */
export function storeQuery(game: Game, search: StoreSearch, facets: StoreFilters, currency: CurrencyCode) {
  const applied = appliedFilters(game, search, facets);
  return { applied, query: toSearchQuery(game, applied, currency) };
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
