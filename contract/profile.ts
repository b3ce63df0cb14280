import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { detailBodySchema, validationErrorBodySchema } from './errors.ts';
import { int4Max } from './primitives.ts';
import { profileMessages } from './shopMessages.ts';
import { isTradeUrl } from './tradeUrl.ts';

export { profileMessages, profileUpdatedDetail } from './shopMessages.ts';

/**
 * The signed-in user's profile (spec §3) and its three updates (spec §5, DESIGN.md §4): the profile-completion
 * form, the settings form and the currency switcher (endpoints at the end of this file).
 * Messages are the English source texts; the SPA translates them.
 */

/**
 * Issue #15: a trade link decides where paid skins go, so changing it needs a Steam sign-in this recent (a stolen
 * session alone cannot divert deliveries). Setting the first one (profile completion) does not.
 */
export const tradeLinkSignInWindowMinutes = 10;
export const steamSignInRequiredMessage = 'Sign in with Steam again to change your trade link';

/** 403 on a trade link change without a recent Steam sign-in: the SPA offers the sign-in. */
export const steamSignInRequiredSchema = z
  .object({ detail: z.string(), reason: z.literal('steam_sign_in_required') })
  .meta({ id: 'SteamSignInRequired' });
export type SteamSignInRequired = z.infer<typeof steamSignInRequiredSchema>;

export const ageLimits = { min: 16, max: 100 } as const;

export const profileFieldLimits = {
  username: 32,
  fullName: 100,
  streetAddress: 200,
  zipCode: 12,
  email: 254,
  tradeUrl: 300,
} as const;

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `YYYY-MM-DD` text as a calendar date (UTC midnight), or undefined when it is not one (2025-02-30). */
export function parseCalendarDate(text: string): Date | undefined {
  const match = datePattern.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date;
}

/** Whole years between a birth date and a day (both calendar dates): a birthday counts from that day on. */
export function ageOn(birth: Date, day: Date): number {
  const years = day.getUTCFullYear() - birth.getUTCFullYear();
  const birthdayNotYetReached =
    day.getUTCMonth() < birth.getUTCMonth() ||
    (day.getUTCMonth() === birth.getUTCMonth() && day.getUTCDate() < birth.getUTCDate());
  return birthdayNotYetReached ? years - 1 : years;
}

const todayAsCalendarDate = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
};

const requiredText = (maxLength: number) =>
  z
    .string({ error: profileMessages.required })
    .trim()
    .min(1, profileMessages.required)
    .max(maxLength, profileMessages.tooLong);

/** Date of birth: a real date, not in the future, age 16 to 100 on today's date. */
export const dateOfBirthSchema = z
  .string({ error: profileMessages.required })
  .trim()
  .min(1, profileMessages.required)
  .superRefine((text, context) => {
    const birth = parseCalendarDate(text);
    if (!birth) return void context.addIssue({ code: 'custom', message: profileMessages.invalidDate });
    const today = todayAsCalendarDate();
    if (birth > today) return void context.addIssue({ code: 'custom', message: profileMessages.futureDate });
    const age = ageOn(birth, today);
    if (age < ageLimits.min) return void context.addIssue({ code: 'custom', message: profileMessages.tooYoung });
    if (age > ageLimits.max) context.addIssue({ code: 'custom', message: profileMessages.tooOld });
  });

const emailSchema = (message: string) => requiredText(profileFieldLimits.email).pipe(z.email(message));

/** Spec §5: an https steamcommunity.com trade offer URL with a numeric partner and an alphanumeric token. */
export const tradeUrlSchema = requiredText(profileFieldLimits.tradeUrl).refine(isTradeUrl, profileMessages.tradeUrl);

/** ISO 3166-1 alpha-2; the server also checks the code is one of `users/countries`. */
export const countryCodeFieldSchema = z
  .string({ error: profileMessages.country })
  .regex(/^[A-Z]{2}$/, profileMessages.country);

const zipCodeSchema = requiredText(profileFieldLimits.zipCode);
const streetAddressSchema = requiredText(profileFieldLimits.streetAddress);

/** The profile-completion form on /auth-success (spec §5, DESIGN §4): every field required. */
export const profileCompletionBodySchema = z
  .strictObject({
    username: requiredText(profileFieldLimits.username),
    full_name: requiredText(profileFieldLimits.fullName),
    street_address: streetAddressSchema,
    phone: z
      .string({ error: profileMessages.required })
      .trim()
      .min(1, profileMessages.required)
      .regex(/^\+\d{11,13}$/, profileMessages.phoneCompletion),
    email: emailSchema(profileMessages.email),
    date_birth: dateOfBirthSchema,
    country: countryCodeFieldSchema,
    zip_code: zipCodeSchema,
    steam_trade_link: tradeUrlSchema,
  })
  .meta({ id: 'ProfileCompletion' });
export type ProfileCompletionBody = z.infer<typeof profileCompletionBodySchema>;

/** The settings tab of /profile (spec §5): its own phone and email rules. */
export const profileSettingsBodySchema = z
  .strictObject({
    street_address: streetAddressSchema,
    zip_code: zipCodeSchema,
    phone: z
      .string({ error: profileMessages.required })
      .trim()
      .min(1, profileMessages.required)
      .regex(/^\+\d{1,15}$/, profileMessages.phoneSettings),
    country: countryCodeFieldSchema,
    steam_trade_link: tradeUrlSchema,
    email: emailSchema(profileMessages.email),
  })
  .meta({ id: 'ProfileSettings' });
export type ProfileSettingsBody = z.infer<typeof profileSettingsBodySchema>;

/** The currency switcher: `{currency: id}` alone (an id of `payments/currency/`). */
export const currencyUpdateBodySchema = z
  .strictObject({
    currency: z.int({ error: 'Unknown currency' }).positive('Unknown currency').max(int4Max, 'Unknown currency'),
  })
  .meta({ id: 'CurrencyUpdate' });
export type CurrencyUpdateBody = z.infer<typeof currencyUpdateBodySchema>;

/** PATCH accepts exactly one of the three bodies. */
export const profileUpdateBodySchema = z
  .union([profileCompletionBodySchema, profileSettingsBodySchema, currencyUpdateBodySchema])
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

const completionOnlyFields = new Set(['username', 'full_name', 'date_birth']);
const formFields = new Set([
  ...Object.keys(profileCompletionBodySchema.shape),
  ...Object.keys(profileSettingsBodySchema.shape),
]);

/**
 * Which of the three bodies a PATCH means, read from its fields, so a mistake is reported against that
 * body's own fields ('phone: …') rather than as "matches none of three": `currency` without any form field
 * is the switcher, any field only the completion form has makes it the completion form, anything else the
 * settings. The chosen schema is strict, so a stray field is still refused by name.
 */
export function profileUpdateSchemaFor(
  body: unknown,
): typeof profileCompletionBodySchema | typeof profileSettingsBodySchema | typeof currencyUpdateBodySchema {
  const fields = body !== null && typeof body === 'object' ? Object.keys(body) : [];
  if (fields.includes('currency') && !fields.some((field) => formFields.has(field))) return currencyUpdateBodySchema;
  if (fields.some((field) => completionOnlyFields.has(field))) return profileCompletionBodySchema;
  return profileSettingsBodySchema;
}

export const profileUpdatedAnswerSchema = z.object({ detail: z.string() }).meta({ id: 'ProfileUpdated' });
export type ProfileUpdatedAnswer = z.infer<typeof profileUpdatedAnswerSchema>;

/** GET users/profile/: the fields the user has not filled yet are null (a fresh Steam sign-in). */
export const profileSchema = z
  .object({
    /** Shown as the name; the Steam persona name until the user changes it. */
    username: z.string(),
    full_name: z.string().nullable(),
    street_address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    /** YYYY-MM-DD */
    date_birth: z.string().nullable(),
    /** ISO 3166-1 alpha-2 */
    country: z.string().nullable(),
    zip_code: z.string().nullable(),
    steam_trade_link: z.string().nullable(),
    /** Image URL (absolute, or a path on the API host); null shows the name's first two letters. */
    avatar: z.string().nullable(),
    /** An id of `payments/currency/`; EUR until changed. */
    currency: z.int().positive(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

/** Every field the profile forms can hold, as typed (their owner validates them with the schemas above). */
export interface ProfileFormValues {
  username: string;
  full_name: string;
  street_address: string;
  phone: string;
  email: string;
  /** YYYY-MM-DD, as a date input gives it. */
  date_birth: string;
  /** ISO 3166-1 alpha-2 code, or '' when none is picked. */
  country: string;
  zip_code: string;
  steam_trade_link: string;
}

export type ProfileFormField = keyof ProfileFormValues;

/**
 * Spec §5: the completion form on /auth-success asks for everything; the settings tab of /profile edits only
 * the contact details, the trade link and the email (the name and date of birth stay as first given).
 */
export const profileFormFields = {
  completion: [
    'username',
    'full_name',
    'email',
    'phone',
    'date_birth',
    'country',
    'street_address',
    'zip_code',
    'steam_trade_link',
  ],
  settings: ['email', 'phone', 'country', 'street_address', 'zip_code', 'steam_trade_link'],
} as const satisfies Record<string, readonly ProfileFormField[]>;

const unauthorized = detailBodySchema.describe('No valid access token (refresh, then replay once)');

/** The signed-in user's profile (spec §3, §7): read it, complete it, change settings or currency. */
export const profileEndpoints = {
  profile: defineEndpoint({
    method: 'GET',
    path: 'users/profile/',
    access: 'user',
    tags: ['profile'],
    summary: 'The signed-in user’s profile',
    description: 'Needs `Authorization: Bearer <access token>`.',
    responses: { 200: profileSchema, 401: unauthorized },
  }),
  /**
   * Exactly one of three bodies, chosen by the fields sent (`profileUpdateSchemaFor`), so mistakes come back per
   * field ('phone: …') instead of "matches none of three".
   */
  update: defineEndpoint({
    method: 'PATCH',
    path: 'users/profile/',
    access: 'user',
    tags: ['profile'],
    summary: 'Complete the profile, change the settings, or change the currency alone',
    description:
      'Needs `Authorization: Bearer <access token>`. Changing a trade link already set needs a Steam sign-in of ' +
      `this session (its refresh cookie) within the last ${tradeLinkSignInWindowMinutes} minutes: else 403 ` +
      '`steam_sign_in_required` and nothing is stored.',
    body: profileUpdateBodySchema,
    responses: {
      200: profileUpdatedAnswerSchema,
      400: validationErrorBodySchema,
      401: unauthorized,
      403: steamSignInRequiredSchema,
    },
  }),
};
