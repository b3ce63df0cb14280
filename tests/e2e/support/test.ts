import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Public pages arrive drawn by the server and come alive once the bundle has hydrated them (`data-hydrated` on
 * `<html>`, src/app/App.tsx): a press before that does nothing, as for a shopper on a slow phone. A journey's page
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

export const test = base.extend({
  // A page without JavaScript stays as drawn: nothing to wait for.
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitingForHydration(page));
  },
});
