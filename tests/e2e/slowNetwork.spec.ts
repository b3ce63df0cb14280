import { cartEndpoints } from '#contract/cart.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { storeEndpoints } from '#contract/store.ts';
import { freshAccount, signIn } from './support/steamSandbox.ts';
import { expect, type Page, type Route, test } from './support/test.ts';

/**
 * A slow or failing API as the shopper meets it (DESIGN.md §4: reads give up after 15 s, writes after 30 s; reads
 * retry on network errors and 5xx with backoff, writes never retry by themselves). The real server answers; the
 * routes below only hold an answer back, or answer a 503 in its place, and Playwright's clock runs the timeouts.
 */

const storeSearch = `**/api/${endpointPath(storeEndpoints.search)}?**`;
const storeFilters = `**/api/${endpointPath(storeEndpoints.filters)}?**`;
const cartAdd = `**/api/${endpointPath(cartEndpoints.add)}`;

/** Holds every request to `url` unanswered until the test ends; returns how many arrived. */
async function holdRequests(page: Page, url: string): Promise<() => number> {
  const held: Route[] = [];
  await page.route(url, (route) => {
    held.push(route);
  });
  return () => held.length;
}

const grid = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('article') });

/** A store opened from the header, so its items are read by the browser (a store's own address comes drawn, with them). */
async function openStoreInPage(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'CS2 skins' }).click();
}

test('a store whose items never arrive gives up after 15 s with a Try again that loads them', async ({ page }) => {
  await page.goto('/');
  await page.clock.install();
  const searches = await holdRequests(page, storeSearch);
  await openStoreInPage(page);
  await expect.poll(searches).toBe(1);

  // The clock also runs by itself meanwhile, so the checks stand well clear of the 15 s.
  await page.clock.runFor(10_000);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.clock.runFor(5_000);
  const failure = page.getByRole('alert').filter({ hasText: 'The items could not be loaded' });
  await expect(failure).toBeVisible();
  // A timed-out read is not sent again by itself: the shopper decides.
  expect(searches()).toBe(1);

  await page.unroute(storeSearch);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(grid(page).getByRole('article').first()).toBeVisible();
});

test('a page whose loader never gets its data gives up after 15 s inside the layout, with a Try again', async ({
  page,
}) => {
  await page.goto('/');
  await page.clock.install();
  const filterRequests = await holdRequests(page, storeFilters);
  await page.getByRole('banner').getByRole('link', { name: 'Rust skins' }).click();
  await expect.poll(filterRequests).toBe(1);

  await page.clock.runFor(15_000);
  const failure = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
  await expect(failure).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(filterRequests()).toBe(1);

  await page.unroute(storeFilters);
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Rust/ })).toBeVisible();
  await expect(grid(page).getByRole('article').first()).toBeVisible();
});

test('a read answered 503 is retried with a growing pause, and the shopper sees the items', async ({ page }) => {
  const attempts: number[] = [];
  await page.route(storeSearch, async (route) => {
    attempts.push(Date.now());
    if (attempts.length <= 2) await route.fulfill({ status: 503, json: { detail: 'Service unavailable' } });
    else await route.continue();
  });
  await page.goto('/');
  await openStoreInPage(page);
  await expect(grid(page).getByRole('article').first()).toBeVisible();
  expect(attempts).toHaveLength(3);
  const [first = 0, second = 0, third = 0] = attempts;
  // ky's backoff: 0.3 s, then 0.6 s.
  expect(second - first).toBeGreaterThanOrEqual(300);
  expect(third - second).toBeGreaterThanOrEqual(600);
});

test('a write is never sent twice: a 503 and a 30 s silence each leave one request and a button to press again', async ({
  page,
}) => {
  await signIn(page, freshAccount('Slow Cart Sol'));
  await page.goto('/rust-store');
  const card = grid(page)
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to cart' }) })
    .first();
  // Rust items have no wear, so several cards can share a name: the card is found again by its own product link.
  const productHref = (await card.getByRole('link').getAttribute('href')) ?? '';
  const sameCard = grid(page)
    .getByRole('article')
    .filter({ has: page.locator(`a[href="${productHref}"]`) });

  let adds = 0;
  await page.route(cartAdd, async (route) => {
    adds += 1;
    await route.fulfill({ status: 503, json: { detail: 'Service unavailable' } });
  });
  await sameCard.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Service unavailable')).toBeVisible();
  expect(adds).toBe(1);
  await page.unroute(cartAdd);

  await page.clock.install();
  const silentAdds = await holdRequests(page, cartAdd);
  await sameCard.getByRole('button', { name: 'Add to cart' }).click();
  await expect.poll(silentAdds).toBe(1);
  await page.clock.runFor(30_000);
  await expect(page.getByText('Something went wrong')).toBeVisible();
  await page.clock.runFor(10_000);
  expect(silentAdds()).toBe(1);

  await page.unroute(cartAdd);
  await sameCard.getByRole('button', { name: 'Add to cart' }).click();
  await expect(sameCard.getByRole('button', { name: 'In cart' })).toBeVisible();
});
