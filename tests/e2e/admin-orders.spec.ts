import { expect, type Page, test } from '@playwright/test';
import {
  cartEndpoints,
  cartSchema,
  idempotencyKeyHeader,
  purchaseAnswerSchema,
  purchaseEndpoints,
} from '#contract/cart.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { storeEndpoints, storeSearchAnswerSchema } from '#contract/store.ts';
import { adminInOwnBrowser } from './support/admin.ts';
import { freshAccount, type SteamAccount, signIn, watchAuthorization } from './support/steamSandbox.ts';

/**
 * The back-office for orders (issue 12) against the real server and its sandboxes: an admin places an order
 * paid outside the site and the user sees it delivered; the admin finds it in the list by status, opens it and
 * refunds it; an unpaid order is cancelled and its skin is on sale again.
 */

test.describe.configure({ mode: 'serial' });

let buyer: SteamAccount;
let buyerPage: Page;
let orderId: string;

test('an admin creates a "paid outside" order for a user, who sees it delivered in My Orders', async ({ browser }) => {
  test.setTimeout(90_000);
  buyer = freshAccount('Outside Oscar');
  buyerPage = await (await browser.newContext()).newPage();
  await signIn(buyerPage, buyer);

  const admin = await adminInOwnBrowser(browser);
  await admin.goto('/profile/admin/create-order');
  await expect(admin.getByRole('heading', { level: 1, name: 'Create Order' })).toBeVisible();
  await admin.getByRole('combobox', { name: 'User' }).fill(buyer.name.slice(0, 12));
  await admin.getByRole('option', { name: new RegExp(buyer.steamId) }).click();
  const firstSkin = admin.getByRole('button', { name: /^Add / }).first();
  const skinName = (await firstSkin.getAttribute('aria-label'))?.replace(/^Add /, '') ?? '';
  await firstSkin.click();
  await expect(admin.getByRole('button', { name: `Remove ${skinName}` })).toBeVisible();
  await expect(admin.getByRole('radio', { name: /Paid outside the site/ })).toBeChecked();
  await admin.getByRole('button', { name: 'Create the order' }).click();
  await expect(admin.getByText('The order was created.')).toBeVisible();
  const created = admin.getByRole('status').getByRole('link', { name: /^Order #\d+/ });
  orderId = /#(\d+)/.exec((await created.textContent()) ?? '')?.[1] ?? '';
  expect(orderId).not.toBe('');

  await buyerPage.goto('/profile?tab=orders');
  const row = buyerPage
    .getByRole('grid', { name: 'My Orders' })
    .getByRole('row')
    .filter({ has: buyerPage.getByRole('link', { name: `Order #${orderId}` }) });
  await expect(row).toContainText(skinName);
  await expect
    .poll(
      async () => {
        await buyerPage.reload();
        return row.textContent();
      },
      { timeout: 45_000, intervals: [1000] },
    )
    .toContain('Delivered');
  await admin.context().close();
});

test('the admin filters the list by status, opens the order and refunds it with a reason', async ({ browser }) => {
  const admin = await adminInOwnBrowser(browser);
  // The keyboard, as an admin working through the filters would: the sticky header covers a scrolled box.
  await admin.getByRole('checkbox', { name: 'Delivered' }).focus();
  await admin.keyboard.press('Space');
  await expect(admin.getByRole('checkbox', { name: 'Delivered' })).toBeChecked();
  await admin.getByRole('textbox', { name: 'Buyer' }).fill(buyer.steamId);
  await admin.getByRole('button', { name: 'Apply filters' }).click();
  await expect(admin).toHaveURL(/status=[^&]*delivered/);
  const list = admin.getByRole('grid', { name: 'All orders' });
  await expect(list.getByRole('row')).toHaveCount(2);
  await list.getByRole('rowheader', { name: new RegExp(`^#${orderId} `) }).click();
  await expect(admin).toHaveURL(new RegExp(`/profile/admin/all-orders/${orderId}$`));
  await expect(admin.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  await expect(admin.getByText('Marked paid outside the site')).toBeVisible();
  await expect(admin.getByText('Offer accepted by the buyer')).toBeVisible();
  // Only what a delivered order allows.
  await expect(admin.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(admin.getByRole('button', { name: 'Re-send trade offer' })).toHaveCount(0);

  await admin.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: 'Refund this order' });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('The buyer returned the skin by trade');
  await dialog.getByRole('button', { name: 'Refund the order' }).click();
  await expect(admin.getByText('The order was refunded.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(admin.getByText('Refunded by an admin')).toBeVisible();
  await expect(admin.getByText('The buyer returned the skin by trade').first()).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
  await admin.context().close();
});

test('an unpaid order cancelled by the admin puts its skin back in the store', async ({ browser }) => {
  const authorization = watchAuthorization(buyerPage);
  await buyerPage.goto('/profile?tab=orders');
  const search = await buyerPage.request.get(`/api/${endpointPath(storeEndpoints.search)}`, {
    params: { game: 'rust' },
  });
  const skin = storeSearchAnswerSchema.parse(await search.json()).items[0];
  if (!skin) throw new Error('the demo catalogue has no Rust item');
  // Bought through the cart, at the total the cart shows in the buyer's currency, once the orders page has
  // loaded with the buyer's token.
  await expect(buyerPage.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect
    .poll(() => {
      try {
        return Boolean(authorization());
      } catch {
        return false;
      }
    })
    .toBe(true);
  const headers = { authorization: authorization() };
  await buyerPage.request.post(`/api/${endpointPath(cartEndpoints.add)}`, { headers, data: { skin_id: skin.id } });
  const cart = cartSchema.parse(
    await (await buyerPage.request.get(`/api/${endpointPath(cartEndpoints.cart)}`, { headers })).json(),
  );
  const bought = await buyerPage.request.post(`/api/${endpointPath(purchaseEndpoints.cartPurchase, { id: 1 })}`, {
    headers: { ...headers, [idempotencyKeyHeader]: `e2e-admin-cancel-${Date.now()}` },
    data: { total: cart.total_price, currency: cart.currency },
  });
  expect(bought.status()).toBe(200);
  const unpaid = purchaseAnswerSchema.parse(await bought.json()).order_id;
  const onSale = async () => {
    const answer = await buyerPage.request.get(`/api/${endpointPath(storeEndpoints.search)}`, {
      params: { game: 'rust', search: skin.name },
    });
    return storeSearchAnswerSchema.parse(await answer.json()).items.some((item) => item.id === skin.id);
  };
  expect(await onSale()).toBe(false);

  const admin = await adminInOwnBrowser(browser);
  await admin.goto(`/profile/admin/all-orders?status=awaiting_payment`);
  await admin.getByRole('rowheader', { name: new RegExp(`^#${unpaid} `) }).click();
  await expect(admin.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
  await admin.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Cancel this unpaid order' });
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(dialog.getByText('Give a reason of at least 3 characters')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('Ordered by mistake, said the buyer');
  await dialog.getByRole('button', { name: 'Cancel the order' }).click();
  await expect(admin.getByText('The order was cancelled and its skins are back in the store.')).toBeVisible();
  await expect(admin.getByText('Payment expired', { exact: true }).first()).toBeVisible();
  await expect.poll(onSale).toBe(true);
  await admin.context().close();
});
