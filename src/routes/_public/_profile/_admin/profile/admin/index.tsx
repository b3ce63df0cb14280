import { msg } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { adminDashboardHealthQuery, adminDashboardQuery } from '#api/adminDashboard.ts';
import { adminBreadcrumbs } from '#pages/admin/common/adminCrumbs.ts';
import { DashboardPage } from '#pages/admin/dashboard/DashboardPage.tsx';
import {
  type DashboardSearch,
  dashboardQueryOf,
  dashboardSearchDefaults,
  dashboardSearchSchema,
} from '#pages/admin/dashboard/dashboardSearch.ts';

/** `/profile/admin`: the back-office's first page, the dashboard (issue 27); its period lives in the URL. */
export const Route = createFileRoute('/_public/_profile/_admin/profile/admin/')({
  validateSearch: dashboardSearchSchema,
  search: { middlewares: [stripSearchParams(dashboardSearchDefaults)] },
  staticData: { breadcrumbs: adminBreadcrumbs(msg`Dashboard`) },
  loaderDeps: ({ search }) => dashboardQueryOf(search),
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      queryClient.prefetchQuery(adminDashboardQuery(deps)),
      queryClient.prefetchQuery(adminDashboardHealthQuery),
    ]),
  component: DashboardRoute,
});

function DashboardRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DashboardPage
      search={search}
      query={dashboardQueryOf(search)}
      onSearchChange={(patch: Partial<DashboardSearch>) =>
        navigate({ search: (previous) => ({ ...previous, ...patch }) })
      }
    />
  );
}
