import { i18n, type Messages } from '@lingui/core';
import { messages as sourceMessages } from '#locales/en/messages.po';

export const locales = ['en', 'fr'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** Spec §9: storage names end in the `cs_skins` suffix. */
const storageKey = 'language_cs_skins';

const loaders: Record<Locale, () => Promise<Messages>> = {
  // The source locale ships with the entry chunk, so the first paint never waits for a catalog.
  en: async () => sourceMessages,
  fr: async () => (await import('#locales/fr/messages.po')).messages,
};

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

/** Loads the catalog, activates it, remembers the choice and keeps `<html lang>` in step. */
export async function activateLocale(locale: Locale): Promise<void> {
  const messages = await loaders[locale]();
  i18n.loadAndActivate({ locale, messages });
  safeStorageSet(storageKey, locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Activates English synchronously: the state every test and story starts from. */
export function activateSourceLocale(): void {
  i18n.loadAndActivate({ locale: 'en', messages: sourceMessages });
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
