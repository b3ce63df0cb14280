import { msg } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { adminListingListQuery } from '#api/adminListings.ts';
import { cachedDisplayCurrency } from '#api/store.queries.ts';
import { useDisplayCurrency } from '#app/session/currency.ts';
import { adminBreadcrumbs } from '#pages/admin/common/adminCrumbs.ts';
import { AdminListingsPage } from '#pages/admin/listings/AdminListingsPage.tsx';
import {
  type ListingsSearch,
  listingsQueryOf,
  listingsSearchDefaults,
  listingsSearchSchema,
} from '#pages/admin/listings/listingsSearch.ts';

export const Route = createFileRoute('/_public/_profile/_admin/profile/admin/listings')({
  validateSearch: listingsSearchSchema,
  search: { middlewares: [stripSearchParams(listingsSearchDefaults)] },
  staticData: { breadcrumbs: adminBreadcrumbs(msg`Listings`) },
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.prefetchQuery(adminListingListQuery(listingsQueryOf(deps, cachedDisplayCurrency(queryClient)))),
  component: ListingsRoute,
});

function ListingsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminListingsPage
      search={search}
      currency={useDisplayCurrency()}
      onSearchChange={(patch: Partial<ListingsSearch>) =>
        navigate({ search: (previous) => ({ ...previous, ...patch }) })
      }
    />
  );
}
