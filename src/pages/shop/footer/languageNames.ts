import type { Locale } from '#app/i18n.ts';

/** Each language is named in itself, so a visitor who cannot read the current one still finds theirs. */
export const languageNames: Record<Locale, string> = { en: 'English', fr: 'Français' };
