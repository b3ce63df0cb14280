import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { adminUserListQuery } from '#api/adminUsers.ts';
import { formatApiError } from '#api/errors.ts';
import type { AdminUserRow } from '#contract/admin/users.ts';
import { formatPrice } from '#lib/money.ts';
import { Page } from '#pages/common/Page.tsx';
import { formatOrderDate } from '#pages/profile/orderFormat.ts';
import { Inline, Stack } from '#ui/Box/Box.tsx';
import { Button } from '#ui/Button/Button.tsx';
import { type DataColumn, DataTable } from '#ui/DataTable/DataTable.tsx';
import { Select, SelectItem } from '#ui/Select/Select.tsx';
import { TextField } from '#ui/TextField/TextField.tsx';
import { sortDescriptorOf, sortValueOf } from '../common/adminListSearch.ts';
import * as styles from './Backoffice.css.ts';
import { type UsersSearch, userSortColumns, usersQueryOf } from './usersSearch.ts';

export interface AdminUsersPageProps {
  /** The page's heading: the info list and the edit list share this page. */
  title: string;
  /** The list's search, filters, sort and page, as the URL holds them. */
  search: UsersSearch;
  /** The admin changed the search: the route writes the change into the URL. */
  onSearchChange: (patch: Partial<UsersSearch>) => void;
  /** Where a row leads: the user's info or edit page. */
  userHref: (userId: number) => string;
}

/**
 * Every account, searched, filtered, sorted and paged from the URL (the info and the edit lists share it).
 *
 * Use it for the back-office's user lists. Not for one user (`AdminUserInfo`, `AdminUserEdit`).
 */
export function AdminUsersPage({ title, search, onSearchChange, userHref }: AdminUsersPageProps) {
  const { t, i18n } = useLingui();
  const list = useQuery(adminUserListQuery(usersQueryOf(search)));
  const date = (iso: string | null) => (iso ? formatOrderDate(iso, i18n.locale) : '—');
  const columns: DataColumn<AdminUserRow>[] = [
    {
      id: 'username',
      header: t`User`,
      isRowHeader: true,
      cell: (row) => (
        <>
          {row.username}
          <div className={styles.muted}>{row.steam_id ?? t`No Steam account`}</div>
        </>
      ),
    },
    { id: 'email', header: t`E-mail`, cell: (row) => row.email ?? '—' },
    {
      id: 'role',
      header: t`Role`,
      cell: (row) => [row.is_admin ? t`Admin` : t`Shopper`, ...(row.banned ? [t`Banned`] : [])].join(' · '),
    },
    { id: 'created_at', header: t`Joined`, cell: (row) => date(row.created_at), sortable: true },
    { id: 'last_sign_in_at', header: t`Last sign-in`, cell: (row) => date(row.last_sign_in_at), sortable: true },
    { id: 'orders_count', header: t`Orders`, cell: (row) => row.orders_count, sortable: true, align: 'end' },
    {
      id: 'amount_spent_usd',
      header: t`Spent`,
      cell: (row) => formatPrice(row.amount_spent_usd, 'USD', i18n.locale),
      sortable: true,
      align: 'end',
    },
  ];
  return (
    <Page title={title}>
      <Stack gap="lg">
        <UserFilters key={JSON.stringify(search)} search={search} onApply={onSearchChange} />
        <DataTable
          aria-label={title}
          columns={columns}
          rows={list.data?.results ?? []}
          status={list.isError ? 'error' : list.isFetching ? 'loading' : 'ready'}
          errorMessage={list.isError ? formatApiError(list.error).join(' ') : undefined}
          onRetry={() => void list.refetch()}
          emptyMessage={t`No user matches these filters.`}
          sort={sortDescriptorOf(userSortColumns, search.sort)}
          onSortChange={(descriptor) => {
            const sort = sortValueOf(userSortColumns, descriptor);
            if (sort) onSearchChange({ sort, page: 1 });
          }}
          rowHref={(row) => userHref(row.id)}
          page={search.page}
          hasMore={list.data?.has_more ?? false}
          onPageChange={(page) => onSearchChange({ page })}
        />
      </Stack>
    </Page>
  );
}

const either = 'either';
type Flag = 'admin' | 'banned' | 'has_orders';

function UserFilters({ search, onApply }: { search: UsersSearch; onApply: AdminUsersPageProps['onSearchChange'] }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<Partial<UsersSearch>>(search);
  const flagSelect = (flag: Flag, label: string, yes: string, no: string) => (
    <Select
      label={label}
      selectedKey={draft[flag] ?? either}
      onSelectionChange={(key) =>
        setDraft((current) => ({ ...current, [flag]: key === either ? undefined : (key as 'true' | 'false') }))
      }
    >
      <SelectItem id={either}>{t`Any`}</SelectItem>
      <SelectItem id="true">{yes}</SelectItem>
      <SelectItem id="false">{no}</SelectItem>
    </Select>
  );
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, q: draft.q?.trim() || undefined, page: 1 });
  };
  return (
    <Inline as="form" gap="md" alignItems="flex-end" onSubmit={apply} aria-label={t`Filters`}>
      <TextField
        label={t`Search`}
        description={t`Start of the name, SteamID64 or e-mail`}
        value={draft.q ?? ''}
        onChange={(q) => setDraft((current) => ({ ...current, q }))}
      />
      {flagSelect('admin', t`Role`, t`Admins`, t`Shoppers`)}
      {flagSelect('banned', t`Ban`, t`Banned`, t`Not banned`)}
      {flagSelect('has_orders', t`Orders`, t`With orders`, t`Without orders`)}
      <Button type="submit">{t`Apply filters`}</Button>
    </Inline>
  );
}
