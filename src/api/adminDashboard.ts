import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type DashboardQuery, dashboardEndpoints } from '#contract/admin/dashboard.ts';
import { callEndpoint } from './endpoint.ts';

/** The back-office dashboard (issue 27): its figures by period, and the shop's health. */
export const adminDashboardKeys = {
  all: ['admin', 'dashboard'] as const,
  figures: (query: DashboardQuery) => [...adminDashboardKeys.all, 'figures', query] as const,
  health: () => [...adminDashboardKeys.all, 'health'] as const,
};

/** How often an open dashboard asks again: its figures move with every sale, its health panel with every bot. */
export const dashboardRefreshMs = 30_000;

/** A period's figures; the last period's stay on screen while another one loads. */
export const adminDashboardQuery = (query: DashboardQuery) =>
  queryOptions({
    queryKey: adminDashboardKeys.figures(query),
    queryFn: ({ signal }) => callEndpoint(dashboardEndpoints.figures, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: dashboardRefreshMs,
    refetchInterval: dashboardRefreshMs,
    refetchIntervalInBackground: false,
  });

export const adminDashboardHealthQuery = queryOptions({
  queryKey: adminDashboardKeys.health(),
  queryFn: ({ signal }) => callEndpoint(dashboardEndpoints.health, { signal }),
  staleTime: dashboardRefreshMs,
  refetchInterval: dashboardRefreshMs,
  refetchIntervalInBackground: false,
});
