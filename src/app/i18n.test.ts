import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, browserLocale, chooseLocale } from './i18n.ts';

describe('chooseLocale: the language a page is drawn in, by the server and by the browser alike', () => {
  it('follows the remembered choice first', () => {
    expect(chooseLocale({ cookie: 'session_cs_skins=1; language_cs_skins=fr', acceptLanguage: 'en-US,en' })).toBe('fr');
    expect(chooseLocale({ cookie: 'language_cs_skins=en', acceptLanguage: 'fr-FR,fr' })).toBe('en');
  });

  it("else the browser's first language, as navigator.language gives it, when we speak it", () => {
    expect(chooseLocale({ acceptLanguage: 'fr-CA,fr;q=0.9,en;q=0.8' })).toBe('fr');
    expect(chooseLocale({ acceptLanguage: 'de-DE,fr;q=0.9' })).toBe('en');
  });

  it('else English, also for a remembered value it does not know', () => {
    expect(chooseLocale({})).toBe('en');
    expect(chooseLocale({ cookie: 'language_cs_skins=xx', acceptLanguage: '' })).toBe('en');
  });
});

describe('browserLocale: the language a page the browser draws starts in', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the code under test writes.
    document.cookie = 'language_cs_skins=; path=/; max-age=0';
    localStorage.clear();
  });

  it('reads the language cookie as the server does, whatever an older version left in storage', () => {
    localStorage.setItem('language_cs_skins', 'en');
    activateLocale('fr');
    expect(document.cookie).toContain('language_cs_skins=fr');
    expect(browserLocale()).toBe('fr');
    expect(browserLocale()).toBe(chooseLocale({ cookie: document.cookie, acceptLanguage: 'en-US' }));
    activateLocale('en');
    expect(browserLocale()).toBe('en');
  });

  it('keeps the choice in the cookie only', () => {
    activateLocale('fr');
    expect(localStorage.getItem('language_cs_skins')).toBeNull();
  });
});
