import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Page } from '@playwright/test';

let catalogIds: Promise<ReadonlySet<string>> | undefined;

/** The id of every message of the catalogs, as Lingui's macro writes it into the code (6 characters of base64url). */
function messageIds(): Promise<ReadonlySet<string>> {
  catalogIds ??= (async () => {
    const config = getConfig({ cwd: process.cwd() });
    const ids = new Set<string>();
    for (const catalog of await getCatalogs(config)) {
      const { messages } = await catalog.getTranslations(config.sourceLocale, {
        fallbackLocales: config.fallbackLocales,
        sourceLocale: config.sourceLocale,
      });
      for (const id of Object.keys(messages)) ids.add(id);
    }
    return ids;
  })();
  return catalogIds;
}

/**
 * The message ids the page shows in place of their text, in its words or its labels: a message whose text never
 * reached the code that shows it (vite-plugins/moduleMessages.ts) is drawn as its id.
 */
export async function rawMessageIds(page: Page): Promise<string[]> {
  const ids = await messageIds();
  const shown = await page.evaluate(() => {
    const labels = ['aria-label', 'title', 'placeholder', 'alt'];
    const labelled = document.querySelectorAll(labels.map((label) => `[${label}]`).join(','));
    return [
      document.body.innerText,
      ...[...labelled].flatMap((element) => labels.map((label) => element.getAttribute(label) ?? '')),
    ].join('\n');
  });
  const words = shown.match(/(?<![\w-])[\w-]{6}(?![\w-])/g) ?? [];
  return [...new Set(words)].filter((word) => ids.has(word));
}
