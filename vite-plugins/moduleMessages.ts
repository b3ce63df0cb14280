import { resolve } from 'node:path';
import { createCompiledCatalog, getCatalogDependentFiles, getCatalogs } from '@lingui/cli/api';
import { getConfig, type LinguiConfigNormalized } from '@lingui/conf';
import type { Messages } from '@lingui/core';
import type { Plugin } from 'vite';

/** A message id as Lingui's macro writes it into the code it compiles (descriptors and `Trans`): `id: "aB3_-x"`. */
const messageId = /\bid:\s*"([\w-]{6})"/g;

/**
 * Our modules that Lingui's macro may have compiled messages into, with or without a query: a route file's component
 * is a module of its own, `….tsx?tsr-split=component` (TanStack Router's code splitting).
 */
const ourModule = /\/src\/[^?]+\.[jt]sx?(?:\?.*)?$/;

/**
 * Messages travel with the code that shows them (issue 16: no whole catalog in the first load). Each of our modules
 * whose compiled code names message ids gets those messages, in every language of lingui.config.ts (the source
 * language filling what a translation lacks, as Lingui's own loader does), and registers them as it loads
 * (src/locales/catalogs.ts). The call is appended: imports are hoisted, and no module renders a message while it
 * is being evaluated, so the registration is in place before any component of the module draws.
 *
 * Runs in every mode (build, the server's build, dev, Vitest, Storybook), so there is one way messages arrive.
 */
export function moduleMessages({ root }: { root: string }): Plugin {
  const registry = resolve(root, 'src/locales/catalogs.ts');
  let config: LinguiConfigNormalized;
  let compiled: Promise<{ byLocale: Map<string, Messages>; files: string[] }> | undefined;

  const compileCatalogs = async () => {
    const byLocale = new Map<string, Messages>();
    const files = new Set<string>();
    for (const catalog of await getCatalogs(config)) {
      for (const locale of config.locales) {
        for (const file of await getCatalogDependentFiles(catalog, locale)) files.add(file);
        const { messages } = await catalog.getTranslations(locale, {
          fallbackLocales: config.fallbackLocales,
          sourceLocale: config.sourceLocale,
        });
        const { source, errors } = createCompiledCatalog(locale, messages, { namespace: 'json' });
        if (errors.length > 0) {
          throw new Error(`The ${locale} catalog does not compile: ${errors.map(({ id }) => id).join(', ')}`);
        }
        byLocale.set(locale, { ...byLocale.get(locale), ...(JSON.parse(source) as { messages: Messages }).messages });
      }
    }
    return { byLocale, files: [...files] };
  };

  return {
    name: 'module-messages',
    // After Lingui's macro (Babel) and the JSX transform: the ids are plain object properties by then.
    enforce: 'post',
    configResolved(resolved) {
      config = getConfig({ cwd: resolved.root });
    },
    watchChange(id) {
      if (id.endsWith('.po')) compiled = undefined;
    },
    transform: {
      filter: { id: ourModule, code: messageId },
      async handler(code, id) {
        if (id.includes('/node_modules/') || id.startsWith(registry)) return;
        const ids = new Set(Array.from(code.matchAll(messageId), (match) => match[1] as string));
        compiled ??= compileCatalogs();
        const { byLocale, files } = await compiled;
        const own: Record<string, Messages> = {};
        for (const [locale, messages] of byLocale) {
          const found: Messages = {};
          for (const messageKey of ids) {
            const message = messages[messageKey];
            if (message !== undefined) found[messageKey] = message;
          }
          if (Object.keys(found).length > 0) own[locale] = found;
        }
        if (Object.keys(own).length === 0) return;
        for (const file of files) this.addWatchFile(file);
        return {
          code: `${code}\nimport { registerMessages as __registerMessages } from ${JSON.stringify(registry)};\n__registerMessages(${JSON.stringify(own)});\n`,
          map: null,
        };
      },
    },
  };
}
