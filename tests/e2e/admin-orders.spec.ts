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
import { adminInOwnBrowser } from './support/admin.ts';
import {
  answerOffersByHand,
  freshAccount,
  offerAwaitingAnswer,
  type SteamAccount,
  signIn,
  watchAuthorization,
} from './support/steamSandbox.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * The back-office for orders (issue 12) against the real server and its sandboxes: an admin places an order
 * paid outside the site and the user sees it delivered; the admin finds it in the list by status, opens it and
 * refunds it; an unpaid order is cancelled and its skin is on sale again. The dashboard's figures follow.
 */

test.describe.configure({ mode: 'serial' });

/** On Create Order: the first skin on offer for `buyer`, paid outside the site; the new order's id and skin. */
async function createPaidOutsideOrder(admin: Page, buyer: SteamAccount) {
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
  const orderId = /#(\d+)/.exec((await created.textContent()) ?? '')?.[1] ?? '';
  expect(orderId).not.toBe('');
  return { orderId, skinName };
}

/** A figure of today's dashboard ("Orders paid", "Skins delivered"), as a number. */
async function todaysFigure(admin: Page, label: string): Promise<number> {
  await admin.goto('/profile/admin?period=today');
  const card = admin
    .getByRole('list', { name: 'Figures of the period' })
    .getByRole('listitem')
    .filter({ has: admin.getByText(label, { exact: true }) });
  const value = (await card.getByRole('paragraph').first().textContent()) ?? '';
  return Number(value.replace(/[^\d.]/g, ''));
}

let buyer: SteamAccount;
let buyerPage: Page;
let orderId: string;

test('an admin creates a "paid outside" order for a user, who sees it delivered in My Orders', async ({ browser }) => {
  test.setTimeout(150_000);
  buyer = freshAccount('Outside Oscar');
  buyerPage = await (await browser.newContext()).newPage();
  await signIn(buyerPage, buyer);

  const admin = await adminInOwnBrowser(browser);
  const deliveredBefore = await todaysFigure(admin, 'Skins delivered');
  const created = await createPaidOutsideOrder(admin, buyer);
  orderId = created.orderId;
  const { skinName } = created;

  await buyerPage.goto('/profile?tab=orders');
  const row = buyerPage
    .getByRole('grid', { name: 'My Orders' })
    .getByRole('row')
    .filter({ has: buyerPage.getByRole('link', { name: `Order #${orderId}` }) });
  await expect(row).toContainText(skinName);
  // My Orders follows the server's push: the row turns to delivered with no reload.
  await expect(row).toContainText('Delivered', { timeout: 45_000 });
  // The dashboard counts the skin the moment it is delivered (other journeys may deliver more meanwhile).
  expect(await todaysFigure(admin, 'Skins delivered')).toBeGreaterThan(deliveredBefore);
  await admin.context().close();
});

test('the admin filters the list by status, opens the order and refunds it with a reason', async ({ browser }) => {
  const admin = await adminInOwnBrowser(browser);
  await admin.goto('/profile/admin/all-orders');
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
    data: {
      total: cart.total_price,
      currency: cart.currency,
      immediate_delivery_consent: immediateDeliveryConsent.version,
    },
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

test('a buyer declines the trade offer; the admin finds the order by status, re-sends it and it is delivered', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const decliner = freshAccount('Declining Dana');
  const shopper = await (await browser.newContext()).newPage();
  await signIn(shopper, decliner);
  await answerOffersByHand(shopper, decliner);

  const admin = await adminInOwnBrowser(browser);
  const { orderId: declinedId } = await createPaidOutsideOrder(admin, decliner);
  const firstOffer = await offerAwaitingAnswer(shopper);
  await expect(firstOffer).toContainText('offer 1');
  await firstOffer.getByRole('button', { name: 'Decline' }).click();
  await expect(shopper.getByRole('listitem').filter({ hasText: 'Trade declined' })).toHaveCount(1);

  // The admin's list, filtered to declined offers: the worker has seen the decline and leaves the order there.
  await admin.goto('/profile/admin/all-orders');
  await admin.getByRole('checkbox', { name: 'Offer declined' }).focus();
  await admin.keyboard.press('Space');
  await admin.getByRole('textbox', { name: 'Buyer' }).fill(decliner.steamId);
  await admin.getByRole('button', { name: 'Apply filters' }).click();
  await expect(admin).toHaveURL(/status=[^&]*offer_declined/);
  // The list follows the server's push: the order joins it once the worker has seen the decline, with no reload.
  const declinedRow = admin.getByRole('rowheader', { name: new RegExp(`^#${declinedId} `) });
  await expect(declinedRow).toHaveCount(1, { timeout: 20_000 });
  await declinedRow.click();
  await expect(admin.getByRole('heading', { level: 1, name: `Order #${declinedId}` })).toBeVisible();
  await expect(admin.getByText('Offer declined').first()).toBeVisible();

  await admin.getByRole('button', { name: 'Re-send trade offer' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Send a new trade offer' });
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('The buyer declined by mistake and wrote to support');
  await dialog.getByRole('button', { name: 'Send the offer' }).click();
  await expect(admin.getByText('A new trade offer is on its way.')).toBeVisible();
  await expect(admin.getByText('New offer requested by an admin')).toBeVisible();

  const secondOffer = await offerAwaitingAnswer(shopper);
  await expect(secondOffer).toContainText('offer 2');
  await secondOffer.getByRole('button', { name: 'Accept trade' }).click();
  await expect(shopper.getByRole('listitem').filter({ hasText: 'Trade accepted' })).toHaveCount(1);

  // The order's page follows the push as well.
  await expect(admin.getByText('Offer accepted by the buyer').first()).toBeVisible({ timeout: 30_000 });
  await admin.context().close();
  await shopper.context().close();
});
