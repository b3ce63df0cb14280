import { msg } from '@lingui/core/macro';
import { serverMessage } from '#api/serverMessages.ts';
import { saveShopSettings } from '#api/settings.ts';
import { shopSettingsSchema } from '#contract/admin/settings.ts';
import { createFormFlow } from '../formFlow/formFlow.machine.ts';
import type { FieldErrors } from '../formFlow/formFlow.types.ts';
import type { ShopSettingsField, ShopSettingsValues } from './shopSettings.types.ts';

export const settingsSaved = msg`Settings saved: the shop uses them from now on`;

export const shopSettingsFields = Object.keys(shopSettingsSchema.shape) as ShopSettingsField[];

/** The contract's bounds, checked before sending; the server checks them again. */
export function validateShopSettings(values: ShopSettingsValues): FieldErrors<ShopSettingsField> {
  const parsed = shopSettingsSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors<ShopSettingsField> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as ShopSettingsField] ??= serverMessage(issue.message);
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
