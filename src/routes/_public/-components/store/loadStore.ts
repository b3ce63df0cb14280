import type { QueryClient } from '@tanstack/react-query';
import { cachedDisplayCurrency, storeFiltersQuery, storeSearchQuery } from '#api/store.queries.ts';
import type { Game } from '../../../-components/games.ts';
import type { StoreSearch } from '../../../-components/params.ts';
import { storeQuery } from './storeQuery.ts';

/**
 * A store route's loader: the facets are needed to draw the panel, so they are awaited; the items start loading
 * at once but do not hold the navigation, so the previous results (or skeletons) show while they arrive.
 */
export async function loadStore(queryClient: QueryClient, game: Game, search: StoreSearch) {
  const facets = await queryClient.ensureQueryData(storeFiltersQuery(game));
  const { query } = storeQuery(game, search, facets, cachedDisplayCurrency(queryClient));
  void queryClient.prefetchQuery(storeSearchQuery(query));
}
