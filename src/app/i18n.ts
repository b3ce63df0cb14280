import { i18n } from '@lingui/core';
import { catalogs } from '#locales/catalogs.ts';

export const locales = ['en', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/**
 * Spec §9: storage names end in the `cs_skins` suffix. The choice is kept in storage and mirrored in a cookie
 * of the same name, so the server draws a page's first view in the language the browser will hydrate it in.
 */
const storageKey = 'language_cs_skins';
const cookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The remembered language, else the browser's if we speak it, else English. */
export function initialLocale(): Locale {
  const stored = safeStorageGet(storageKey);
  if (isLocale(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? undefined : navigator.language.slice(0, 2);
  return isLocale(browser) ? browser : defaultLocale;
}

/**
 * The language the server draws a page in, read as `initialLocale` reads it in the browser: the remembered
 * choice (its cookie), else the browser's first language (the first tag of Accept-Language) if we speak it.
 */
export function requestLocale({
  cookie = '',
  acceptLanguage = '',
}: {
  cookie?: string;
  acceptLanguage?: string;
}): Locale {
  const remembered = cookie
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === storageKey)?.[1];
  if (isLocale(remembered)) return remembered;
  const browser = acceptLanguage.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return isLocale(browser) ? browser : defaultLocale;
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

/** Switches the language, remembers the choice and keeps `<html lang>` in step. */
export function activateLocale(locale: Locale): void {
  activateMessages(locale);
  safeStorageSet(storageKey, locale);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari; the server reads this cookie to draw a page in the shopper's language.
  document.cookie = `${storageKey}=${locale}; path=/; max-age=${cookieMaxAgeSeconds}; samesite=lax`;
}

function safeStorageGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function safeStorageSet(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or storage disabled: the choice simply is not remembered.
  }
}

export { i18n };
