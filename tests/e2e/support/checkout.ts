import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { cartEndpoints } from '#contract/cart.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { type OrderSummary, orderEndpoints } from '#contract/orders.ts';
import { type Game, storeEndpoints, storeSearchAnswerSchema } from '#contract/store.ts';
import { freshAccount, signIn, watchAuthorization } from './steamSandbox.ts';

/** The cart page and the sandbox checkout, as the purchase journeys use them. */

/** A paid order moves on by itself (the trade bot sends the offer): any of these says the payment went through. */
export const paidStatus = /^(paid|offer_sent|awaiting_confirmation|delivered)$/;

export const cartRows = (page: Page) => page.getByRole('list', { name: 'Items in your cart' }).getByRole('article');
export const termsCheckbox = (page: Page) =>
  page.getByRole('checkbox', { name: 'I agree to the Terms of Use and the Privacy Policy' });
export const buyButton = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Buy', exact: true });

/** The consent to immediate delivery (issue #26), its own box beside the terms on the cart and in Buy now. */
export const consentCheckbox = (scope: Page | Locator) =>
  scope.getByRole('checkbox', { name: /^I ask for my skins to be delivered at once/ });

async function tick(checkbox: Locator) {
  await checkbox.focus();
  await checkbox.press('Space');
  await expect(checkbox).toBeChecked();
}

export async function agreeToTerms(page: Page) {
  await tick(termsCheckbox(page));
}

export async function consentToImmediateDelivery(scope: Page | Locator) {
  await tick(consentCheckbox(scope));
}

/** Both boxes Buy asks for: the terms and the consent to immediate delivery. */
export async function agreeBeforeBuying(scope: Page | Locator) {
  await tick(scope.getByRole('checkbox', { name: /^I agree to the Terms of Use/ }));
  await consentToImmediateDelivery(scope);
}

/** Puts a skin in the shopper's cart through the API, with the page's own bearer token. */
export async function addToCart(request: APIRequestContext, authorization: string, skinId: number) {
  const added = await request.post(`/api/${endpointPath(cartEndpoints.add)}`, {
    headers: { authorization },
    data: { skin_id: skinId },
  });
  expect(added.ok()).toBe(true);
}

/** A skin of the game's store, picked at random: other journeys on this server may be buying the first ones. */
export async function aSkinOnSale(request: APIRequestContext, game: Game) {
  const search = await request.get(`/api/${endpointPath(storeEndpoints.search)}`, { params: { game } });
  const items = storeSearchAnswerSchema.parse(await search.json()).items;
  const skin = items[Math.floor(Math.random() * items.length)];
  if (!skin) throw new Error(`the ${game} store has no items`);
  return skin;
}

/**
 * Signs a fresh shopper in on `page`, puts the skin in their cart and opens /cart with the terms agreed and the
 * consent to immediate delivery given.
 * Returns what reads the bearer token the page last sent.
 */
export async function shopperAtCart(page: Page, name: string, skinId: number): Promise<() => string> {
  const authorization = watchAuthorization(page);
  await signIn(page, freshAccount(name));
  await addToCart(page.request, authorization(), skinId);
  await page.goto('/cart');
  await expect(cartRows(page)).toHaveCount(1);
  await agreeBeforeBuying(page);
  return authorization;
}

/** The shopper's orders, as My Orders lists them. */
export async function myOrders(request: APIRequestContext, authorization: string): Promise<OrderSummary[]> {
  const answer = await request.get(`/api/${endpointPath(orderEndpoints.orders)}`, { headers: { authorization } });
  expect(answer.ok()).toBe(true);
  return answer.json();
}

/** The sandbox gateway's hosted checkout (server/sandbox/payments/routes.ts). */
export async function onSandboxCheckout(page: Page): Promise<Locator> {
  await page.waitForURL(/\/sandbox\/payments\/checkout\//);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  return page.getByRole('main');
}
