import { mkdir } from 'node:fs/promises';
import { agreeBeforeBuying } from './support/checkout.ts';
import { freshAccount, signIn } from './support/steamSandbox.ts';
import { expect, type Page, type TestInfo, test } from './support/test.ts';

/**
 * The storefront a buyer compares with the best marketplaces (issue 17): a dense grid, cards that show what
 * buyers scan for, and a page that says the payment was received. Screenshots of every main page at a phone's
 * and a desktop's size, in English and French, are attached to the report and kept under test-results/.
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1440, height: 900 };

const grid = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
    .first();
const cards = (page: Page) => grid(page).getByRole('article');
/** The TanStack Router writes a list parameter as JSON. */
const listParam = (values: string[]) => encodeURIComponent(JSON.stringify(values));

async function openStore(page: Page, path: string) {
  await page.goto(path);
  // A first visit loads the store's chunk and its filters: generous on a busy machine.
  await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(grid(page)).not.toHaveAttribute('aria-busy');
}

/** How many cards share the first row. */
async function columnCount(page: Page): Promise<number> {
  const tops = await cards(page).evaluateAll((articles) =>
    articles.slice(0, 12).map((article) => Math.round(article.getBoundingClientRect().top)),
  );
  return tops.filter((top) => top === tops[0]).length;
}

test('the store grid shows 2 columns on a phone, 3 on a tablet, 5 on a laptop and 6 on a wide screen', async ({
  page,
}) => {
  const expected: [{ width: number; height: number }, number][] = [
    [{ width: 360, height: 780 }, 2],
    [phone, 2],
    [{ width: 414, height: 896 }, 2],
    [{ width: 820, height: 1180 }, 3],
    [{ width: 1024, height: 1366 }, 4],
    [{ width: 1280, height: 800 }, 5],
    [desktop, 5],
    [{ width: 1680, height: 1050 }, 6],
  ];
  await openStore(page, '/cs-store');
  for (const [size, columns] of expected) {
    await page.setViewportSize(size);
    await expect.poll(() => columnCount(page), { message: `${size.width} px` }).toBe(columns);
  }
  // Filters stay in the URL: a filtered store at phone size is the same grid.
  await openStore(page, `/dota-store?quality=${listParam(['genuine'])}`);
  await expect(page).toHaveURL(/quality=/);
  await expect.poll(() => columnCount(page)).toBe(6);
});

for (const size of [phone, desktop]) {
  test(`cards show the float bar, the phase, stickers, StatTrak™, the hold, and the Dota 2 and Rust facts at ${size.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(size);

    await openStore(page, `/cs-store?phase=${listParam(['phase_2'])}`);
    const doppler = cards(page).first();
    await expect(doppler).toContainText('Phase 2');
    await expect(doppler.getByRole('meter', { name: 'Float' })).toHaveAttribute('aria-valuetext', /^0\.\d{6}, /);
    await expect(doppler.getByRole('link')).toHaveAttribute('href', /\/cs-product\/\d+$/);
    await expect(doppler.getByRole('button', { name: 'Add to cart' })).toBeVisible();

    await openStore(page, `/cs-store?tournament=${listParam(['katowice_2014'])}`);
    const stickered = cards(page).first();
    const stickers = stickered.getByRole('img', { name: /^Stickers: / });
    await expect(stickers).toBeVisible();
    const names = ((await stickers.getAttribute('aria-label')) ?? '').replace(/^Stickers: /, '');
    expect(names).toContain('Katowice 2014');
    const thumbnails = await stickers.locator('img').count();
    expect(thumbnails).toBeGreaterThan(0);
    expect(thumbnails).toBeLessThanOrEqual(5);
    await stickers.focus();
    await expect(page.getByRole('tooltip')).toContainText('Katowice 2014');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await stickers.hover();
    await expect(page.getByRole('tooltip')).toContainText('Katowice 2014');

    await openStore(page, '/cs-store?stattrak=true');
    await expect(cards(page).first()).toContainText('StatTrak™');

    await openStore(page, `/cs-store?hold=${listParam(['7'])}`);
    await expect(
      cards(page)
        .first()
        .getByRole('img', { name: /^Trade hold: \d+ days?$/ }),
    ).toBeVisible();

    await openStore(page, '/dota-store');
    const dota = cards(page).first();
    await expect(dota.getByRole('meter')).toHaveCount(0);
    // Rarity, quality and hero: the line under the name names them.
    await expect(dota.locator('p').last()).toHaveText(/\S+.*\S+/);

    await openStore(page, `/rust-store?type=${listParam(['clothing'])}`);
    await expect(cards(page).first()).toContainText('Clothing');

    // Two skins of one weapon have different pictures; the picture has its size set and loads lazily below the fold.
    await openStore(page, '/cs-store?search=AK-47');
    const pictures = await cards(page)
      .locator('img[width="256"][height="192"]')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src')));
    expect(new Set(pictures).size).toBeGreaterThan(3);
    await expect(cards(page).last().locator('img').first()).toHaveAttribute('loading', 'lazy');
  });
}

/** Adds the first `count` cards not yet in the cart, one at a time, and returns their names. */
async function addItems(page: Page, count: number): Promise<string[]> {
  const names: string[] = [];
  for (let added = 0; added < count; added += 1) {
    const card = cards(page)
      .filter({ has: page.getByRole('button', { name: 'Add to cart' }) })
      .first();
    const name = (await card.getAttribute('aria-label')) ?? '';
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await expect(
      page.getByRole('article', { name, exact: true }).getByRole('button', { name: 'In cart' }),
    ).toBeVisible();
    names.push(name);
  }
  return names;
}

async function checkOut(page: Page, action: 'Pay' | 'Cancel') {
  await page.goto('/cart');
  await agreeBeforeBuying(page);
  await page.getByRole('main').getByRole('button', { name: 'Buy', exact: true }).click();
  await page.waitForURL(/\/sandbox\/payments\/checkout\//);
  await page.getByRole('main').getByRole('button', { name: action, exact: true }).click();
  await page.waitForURL(/\/payment\/\d+\?outcome=/);
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  // Pictures below the fold load lazily: the first screen is what the screenshot shows.
  await page.evaluate(() => document.fonts.ready);
  // Not 'networkidle': an order page keeps its live stream open, so the network never goes quiet.
  await page.waitForLoadState('load');
  const path = `test-results/storefront/${name}.png`;
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** The home's last trades, scrolled into view once the pictures in view have loaded. */
async function shootLastTrades(page: Page, testInfo: TestInfo, name: string, locale: 'en' | 'fr') {
  const carousel = page.getByRole('region', { name: locale === 'en' ? 'Last trades' : 'Derniers échanges' });
  await carousel.scrollIntoViewIfNeeded();
  const pictures = carousel.getByRole('group').locator('img');
  await expect(pictures.first()).toBeVisible();
  const loaded = () =>
    pictures.evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length);
  await expect.poll(loaded).toBeGreaterThan(1);
  const path = `test-results/storefront/${name}.png`;
  await carousel.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

test('after paying, the payment page says so with the order, its skins and the live delivery; screenshots of the shop', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  await mkdir('test-results/storefront', { recursive: true });
  await signIn(page, freshAccount('Confirmed Clara'));
  await openStore(page, '/cs-store');
  const names = await addItems(page, 2);
  await checkOut(page, 'Pay');

  await expect(page).toHaveURL(/outcome=paid$/);
  const orderId = new URL(page.url()).pathname.split('/').pop();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
  await expect(page.getByText(`Order #${orderId}`)).toBeVisible();
  for (const name of names) await expect(page.getByRole('main').getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Delivery progress' })).toBeVisible();
  // The status follows the delivery without a reload: the sandbox bot delivers within seconds.
  await expect(page.getByRole('status').filter({ hasText: 'Status:' })).toContainText('Delivered', {
    timeout: 60_000,
  });
  const confirmation = page.url();

  // Something in the cart for its screenshot, and a product page to show.
  await openStore(page, '/cs-store');
  await addItems(page, 2);
  const productHref = (await cards(page).first().getByRole('link').getAttribute('href')) ?? '/';

  const pages: [string, string][] = [
    ['home', '/'],
    ['store', '/cs-store'],
    ['product', productHref],
    ['cart', '/cart'],
    ['confirmation', confirmation],
    ['my-orders', '/profile?tab=orders'],
  ];
  for (const locale of ['en', 'fr'] as const) {
    await page.context().addCookies([{ name: 'language_cs_skins', value: locale, url: page.url() }]);
    for (const [sizeName, size] of [
      ['desktop', desktop],
      ['phone', phone],
    ] as const) {
      await page.setViewportSize(size);
      for (const [pageName, path] of pages) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await shoot(page, testInfo, `${pageName}-${sizeName}-${locale}`);
        if (pageName === 'home') await shootLastTrades(page, testInfo, `last-trades-${sizeName}-${locale}`, locale);
      }
    }
  }

  await page.goto(confirmation);
  await page.getByRole('link', { name: 'Mes commandes' }).first().click();
  await expect(page).toHaveURL(/\/profile\?tab=orders$/);
});

test('an unknown page is the not-found page inside the shop’s header and footer', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
});

test('a cancelled payment says so and keeps the cart; a back-office page is not found for a shopper', async ({
  page,
}) => {
  await signIn(page, freshAccount('Cancelling Cora'));
  await page.setViewportSize(phone);
  await openStore(page, '/rust-store');
  const [name] = await addItems(page, 1);
  await checkOut(page, 'Cancel');

  await expect(page.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeVisible();
  await expect(page.getByText(/Your skins are back in your cart/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(
    page.getByRole('list', { name: 'Items in your cart' }).getByRole('article', { name, exact: true }),
  ).toBeVisible();

  await page.goto('/profile/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
