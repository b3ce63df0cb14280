import { watchLayoutShifts } from './support/layoutShift.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * The first visit on a phone must not jump (DESIGN.md §6; Lighthouse counts it as CLS). Measured as Lighthouse
 * does, with the browser's own layout-shift entries, from the first paint until the page's content has arrived.
 */
test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });

async function layoutShiftOf(page: Page, path: string, contentArrived: () => Promise<void>): Promise<number> {
  const layoutShift = await watchLayoutShifts(page);
  await page.goto(path);
  await contentArrived();
  // Images and late fonts settle within a couple of frames after the content; give them time to shift anything.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  return layoutShift();
}

for (const { name, path, content } of [
  { name: 'home', path: '/', content: (page: Page) => page.getByRole('heading', { level: 1 }) },
  { name: 'a store', path: '/cs-store', content: (page: Page) => page.getByRole('main').getByRole('article').first() },
  { name: 'a product page', path: '/cs-product/5', content: (page: Page) => page.getByRole('heading', { level: 1 }) },
]) {
  test(`${name} does not shift while its content arrives on a phone`, async ({ page }) => {
    const shift = await layoutShiftOf(page, path, () => expect(content(page)).toBeVisible());
    expect(shift).toBeLessThan(0.02);
  });
}
