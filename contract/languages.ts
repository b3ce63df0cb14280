/** The languages the shop speaks (spec §1), English the fallback; plain data, so the SPA's first load may import it. */
export const languages = ['en', 'fr'] as const;
export type Language = (typeof languages)[number];

/**
 * The cookie the SPA mirrors the shopper's choice in (src/app/i18n.ts, spec §9's `cs_skins` suffix): the server
 * draws pages in that language, and a sign-in keeps it as the language of the user's e-mails.
 */
export const languageCookieName = 'language_cs_skins';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);
