import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { serverMessage } from '#api/serverMessages.ts';
import { saveShopSettings } from '#api/settings.ts';
import { companyInfoBodySchema, shopSettingsSchema } from '#contract/admin/settings.ts';
import { createFormFlow } from '../formFlow/formFlow.machine.ts';
import type { FieldErrors } from '../formFlow/formFlow.types.ts';
import type { CompanyInfoField, ShopSettingsField, ShopSettingsValues } from './shopSettings.types.ts';

export const settingsSaved = msg`Settings saved: the shop uses them from now on`;

/** The dotted paths of an object schema's leaves, as the server names their field errors. */
const leafPaths = (shape: z.ZodRawShape, prefix: string): string[] =>
  Object.entries(shape).flatMap(([key, schema]) =>
    schema instanceof z.ZodObject ? leafPaths(schema.shape, `${prefix}.${key}`) : [`${prefix}.${key}`],
  );

export const companyInfoFields = leafPaths(companyInfoBodySchema.shape, 'company_info') as CompanyInfoField[];

export const shopSettingsFields: readonly ShopSettingsField[] = [
  ...(Object.keys(shopSettingsSchema.shape) as (keyof ShopSettingsValues)[]),
  ...companyInfoFields,
];

const isShopSettingsField = (path: string): path is ShopSettingsField =>
  (shopSettingsFields as readonly string[]).includes(path);

/** The contract's bounds, checked before sending; the server checks them again. */
export function validateShopSettings(values: ShopSettingsValues): FieldErrors<ShopSettingsField> {
  const parsed = shopSettingsSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors<ShopSettingsField> = {};
  for (const issue of parsed.error.issues) {
    // The deepest path the form shows a field for: a company detail, else the top-level setting.
    const path = issue.path.join('.');
    const field = isShopSettingsField(path) ? path : (issue.path[0] as ShopSettingsField);
    errors[field] ??= serverMessage(issue.message);
  }
  return errors;
}

/** Saving the shop's settings: checked, saved (locked), then the toast; the next request of every page uses them. */
export const shopSettingsMachine = createFormFlow<
  ShopSettingsValues,
  Awaited<ReturnType<typeof saveShopSettings>>,
  ShopSettingsField
>({
  id: 'shopSettings',
  description: 'Saves the shop’s run-time settings.',
  fields: shopSettingsFields,
  validate: validateShopSettings,
  submit: (values, signal) => saveShopSettings(values, signal),
  successMessage: () => settingsSaved,
});
