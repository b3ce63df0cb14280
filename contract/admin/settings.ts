import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { detailBodySchema, validationErrorBodySchema } from '../errors.ts';
import { companyInfoSchema } from '../lists.ts';
import { profileMessages } from '../profile.ts';
import { csRarityKeys, dotaRarityKeys } from '../storeFilters.ts';
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
  /** A listing's price over the market's reference: negative sells under the market. */
  markupPercent: { min: -50, max: 300 },
  /** The lowest price before the service fee, in US dollars (Steam's market sells nothing under 0.03). */
  priceFloorUsd: { min: 0.01, max: 10_000 },
  /** A reference price older than this stops the listing's sale until it is read again. */
  maxPriceAgeHours: { min: 1, max: 168 },
  /** How often the bots' inventories are read on their own; 0 only when an admin presses Sync now. */
  inventorySyncMinutes: { min: 0, max: 1440 },
} as const;

/**
 * How a listing's rule price is rounded, in US dollars before the service fee: to the cent, or to the nearest 5 or 10
 * cents or whole dollar. The floor applies after rounding.
 */
export const priceRoundings = ['cent', 'five_cents', 'ten_cents', 'dollar'] as const;
export type PriceRounding = (typeof priceRoundings)[number];

const bounded = (bounds: { min: number; max: number }) =>
  z
    .number({ error: settingsMessages.outOfBounds })
    .min(bounds.min, settingsMessages.outOfBounds)
    .max(bounds.max, settingsMessages.outOfBounds);
const boundedWhole = (bounds: { min: number; max: number }) => bounded(bounds).int(settingsMessages.wholeNumber);
const requiredText = (max: number) =>
  z.string().trim().min(1, settingsMessages.required).max(max, settingsMessages.tooLong);
const noticeText = z.string().trim().max(settingBounds.homeNoticeLength.max, settingsMessages.tooLong);

const markupPercent = () => bounded(settingBounds.markupPercent);

/** A game's markups: one per rarity of the game, and `default` for its items without a rarity (all of Rust's). */
function markupsOf<const Rarities extends readonly string[]>(rarities: Rarities) {
  const shape = Object.fromEntries(['default', ...rarities].map((key) => [key, markupPercent()])) as Record<
    'default' | Rarities[number],
    ReturnType<typeof markupPercent>
  >;
  return z.strictObject(shape);
}

/**
 * The shop's price rules (server/pricing/listingPrices.ts): a listing's price before the service fee is the market's
 * reference price (Steam Community Market) times (1 + markup by game and rarity), rounded, at least the floor. An
 * admin's fixed price on a listing overrides them; a listing with neither a reference nor a fixed price is not on sale,
 * nor is one whose reference is older than `max_age_hours`.
 */
export const priceRulesSchema = z
  .strictObject({
    markup_percent: z.strictObject({
      csgo: markupsOf(csRarityKeys),
      dota2: markupsOf(dotaRarityKeys),
      rust: markupsOf([]),
    }),
    rounding: z.enum(priceRoundings),
    floor_usd: bounded(settingBounds.priceFloorUsd),
    max_age_hours: boundedWhole(settingBounds.maxPriceAgeHours),
  })
  .meta({ id: 'PriceRules' });
export type PriceRules = z.infer<typeof priceRulesSchema>;

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
    price_rules: priceRulesSchema,
    /** Minutes between two scheduled inventory syncs; 0 turns the schedule off (Sync now still works). */
    inventory_sync_minutes: boundedWhole(settingBounds.inventorySyncMinutes),
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
