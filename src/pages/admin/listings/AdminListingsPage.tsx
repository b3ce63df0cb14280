import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import type { Selection } from 'react-aria-components';
import { adminListingKeys, adminListingListQuery } from '#api/adminListings.ts';
import { adminBotsQuery } from '#api/adminOrders.ts';
import { formatApiError } from '#api/errors.ts';
import { inventoryKeys } from '#api/inventory.ts';
import type { AdminListingRow } from '#contract/admin/listings.ts';
import type { CurrencyCode } from '#contract/lists.ts';
import { Page } from '#pages/common/Page.tsx';
import { formatOrderDate } from '#pages/profile/orderFormat.ts';
import { Stack } from '#ui/Box/Box.tsx';
import { type DataColumn, DataTable } from '#ui/DataTable/DataTable.tsx';
import { InventorySyncStatus } from '../backoffice/InventorySyncStatus.tsx';
import { Panel } from '../backoffice/Panel.tsx';
import { sortDescriptorOf, sortValueOf } from '../common/adminListSearch.ts';
import * as styles from './AdminListings.css.ts';
import { ListingActionDialog, RowActions, SelectionBar, useListingAction } from './ListingActions.tsx';
import { ListingCell, PriceCell, StateCell } from './ListingCells.tsx';
import { ListingFilters } from './ListingFilters.tsx';
import { type ListingsSearch, listingSortColumns, listingsQueryOf } from './listingsSearch.ts';

/** The syncs' history, below the fold, loads apart: the listings are what the page is opened for. */
const RecentSyncs = lazy(async () => ({ default: (await import('./RecentSyncs.tsx')).RecentSyncs }));

export interface AdminListingsPageProps {
  /** The list's filters, sort and page, as the URL holds them. */
  search: ListingsSearch;
  /** Replaces part of the URL state; a new filter or sort starts again from page 1. */
  onSearchChange: (patch: Partial<ListingsSearch>) => void;
  /** The admin's currency: the prices are shown, and fixed prices typed, in it. */
  currency: CurrencyCode;
}

/**
 * Every listing of the shop (issue 25), filtered, sorted and paged from the URL: its state and why, its prices, and
 * the actions it allows, on one listing (its row's menu) or on the rows picked (the selection's bar), each confirmed
 * with a reason the audit log keeps. At the top, Sync now, the latest sync’s progress, and the recent syncs with what each
 * added, changed, took off sale and could not read; the listings are read again when a sync ends.
 *
 * Use it as the page of `/profile/admin/listings`. Not for what shoppers see of the stock (the store's pages), nor
 * for the orders that hold listings (`AdminOrdersPage`).
 */
export function AdminListingsPage({ search, onSearchChange, currency }: AdminListingsPageProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const list = useQuery(adminListingListQuery(listingsQueryOf(search, currency)));
  const bots = useQuery(adminBotsQuery);
  const [picked, setPicked] = useState<Selection>(new Set());
  const rows = list.data?.results ?? [];
  const pickedRows = picked === 'all' ? rows : rows.filter((row) => picked.has(row.id));
  const refreshListings = () => void queryClient.invalidateQueries({ queryKey: adminListingKeys.all });
  /** A sync ended: its listings, and the history on whichever page the admin reads (the newest page follows it). */
  const refreshAfterSync = () => {
    refreshListings();
    void queryClient.invalidateQueries({ queryKey: inventoryKeys.histories });
  };
  const action = useListingAction(() => {
    setPicked(new Set());
    refreshListings();
  });
  const shownCurrency = list.data?.currency ?? currency;
  const feePercent = list.data?.service_fee_percent ?? 0;
  const changeSearch = (patch: Partial<ListingsSearch>) => {
    setPicked(new Set());
    onSearchChange(patch);
  };

  const price = (pick: (row: AdminListingRow) => number | null) => (row: AdminListingRow) => (
    <PriceCell amount={pick(row)} currency={shownCurrency} />
  );
  const columns: DataColumn<AdminListingRow>[] = [
    { id: 'listing', header: t`Listing`, cell: (row) => <ListingCell row={row} />, isRowHeader: true, sortable: true },
    { id: 'state', header: t`State`, cell: (row) => <StateCell row={row} /> },
    {
      id: 'reference',
      header: t`Reference`,
      cell: (row) => (
        <PriceCell
          amount={row.reference_price}
          currency={shownCurrency}
          {...(row.reference_read_at && { note: formatOrderDate(row.reference_read_at, i18n.locale) })}
        />
      ),
      align: 'end',
    },
    { id: 'rule', header: t`Rule’s price`, cell: price((row) => row.rule_price), align: 'end' },
    { id: 'fixed', header: t`Fixed price`, cell: price((row) => row.fixed_price), align: 'end' },
    { id: 'price', header: t`Store price`, cell: price((row) => row.price), align: 'end', sortable: true },
    {
      id: 'listed_at',
      header: t`Listed`,
      cell: (row) => formatOrderDate(row.listed_at, i18n.locale),
      sortable: true,
    },
    {
      id: 'actions',
      header: t`Actions`,
      cell: (row) => <RowActions row={row} onPick={action.open} />,
    },
  ];
  const fee = feePercent.toLocaleString(i18n.locale);
  return (
    <Page title={t`Listings`}>
      <Stack gap="lg">
        <Panel title={t`Bots’ inventories`}>
          <InventorySyncStatus onFinished={refreshAfterSync} />
          <Suspense
            fallback={
              <section className={styles.recentSyncs}>
                <h3 className={styles.sectionTitle}>{t`Recent syncs`}</h3>
              </section>
            }
          >
            <RecentSyncs />
          </Suspense>
        </Panel>
        <ListingFilters key={JSON.stringify(search)} search={search} bots={bots.data} onApply={changeSearch} />
        <p className={styles.muted}>
          {t`Prices in ${shownCurrency}. The reference is the market’s price; the rule’s and the fixed price are before the ${fee} % service fee, and the store price is what shoppers pay.`}
        </p>
        <SelectionBar rows={pickedRows} onPick={action.open} onClear={() => setPicked(new Set())} />
        <DataTable
          aria-label={t`Listings`}
          columns={columns}
          rows={rows}
          status={list.isError ? 'error' : list.isFetching ? 'loading' : 'ready'}
          errorMessage={list.isError ? formatApiError(list.error).join(' ') : undefined}
          onRetry={() => void list.refetch()}
          emptyMessage={t`No listing matches these filters.`}
          sort={sortDescriptorOf(listingSortColumns, search.sort)}
          onSortChange={(descriptor) => {
            const sort = sortValueOf(listingSortColumns, descriptor);
            if (sort) changeSearch({ sort, page: 1 });
          }}
          selection={{ selectedKeys: picked, onSelectionChange: setPicked }}
          page={search.page}
          hasMore={list.data?.has_more ?? false}
          onPageChange={(page) => changeSearch({ page })}
        />
      </Stack>
      <ListingActionDialog flow={action} currency={shownCurrency} serviceFeePercent={feePercent} />
    </Page>
  );
}
