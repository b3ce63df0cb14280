import { cartEndpoints, cartSchema, idempotencyKeyHeader, purchaseEndpoints } from '#contract/cart.ts';
import { immediateDeliveryConsent } from '#contract/consent.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { type OrderSummary, orderEndpoints } from '#contract/orders.ts';
import { reviewMessages } from '#contract/reviews.ts';
import { type StoreSearchAnswer, storeEndpoints } from '#contract/store.ts';
import { adminInOwnBrowser } from './support/admin.ts';
import { freshAccount, signIn, watchAuthorization } from './support/steamSandbox.ts';
import { type Browser, expect, type Page, test } from './support/test.ts';

/**
 * Reviews (issue 6) against the real server and its sandboxes: only a customer whose order was delivered may
 * write one, it waits for a moderator, and once published it is on /reviews. No mocks.
 */

/** Tells this run's review apart from earlier runs' on a kept server. */
const runId = Date.now().toString(36);

const reviewForm = (page: Page) => page.getByRole('form', { name: 'Leave a review' });

async function writeReview(page: Page, comment: string, score: string) {
  const form = reviewForm(page);
  await form.getByRole('textbox', { name: 'Your comment' }).fill(comment);
  // The radio itself is visually hidden: the customer clicks its label.
  await form.getByRole('radiogroup').getByText(score, { exact: true }).click();
  await form.getByRole('button', { name: 'Submit review' }).click();
}

/**
 * Buys one skin as the API's client would (cart add, inventory check, purchase with an Idempotency-Key), pays on
 * the sandbox checkout page, and waits for the sandbox trade bot to deliver it.
 */
async function buyAndReceiveOneSkin(page: Page, authorization: string) {
  const request = page.request;
  const headers = { authorization };
  const search = await request.get(`/api/${endpointPath(storeEndpoints.search)}`, {
    params: { game: 'rust', page: 2 },
  });
  const { items }: StoreSearchAnswer = await search.json();
  // Another suite on this server may be buying the first ones.
  const skin = items[Math.floor(Math.random() * items.length)];
  if (!skin) throw new Error('the store has no rust items');
  expect(
    (await request.post(`/api/${endpointPath(cartEndpoints.add)}`, { headers, data: { skin_id: skin.id } })).ok(),
  ).toBe(true);
  const inventory = await request.get(`/api/${endpointPath(purchaseEndpoints.inventoryOpen)}`, { headers });
  expect(await inventory.json()).toEqual({ inventory_open: true });
  // The cart's total as the cart page shows it: the purchase is confirmed at that price.
  const cart = cartSchema.parse(
    await (await request.get(`/api/${endpointPath(cartEndpoints.cart)}`, { headers })).json(),
  );
  const purchase = await request.post(`/api/${endpointPath(purchaseEndpoints.cartPurchase, { id: 1 })}`, {
    headers: { ...headers, [idempotencyKeyHeader]: `review-e2e-${runId}` },
    data: {
      total: cart.total_price,
      currency: cart.currency,
      immediate_delivery_consent: immediateDeliveryConsent.version,
    },
  });
  expect(purchase.ok()).toBe(true);
  const { checkout_url: checkoutUrl }: { checkout_url: string } = await purchase.json();

  await page.goto(checkoutUrl);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect
    .poll(
      async () => {
        const orders: OrderSummary[] = await (
          await request.get(`/api/${endpointPath(orderEndpoints.orders)}`, { headers })
        ).json();
        return orders.map((order) => order.status);
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toEqual(['delivered']);
}

/** What a visitor sees on /reviews now: a new browser, so nothing cached from an earlier visit. */
async function visitorSeesReview(browser: Browser, comment: string): Promise<boolean> {
  const visitor = await browser.newPage();
  await visitor.goto('/reviews');
  await expect(visitor.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await expect(visitor.getByRole('list', { name: 'Published reviews' })).toBeVisible();
  const shown = (await visitor.getByText(comment).count()) > 0;
  await expect(visitor.getByRole('link', { name: 'Sign in to leave a review' })).toBeVisible();
  await visitor.close();
  return shown;
}

test('a signed-in user without a delivered order is refused with a clear message', async ({ page }) => {
  await signIn(page, freshAccount('No Order Nora'));
  await page.goto('/reviews');
  await writeReview(page, 'I have not bought anything yet but I like the site.', '7');
  const refusal = 'Only customers with a delivered order can leave a review.';
  // Said once, in the toast: the form keeps the text for later.
  await expect(page.getByText(refusal)).toHaveCount(1);
  // What was written stays for later.
  await expect(reviewForm(page).getByRole('textbox', { name: 'Your comment' })).toHaveValue(
    'I have not bought anything yet but I like the site.',
  );
});

test('a delivered customer’s review is published by a moderator, then shown on /reviews', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const authorization = watchAuthorization(page);
  const rita = freshAccount('Rita Reviews');
  const { name } = rita;
  await signIn(page, rita);
  await buyAndReceiveOneSkin(page, authorization());

  await page.goto('/reviews');
  // The offensive-word check refuses the first try; nothing is stored, the customer rephrases.
  await writeReview(page, 'The bot was sh1t slow but the skin arrived in the end.', '6');
  await expect(page.getByText(reviewMessages.offensive)).toHaveCount(1);
  const comment = `Run ${runId}: the Rust skin arrived within a minute, exactly as shown.`;
  await writeReview(page, comment, '9');
  // Said in the toast and above the fresh form.
  await expect(page.getByRole('status').filter({ hasText: reviewMessages.submitted })).toHaveCount(2);
  await expect(reviewForm(page).getByRole('textbox', { name: 'Your comment' })).toHaveValue('');
  // One review waits at a time.
  await writeReview(page, 'A second review while the first one is still waiting.', '8');
  await expect(page.getByText(reviewMessages.alreadyPending)).toHaveCount(1);

  expect(await visitorSeesReview(browser, comment)).toBe(false);

  const admin = await adminInOwnBrowser(browser);
  await admin.getByRole('banner').getByRole('button', { name: 'admin', exact: true }).click();
  await admin.getByRole('menuitem', { name: 'Review moderation' }).click();
  await expect(admin).toHaveURL(/\/profile\/admin\/reviews$/);
  await expect(admin.getByRole('heading', { name: 'Review moderation', level: 1 })).toBeVisible();
  const pending = admin.getByRole('article', { name });
  await expect(pending).toContainText(comment);
  await expect(pending.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
  await pending.getByRole('button', { name: `Publish the review by ${name}` }).click();
  await expect(admin.getByText(reviewMessages.published)).toBeVisible();
  await expect(admin.getByRole('article', { name })).toHaveCount(0);
  await admin.close();

  // The reviews page a visitor gets may have been drawn a few seconds ago (README "First paint").
  await expect.poll(() => visitorSeesReview(browser, comment), { timeout: 10_000 }).toBe(true);
});
