import { msg } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { adminOrderListQuery } from '#api/adminOrders.ts';
import { adminBreadcrumbs } from '#pages/admin/common/adminCrumbs.ts';
import { AdminOrdersPage } from '#pages/admin/orders/AdminOrdersPage.tsx';
import {
  type AdminOrdersSearch,
  adminOrdersQueryOf,
  adminOrdersSearchDefaults,
  adminOrdersSearchSchema,
} from '#pages/admin/orders/adminOrdersSearch.ts';

export const Route = createFileRoute('/_public/_profile/_admin/profile/admin/all-orders/')({
  validateSearch: adminOrdersSearchSchema,
  search: { middlewares: [stripSearchParams(adminOrdersSearchDefaults)] },
  staticData: { breadcrumbs: adminBreadcrumbs(msg`All orders`) },
  loaderDeps: ({ search }) => adminOrdersQueryOf(search),
  loader: ({ context: { queryClient }, deps }) => queryClient.prefetchQuery(adminOrderListQuery(deps)),
  component: AllOrdersRoute,
});

function AllOrdersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminOrdersPage
      search={search}
      onSearchChange={(patch: Partial<AdminOrdersSearch>) =>
        navigate({ search: (previous) => ({ ...previous, ...patch }) })
      }
      orderHref={(orderId) => `/profile/admin/all-orders/${orderId}`}
    />
  );
}
