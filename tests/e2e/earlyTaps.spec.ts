import { liveAttribute } from '../../src/app/pageLive.ts';
import { freshAccount, signIn } from './support/steamSandbox.ts';
import { expect, type Locator, type Page, test } from './support/test.ts';

/**
 * No lost taps (issue 28): on a phone-class device the drawn page shows seconds before it is live. Each control of
 * home, a store, a product page and the FAQ is pressed the instant it shows, before the app listens, and must then
 * do what it does on a live page, exactly once: links and the store's search work natively, every other press is
 * kept by the page's first script and carried out once the page is live (public/first-paint.js).
 *
 * The CPU runs 4x slower and the network is Lighthouse's slow 4G (Chromium's own throttling). On a busy machine the
 * test's own steps can be slower than the page, so the app's scripts are also held back until the press has landed:
 * every press is made before the app runs, however fast or slow the run is.
 */

/** Lets the app's scripts of the page on their way (see `asAPhone`). */
const scriptsHeld = new WeakMap<Page, () => void>();

/**
 * 4x CPU and Lighthouse's slow 4G (150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up), nothing cached as on a first
 * visit; the app's scripts wait for `untilLive`.
 */
async function asAPhone(page: Page) {
  const devTools = await page.context().newCDPSession(page);
  await devTools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await devTools.send('Network.enable');
  await devTools.send('Network.setCacheDisabled', { cacheDisabled: true });
  await devTools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  const released = new Promise<void>((resolve) => scriptsHeld.set(page, resolve));
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await released;
    // A request of a page left meanwhile (a link followed) has nothing to continue.
    await route.continue().catch(() => undefined);
  });
}

const isLive = (page: Page) =>
  page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), liveAttribute);

/** Opens a page as a shopper's browser does (the fixture's wait for the app is what a shopper cannot do). */
async function open(page: Page, path: string) {
  await page.mainFrame().goto(path, { waitUntil: 'commit' });
}

/**
 * Presses the control as soon as it shows where it stays (its stylesheet may still be on its way: a press on where it
 * was before would land beside it, as a shopper's would not), and checks the page was still not live then.
 */
async function pressEarly(page: Page, control: Locator) {
  await control.click();
  expect(await isLive(page), 'pressed before the page was live').toBe(false);
}

/** Lets the app's scripts come, and waits for the page to be live. */
async function untilLive(page: Page) {
  scriptsHeld.get(page)?.();
  await page.waitForFunction((attribute) => document.documentElement.hasAttribute(attribute), liveAttribute, {
    timeout: 60_000,
  });
}

/** What a press carried out once live may take on a slow phone (the store's next page is a request away). */
const afterLive = 45_000;

// Each test is a page load of its own: they run side by side on CI's workers.
test.describe.configure({ mode: 'parallel', timeout: 150_000 });

test.describe('home, pressed before it is live', () => {
  test.beforeEach(async ({ page }) => asAPhone(page));

  test('Support opens the support form, once', async ({ page }) => {
    await open(page, '/');
    await pressEarly(page, page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Support' }));
    await untilLive(page);
    await expect(page.getByRole('dialog', { name: 'Contact support' })).toBeVisible({ timeout: afterLive });
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('Search opens the search dialog, once', async ({ page }) => {
    await open(page, '/');
    await pressEarly(page, page.getByRole('button', { name: 'Search skins' }));
    await untilLive(page);
    await expect(page.getByRole('dialog', { name: 'Search skins' })).toBeVisible({ timeout: afterLive });
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('Login goes to the Steam sign-in', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('link', { name: /Login via STEAM/ }).click();
    await expect(page.getByRole('heading', { name: 'Sign in through the Steam sandbox' })).toBeVisible();
  });

  test('the language picker opens, once', async ({ page }) => {
    await open(page, '/');
    await pressEarly(page, page.getByRole('contentinfo').getByRole('button', { name: /Language/ }));
    await untilLive(page);
    await expect(page.getByRole('listbox')).toBeVisible({ timeout: afterLive });
    await expect(page.getByRole('listbox').getByRole('option', { name: 'Français' })).toBeVisible();
  });

  test.describe('four last trades a view', () => {
    test.use({ viewport: { width: 900, height: 900 } });

    test("the last trades' Next moves one view on, once", async ({ page }) => {
      await open(page, '/');
      const carousel = page.getByRole('region', { name: 'Last trades' });
      await pressEarly(page, carousel.getByRole('button', { name: 'Next slides' }));
      await untilLive(page);
      await expect(carousel.getByRole('button', { name: 'Previous slides' })).toBeEnabled({ timeout: afterLive });
      // One move of four: the second view, not the third.
      await expect(carousel.locator('[aria-live="polite"]')).toHaveText('Slides 5 to 8 of 15');
    });
  });
});

test.describe('a store, pressed before it is live', () => {
  test.beforeEach(async ({ page }) => asAPhone(page));

  test('Add to cart tells a visitor to sign in, once', async ({ page }) => {
    await open(page, '/cs-store');
    const card = page.getByRole('main').getByRole('article').first();
    await pressEarly(page, card.getByRole('button', { name: 'Add to cart' }));
    await untilLive(page);
    const loginFirst = page.getByText('You need to login first');
    await expect(loginFirst).toBeVisible({ timeout: afterLive });
    await expect(loginFirst).toHaveCount(1);
    // A second press would show a second toast soon after (the first one leaves by itself a few seconds later).
    await page.waitForTimeout(1_000);
    expect(await loginFirst.count()).toBeLessThanOrEqual(1);
  });

  test('a filter is ticked and applied, once', async ({ page }) => {
    await open(page, '/cs-store');
    const filters = page.getByRole('complementary');
    const factoryNew = filters.locator('label', { has: page.getByRole('checkbox', { name: 'Factory New' }) });
    await pressEarly(page, factoryNew);
    await untilLive(page);
    await expect(page).toHaveURL(/exterior=.*factory_new/, { timeout: afterLive });
    await expect(filters.getByRole('checkbox', { name: 'Factory New' })).toBeChecked({ timeout: afterLive });
    await page.waitForTimeout(1_000);
    await expect(filters.getByRole('checkbox', { name: 'Factory New' })).toBeChecked();
  });

  test('the sort opens its choices, once', async ({ page }) => {
    await open(page, '/cs-store');
    await pressEarly(page, page.getByRole('button', { name: /Sort by/ }));
    await untilLive(page);
    await expect(page.getByRole('listbox')).toBeVisible({ timeout: afterLive });
    await expect(page.getByRole('listbox').getByRole('option', { name: 'Lowest price' })).toBeVisible();
  });

  test('Next page turns one page, once', async ({ page }) => {
    await open(page, '/cs-store');
    await pressEarly(page, page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next page' }));
    await untilLive(page);
    // One page on, not two.
    await expect(page).toHaveURL(/[?&]page=2(&|$)/, { timeout: afterLive });
    await expect(page.getByText(/^Page 2( of \d+)?$/)).toBeVisible({ timeout: afterLive });
  });

  test('the price "From" field takes the digits typed once the page is live', async ({ page }) => {
    await open(page, '/cs-store?sort=lowest_price');
    const from = page.getByRole('complementary').getByRole('textbox', { name: 'From' });
    await pressEarly(page, from);
    await untilLive(page);
    // The price controls arrive in the field's place, focused where the shopper clicked.
    await expect(from).toBeFocused({ timeout: afterLive });
    await expect(from).toBeEditable();
    await page.keyboard.type('5');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/price_from=5\b/, { timeout: afterLive });
  });

  test('the search text sent before the page is live is searched for', async ({ page }) => {
    await open(page, '/cs-store');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.click();
    expect(await isLive(page)).toBe(false);
    await search.pressSequentially('ak');
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]search=ak\b/, { timeout: afterLive });
    await untilLive(page);
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('ak');
  });
});

/** The first skin of the CS2 store (found at full speed), opened as a phone opens it. */
async function openAProduct(page: Page) {
  await page.goto('/cs-store');
  const productHref = await page.getByRole('main').getByRole('article').first().getByRole('link').getAttribute('href');
  await asAPhone(page);
  await open(page, productHref ?? '/');
}

test.describe('a product page, signed in, pressed before it is live', () => {
  test('Add to cart adds the skin, once', async ({ page }) => {
    await signIn(page, freshAccount('Early Tap Eve'));
    await openAProduct(page);
    const buying = page.getByRole('region', { name: 'Price and buying' });
    await pressEarly(page, buying.getByRole('button', { name: 'Add to cart' }));
    await untilLive(page);
    await expect(buying.getByRole('button', { name: 'In cart' })).toBeVisible({ timeout: afterLive });
    await expect(page.getByRole('button', { name: 'Shopping cart, 1 item' })).toBeVisible();
    await expect(page.getByText('You need to login first')).toHaveCount(0);
    // The currency picker is a signed-in shopper's only (a drawn page is a visitor's): it works as soon as it shows.
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: /Currency/ })
      .click();
    await expect(page.getByRole('listbox')).toHaveCount(1);
    await expect(page.getByRole('listbox').getByRole('option', { name: /USD/ })).toBeVisible();
  });

  test('Buy now opens the purchase for the signed-in shopper, not a sign-in request', async ({ page }) => {
    await signIn(page, freshAccount('Early Tap Ben'));
    await openAProduct(page);
    await pressEarly(
      page,
      page.getByRole('region', { name: 'Price and buying' }).getByRole('button', { name: 'Buy now' }),
    );
    await untilLive(page);
    await expect(page.getByRole('dialog', { name: 'Buy now' })).toBeVisible({ timeout: afterLive });
    await expect(page.getByText('You need to login first')).toHaveCount(0);
  });
});

test('the FAQ opens the answer pressed before it is live, once', async ({ page }) => {
  await asAPhone(page);
  await open(page, '/faq');
  const first = page.getByRole('main').getByRole('button', { expanded: false }).first();
  const question = (await first.textContent()) ?? '';
  await pressEarly(page, first);
  await untilLive(page);
  await expect(page.getByRole('main').getByRole('button', { name: question })).toHaveAttribute(
    'aria-expanded',
    'true',
    { timeout: afterLive },
  );
  await page.waitForTimeout(500);
  await expect(page.getByRole('main').getByRole('button', { name: question })).toHaveAttribute('aria-expanded', 'true');
});
