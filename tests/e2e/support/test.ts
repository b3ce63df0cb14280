import { test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Public pages arrive drawn by the server and come alive once the bundle has hydrated them (`data-hydrated` on
 * `<html>`, src/app/pageLive.ts): a press before that does nothing, as for a shopper on a slow phone. A journey's page
 * waits for it after each load of one of the app's pages, so a click is never lost to the gap. Other pages (the
 * sandboxes, the API) have no app root and are not waited for.
 */
async function untilLive(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'),
  );
}

function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilLive(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilLive(page);
    return response;
  };
  return page;
}

/**
 * React's production errors for a drawn page that the browser's first render does not match (418 and its
 * kin: 419, 422, 423, 425): React then throws the drawn page away and draws it again, the flash and the
 * doubled content server rendering must never cause. Any journey that meets one fails, whatever it tests.
 */
const hydrationError = /react\.dev\/errors\/(418|419|422|423|425)\b/;

export const test = base.extend({
  // A page without JavaScript stays as drawn: nothing to wait for.
  page: async ({ page, javaScriptEnabled }, use) => {
    const hydrationErrors: string[] = [];
    page.on('pageerror', ({ message }) => {
      if (hydrationError.test(message)) hydrationErrors.push(`${page.url()}: ${message}`);
    });
    await use(javaScriptEnabled === false ? page : waitingForHydration(page));
    expect(hydrationErrors, 'pages hydrated without a mismatch').toEqual([]);
  },
});
