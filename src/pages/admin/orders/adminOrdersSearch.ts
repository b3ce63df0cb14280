import * as v from 'valibot';
import type { AdminOrderListQuery, AdminOrderSort } from '#contract/admin/orders.ts';
import { adminOrderSorts, orderStatuses } from '#contract/enums.ts';
import { gameKeys } from '#contract/storeFilters.ts';
import { adminListParams, type SortColumns } from '../common/adminListSearch.ts';

/** `/profile/admin/all-orders?status=offer_declined&sort=total_desc&page=2`: the whole list state in the URL. */
export const adminOrdersSearchSchema = v.object({
  page: adminListParams.page,
  sort: adminListParams.sort(adminOrderSorts, 'newest'),
  status: adminListParams.list(orderStatuses),
  game: adminListParams.list(gameKeys),
  gateway: adminListParams.ids,
  buyer: adminListParams.text(100),
  code: adminListParams.text(20),
  created_from: adminListParams.day,
  created_to: adminListParams.day,
  total_min: adminListParams.amount,
  total_max: adminListParams.amount,
});
export type AdminOrdersSearch = v.InferOutput<typeof adminOrdersSearchSchema>;
export const adminOrdersSearchDefaults = { page: 1, sort: 'newest' } as const;

export const adminOrderSortColumns: SortColumns<AdminOrderSort> = {
  newest: { column: 'created_at', direction: 'descending' },
  oldest: { column: 'created_at', direction: 'ascending' },
  total_desc: { column: 'total', direction: 'descending' },
  total_asc: { column: 'total', direction: 'ascending' },
};

/** The server's query for a URL state (absent filters left out). */
export function adminOrdersQueryOf(search: AdminOrdersSearch): Partial<AdminOrderListQuery> {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) if (value !== undefined) query[key] = value;
  return query as Partial<AdminOrderListQuery>;
}
