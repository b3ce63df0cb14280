import { useLingui } from '@lingui/react/macro';
import type { Key } from 'react-aria-components';
import { activateLocale, isLocale, type Locale } from '#app/i18n.ts';
import { Select, SelectItem } from '#ui/Select/Select.tsx';

/** Each language is named in itself, so a visitor who cannot read the current one still finds theirs. */
const languageNames: Record<Locale, string> = { en: 'English', fr: 'Français' };

/** Switches the interface language at once; i18n.ts remembers the choice and keeps `<html lang>` in step. */
export function LanguageSwitcher() {
  const { t, i18n } = useLingui();
  const changeLanguage = (key: Key | null) => {
    if (isLocale(key) && key !== i18n.locale) void activateLocale(key);
  };
  return (
    <Select label={t`Language`} value={i18n.locale} onChange={changeLanguage}>
      {(Object.keys(languageNames) as Locale[]).map((locale) => (
        <SelectItem key={locale} id={locale} lang={locale}>
          {languageNames[locale]}
        </SelectItem>
      ))}
    </Select>
  );
}
