import { authEndpoints } from '#contract/auth.ts';
import {
  aSkinOnSale,
  buyButton,
  cartRows,
  myOrders,
  onSandboxCheckout,
  shopperAtCart,
  termsCheckbox,
} from './support/checkout.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * Checkout when the network or the session lets the shopper down (SECURITY.md 'Client resilience'), against the
 * real server: offline at the cart, and an access token that expires while the shopper is at the cart.
 */

/** How many requests of the page went to an address matching `url`, counted as the browser sends them. */
function countRequests(page: Page, url: RegExp): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (url.test(request.url())) count += 1;
  });
  return () => count;
}

const purchaseRequest = /\/api\/payments\/(cart|skin)\/purchase\//;
const refreshRequest = new RegExp(`/api/${authEndpoints.refresh.path}$`);

test('offline at the cart, Buy is disabled and nothing is sent; back online, one press makes one order', async ({
  page,
  context,
}) => {
  const authorization = await shopperAtCart(page, 'Offline Olga', (await aSkinOnSale(page.request, 'csgo')).id);
  const purchases = countRequests(page, purchaseRequest);

  await context.setOffline(true);
  await expect(page.getByText('You are offline')).toBeVisible();
  await expect(buyButton(page)).toBeDisabled();
  await buyButton(page).click({ force: true });
  await buyButton(page).press('Enter');
  expect(purchases()).toBe(0);

  await context.setOffline(false);
  await expect(page.getByText('You are offline')).toHaveCount(0);
  await buyButton(page).click();
  await onSandboxCheckout(page);
  expect(purchases()).toBe(1);
  expect(await myOrders(page.request, authorization())).toHaveLength(1);
});

test('the access token expires while the shopper is at the cart: one refresh, the cart kept, one order', async ({
  page,
}) => {
  await page.clock.install();
  const authorization = await shopperAtCart(page, 'Expiring Eve', (await aSkinOnSale(page.request, 'rust')).id);
  const refreshes = countRequests(page, refreshRequest);
  const purchases = countRequests(page, purchaseRequest);

  // The computer sleeps past the token's 15 minutes: the clock moves on, the renewal timer has not fired.
  await page.clock.setSystemTime(Date.now() + 16 * 60_000);
  await expect(cartRows(page)).toHaveCount(1);
  await expect(termsCheckbox(page)).toBeChecked();
  await buyButton(page).click();
  await onSandboxCheckout(page);
  expect(refreshes()).toBe(1);
  expect(purchases()).toBe(1);
  expect(await myOrders(page.request, authorization())).toHaveLength(1);
});
