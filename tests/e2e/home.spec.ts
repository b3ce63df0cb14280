import { expect, type Page, test } from './support/test.ts';

/** The home page and the reviews page, against the built SPA and the real server (no mocks but one). */

const lastTradesCall = '**/api/store/last_trades/**';
const lastTrades = (page: Page) => page.getByRole('region', { name: 'Last trades' });
const reviewsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: 'What players say about us' });

/**
 * The home as the app opens it from another page: the server draws `/` with its last trades already there, so
 * what the browser does with the trades call is seen on a visit that starts elsewhere.
 */
async function openHomeFromFaq(page: Page) {
  await page.goto('/faq');
  await page.getByRole('banner').getByRole('link', { name: 'SkinsMarket, home' }).click();
}

test('the home page shows its hero, last trades, about, reviews and promo sections', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Buy CS2, Dota 2 and Rust skins' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop CS2 skins' })).toHaveAttribute('href', '/cs-store');

  // Spec §9: the first 15 of the page of trades, each a link to its product page with the fixed age.
  const slides = lastTrades(page).getByRole('group');
  await expect(slides).toHaveCount(15);
  const firstTrade = slides.first().getByRole('link');
  await expect(firstTrade).toHaveAttribute('href', /^\/cs-product\/\d+$/);
  await expect(firstTrade.getByText('1m')).toBeVisible();

  await expect(page.getByRole('heading', { level: 2, name: 'A marketplace built for players' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the store' })).toHaveAttribute('href', '/cs-store');
  await expect(page.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');

  await expect(reviewsHeading(page)).toBeVisible();
  await expect(page.getByText(/^Based on \d+ reviews$/)).toBeVisible();
  const reviewSlides = page.getByRole('region', { name: 'Customer reviews' }).getByRole('group');
  await expect(reviewSlides).toHaveCount(10);
  await expect(reviewSlides.first().locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(reviewSlides.first().getByRole('img', { name: /^Rated [\d.]+ out of 5$/ })).toBeVisible();

  await expect(page.getByRole('heading', { level: 2, name: 'Build the ultimate CS2 loadout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore the CS2 store' })).toHaveAttribute('href', '/cs-store');

  await firstTrade.click();
  await expect(page).toHaveURL(/\/cs-product\/\d+$/);
});

test('the reviews summary leads to the reviews page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Read all reviews' }).click();
  await expect(page).toHaveURL('/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
});

for (const { width, perView } of [
  { width: 1400, perView: 8 },
  { width: 500, perView: 2 },
]) {
  test(`the last trades' previous and next buttons follow the scroll position at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const carousel = lastTrades(page);
    const previous = carousel.getByRole('button', { name: 'Previous slides' });
    const next = carousel.getByRole('button', { name: 'Next slides' });
    await expect(carousel.getByRole('group')).toHaveCount(15);
    // The slides' visibility below is measured against the window, so the carousel must be on screen.
    await carousel.scrollIntoViewIfNeeded();
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();

    // Pages of `perView` cards: 15 cards take two pages at 8 a view, eight at 2 a view.
    const pages = Math.ceil(15 / perView);
    await next.click();
    await expect(previous).toBeEnabled();
    if (pages > 2) await expect(next).toBeEnabled();
    for (let turned = 1; turned < pages - 1; turned += 1) await next.click();
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expect(carousel.getByRole('group', { name: '15 of 15', exact: true })).toBeInViewport();

    for (let turned = 0; turned < pages - 1; turned += 1) await previous.click();
    await expect(previous).toBeDisabled();
    await expect(carousel.getByRole('group', { name: '1 of 15', exact: true })).toBeInViewport();
  });
}

test('the last trades section shows placeholders, then disappears entirely when the call fails, without retrying', async ({
  page,
}) => {
  let calls = 0;
  let failCall = () => {};
  const callHeld = new Promise<void>((resolve) => {
    failCall = resolve;
  });
  await page.route(lastTradesCall, async (route) => {
    calls += 1;
    await callHeld;
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"Server error"}' });
  });
  await openHomeFromFaq(page);
  const loading = page.getByRole('status').filter({ hasText: 'Loading the last trades' });
  await expect(loading).toBeAttached();
  await expect(page.locator('[aria-busy="true"]').filter({ has: loading }).locator('> div')).toHaveCount(30);

  const answered = page.waitForResponse(lastTradesCall);
  failCall();
  await answered;
  await expect(loading).not.toBeAttached();
  await expect(page.getByRole('heading', { name: 'Last trades' })).toHaveCount(0);
  await expect(lastTrades(page)).toHaveCount(0);
  // The rest of the page is untouched.
  await expect(reviewsHeading(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'A marketplace built for players' })).toBeVisible();
  expect(calls).toBe(1);
});

test('the last trades section is not there when the answer holds no trades', async ({ page }) => {
  await page.route(lastTradesCall, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":[]}' }),
  );
  await openHomeFromFaq(page);
  await expect(reviewsHeading(page)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading the last trades' })).not.toBeAttached();
  await expect(page.getByRole('heading', { name: 'Last trades' })).toHaveCount(0);
});

test('the reviews page lists the published reviews ten a page, with their summary', async ({ page }) => {
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const reviews = page.getByRole('list', { name: 'Published reviews' }).getByRole('article');
  await expect(reviews).toHaveCount(10);
  await expect(page.getByText(/^Based on \d+ reviews$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Reviews by rating' }).getByRole('listitem')).toHaveCount(5);

  const pager = page.getByRole('navigation', { name: 'Review pages' });
  await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();
  const firstOnPageOne = await reviews.first().getAttribute('aria-label');
  await pager.getByRole('link', { name: 'Older reviews' }).click();
  await expect(page).toHaveURL('/reviews?page=2');
  await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(reviews.first()).toBeInViewport();
  await expect(reviews.first()).not.toHaveAttribute('aria-label', firstOnPageOne ?? '');
  await pager.getByRole('link', { name: 'Newer reviews' }).click();
  await expect(pager.getByText(/^Page 1 of \d+$/)).toBeVisible();
});

for (const locale of ['en', 'fr'] as const) {
  for (const { device, width, height } of [
    { device: 'desktop', width: 1280, height: 900 },
    { device: 'phone', width: 390, height: 844 },
  ]) {
    test(`screenshots of the home and reviews pages in ${locale} on a ${device}`, async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: 'language_cs_skins', value: locale, url: baseURL }]);
      await page.setViewportSize({ width, height });
      await page.goto('/');
      const title = locale === 'fr' ? 'Achetez des skins CS2, Dota 2 et Rust' : 'Buy CS2, Dota 2 and Rust skins';
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const reviewsRegion = page.getByRole('region', { name: locale === 'fr' ? 'Avis clients' : 'Customer reviews' });
      await expect(reviewsRegion.getByRole('group')).toHaveCount(10);
      await expect(
        page.getByRole('region', { name: locale === 'fr' ? 'Derniers échanges' : 'Last trades' }),
      ).toBeVisible();
      // Lazy images below the fold load once scrolled to; the screenshot should show them.
      // Scrolling the window only: scrolling each image into view would also scroll the carousels' viewports.
      await page.evaluate(async () => {
        for (let top = 0; top < document.body.scrollHeight; top += window.innerHeight / 2) {
          window.scrollTo(0, top);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.screenshot({ path: `test-results/screens/home-${locale}-${device}.png`, fullPage: true });

      await page.goto('/reviews');
      await expect(
        page.getByRole('list', { name: locale === 'fr' ? 'Avis publiés' : 'Published reviews' }),
      ).toBeVisible();
      await page.screenshot({ path: `test-results/screens/reviews-${locale}-${device}.png`, fullPage: true });
    });
  }
}

test('on a phone, skins of the last trades show in the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const picture = lastTrades(page).getByRole('group').first().locator('img');
  await expect(picture).toBeVisible();
  const { top, bottom } = await picture.evaluate((image) => image.getBoundingClientRect().toJSON());
  expect((top + bottom) / 2, 'the first picture is at least half on screen').toBeLessThan(844);
});
