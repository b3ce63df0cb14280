import { i18n } from '@lingui/core';
import { catalogs } from '#locales/catalogs.ts';

export const locales = ['en', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/**
 * Spec §9: storage names end in the `cs_skins` suffix. The shopper's choice of language is kept in one place, this
 * cookie, which the server reads to draw a page and the browser reads the same way (`chooseLocale`): a page is never
 * drawn in one language and hydrated in another.
 */
export const languageCookie = 'language_cs_skins';
const cookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * The language of a page, on the server (the request's headers) and in the browser (`document.cookie`,
 * `navigator.languages`) alike: the remembered choice (its cookie), else the browser's first language if we speak
 * it, else English.
 */
export function chooseLocale({
  cookie = '',
  acceptLanguage = '',
}: {
  cookie?: string;
  acceptLanguage?: string;
}): Locale {
  const remembered = cookie
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === languageCookie)?.[1];
  if (isLocale(remembered)) return remembered;
  const browser = acceptLanguage.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return isLocale(browser) ? browser : defaultLocale;
}

/** The language a page the browser draws itself starts in, read as the server reads it (`chooseLocale`). */
export function browserLocale(): Locale {
  return chooseLocale({ cookie: document.cookie, acceptLanguage: navigator.languages.join(',') });
}

/** The language the server drew this page in (`<html lang>`), when it drew one. */
export function serverRenderedLocale(): Locale | undefined {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : undefined;
}

/**
 * Makes `locale` the language of every message drawn from now on. The messages come with the modules that show them
 * (src/locales/catalogs.ts): those of the code loaded so far are there already, in every language, and Lingui is
 * given the very object later modules add theirs to.
 */
export function activateMessages(locale: Locale): void {
  catalogs[locale] ??= {};
  i18n.loadAndActivate({ locale, messages: catalogs[locale] });
}

/** Shows a page's language: its messages, and `<html lang>`. */
export function showLocale(locale: Locale): void {
  activateMessages(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The shopper's choice: switches the language at once and remembers it in its cookie, for the server too. */
export function activateLocale(locale: Locale): void {
  showLocale(locale);
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari; the server reads this cookie to draw a page in the shopper's language.
  document.cookie = `${languageCookie}=${locale}; path=/; max-age=${cookieMaxAgeSeconds}; samesite=lax`;
}

export { i18n };
