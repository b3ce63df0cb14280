import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { detailBodySchema, validationErrorBodySchema } from './errors.ts';
import { languages } from './languages.ts';

export type { Language } from './languages.ts';
export { languageCookieName, languages } from './languages.ts';

/**
 * What the shop keeps about how to write to a user (issue #26): the language of their e-mails and receipts (the
 * site's language they chose last: the SPA saves it when a signed-in shopper switches, and every sign-in takes it
 * from the language cookie), and whether they want the order e-mails they could do without. Receipts, refunds and
 * trade offer notices are always sent.
 */
export const languageSchema = z.enum(languages);

export const preferencesSchema = z
  .object({
    language: languageSchema,
    /** Delivery confirmations and payments that did not go through; off, only the e-mails that matter are sent. */
    order_update_emails: z.boolean(),
  })
  .meta({ id: 'Preferences' });
export type Preferences = z.infer<typeof preferencesSchema>;

export const preferencesUpdateSchema = preferencesSchema
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one preference')
  .meta({ id: 'PreferencesUpdate' });
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;

export const preferencesEndpoints = {
  preferences: defineEndpoint({
    method: 'GET',
    path: 'users/preferences/',
    access: 'user',
    tags: ['profile'],
    summary: 'How the shop writes to me: language, and the order e-mails I could do without',
    responses: { 200: preferencesSchema, 401: detailBodySchema },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: 'users/preferences/',
    access: 'user',
    tags: ['profile'],
    summary: 'Change my language or my order e-mails',
    body: preferencesUpdateSchema,
    responses: { 200: preferencesSchema, 400: validationErrorBodySchema, 401: detailBodySchema },
  }),
};
