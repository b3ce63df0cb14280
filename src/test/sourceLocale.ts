import { i18n } from '@lingui/core';
import { messages as sourceMessages } from '#locales/en/messages.po';

/**
 * Activates English synchronously: the state every test starts from. The app loads its catalogs on demand
 * (src/app/i18n.ts); a test imports the source catalog with itself instead of awaiting it.
 */
export function activateSourceLocale(): void {
  i18n.loadAndActivate({ locale: 'en', messages: sourceMessages });
}
