import { z } from 'zod';

/**
 * The reference lists and small forms of spec §7 (paths relative to the API root `/api/`).
 * The lists change rarely: the server sends them with `Cache-Control: max-age=300` and the SPA keeps
 * them 5 minutes (spec §9).
 */
export const listPaths = {
  currencies: 'payments/currency/',
  countries: 'users/countries',
  paymentGateways: 'payments/payment_gateways/',
  companyInfo: 'static/company_info/',
  reviews: 'feedback/',
  contactForm: 'users/contact_form/',
} as const;

export const currencyCodes = ['USD', 'EUR', 'AUD'] as const;
export const currencyCodeSchema = z.enum(currencyCodes);
export type CurrencyCode = z.infer<typeof currencyCodeSchema>;
export const defaultCurrencyCode: CurrencyCode = 'EUR';

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

/** The support form's messages (English source texts; the SPA translates them and its own checks say the same). */
export const contactFormMessages = {
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email',
  /** DESIGN.md §4: one message for the e-mail format, in every form. */
  email: 'Invalid email address',
  messageRequired: 'Message is required',
  tooLong: 'Too long',
} as const;

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

export const contactFormSentDetail = 'Your message has been sent. Our support team will get back to you soon.';
export const contactFormAnswerSchema = z.object({ detail: z.string() }).meta({ id: 'ContactFormAnswer' });
export type ContactFormAnswer = z.infer<typeof contactFormAnswerSchema>;
