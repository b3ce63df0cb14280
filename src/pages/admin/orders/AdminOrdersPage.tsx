import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { adminInspectionsQuery } from '#api/adminInspections.ts';
import { adminBotsQuery, adminOrderListQuery } from '#api/adminOrders.ts';
import { formatApiError } from '#api/errors.ts';
import { paymentGatewaysQuery } from '#api/lists.queries.ts';
import { useOrderPush } from '#app/orderPush.ts';
import type { AdminOrderRow } from '#contract/admin/orders.ts';
import { orderStatuses } from '#contract/orders.ts';
import { gameKeys } from '#contract/store.ts';
import { formatPrice } from '#lib/money.ts';
import { games } from '#pages/common/games.ts';
import { Page } from '#pages/common/Page.tsx';
import { OrderStatusBadge } from '#pages/profile/OrderStatusBadge.tsx';
import { formatOrderDate } from '#pages/profile/orderFormat.ts';
import { orderStatusPresentation } from '#pages/profile/orderStatus.ts';
import { Stack } from '#ui/Box/Box.tsx';
import { Button } from '#ui/Button/Button.tsx';
import { Checkbox, CheckboxGroup } from '#ui/Checkbox/Checkbox.tsx';
import { type DataColumn, DataTable } from '#ui/DataTable/DataTable.tsx';
import { NumberField } from '#ui/NumberField/NumberField.tsx';
import { Select, SelectItem } from '#ui/Select/Select.tsx';
import { TextField } from '#ui/TextField/TextField.tsx';
import { sortDescriptorOf, sortValueOf } from '../common/adminListSearch.ts';
import * as styles from './AdminOrders.css.ts';
import { type AdminOrdersSearch, adminOrderSortColumns, adminOrdersQueryOf } from './adminOrdersSearch.ts';
import { InspectionsPanel } from './InspectionsPanel.tsx';
import { TradeBotsPanel } from './TradeBotsPanel.tsx';

export interface AdminOrdersPageProps {
  /** The list's filters, sort and page, as the URL holds them. */
  search: AdminOrdersSearch;
  /** Replaces part of the URL state; a new filter or sort starts again from page 1. */
  onSearchChange: (patch: Partial<AdminOrdersSearch>) => void;
  /** Where a row leads: the order's admin page. */
  orderHref: (orderId: number) => string;
}

/**
 * Every order on the marketplace, filtered, sorted and paged from the URL.
 *
 * Use it for the back-office's orders list. Not for a shopper's own orders (`OrdersList` on the profile).
 */
export function AdminOrdersPage({ search, onSearchChange, orderHref }: AdminOrdersPageProps) {
  const { t, i18n } = useLingui();
  // New and changed orders arrive by the push; while it is lost the page asks by itself, with back-off.
  const fallbackPoll = useOrderPush('all');
  const list = useQuery({ ...adminOrderListQuery(adminOrdersQueryOf(search)), refetchInterval: fallbackPoll });
  const bots = useQuery(adminBotsQuery);
  const inspections = useQuery(adminInspectionsQuery);
  const columns: DataColumn<AdminOrderRow>[] = [
    { id: 'code', header: t`Order`, cell: (row) => `#${row.id} · ${row.code}`, isRowHeader: true },
    { id: 'status', header: t`Status`, cell: (row) => <OrderStatusBadge status={row.status} /> },
    {
      id: 'buyer',
      header: t`Buyer`,
      cell: (row) => (
        <>
          {row.buyer.name}
          {row.buyer.steam_id && <div className={styles.muted}>{row.buyer.steam_id}</div>}
        </>
      ),
    },
    { id: 'items', header: t`Skins`, cell: (row) => row.item_count, align: 'end' },
    { id: 'payment', header: t`Payment`, cell: (row) => row.payment_method },
    { id: 'attempts', header: t`Offers sent`, cell: (row) => row.offer_attempts, align: 'end' },
    {
      id: 'created_at',
      header: t`Date`,
      cell: (row) => formatOrderDate(row.created_at, i18n.locale),
      sortable: true,
    },
    {
      id: 'total',
      header: t`Total`,
      cell: (row) => formatPrice(row.total, row.currency, i18n.locale),
      sortable: true,
      align: 'end',
    },
  ];
  return (
    <Page title={t`All orders`}>
      <Stack gap="lg">
        <TradeBotsPanel bots={bots.data} isError={bots.isError} onRetry={() => void bots.refetch()} />
        <InspectionsPanel
          inspections={inspections.data}
          isError={inspections.isError}
          onRetry={() => void inspections.refetch()}
          onAskedAgain={() => void inspections.refetch()}
        />
        <OrderFilters key={JSON.stringify(search)} search={search} onApply={onSearchChange} />
        <DataTable
          aria-label={t`All orders`}
          columns={columns}
          rows={list.data?.results ?? []}
          status={list.isError ? 'error' : list.isFetching ? 'loading' : 'ready'}
          errorMessage={list.isError ? formatApiError(list.error).join(' ') : undefined}
          onRetry={() => void list.refetch()}
          emptyMessage={t`No order matches these filters.`}
          sort={sortDescriptorOf(adminOrderSortColumns, search.sort)}
          onSortChange={(descriptor) => {
            const sort = sortValueOf(adminOrderSortColumns, descriptor);
            if (sort) onSearchChange({ sort, page: 1 });
          }}
          rowHref={(row) => orderHref(row.id)}
          page={search.page}
          hasMore={list.data?.has_more ?? false}
          onPageChange={(page) => onSearchChange({ page })}
        />
      </Stack>
    </Page>
  );
}

const anyValue = 'any';
const emptyFilters: Partial<AdminOrdersSearch> = {
  status: undefined,
  game: undefined,
  gateway: undefined,
  buyer: undefined,
  code: undefined,
  created_from: undefined,
  created_to: undefined,
  total_min: undefined,
  total_max: undefined,
};

/** The filters as a form: what is typed applies on submit (Enter or Apply), so the URL changes once. */
function OrderFilters({
  search,
  onApply,
}: {
  search: AdminOrdersSearch;
  onApply: AdminOrdersPageProps['onSearchChange'];
}) {
  const { t, i18n } = useLingui();
  const gateways = useQuery(paymentGatewaysQuery);
  const [draft, setDraft] = useState<Partial<AdminOrdersSearch>>(search);
  const set = (patch: Partial<AdminOrdersSearch>) => setDraft((current) => ({ ...current, ...patch }));
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...emptyFilters, ...draft, page: 1 });
  };
  return (
    <form className={styles.filters} onSubmit={apply} aria-label={t`Filters`}>
      <CheckboxGroup
        label={t`Status`}
        className={styles.statusGroup}
        value={draft.status ?? []}
        onChange={(values) => set({ status: values.length > 0 ? (values as AdminOrdersSearch['status']) : undefined })}
      >
        <div className={styles.statusChoices}>
          {orderStatuses.map((status) => (
            <Checkbox key={status} value={status}>
              {i18n._(orderStatusPresentation[status].label)}
            </Checkbox>
          ))}
        </div>
      </CheckboxGroup>
      <TextField
        label={t`Buyer`}
        description={t`Start of the name, SteamID64 or email`}
        value={draft.buyer ?? ''}
        onChange={(value) => set({ buyer: text(value) })}
      />
      <TextField label={t`Order code`} value={draft.code ?? ''} onChange={(value) => set({ code: text(value) })} />
      <Select
        label={t`Game`}
        selectedKey={draft.game?.[0] ?? anyValue}
        onSelectionChange={(key) => set({ game: key === anyValue ? undefined : [key as (typeof gameKeys)[number]] })}
      >
        <SelectItem id={anyValue}>{t`All games`}</SelectItem>
        {gameKeys.map((game) => (
          <SelectItem key={game} id={game}>
            {games[game].name}
          </SelectItem>
        ))}
      </Select>
      <Select
        label={t`Payment method`}
        selectedKey={draft.gateway?.[0] ?? anyValue}
        onSelectionChange={(key) => set({ gateway: key === anyValue ? undefined : [String(key)] })}
      >
        <SelectItem id={anyValue}>{t`All payment methods`}</SelectItem>
        {(gateways.data ?? []).map((gateway) => (
          <SelectItem key={gateway.id} id={String(gateway.id)}>
            {gateway.method_name}
          </SelectItem>
        ))}
      </Select>
      <TextField
        label={t`Created from`}
        type="date"
        value={draft.created_from ?? ''}
        onChange={(value) => set({ created_from: text(value) })}
      />
      <TextField
        label={t`Created until`}
        type="date"
        value={draft.created_to ?? ''}
        onChange={(value) => set({ created_to: text(value) })}
      />
      <NumberField
        label={t`Total from`}
        minValue={0}
        value={draft.total_min ?? Number.NaN}
        onChange={(value) => set({ total_min: Number.isNaN(value) ? undefined : value })}
      />
      <NumberField
        label={t`Total up to`}
        minValue={0}
        value={draft.total_max ?? Number.NaN}
        onChange={(value) => set({ total_max: Number.isNaN(value) ? undefined : value })}
      />
      <div className={styles.filterActions}>
        <Button type="submit">{t`Apply filters`}</Button>
        <Button variant="ghost" onPress={() => onApply({ ...emptyFilters, page: 1 })}>{t`Clear filters`}</Button>
      </div>
    </form>
  );
}
