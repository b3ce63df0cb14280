import type { ShopSettings } from '#contract/admin/settings.ts';

export type ShopSettingsValues = ShopSettings;

/** `prefix.key` for every text leaf of a nested object: the paths the server names field errors by. */
type LeafPaths<T, Prefix extends string> = {
  [Key in keyof T & string]: T[Key] extends string ? `${Prefix}.${Key}` : LeafPaths<T[Key], `${Prefix}.${Key}`>;
}[keyof T & string];

/** Each company detail is a field of its own (`company_info.address.city`), so its problem shows on it. */
export type CompanyInfoField = LeafPaths<ShopSettings['company_info'], 'company_info'>;

/**
 * Top-level settings and each company detail; another nested problem (a rate, a notice) is shown on its group,
 * as is a problem with the company details as a whole.
 */
export type ShopSettingsField = keyof ShopSettings | CompanyInfoField;
