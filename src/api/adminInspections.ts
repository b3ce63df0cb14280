import { queryOptions } from '@tanstack/react-query';
import { adminInspectionEndpoints } from '#contract/admin/inspections.ts';
import { callEndpoint } from './endpoint.ts';

export const adminInspectionKeys = { overview: () => ['admin', 'inspections'] as const };

/** How often the orders page asks again what waits for the game coordinator (a try takes seconds to minutes). */
export const inspectionsRefreshMs = 30_000;

/** CS2 listings waiting for their inspection and the bots' game sessions, kept fresh while the orders page is open. */
export const adminInspectionsQuery = queryOptions({
  queryKey: adminInspectionKeys.overview(),
  queryFn: ({ signal }) => callEndpoint(adminInspectionEndpoints.overview, { signal }),
  staleTime: inspectionsRefreshMs,
  refetchInterval: inspectionsRefreshMs,
  refetchIntervalInBackground: false,
});

/** Asks the game coordinator again for listings whose inspection was given up. */
export const retryInspections = ({ skinIds, reason }: { skinIds: number[]; reason: string }, signal?: AbortSignal) =>
  callEndpoint(adminInspectionEndpoints.retry, { body: { skin_ids: skinIds, reason }, signal });
