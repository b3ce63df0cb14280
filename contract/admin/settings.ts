import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { detailBodySchema, validationErrorBodySchema } from '../errors.ts';
import { companyInfoSchema } from '../lists.ts';
import { profileMessages } from '../profile.ts';
import { maintenanceMessage, settingsMessages } from './backofficeMessages.ts';

/**
 * The shop's run-time settings (issue 13): stored in the `settings` table, changed on
 * /profile/admin/settings, applied from the next request on without a restart. Each bound below is what
 * the server accepts and what the settings page shows next to the field.
 */
export const settingBounds = {
  serviceFeePercent: { min: 0, max: 50 },
  /** Units of the currency per US dollar; USD is the base (1). */
  currencyRate: { min: 0.01, max: 1000 },
  cartItemLimit: { min: 1, max: 200 },
  reservationMinutes: { min: 5, max: 120 },
  maxOfferAttempts: { min: 1, max: 10 },
  reviewRateLimitPerHour: { min: 1, max: 100 },
  homeNoticeLength: { min: 0, max: 500 },
} as const;

const bounded = (bounds: { min: number; max: number }) =>
  z
    .number({ error: settingsMessages.outOfBounds })
    .min(bounds.min, settingsMessages.outOfBounds)
    .max(bounds.max, settingsMessages.outOfBounds);
const boundedWhole = (bounds: { min: number; max: number }) => bounded(bounds).int(settingsMessages.wholeNumber);
const requiredText = (max: number) =>
  z.string().trim().min(1, settingsMessages.required).max(max, settingsMessages.tooLong);
const noticeText = z.string().trim().max(settingBounds.homeNoticeLength.max, settingsMessages.tooLong);

/** The company's details in the footer: every field required, as on an invoice. */
export const companyInfoBodySchema = z.strictObject({
  name: requiredText(120),
  registrationNumber: requiredText(40),
  address: z.strictObject({
    street: requiredText(200),
    postalCode: requiredText(20),
    city: requiredText(100),
    country: requiredText(100),
  }),
  contact: z.strictObject({ email: requiredText(254).pipe(z.email(profileMessages.email)), phone: requiredText(30) }),
});

export const paymentMethodSettingSchema = z.strictObject({
  id: z.int().positive(),
  /** Offered at checkout; hidden ones cannot be paid with. */
  shown: z.boolean(),
});

/** Everything an admin can change; the order of `payment_methods` is the order shoppers see. */
export const shopSettingsSchema = z
  .strictObject({
    service_fee_percent: bounded(settingBounds.serviceFeePercent),
    currency_rates: z.strictObject({
      USD: z.literal(1, settingsMessages.usdIsBase),
      EUR: bounded(settingBounds.currencyRate),
      AUD: bounded(settingBounds.currencyRate),
    }),
    cart_item_limit: boundedWhole(settingBounds.cartItemLimit),
    reservation_minutes: boundedWhole(settingBounds.reservationMinutes),
    max_offer_attempts: boundedWhole(settingBounds.maxOfferAttempts),
    review_rate_limit_per_hour: boundedWhole(settingBounds.reviewRateLimitPerHour),
    payment_methods: z
      .array(paymentMethodSettingSchema)
      .min(1, settingsMessages.paymentMethodsIncomplete)
      .refine((methods) => new Set(methods.map((method) => method.id)).size === methods.length, {
        message: settingsMessages.paymentMethodsIncomplete,
      })
      .refine((methods) => methods.some((method) => method.shown), { message: settingsMessages.noPaymentMethodShown }),
    company_info: companyInfoBodySchema,
    home_notice: z.strictObject({ en: noticeText, fr: noticeText }),
    /** The store stays browsable; purchases are refused with a notice. */
    maintenance_mode: z.boolean(),
  })
  .meta({ id: 'ShopSettings' });
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** What the settings page reads: the settings, plus each payment method's name for its row. */
export const adminSettingsSchema = shopSettingsSchema
  .extend({
    payment_methods: z.array(paymentMethodSettingSchema.extend({ method_name: z.string() })),
    company_info: companyInfoSchema,
  })
  .meta({ id: 'AdminSettings' });
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** What every visitor's SPA needs to know at once: limits and notices. */
export const publicSettingsSchema = z
  .object({
    cart_item_limit: z.int().positive(),
    maintenance_mode: z.boolean(),
    home_notice: z.object({ en: z.string(), fr: z.string() }),
  })
  .meta({ id: 'PublicSettings' });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

const adminErrors = { 401: detailBodySchema, 403: detailBodySchema } as const;

export const settingsEndpoints = {
  public: defineEndpoint({
    method: 'GET',
    path: 'shop/settings/',
    access: 'public',
    tags: ['settings'],
    summary: 'The cart limit, maintenance mode and home notice the SPA shows',
    responses: { 200: publicSettingsSchema },
  }),
  read: defineEndpoint({
    method: 'GET',
    path: 'admin/settings/',
    access: 'admin',
    tags: ['admin'],
    summary: 'The shop’s run-time settings',
    responses: { 200: adminSettingsSchema, ...adminErrors },
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: 'admin/settings/',
    access: 'admin',
    tags: ['admin'],
    summary: 'Change the shop’s run-time settings (audited; applied from the next request)',
    body: shopSettingsSchema,
    responses: { 200: adminSettingsSchema, 400: validationErrorBodySchema, ...adminErrors },
  }),
};

export { maintenanceMessage, settingsMessages };
