import { isHTTPError } from 'ky';
import type { CurrencyCode } from '../../contract/lists.ts';
import {
  type Game,
  productDetailSchema,
  productPath,
  type StoreSearchQuery,
  storeFiltersSchema,
  storePaths,
  storeSearchAnswerSchema,
} from '../../contract/store.ts';
import { api } from './client.ts';

/** Lists go as repeated parameters (`?exterior=a&exterior=b`), which the contract accepts; absent filters are left out. */
function toSearchParams(query: StoreSearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const entry of Array.isArray(value) ? value : [value]) params.append(name, String(entry));
  }
  return params;
}

/** `GET store/skins/search/`: one page of a game's listings. */
export function searchStore(query: StoreSearchQuery, signal?: AbortSignal) {
  return api.get(storePaths.search, { searchParams: toSearchParams(query), signal }).json(storeSearchAnswerSchema);
}

/** `GET store/skins/filters/`: the values the filter panel offers for one game. */
export function fetchStoreFilters(game: Game, signal?: AbortSignal) {
  return api.get(storePaths.filters, { searchParams: { game }, signal }).json(storeFiltersSchema);
}

/** `GET store/skins/{id}/`: the product page; `null` when there is no such item (404), which a query may cache. */
export async function fetchProduct(id: number, currency: CurrencyCode, signal?: AbortSignal) {
  try {
    return await api.get(productPath(id), { searchParams: { currency }, signal }).json(productDetailSchema);
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 404) return null;
    throw error;
  }
}
