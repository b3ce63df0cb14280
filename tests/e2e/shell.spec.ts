import { endpointPath } from '#contract/endpoint.ts';
import { storeEndpoints, storeSearchAnswerSchema } from '#contract/store.ts';
import { expect, type Page, test } from './support/test.ts';

/** The app shell and the static pages, against the built SPA and the real server (no mocks). */

const mainNav = (page: Page, name = 'Main') => page.getByRole('navigation', { name });
const footer = (page: Page) => page.getByRole('contentinfo');

test.describe('not-found page', () => {
  test('an unknown path shows the pulsing title and a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Buy CS2, Dota 2 and Rust skins' })).toBeVisible();
  });

  test('a product id that is not a positive integer is not found, a valid one opens the product page', async ({
    page,
    request,
  }) => {
    await page.goto('/cs-product/abc');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.goto('/dota-product/0');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    const search = await request.get('/api/store/skins/search/?game=rust&page_size=1');
    const [rustItem] = ((await search.json()) as { items: { id: number; name: string }[] }).items;
    if (!rustItem) throw new Error('The demo catalogue has no Rust item');
    await page.goto(`/rust-product/${rustItem.id}`);
    await expect(page.getByRole('heading', { level: 1, name: rustItem.name })).toBeVisible();
  });
});

test('the loading screen shows while a page chunk is slow to arrive', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  let releaseChunk = () => {};
  const chunkHeld = new Promise<void>((resolve) => {
    releaseChunk = resolve;
  });
  // Hold back the FAQ page's own chunk until the loading screen has been seen.
  await page.route(/\/assets\/faq[^/]*\.js$/, async (route) => {
    await chunkHeld;
    await route.continue();
  });
  await mainNav(page).getByRole('link', { name: 'FAQ' }).click();
  const loadingScreen = page.getByRole('status').filter({ hasText: 'Loading...' });
  await expect(loadingScreen).toBeVisible();
  releaseChunk();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await expect(loadingScreen).toBeHidden();
});

test('header and footer navigation reach every store and information page', async ({ page }) => {
  await page.goto('/');
  const headerTargets = [
    ['CS2 skins', '/cs-store'],
    ['Dota 2 skins', '/dota-store'],
    ['Rust skins', '/rust-store'],
    ['FAQ', '/faq'],
  ] as const;
  for (const [name, path] of headerTargets) {
    await mainNav(page).getByRole('link', { name }).click();
    await expect(page).toHaveURL(path);
    await expect(mainNav(page).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  }
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByText('FAQ')).toBeVisible();

  const footerTargets = [
    ['How It Works', '/how-it-works', 'How it works'],
    ['Reviews', '/reviews', 'Reviews'],
    ['Terms of Use', '/terms', 'Terms of Use'],
    ['Privacy Policy', '/policy', 'Privacy Policy'],
    ['Rust skins', '/rust-store', 'Rust skins'],
  ] as const;
  for (const [name, path, heading] of footerTargets) {
    await footer(page).getByRole('link', { name }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  await mainNav(page).getByRole('button', { name: 'Support' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact support' })).toBeVisible();
  await page.keyboard.press('Escape');
  await footer(page).getByRole('button', { name: 'Contact support' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact support' })).toBeVisible();
});

test('the footer shows the company, the payment methods, the currency and the notices', async ({ page }) => {
  await page.goto('/terms');
  const pageFooter = footer(page);
  await expect(pageFooter.getByText(/Registration number: \S+/)).toBeVisible();
  await expect(pageFooter.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(pageFooter.getByRole('list', { name: 'Payment methods' }).getByRole('img').first()).toBeVisible();
  await expect(pageFooter.getByText('EUR', { exact: true })).toBeVisible();
  await expect(pageFooter.getByText(`© ${new Date().getFullYear()} SkinsMarket. All rights reserved.`)).toBeVisible();
  await expect(pageFooter.getByText('Powered by Steam')).toBeVisible();
  await expect(pageFooter.getByText(/not affiliated with/)).toBeVisible();
});

test('the Steam login leaves the app for the server endpoint with the environment', async ({ page }) => {
  await page.goto('/faq');
  const login = page.getByRole('link', { name: 'Login via STEAM' });
  await expect(login).toHaveAttribute('href', /\/api\/users\/auth\/steam\/login\/\?env=\w+/);
});

test('the language switch applies at once, sets <html lang> and survives a reload', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await footer(page)
    .getByRole('button', { name: /Language/ })
    .click();
  await page.getByRole('option', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
  await expect(mainNav(page, 'Principale').getByRole('link', { name: 'Skins CS2' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await footer(page)
    .getByRole('button', { name: /Langue/ })
    .click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the language picker works from the keyboard, its list loading once it is reached', async ({ page }) => {
  await page.goto('/faq');
  const picker = footer(page).getByRole('button', { name: /Language/ });
  await picker.focus();
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option', { name: 'English' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
  await expect(footer(page).getByRole('button', { name: /Langue/ })).toBeFocused();
});

test('the FAQ is an accordion of the twelve questions', async ({ page }) => {
  await page.goto('/faq');
  const questions = page.getByRole('main').getByRole('button', { expanded: false });
  await expect(questions).toHaveCount(12);
  const wallet = page.getByRole('button', { name: 'Can I pay with my Steam Wallet funds?' });
  await wallet.click();
  await expect(wallet).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Steam Wallet funds cannot be used outside Steam')).toBeVisible();
  await wallet.click();
  await expect(wallet).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Steam Wallet funds cannot be used outside Steam')).toBeHidden();
});

test.describe('scroll', () => {
  test('a hash link scrolls to its heading, a new page starts at the top', async ({ page }) => {
    await page.goto('/policy#rights');
    const rights = page.getByRole('heading', { name: '7. Your rights' });
    await expect(rights).toBeInViewport();
    // Below the sticky header, not under it.
    const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
    await expect
      .poll(() => rights.evaluate((heading) => heading.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(headerBottom);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).not.toBeInViewport();

    await footer(page).getByRole('link', { name: 'Terms of Use' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a FAQ hash opens and shows that question', async ({ page }) => {
    await page.goto('/faq#mobile-authenticator');
    const question = page.getByRole('button', { name: 'Do I need the Steam Mobile Authenticator?' });
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(question).toBeInViewport();
  });
});

test('a signed-out visitor opening the profile goes home with "Please login first"', async ({ page }) => {
  await page.goto('/profile?tab=orders');
  await expect(page).toHaveURL('/');
  await expect(page.getByText('Please login first')).toBeVisible();
  await page.goto('/profile/admin/all-orders');
  await expect(page).toHaveURL('/');
});

test('the search dialog opens the chosen store searching for the text', async ({ page }) => {
  // A name the demo catalogue lists today, whatever its seed drew.
  const listed = await page.request.get(`/api/${endpointPath(storeEndpoints.search)}`, {
    params: { game: 'dota2', page_size: 1 },
  });
  const name = storeSearchAnswerSchema.parse(await listed.json()).items[0]?.name;
  if (!name) throw new Error('the demo catalogue has no Dota 2 item');
  await page.goto('/');
  await page.getByRole('button', { name: 'Search skins' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search skins' });
  // The radio input is visually hidden: choose the game by its visible label, as a user does.
  await dialog.getByText('Dota 2', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Dota 2' })).toBeChecked();
  await dialog.getByRole('searchbox', { name: 'Item name' }).fill(name);
  await dialog.getByRole('searchbox', { name: 'Item name' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`/dota-store?${new URLSearchParams({ search: name })}`);
  // The store takes the text over: it is in its own search box and narrows the items.
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(name);
  await expect(page.getByText(/^\d+ items? found$/)).toBeVisible();
  await expect(page.getByRole('main').getByText(name, { exact: false }).first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the side sheet holds the navigation and closes on navigation; search is not offered', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Search skins' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'STEAM', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await sheet.getByRole('link', { name: 'Rust skins' }).click();
    await expect(page).toHaveURL('/rust-store');
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Rust skins' })).toBeVisible();
  });
});
