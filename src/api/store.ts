import type { CurrencyCode } from '#contract/lists.ts';
import type { Game, StoreSearchQuery } from '#contract/store.ts';
import { callEndpoint, loadHttpClient } from './endpoint.ts';
import { isHTTPError } from './httpError.ts';
import { loadOnce } from './loadOnce.ts';

/**
 * The contract (and zod with it) loads with the first call, not with the chunks that hold these queries: the
 * home's loader reads the display currency through them, and a drawn store or product page makes no call.
 */
const endpoints = loadOnce(() => import('#contract/store.ts').then(({ storeEndpoints }) => storeEndpoints));

/**
 * Loads and runs what a search needs ahead of the first one: a drawn store makes no call until the shopper changes a
 * filter, whose request would otherwise wait for the HTTP client and the contract to be fetched, compiled and run.
 */
export const prepareStoreSearch = () => Promise.all([endpoints(), loadHttpClient()]);

/** `GET store/skins/search/`: one page of a game's listings; lists go as repeated parameters (`?exterior=a&exterior=b`). */
export function searchStore(query: StoreSearchQuery, signal?: AbortSignal) {
  return callEndpoint(
    endpoints().then(({ search }) => search),
    { query, signal },
  );
}

/** `GET store/skins/filters/`: the values the filter panel offers for one game. */
export function fetchStoreFilters(game: Game, signal?: AbortSignal) {
  return callEndpoint(
    endpoints().then(({ filters }) => filters),
    { query: { game }, signal },
  );
}

/** `GET store/skins/{id}/`: the product page; `null` when there is no such item (404), which a query may cache. */
export async function fetchProduct(id: number, currency: CurrencyCode, signal?: AbortSignal) {
  try {
    return await callEndpoint(
      endpoints().then(({ product }) => product),
      { params: { id }, query: { currency }, signal },
    );
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 404) return null;
    throw error;
  }
}
