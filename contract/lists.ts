import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { type CurrencyCode, currencyCodes, defaultCurrencyCode } from './enums.ts';
import { detailBodySchema, validationErrorBodySchema } from './errors.ts';
import { contactFormMessages } from './shopMessages.ts';

export { contactFormMessages, contactFormSentDetail } from './shopMessages.ts';

/**
 * The reference lists and the support form of spec §7 (endpoints at the end of this file).
 * The lists change rarely: the server sends them with `Cache-Control: max-age=300` and the SPA keeps
 * them 5 minutes (spec §9).
 */

export { type CurrencyCode, currencyCodes, defaultCurrencyCode };
export const currencyCodeSchema = z.enum(currencyCodes);

export const currencySchema = z.object({ id: z.int().positive(), code: currencyCodeSchema }).meta({ id: 'Currency' });
export type Currency = z.infer<typeof currencySchema>;
export const currencyListSchema = z.array(currencySchema);

export const countrySchema = z
  .object({
    code: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .describe('ISO 3166-1 alpha-2'),
    name: z.string().describe('English name'),
  })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof countrySchema>;
export const countryListSchema = z.array(countrySchema);

export const paymentGatewaySchema = z
  .object({
    id: z.int().positive(),
    method_name: z.string(),
    image: z.string().describe('Path of the logo on the API host, e.g. /api/static/images/gateways/card.svg'),
  })
  .meta({ id: 'PaymentGateway' });
export type PaymentGateway = z.infer<typeof paymentGatewaySchema>;
export const paymentGatewayListSchema = z.array(paymentGatewaySchema);

export const companyInfoSchema = z
  .object({
    name: z.string(),
    registrationNumber: z.string(),
    address: z.object({ street: z.string(), postalCode: z.string(), city: z.string(), country: z.string() }),
    contact: z.object({ email: z.string(), phone: z.string() }),
  })
  .meta({ id: 'CompanyInfo' });
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

export const reviewRateRange = { min: 0, max: 10 } as const;

export const reviewSchema = z
  .object({
    id: z.int().positive(),
    user: z.object({ name: z.string() }),
    rate: z.int().min(reviewRateRange.min).max(reviewRateRange.max).describe('0 to 10, shown as 5 stars in halves'),
    description: z.string(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.array(reviewSchema);

/** Spec §5, support form. The SPA shows its own translated messages; these are the server's. */
export const contactFormLimits = { fullName: 100, email: 254, message: 2000 } as const;

export const contactFormBodySchema = z
  .strictObject({
    email: z
      .string({ error: contactFormMessages.emailRequired })
      .trim()
      .min(1, contactFormMessages.emailRequired)
      .max(contactFormLimits.email, contactFormMessages.tooLong)
      .pipe(z.email(contactFormMessages.email)),
    full_name: z
      .string({ error: contactFormMessages.nameRequired })
      .trim()
      .min(1, contactFormMessages.nameRequired)
      .max(contactFormLimits.fullName, contactFormMessages.tooLong),
    message: z
      .string({ error: contactFormMessages.messageRequired })
      .trim()
      .min(1, contactFormMessages.messageRequired)
      .max(contactFormLimits.message, contactFormMessages.tooLong),
  })
  .meta({ id: 'ContactForm' });
export type ContactFormBody = z.input<typeof contactFormBodySchema>;

export const contactFormAnswerSchema = z.object({ detail: z.string() }).meta({ id: 'ContactFormAnswer' });
export type ContactFormAnswer = z.infer<typeof contactFormAnswerSchema>;

/** The gateways' logos, served as files under the API root: `<file>.svg`, the gateway list carries the full path. */
export const gatewayImagesPath = 'static/images/gateways/';

/** The reference lists (spec §7). */
export const listEndpoints = {
  currencies: defineEndpoint({
    method: 'GET',
    path: 'payments/currency/',
    access: 'public',
    tags: ['lists'],
    summary: 'Currencies a shopper can pay in',
    responses: { 200: currencyListSchema },
  }),
  countries: defineEndpoint({
    method: 'GET',
    path: 'users/countries',
    access: 'public',
    tags: ['lists'],
    summary: 'Every ISO 3166-1 country, English names, sorted by name',
    responses: { 200: countryListSchema },
  }),
  paymentGateways: defineEndpoint({
    method: 'GET',
    path: 'payments/payment_gateways/',
    access: 'public',
    tags: ['lists'],
    summary: 'Payment methods offered at checkout',
    responses: { 200: paymentGatewayListSchema },
  }),
  companyInfo: defineEndpoint({
    method: 'GET',
    path: 'static/company_info/',
    access: 'public',
    tags: ['lists'],
    summary: "The company's legal name, registration and contact details (footer)",
    responses: { 200: companyInfoSchema },
  }),
};

/** The support form (spec §5): every message becomes a support request for the team. */
export const supportEndpoints = {
  contactForm: defineEndpoint({
    method: 'POST',
    path: 'users/contact_form/',
    access: 'public',
    tags: ['support'],
    summary: 'Send a message to the support team',
    body: contactFormBodySchema,
    responses: {
      201: contactFormAnswerSchema,
      400: validationErrorBodySchema,
      429: detailBodySchema.describe('Too many messages from this address; see Retry-After'),
    },
  }),
};
