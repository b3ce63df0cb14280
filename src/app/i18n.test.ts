import { describe, expect, it } from 'vitest';
import { requestLocale } from './i18n.ts';

describe('requestLocale: the language the server draws a page in', () => {
  it('follows the remembered choice first', () => {
    expect(requestLocale({ cookie: 'session_cs_skins=1; language_cs_skins=fr', acceptLanguage: 'en-US,en' })).toBe(
      'fr',
    );
    expect(requestLocale({ cookie: 'language_cs_skins=en', acceptLanguage: 'fr-FR,fr' })).toBe('en');
  });

  it("else the browser's first language, as navigator.language gives it, when we speak it", () => {
    expect(requestLocale({ acceptLanguage: 'fr-CA,fr;q=0.9,en;q=0.8' })).toBe('fr');
    expect(requestLocale({ acceptLanguage: 'de-DE,fr;q=0.9' })).toBe('en');
  });

  it('else English, also for a remembered value it does not know', () => {
    expect(requestLocale({})).toBe('en');
    expect(requestLocale({ cookie: 'language_cs_skins=xx', acceptLanguage: '' })).toBe('en');
  });
});
