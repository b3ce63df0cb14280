import type { CurrencyCode } from '#contract/lists.ts';
import { type Game, type StoreSearchQuery, storeEndpoints } from '#contract/store.ts';
import { callEndpoint } from './endpoint.ts';
import { isHTTPError } from './httpError.ts';

/** `GET store/skins/search/`: one page of a game's listings; lists go as repeated parameters (`?exterior=a&exterior=b`). */
export function searchStore(query: StoreSearchQuery, signal?: AbortSignal) {
  return callEndpoint(storeEndpoints.search, { query, signal });
}

/** `GET store/skins/filters/`: the values the filter panel offers for one game. */
export function fetchStoreFilters(game: Game, signal?: AbortSignal) {
  return callEndpoint(storeEndpoints.filters, { query: { game }, signal });
}

/** `GET store/skins/{id}/`: the product page; `null` when there is no such item (404), which a query may cache. */
export async function fetchProduct(id: number, currency: CurrencyCode, signal?: AbortSignal) {
  try {
    return await callEndpoint(storeEndpoints.product, { params: { id }, query: { currency }, signal });
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 404) return null;
    throw error;
  }
}
