import type { Page } from '@playwright/test';

/**
 * Records the page's layout shifts from its first paint, as Lighthouse counts them (the browser's own entries,
 * shifts right after an input left out). Call before the page loads; the function returned gives their sum so far.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
    );
}
