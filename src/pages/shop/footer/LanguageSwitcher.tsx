import { useLingui } from '@lingui/react/macro';
import { isLocale } from '#app/i18n.ts';
import { useLoadOnIntent } from '#ui/LoadOnIntent/useLoadOnIntent.ts';
import { SelectStandIn } from '#ui/Select/SelectStandIn.tsx';
import { languageNames } from './languageNames.ts';

const loadLanguageSelect = async () => (await import('./LanguageSelect.tsx')).LanguageSelect;

/**
 * The footer's language picker. Every page draws it and few visitors use it: the Select (react-aria's listbox and
 * popover) loads when the visitor points at it, focuses it or presses it, and a stand-in drawn the same holds its
 * place until then.
 *
 * Use it in the footer, the one place the language is changed. Not elsewhere: the first visit already takes the
 * browser's language.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useLingui();
  const { widget: LanguageSelect, intentProps, arrival } = useLoadOnIntent(loadLanguageSelect);
  if (LanguageSelect) return <LanguageSelect {...arrival} />;
  const language = isLocale(i18n.locale) ? languageNames[i18n.locale] : i18n.locale;
  return <SelectStandIn label={t`Language`} value={language} {...intentProps} />;
}
