import { queryOptions } from '@tanstack/react-query';
import type { ShopSettings } from '#contract/admin/settings.ts';
import { callEndpoint } from './endpoint.ts';
import { loadOnce } from './loadOnce.ts';

/**
 * The contract (and zod with it) loads with the first call, not with the notices every page shows (a drawn
 * page carries the public settings).
 */
const contract = loadOnce(() => import('#contract/admin/settings.ts'));

export const settingsKeys = {
  public: ['settings', 'public'] as const,
  admin: ['admin', 'settings'] as const,
};

/** The cart limit, maintenance mode and home notice: short-lived, so a change reaches open pages soon. */
export const publicSettingsQuery = queryOptions({
  queryKey: settingsKeys.public,
  queryFn: ({ signal }) =>
    callEndpoint(
      contract().then(({ settingsEndpoints }) => settingsEndpoints.public),
      { signal },
    ),
  staleTime: 15_000,
  refetchInterval: 60_000,
});

export const adminSettingsQuery = queryOptions({
  queryKey: settingsKeys.admin,
  queryFn: ({ signal }) =>
    callEndpoint(
      contract().then(({ settingsEndpoints }) => settingsEndpoints.read),
      { signal },
    ),
  staleTime: 0,
});

export const saveShopSettings = (settings: ShopSettings, signal?: AbortSignal) =>
  callEndpoint(
    contract().then(({ settingsEndpoints }) => settingsEndpoints.save),
    { body: settings, signal },
  );
