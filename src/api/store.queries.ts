import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query';
import type { CurrencyCode } from '#contract/lists.ts';
import type { Game, StoreSearchQuery } from '#contract/store.ts';
import { currenciesQuery, displayCurrencyCode, listStaleTime } from './lists.queries.ts';
import { profileQuery } from './profile.queries.ts';
import { fetchProduct, fetchStoreFilters, searchStore } from './store.ts';

/** Everything from the store sits under `['store']`; a purchase invalidates it all (items sold, prices). */
export const storeKeys = {
  all: ['store'] as const,
  filters: (game: Game) => [...storeKeys.all, game, 'filters'] as const,
  search: (query: StoreSearchQuery) => [...storeKeys.all, query.game, 'search', query] as const,
  product: (id: number, currency: CurrencyCode) => [...storeKeys.all, 'product', id, currency] as const,
};

/** Listings change as they sell: a page is fresh for half a minute, long enough for back and forward to be instant. */
const listingStaleTime = 30_000;

/** The facets change only with the catalogue's definitions. */
export const storeFiltersQuery = (game: Game) =>
  queryOptions({
    queryKey: storeKeys.filters(game),
    queryFn: ({ signal }) => fetchStoreFilters(game, signal),
    staleTime: listStaleTime,
  });

/** The previous page stays on screen while the next filters or page load (no blank grid between them). */
export const storeSearchQuery = (query: StoreSearchQuery) =>
  queryOptions({
    queryKey: storeKeys.search(query),
    queryFn: ({ signal }) => searchStore(query, signal),
    staleTime: listingStaleTime,
    placeholderData: keepPreviousData,
  });

export const productQuery = (id: number, currency: CurrencyCode) =>
  queryOptions({
    queryKey: storeKeys.product(id, currency),
    queryFn: ({ signal }) => fetchProduct(id, currency, signal),
    staleTime: listingStaleTime,
  });

/**
 * The display currency as a loader sees it, from what the session already cached (the same reading as
 * `useDisplayCurrency`), so the loader prefetches in the currency the page will ask for.
 */
export function cachedDisplayCurrency(queryClient: QueryClient): CurrencyCode {
  const profile = queryClient.getQueryData(profileQuery.queryKey);
  return displayCurrencyCode(queryClient.getQueryData(currenciesQuery.queryKey), profile?.currency);
}
