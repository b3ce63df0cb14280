import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type InventorySync, inventoryEndpoints, syncPollIntervalMs } from '#contract/admin/inventory.ts';
import { callEndpoint } from './endpoint.ts';

export const inventoryKeys = {
  all: ['admin', 'inventory'] as const,
  lastSync: ['admin', 'inventory', 'syncs', 'last'] as const,
  histories: ['admin', 'inventory', 'syncs', 'history'] as const,
  history: (page: number) => ['admin', 'inventory', 'syncs', 'history', page] as const,
};

/** A sync that waits for its job or runs: its page is asked again until it ends. */
const isUnderWay = (sync: InventorySync | null | undefined) => sync?.status === 'queued' || sync?.status === 'running';

/** The latest inventory sync (null before the first), polled while it waits or runs so its progress shows. */
export const lastSyncQuery = queryOptions({
  queryKey: inventoryKeys.lastSync,
  queryFn: async ({ signal }) =>
    (await callEndpoint(inventoryEndpoints.list, { query: { page: 1, page_size: 1 }, signal })).results[0] ?? null,
  staleTime: 0,
  refetchInterval: (query) => (isUnderWay(query.state.data) ? syncPollIntervalMs : false),
});

/** How many syncs a page of the history shows. */
export const syncHistoryPageSize = 10;

/**
 * A page of the last syncs, newest first (the listings page's Recent syncs), polled while one of them waits or runs
 * so its progress and counts show as they grow. The page shown meanwhile stays until the next one arrives.
 */
export const syncHistoryQuery = (page: number) =>
  queryOptions({
    queryKey: inventoryKeys.history(page),
    queryFn: ({ signal }) =>
      callEndpoint(inventoryEndpoints.list, { query: { page, page_size: syncHistoryPageSize }, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.results.some(isUnderWay) ? syncPollIntervalMs : false),
  });

/** Sync now: queues a sync of every bot (or answers the one already queued or running). */
export const startInventorySync = (signal?: AbortSignal) =>
  callEndpoint(inventoryEndpoints.start, { body: {}, signal });
