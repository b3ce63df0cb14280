import { freshAccount, signIn } from './support/steamSandbox.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * The cart (issue 5) against the real server: a visitor is asked to sign in; a shopper signed in through the
 * sandbox Steam page fills the cart from a store, reads it in the header dropdown and takes an item out.
 */

const storeCards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
    .getByRole('article');
const headerCart = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Shopping cart/ });
const dropdown = (page: Page) => page.getByRole('dialog', { name: 'Shopping Cart' });

test('a visitor who presses Add to cart is asked to log in, and nothing is added', async ({ page }) => {
  await page.goto('/cs-store');
  const card = storeCards(page).first();
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('You need to login first')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(headerCart(page)).toHaveCount(0);
});

test('a shopper adds two items from a store, sees them in the header cart with the total, and removes one', async ({
  page,
}) => {
  await signIn(page, freshAccount('Cart Journey'));
  await page.goto('/cs-store');
  await expect(headerCart(page)).toHaveAccessibleName('Shopping cart');

  const [first, second] = [storeCards(page).nth(0), storeCards(page).nth(1)];
  const names: string[] = [];
  const prices: number[] = [];
  for (const card of [first, second]) {
    names.push(await card.getByRole('heading').innerText());
    prices.push(Number(await card.locator('data[value]').getAttribute('value')));
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await expect(card.getByRole('button', { name: 'In cart' })).toBeEnabled();
  }
  await expect(page.getByText('Skin added to cart').first()).toBeVisible();

  await expect(headerCart(page)).toHaveAccessibleName('Shopping cart, 2 items');
  await expect(headerCart(page)).toHaveText('2');

  await headerCart(page).click();
  const cart = dropdown(page);
  await expect(cart.getByRole('listitem')).toHaveCount(2);
  for (const name of names) await expect(cart.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await expect(cart.getByText('2 items')).toBeVisible();
  const total = Math.round(prices.reduce((sum, price) => sum + price, 0) * 100) / 100;
  await expect(cart.locator(`data[value="${total}"]`)).toBeVisible();
  await expect(cart.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');

  await cart.getByRole('button', { name: `Remove ${names[0]}` }).click();
  await expect(page.getByText('Skin removed from cart')).toBeVisible();
  await expect(cart.getByRole('listitem')).toHaveCount(1);
  await expect(cart.getByText('1 item', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(headerCart(page)).toHaveAccessibleName('Shopping cart, 1 item');
  await expect(first.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(second.getByRole('button', { name: 'In cart' })).toBeVisible();

  // The cart is the server's: a reload shows the same.
  await page.reload();
  await expect(headerCart(page)).toHaveAccessibleName('Shopping cart, 1 item');
});
