import {
  cartEndpoints,
  cartSchema,
  idempotencyKeyHeader,
  purchaseAnswerSchema,
  purchaseEndpoints,
} from '#contract/cart.ts';
import { immediateDeliveryConsent } from '#contract/consent.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { storeEndpoints, storeSearchAnswerSchema } from '#contract/store.ts';
import {
  answerOffersByHand,
  freshAccount,
  offerAwaitingAnswer,
  sandboxTradeOffers,
  signIn,
} from './support/steamSandbox.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * My orders, my purchases and the live order page (issue 5) against the real server: the order is bought
 * through the API with the page's own token, paid on the sandbox checkout, and delivered by the sandbox bot once the
 * buyer accepts the offer on the sandbox's trade offers page.
 */

/** The bank card (server/db/migrations/001_core.sql). */
const cardGateway = 1;

/** The bearer token the page sends with its own API calls, read as it opens `path`. */
async function pageToken(page: Page, path: string): Promise<string> {
  const request = page.waitForRequest((sent) => sent.url().includes('/api/') && !!sent.headers().authorization);
  await page.goto(path);
  return (await request).headers().authorization as string;
}

/** Puts one CS2 item in the cart and buys the cart with the card: the sandbox checkout's address. */
async function buyOneItem(page: Page, authorization: string): Promise<{ itemName: string; checkoutUrl: string }> {
  const search = await page.request.get(`/api/${endpointPath(storeEndpoints.search)}`, { params: { game: 'csgo' } });
  const item = storeSearchAnswerSchema.parse(await search.json()).items[0];
  if (!item) throw new Error('the demo catalogue has no CS2 item');
  const headers = { authorization };
  const added = await page.request.post(`/api/${endpointPath(cartEndpoints.add)}`, {
    headers,
    data: { skin_id: item.id },
  });
  expect(added.status()).toBe(200);
  // The cart's total as the cart page shows it: the purchase is confirmed at that price.
  const cart = cartSchema.parse(
    await (await page.request.get(`/api/${endpointPath(cartEndpoints.cart)}`, { headers })).json(),
  );
  const bought = await page.request.post(`/api/${endpointPath(purchaseEndpoints.cartPurchase, { id: cardGateway })}`, {
    headers: { ...headers, [idempotencyKeyHeader]: `e2e-orders-${Date.now()}` },
    data: {
      total: cart.total_price,
      currency: cart.currency,
      immediate_delivery_consent: immediateDeliveryConsent.version,
    },
  });
  expect(bought.status()).toBe(200);
  return { itemName: item.name, checkoutUrl: purchaseAnswerSchema.parse(await bought.json()).checkout_url };
}

test('a bought item shows in my orders, its page follows the delivery live, and it lands in my purchases', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const olivia = freshAccount('Orders Olivia');
  await signIn(page, olivia);
  // Olivia answers her trade offers by hand (sandbox): her delivery waits at the offer until this journey accepts it.
  await answerOffersByHand(page, olivia);
  const authorization = await pageToken(page, '/profile?tab=orders');
  await expect(page.getByRole('heading', { name: 'You have no orders yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse CS2 skins' })).toHaveAttribute('href', '/cs-store');

  const { itemName, checkoutUrl } = await buyOneItem(page, authorization);
  await page.goto(checkoutUrl);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  // The checkout sends the buyer back to the payment page, which leads to their orders.
  await expect(page).toHaveURL(/\/payment\/\d+\?outcome=paid$/);
  await page.getByRole('main').getByRole('link', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=orders$/);
  const orders = page.getByRole('grid', { name: 'My Orders' });
  const orderLinkName = /^Order #\d+$/;
  const orderLink = orders.getByRole('link', { name: orderLinkName });
  await expect(orderLink).toHaveCount(1);
  const row = orders.getByRole('row').filter({ has: page.getByRole('link', { name: orderLinkName }) });
  await expect(row).toContainText(itemName);
  await expect(row).toContainText(/\d\.\d{2}\sEUR/);
  const orderId = (await orderLink.textContent())?.replace('#', '');

  await orderLink.click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(trail.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/profile?tab=orders');
  await expect(page.getByText('SkinsMarket Bot #1 (sandbox)')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Order code' })).toHaveValue(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  await expect(page.getByText(itemName)).toBeVisible();

  // Delivery is followed without reloading: the status region changes in place.
  const status = page.getByRole('status').filter({ hasText: 'Status:' });
  let reloads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads += 1;
  });
  const seen = new Set<string>();
  const shownStatus = async () => {
    const text = (await status.textContent()) ?? '';
    seen.add(text);
    return text;
  };
  // Olivia accepts the offer on her Steam trade offers page, in another tab, once the bot has sent and confirmed it.
  const steam = await page.context().newPage();
  await steam.goto(sandboxTradeOffers(olivia));
  const offer = await offerAwaitingAnswer(steam);
  expect(await shownStatus()).not.toBe('Status: Delivered');
  await offer.getByRole('button', { name: 'Accept trade' }).click();
  await expect(steam.getByRole('listitem').filter({ hasText: 'Trade accepted' })).toHaveCount(1);
  await steam.close();
  await expect.poll(shownStatus, { timeout: 45_000, intervals: [500] }).toBe('Status: Delivered');
  expect(reloads).toBe(0);
  expect([...seen].length).toBeGreaterThan(1);
  await expect(page.getByRole('list', { name: 'Delivery progress' }).getByRole('listitem')).toHaveText(
    Array(5).fill(/\(done\)/),
  );
  await expect(page.getByText(/^Offer ID$/)).toBeVisible();

  await page.goto('/profile?tab=purchases');
  const purchase = page.getByRole('grid', { name: 'My Purchases' }).getByRole('row', { name: itemName });
  await expect(purchase).toContainText('Delivered');
  await expect(purchase).toContainText(/\d\.\d{6}/);
});

test('a malformed order id and an order the server does not show are the not-found page', async ({ page }) => {
  await signIn(page, freshAccount('Curious Carl'));
  await page.goto('/profile/orders/12abc');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.goto('/profile/orders/999999');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});
