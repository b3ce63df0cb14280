import type { Messages } from '@lingui/core';

/**
 * Each language's messages, as the modules that use them arrive: the build gives every module of ours the messages
 * its code names, in every language, and the module registers them here as it loads (vite-plugins/moduleMessages.ts).
 * A page therefore carries the messages of the code it runs and nothing else, in any language it may switch to,
 * and no catalog is ever waited for. src/app/i18n.ts hands Lingui these very objects, so what a module adds later
 * is read at once, without making React draw the app again.
 */
export const catalogs: Record<string, Messages> = {};

/** Called by each module with messages (the build adds the call): `{ en: {…}, fr: {…} }`. */
export function registerMessages(byLocale: Readonly<Record<string, Messages>>): void {
  for (const [locale, messages] of Object.entries(byLocale)) {
    catalogs[locale] ??= {};
    Object.assign(catalogs[locale], messages);
  }
}
