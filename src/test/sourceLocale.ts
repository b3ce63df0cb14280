import { activateMessages } from '#app/i18n.ts';

/**
 * Activates English without remembering it: the state every test starts from (the messages arrive with the modules
 * a test imports, src/locales/catalogs.ts).
 */
export function activateSourceLocale(): void {
  activateMessages('en');
}
