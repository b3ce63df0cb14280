import * as v from 'valibot';
import type { AdminUserListQuery, AdminUserSort } from '#contract/admin/users.ts';
import { adminUserSorts } from '#contract/enums.ts';
import { adminListParams, type SortColumns } from '../common/adminListSearch.ts';

const flag = adminListParams.oneOf(['true', 'false']);

/** `/profile/admin/all-users-info?q=7656&banned=true&sort=amount_spent&page=2`: the list state in the URL. */
export const usersSearchSchema = v.object({
  page: adminListParams.page,
  sort: adminListParams.sort(adminUserSorts, 'joined_desc'),
  q: adminListParams.text(100),
  admin: flag,
  banned: flag,
  has_orders: flag,
});
export type UsersSearch = v.InferOutput<typeof usersSearchSchema>;
export const usersSearchDefaults = { page: 1, sort: 'joined_desc' } as const;

export const userSortColumns: SortColumns<AdminUserSort> = {
  joined_desc: { column: 'created_at', direction: 'descending' },
  joined_asc: { column: 'created_at', direction: 'ascending' },
  last_sign_in: { column: 'last_sign_in_at', direction: 'descending' },
  orders_count: { column: 'orders_count', direction: 'descending' },
  amount_spent: { column: 'amount_spent_usd', direction: 'descending' },
};

export function usersQueryOf(search: UsersSearch): Partial<AdminUserListQuery> {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) if (value !== undefined) query[key] = value;
  return query as Partial<AdminUserListQuery>;
}
