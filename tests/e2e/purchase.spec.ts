import {
  agreeBeforeBuying,
  agreeToTerms,
  aSkinOnSale,
  buyButton,
  cartRows,
  consentCheckbox,
  consentToImmediateDelivery,
  myOrders,
  onSandboxCheckout,
  paidStatus,
  shopperAtCart,
  termsCheckbox,
} from './support/checkout.ts';
import { demoAccounts, freshAccount, signIn, watchAuthorization } from './support/steamSandbox.ts';
import { type Browser, expect, type Page, test } from './support/test.ts';

/**
 * Buying (issue 5) against the real server and its sandboxes: the Steam sign-in, the inventory check, the
 * purchase with its Idempotency-Key, the sandbox gateway's checkout page and its signed webhook. No mocks.
 */

const { pete, hana } = demoAccounts;

const storeCards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('article') })
    .getByRole('article');

const cartButton = (page: Page) => page.getByRole('button', { name: /^Shopping cart/ });

/**
 * Adds the first `count` items of a store page the shopper does not have yet, one at a time (the cart takes one
 * change at a time), and returns their names.
 */
async function addItems(page: Page, count: number): Promise<string[]> {
  const names: string[] = [];
  const grid = page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('article') });
  await expect(grid).not.toHaveAttribute('aria-busy');
  for (let added = 0; added < count; added += 1) {
    const card = storeCards(page)
      .filter({ has: page.getByRole('button', { name: 'Add to cart' }) })
      .first();
    const name = (await card.getAttribute('aria-label')) ?? '';
    // Two listings of one skin can share a name: the card is found again by its own product link.
    const productHref = (await card.getByRole('link').getAttribute('href')) ?? '';
    await card.getByRole('button', { name: 'Add to cart' }).click();
    const sameCard = storeCards(page).filter({ has: page.locator(`a[href="${productHref}"]`) });
    await expect(sameCard.getByRole('button', { name: 'In cart' })).toBeVisible();
    names.push(name);
  }
  return names;
}

test('buys two items from a filtered store through the sandbox checkout and sees the order', async ({ page }) => {
  const authorization = watchAuthorization(page);
  await signIn(page, freshAccount('Two Items Tess'));
  await page.goto('/cs-store');
  const factoryNew = page.getByRole('checkbox', { name: 'Factory New' });
  await factoryNew.focus();
  await factoryNew.press('Space');
  await expect.poll(() => new URL(page.url()).searchParams.get('exterior')).toBe('["factory_new"]');
  await expect(storeCards(page).first()).toContainText('Factory New');
  const names = await addItems(page, 2);
  await expect(cartButton(page)).toHaveAccessibleName('Shopping cart, 2 items');

  await page.goto('/cart');
  await expect(cartRows(page)).toHaveCount(2);
  for (const name of names)
    await expect(cartRows(page).and(page.getByRole('article', { name, exact: true }))).toBeVisible();
  const total = Number(await page.getByRole('main').locator('dd data[value]').getAttribute('value'));
  expect(total).toBeGreaterThan(0);

  // Spec §5: without the agreement, the error shows at the checkbox and in a toast.
  await buyButton(page).click();
  await expect(termsCheckbox(page)).toHaveAccessibleDescription(/Can't purchase. You should agree to the terms./);
  await expect(page.getByText("Can't purchase. You should agree to the terms.")).toHaveCount(2);

  await agreeToTerms(page);
  // Issue #26: the terms alone are not enough; the consent to immediate delivery is asked for at its own box, and
  // nothing is ordered without it.
  await buyButton(page).click();
  await expect(consentCheckbox(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('main').getByText("Can't purchase. Ask for immediate delivery first.")).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  expect(await myOrders(page.request, authorization())).toEqual([]);
  await consentToImmediateDelivery(page);
  // react-aria draws the circle over the native input: a shopper clicks the method's name.
  await page.getByRole('radiogroup', { name: 'Payment method' }).getByText('SEPA bank transfer').click();
  await expect(page.getByRole('radio', { name: 'SEPA bank transfer' })).toBeChecked();
  await buyButton(page).click();

  const checkout = await onSandboxCheckout(page);
  await expect(checkout).toContainText(total.toFixed(2));
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/payment\/\d+\?outcome=paid$/);

  await expect
    .poll(async () => {
      const orders = await myOrders(page.request, authorization());
      return orders.map((order) => ({ status: order.status, skins: order.skins.map((skin) => skin.name).sort() }));
    })
    .toEqual([{ status: expect.stringMatching(paidStatus), skins: [...names].sort() }]);
  // The cart was emptied by the purchase.
  await expect(cartButton(page)).toHaveAccessibleName('Shopping cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment received' })).toBeVisible();
});

test('a private Steam inventory stops the purchase before any order is made', async ({ page }) => {
  const authorization = watchAuthorization(page);
  await signIn(page, pete);
  await page.goto('/cs-store');
  const [name] = await addItems(page, 1);

  await page.goto('/cart');
  await expect(cartRows(page).and(page.getByRole('article', { name, exact: true }))).toBeVisible();
  await agreeBeforeBuying(page);
  await buyButton(page).click();
  await expect(page.getByText('Open your STEAM inventory first')).toHaveCount(2);
  await expect(page).toHaveURL(/\/cart$/);
  expect(await myOrders(page.request, authorization())).toEqual([]);
  await expect(cartRows(page)).toHaveCount(1);
});

test('a buyer whose offers Steam would hold is told so before paying, and nothing is ordered', async ({ page }) => {
  const authorization = watchAuthorization(page);
  await signIn(page, hana);
  await page.goto('/cs-store');
  await addItems(page, 1);

  await page.goto('/cart');
  await agreeBeforeBuying(page);
  await buyButton(page).click();
  await expect(
    page.getByText(
      'Your Steam account would hold this trade for 15 days: turn on the Steam Guard Mobile Authenticator first.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  expect(await myOrders(page.request, authorization())).toEqual([]);
  await expect(cartRows(page)).toHaveCount(1);
});

test('a cancelled checkout releases the item, which can be bought again with Buy now', async ({ page }) => {
  const authorization = watchAuthorization(page);
  await signIn(page, freshAccount('Cancelling Camille'));
  await page.goto('/cs-store');
  const [name] = await addItems(page, 1);
  const productHref = await page
    .getByRole('article', { name, exact: true })
    .filter({ has: page.getByRole('button', { name: 'In cart' }) })
    .getByRole('link')
    .getAttribute('href');

  await page.goto('/cart');
  await agreeBeforeBuying(page);
  await buyButton(page).click();
  const checkout = await onSandboxCheckout(page);
  await checkout.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL(/\/payment\/\d+\?outcome=cancelled$/);
  await expect
    .poll(async () => (await myOrders(page.request, authorization())).map((order) => order.status))
    .toEqual(['payment_expired']);

  // Released: on sale again, and this shopper buys it now from its product page.
  await page.goto(productHref ?? '/');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Buy now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy now' });
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(dialog.getByRole('checkbox', { name: /^I agree to the Terms/ })).toHaveAccessibleDescription(
    /Can't purchase. You should agree to the terms./,
  );
  await expect(consentCheckbox(dialog)).toHaveAccessibleDescription(
    /Can't purchase. Ask for immediate delivery first./,
  );
  await agreeBeforeBuying(dialog);
  await dialog.getByRole('button', { name: 'Pay' }).click();
  const secondCheckout = await onSandboxCheckout(page);
  await secondCheckout.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL(/\/payment\/\d+\?outcome=paid$/);
  await expect
    .poll(async () => (await myOrders(page.request, authorization())).map((order) => order.status))
    .toEqual(expect.arrayContaining(['payment_expired', expect.stringMatching(paidStatus)]));
});

test('a double click on Buy makes exactly one order', async ({ page }) => {
  const authorization = watchAuthorization(page);
  await signIn(page, freshAccount('Double Click Dan'));
  const ordersBefore = (await myOrders(page.request, authorization())).length;
  await page.goto('/rust-store');
  await addItems(page, 1);

  await page.goto('/cart');
  await agreeBeforeBuying(page);
  await buyButton(page).dblclick();
  await onSandboxCheckout(page);
  expect(await myOrders(page.request, authorization())).toHaveLength(ordersBefore + 1);
});

/** A shopper in a browser of their own, on /cart with the skin in their cart and the terms agreed. */
async function shopperInOwnBrowser(browser: Browser, name: string, skinId: number): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await shopperAtCart(page, name, skinId);
  return page;
}

test('two shoppers race for one skin: one reaches the checkout, the other reads that it was just sold', async ({
  browser,
  request,
}) => {
  // Two first sign-ins (with their profile forms) before the race.
  test.setTimeout(180_000);
  const skin = await aSkinOnSale(request, 'rust');
  const shoppers = [
    await shopperInOwnBrowser(browser, 'Racing Rita', skin.id),
    await shopperInOwnBrowser(browser, 'Racing Rob', skin.id),
  ];

  // Both press Buy at the same moment.
  await Promise.all(shoppers.map((page) => buyButton(page).click()));

  const reachedCheckout = (page: Page) => /\/sandbox\/payments\/checkout\//.test(page.url());
  const justSold = 'Just sold: another buyer got a skin of your cart a moment ago. It has left your cart.';
  await expect
    .poll(async () =>
      Promise.all(
        shoppers.map(async (page) =>
          reachedCheckout(page)
            ? 'checkout'
            : (await page.getByText(/The price changed/).count()) > 0
              ? 'price changed'
              : (await page.getByText(justSold).count()) > 0
                ? 'just sold'
                : 'waiting',
        ),
      ),
    )
    .toEqual(expect.arrayContaining(['checkout', 'just sold']));

  const loser = shoppers.find((page) => !reachedCheckout(page)) as Page;
  const winner = shoppers.find(reachedCheckout) as Page;
  await onSandboxCheckout(winner);
  // The loser read "just sold" (above, in the toast) and never a price change; the skin has left their cart.
  await expect(loser.getByText(/The price changed/)).toHaveCount(0);
  await expect(cartRows(loser)).toHaveCount(0);
  await expect(cartButton(loser)).toHaveAccessibleName('Shopping cart');
  for (const page of shoppers) await page.context().close();
});
