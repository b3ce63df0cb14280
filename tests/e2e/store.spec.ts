import { expect, type Locator, type Page, test } from './support/test.ts';

/** The stores and product pages against the built SPA and the real server's demo catalogue (no mocks). */

const grid = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('article') });
const items = (page: Page) => grid(page).getByRole('article');

/** Ticks a filter from the keyboard: react-aria draws its box over a visually hidden input, which a click cannot reach. */
async function tick(checkbox: Locator) {
  await checkbox.focus();
  await checkbox.press('Space');
  await expect(checkbox).toBeChecked();
}

/** The prices the cards show, read from their machine-readable value. */
async function pricesOf(cards: Locator): Promise<number[]> {
  return cards.locator('data[value]').evaluateAll((tags) => tags.map((tag) => Number(tag.getAttribute('value'))));
}

async function searchParams(page: Page): Promise<URLSearchParams> {
  return new URL(page.url()).searchParams;
}

test('filtering a store by exterior and price shows only matching items, keeps it in the URL, and back undoes it', async ({
  page,
}) => {
  await page.goto('/cs-store');
  await expect(items(page).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /items found/ })).toBeVisible();
  // The store asks for new results as the filter changes, and the page then reads that very request: one each.
  const searches: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/store/skins/search/') searches.push(url);
  });

  await tick(page.getByRole('checkbox', { name: 'Factory New' }));
  await expect.poll(async () => (await searchParams(page)).get('exterior')).toBe('["factory_new"]');
  await expect(items(page).first()).toBeVisible();
  for (const card of await items(page).all()) await expect(card).toContainText('Factory New');
  expect(searches.map((url) => url.searchParams.getAll('exterior'))).toEqual([['factory_new']]);

  const priceTo = page.getByRole('textbox', { name: 'To' });
  // As a shopper reaches for it: the number field takes its stand-in's place once pointed at (its code loads then).
  await priceTo.hover();
  await expect(priceTo).toBeEditable();
  await priceTo.fill('50');
  await priceTo.press('Enter');
  await expect.poll(async () => (await searchParams(page)).get('price_to')).toBe('50');
  await expect(grid(page)).not.toHaveAttribute('aria-busy');
  const cards = items(page);
  await expect(cards.first()).toBeVisible();
  for (const price of await pricesOf(cards)) expect(price).toBeLessThanOrEqual(50);
  for (const card of await cards.all()) await expect(card).toContainText('Factory New');
  expect(searches.map((url) => url.searchParams.get('price_to'))).toEqual([null, '50']);

  await page.goBack();
  await expect.poll(async () => (await searchParams(page)).get('price_to')).toBeNull();
  expect((await searchParams(page)).get('exterior')).toBe('["factory_new"]');
  await expect(page.getByRole('checkbox', { name: 'Factory New' })).toBeChecked();
  await expect(priceTo).toHaveValue('');

  await page.goBack();
  await expect.poll(async () => (await searchParams(page)).get('exterior')).toBeNull();
  await expect(page.getByRole('checkbox', { name: 'Factory New' })).not.toBeChecked();
});

test('the filters stay below the header while the results scroll, and the last one is reached without leaving them', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/cs-store');
  await expect(items(page).first()).toBeVisible();
  await page.mouse.move(800, 400);
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const scrolledTo = await page.evaluate(() => window.scrollY);

  const header = await page.getByRole('banner').boundingBox();
  const panel = page.getByRole('complementary');
  const firstGroup = await panel.getByRole('button', { name: 'Price' }).boundingBox();
  expect(header && firstGroup && firstGroup.y >= header.y + header.height).toBe(true);

  const reset = panel.getByRole('button', { name: 'Reset filters' });
  await reset.scrollIntoViewIfNeeded();
  await expect(reset).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
});

test('an impossible filter says so, and bad values in a shared link are dropped without breaking the page', async ({
  page,
}) => {
  await page.goto('/cs-store?exterior=factory_new&float_from=0.5');
  await expect(page.getByText('Skins not found')).toBeVisible();
  await expect(items(page)).toHaveCount(0);

  await page.goto('/cs-store?exterior=%5B%22not_a_wear%22%5D&price_from=%22cheap%22&page=-3&sort=%22sideways%22');
  await expect(items(page).first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Factory New' })).not.toBeChecked();
});

test('the Dota 2 store filters by the types and qualities of spec §9, from the panel and from a shared link', async ({
  page,
}) => {
  await page.goto('/dota-store');
  await expect(items(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Type' }).click();
  await tick(page.getByRole('checkbox', { name: 'Treasure Key' }));
  await expect.poll(async () => (await searchParams(page)).get('type')).toBe('["treasure_key"]');
  await expect(grid(page)).not.toHaveAttribute('aria-busy');
  await expect(items(page).first()).toBeVisible();
  for (const card of await items(page).all()) await expect(card).toContainText('Treasure Key');

  await page.goto('/dota-store?quality=%5B%22infused%22%5D');
  await expect(items(page).first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Infused' })).toBeChecked();
  for (const card of await items(page).all()) await expect(card).toContainText('Infused');
});

test('searching from the store narrows the items to the typed name', async ({ page }) => {
  await page.goto('/cs-store');
  await page.getByRole('searchbox', { name: 'Search' }).fill('redline');
  await expect.poll(async () => (await searchParams(page)).get('search')).toBe('redline');
  await expect(items(page).first()).toBeVisible();
  for (const card of await items(page).all()) await expect(card).toContainText(/redline/i);
});

test('a card opens its product page with the float, the stickers by name, the price history and similar items', async ({
  page,
}) => {
  await page.goto('/cs-store');
  await page.getByRole('button', { name: 'Sticker tournament' }).click();
  await tick(page.getByRole('group', { name: 'Sticker tournament' }).getByRole('checkbox').first());
  await expect.poll(async () => (await searchParams(page)).get('tournament')).not.toBeNull();
  await expect(grid(page)).not.toHaveAttribute('aria-busy');
  const card = items(page).first();
  const name = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('link').click();

  await expect(page).toHaveURL(/\/cs-product\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The product's own float bar comes first; the similar items' cards below have theirs.
  await expect(page.getByRole('meter', { name: 'Float' }).first()).toContainText(/0\.\d{6}/);
  const stickers = page.getByRole('region', { name: 'Stickers' }).getByRole('listitem');
  await expect(stickers.first()).toContainText(/\S/);
  await expect(page.getByRole('heading', { name: 'Price history' })).toBeVisible();
  const buying = page.getByRole('region', { name: 'Price and buying' });
  await expect(buying.getByText('Sign in to buy')).toBeVisible();
  await buying.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('You need to login first')).toBeVisible();
});

test('an unknown product id, or another game’s item, is the not-found page', async ({ page }) => {
  await page.goto('/cs-product/2147483000');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();

  await page.goto('/dota-store');
  const dotaLink = items(page).first().getByRole('link');
  const dotaPath = (await dotaLink.getAttribute('href')) ?? '';
  expect(dotaPath).toMatch(/^\/dota-product\/\d+$/);
  await page.goto(dotaPath.replace('/dota-product/', '/cs-product/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});

test('on a wide screen the store’s title lines up with the header’s logo and breadcrumbs above it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/cs-store');
  const leftEdge = (locator: Locator) => locator.evaluate((element) => element.getBoundingClientRect().left);
  const titleLeft = await leftEdge(page.getByRole('heading', { level: 1, name: 'CS2 skins' }));
  expect(await leftEdge(page.getByRole('banner').getByRole('link', { name: 'SkinsMarket, home' }))).toBe(titleLeft);
  expect(await leftEdge(page.getByRole('navigation', { name: 'Breadcrumbs' }))).toBe(titleLeft);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters open in a side sheet', async ({ page }) => {
    await page.goto('/cs-store');
    await expect(items(page).first()).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Factory New' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await tick(sheet.getByRole('checkbox', { name: 'Factory New' }));
    await expect.poll(async () => (await searchParams(page)).get('exterior')).toBe('["factory_new"]');
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters 1' })).toBeVisible();
  });
});

for (const { locale, storeTitle } of [
  { locale: 'en-GB', storeTitle: 'CS2 skins' },
  { locale: 'fr-FR', storeTitle: 'Skins CS2' },
]) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale });

    for (const width of [1280, 390]) {
      test(`store and product page at ${width} px`, async ({ page }, testInfo) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/cs-store');
        await expect(page.getByRole('heading', { level: 1, name: storeTitle })).toBeVisible();
        await expect(items(page).first()).toBeVisible();
        await testInfo.attach(`store-${locale}-${width}`, { body: await page.screenshot(), contentType: 'image/png' });

        await items(page).first().getByRole('link').click();
        // The product's own float bar; the similar items' cards below have theirs.
        await expect(page.getByRole('meter').first()).toBeVisible();
        await testInfo.attach(`product-${locale}-${width}`, {
          body: await page.screenshot({ fullPage: true }),
          contentType: 'image/png',
        });
      });
    }
  });
}
