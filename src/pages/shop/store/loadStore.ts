import type { QueryClient } from '@tanstack/react-query';
import { cachedDisplayCurrency, storeFiltersQuery, storeSearchQuery } from '#api/store.queries.ts';
import type { CurrencyCode } from '#contract/lists.ts';
import type { StoreFilters } from '#contract/store.ts';
import type { Game } from '#pages/common/games.ts';
import type { StoreSearch } from '#pages/common/params.ts';
import { storeQuery } from './storeQuery.ts';

/**
 * Starts fetching the results a store shows for a validated search, with the very options its page reads them
 * with, so the page finds them in flight or cached (a request already on its way is shared, fresh results are
 * not asked for again). The store calls it in the event that changes the search, so the request runs while the
 * router navigates; the loader calls it for back, forward and typed URLs.
 */
export function prefetchStoreResults(
  queryClient: QueryClient,
  game: Game,
  search: StoreSearch,
  facets: StoreFilters,
  currency: CurrencyCode,
) {
  const { query } = storeQuery(game, search, facets, currency);
  void queryClient.prefetchQuery(storeSearchQuery(query));
}

/**
 * A store route's loader: the facets are needed to draw the panel, so they are awaited; the items start loading
 * at once but do not hold the navigation, so the previous results (or skeletons) show while they arrive.
 */
export async function loadStore(queryClient: QueryClient, game: Game, search: StoreSearch) {
  const facets = await queryClient.ensureQueryData(storeFiltersQuery(game));
  prefetchStoreResults(queryClient, game, search, facets, cachedDisplayCurrency(queryClient));
}
