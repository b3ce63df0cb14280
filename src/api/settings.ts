import { queryOptions } from '@tanstack/react-query';
import { type ShopSettings, settingsEndpoints } from '#contract/admin/settings.ts';
import { callEndpoint } from './endpoint.ts';

export const settingsKeys = {
  public: ['settings', 'public'] as const,
  admin: ['admin', 'settings'] as const,
};

/** The cart limit, maintenance mode and home notice: short-lived, so a change reaches open pages soon. */
export const publicSettingsQuery = queryOptions({
  queryKey: settingsKeys.public,
  queryFn: ({ signal }) => callEndpoint(settingsEndpoints.public, { signal }),
  staleTime: 15_000,
  refetchInterval: 60_000,
});

export const adminSettingsQuery = queryOptions({
  queryKey: settingsKeys.admin,
  queryFn: ({ signal }) => callEndpoint(settingsEndpoints.read, { signal }),
  staleTime: 0,
});

export const saveShopSettings = (settings: ShopSettings, signal?: AbortSignal) =>
  callEndpoint(settingsEndpoints.save, { body: settings, signal });
