import { queryOptions } from '@tanstack/react-query';
import { inventoryEndpoints, syncPollIntervalMs } from '#contract/admin/inventory.ts';
import { callEndpoint } from './endpoint.ts';

export const inventoryKeys = {
  all: ['admin', 'inventory'] as const,
  lastSync: ['admin', 'inventory', 'syncs', 'last'] as const,
};

/** The latest inventory sync (null before the first), polled while it waits or runs so its progress shows. */
export const lastSyncQuery = queryOptions({
  queryKey: inventoryKeys.lastSync,
  queryFn: async ({ signal }) =>
    (await callEndpoint(inventoryEndpoints.list, { query: { page: 1, page_size: 1 }, signal })).results[0] ?? null,
  staleTime: 0,
  refetchInterval: (query) =>
    query.state.data?.status === 'queued' || query.state.data?.status === 'running' ? syncPollIntervalMs : false,
});

/** Sync now: queues a sync of every bot (or answers the one already queued or running). */
export const startInventorySync = (signal?: AbortSignal) =>
  callEndpoint(inventoryEndpoints.start, { body: {}, signal });
