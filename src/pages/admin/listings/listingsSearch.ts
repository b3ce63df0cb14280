import * as v from 'valibot';
import type { AdminListingListQuery, AdminListingSort } from '#contract/admin/listings.ts';
import { adminListingSorts, listingStates } from '#contract/enums.ts';
import { gameKeys } from '#contract/storeFilters.ts';
import { urlList } from '#pages/common/urlSchemas.ts';
import { adminListParams, type SortColumns } from '../common/adminListSearch.ts';

/** A bot's Steam account name, as the server keeps it on its listings (letters, digits, `_`, `.`, `-`). */
const isBotName = (entry: string): entry is string => /^[\w.-]{1,64}$/.test(entry);

/** `/profile/admin/listings?state=unpriced&game=csgo&sort=price_desc&page=2`: the whole list state in the URL. */
export const listingsSearchSchema = v.object({
  page: adminListParams.page,
  sort: adminListParams.sort(adminListingSorts, 'newest'),
  game: adminListParams.list(gameKeys),
  bot: urlList(isBotName, 50),
  state: adminListParams.list(listingStates),
  q: adminListParams.text(100),
});
export type ListingsSearch = v.InferOutput<typeof listingsSearchSchema>;
export const listingsSearchDefaults = { page: 1, sort: 'newest' } as const;

export const listingSortColumns: SortColumns<AdminListingSort> = {
  newest: { column: 'listed_at', direction: 'descending' },
  oldest: { column: 'listed_at', direction: 'ascending' },
  name_asc: { column: 'listing', direction: 'ascending' },
  name_desc: { column: 'listing', direction: 'descending' },
  price_desc: { column: 'price', direction: 'descending' },
  price_asc: { column: 'price', direction: 'ascending' },
};

/** The server's query for a URL state (absent filters left out), in the currency the admin reads prices in. */
export function listingsQueryOf(
  search: ListingsSearch,
  currency: AdminListingListQuery['currency'],
): Partial<AdminListingListQuery> {
  const query: Record<string, unknown> = { currency };
  for (const [key, value] of Object.entries(search)) if (value !== undefined) query[key] = value;
  return query as Partial<AdminListingListQuery>;
}
