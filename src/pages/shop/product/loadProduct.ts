import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { publicSettingsQuery } from '#api/settings.ts';
import { cachedDisplayCurrency, productQuery, storeFiltersQuery } from '#api/store.queries.ts';
import type { Game } from '#pages/common/games.ts';

/**
 * A product route's loader: an id the server does not know, or an item of another game at this game's address,
 * is the not-found page. The game's facets come along: they name the item's rarity, quality, slot and phase. The
 * shop's public settings start too, without holding the page: the server draws it with its maintenance notice.
 */
export async function loadProduct(queryClient: QueryClient, game: Game, id: number) {
  void queryClient.prefetchQuery(publicSettingsQuery);
  const [product] = await Promise.all([
    queryClient.ensureQueryData(productQuery(id, cachedDisplayCurrency(queryClient))),
    queryClient.ensureQueryData(storeFiltersQuery(game)),
  ]);
  if (!product || product.game !== game) throw notFound();
}
