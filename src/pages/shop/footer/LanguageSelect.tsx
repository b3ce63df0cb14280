import { useLingui } from '@lingui/react/macro';
import type { Key } from 'react-aria-components';
import { saveLanguage } from '#api/preferences.ts';
import { AriaProviders } from '#app/AriaProviders.tsx';
import { activateLocale, isLocale, type Locale } from '#app/i18n.ts';
import { useIsSignedIn } from '#app/session/sessionContext.tsx';
import { type Arrival, useArrival } from '#ui/LoadOnIntent/useLoadOnIntent.ts';
import { Select, SelectItem } from '#ui/Select/Select.tsx';
import { languageNames } from './languageNames.ts';

/**
 * Switches the interface language at once; i18n.ts remembers the choice and keeps `<html lang>` in step. A signed-in
 * shopper's choice is also the language the shop writes to them in (order e-mails, receipts): saved to their
 * preferences, quietly (the switch itself never waits for it; the next sign-in saves it again).
 */
export function LanguageSelect(arrival: Arrival) {
  const { t, i18n } = useLingui();
  const isSignedIn = useIsSignedIn();
  const { triggerRef, isOpen, setOpen } = useArrival<HTMLButtonElement>(arrival);
  const changeLanguage = (key: Key | null) => {
    if (!isLocale(key) || key === i18n.locale) return;
    activateLocale(key);
    if (isSignedIn) saveLanguage(key).catch(() => undefined);
  };
  return (
    <AriaProviders>
      <Select
        label={t`Language`}
        value={i18n.locale}
        onChange={changeLanguage}
        triggerRef={triggerRef}
        isOpen={isOpen}
        onOpenChange={setOpen}
      >
        {(Object.keys(languageNames) as Locale[]).map((locale) => (
          <SelectItem key={locale} id={locale} lang={locale}>
            {languageNames[locale]}
          </SelectItem>
        ))}
      </Select>
    </AriaProviders>
  );
}
