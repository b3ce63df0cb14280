import type { ShopSettings } from '#contract/admin/settings.ts';

export type ShopSettingsValues = ShopSettings;

/** Top-level settings; a nested problem (a rate, a notice) is shown on its group. */
export type ShopSettingsField = keyof ShopSettings;
