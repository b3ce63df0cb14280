import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';

/**
 * react-aria speaks for itself in places ('Clear search', number and date formats, reading direction):
 * it must follow the language the shopper chose, not the browser's.
 */
export function AriaLocaleProvider({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return <I18nProvider locale={i18n.locale}>{children}</I18nProvider>;
}
