import { readFile } from 'node:fs/promises';
import { extractText } from 'unpdf';
import {
  cartEndpoints,
  cartSchema,
  idempotencyKeyHeader,
  purchaseAnswerSchema,
  purchaseEndpoints,
} from '#contract/cart.ts';
import { immediateDeliveryConsent } from '#contract/consent.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { preferencesEndpoints } from '#contract/preferences.ts';
import { aSkinOnSale } from './support/checkout.ts';
import { freshAccount, signIn, watchAuthorization } from './support/steamSandbox.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * What an order tells a buyer who reads the shop in French (issue #26), against the real server and its sandboxes:
 * the footer's language becomes the language of their e-mails, the order page follows the delivery by the server's
 * push with no polling, the receipt downloads as a French PDF, and the sandbox mailbox holds each order e-mail once,
 * in French.
 */

/** The bank card (server/db/migrations/001_core.sql). */
const cardGateway = 1;
const orderDetailRequest = /\/api\/payments\/orders\/\d+\/(\?.*)?$/;
const orderStreamRequest = /\/api\/payments\/orders\/events\/$/;

/** The requests `page` makes whose address matches `pattern`, as they are made. */
function recordRequests(page: Page, pattern: RegExp): string[] {
  const made: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && pattern.test(request.url())) made.push(request.url());
  });
  return made;
}

/** Buys one skin through the API with the page's token and the consent, as the cart page would. */
async function buyOneSkin(page: Page, authorization: string): Promise<{ orderId: number; checkoutUrl: string }> {
  const skin = await aSkinOnSale(page.request, 'csgo');
  const headers = { authorization };
  expect(
    (
      await page.request.post(`/api/${endpointPath(cartEndpoints.add)}`, { headers, data: { skin_id: skin.id } })
    ).status(),
  ).toBe(200);
  const cart = cartSchema.parse(
    await (await page.request.get(`/api/${endpointPath(cartEndpoints.cart)}`, { headers })).json(),
  );
  const bought = await page.request.post(`/api/${endpointPath(purchaseEndpoints.cartPurchase, { id: cardGateway })}`, {
    headers: { ...headers, [idempotencyKeyHeader]: `e2e-notices-${Date.now()}` },
    data: {
      total: cart.total_price,
      currency: cart.currency,
      immediate_delivery_consent: immediateDeliveryConsent.version,
    },
  });
  expect(bought.status()).toBe(200);
  const answer = purchaseAnswerSchema.parse(await bought.json());
  return { orderId: answer.order_id, checkoutUrl: answer.checkout_url };
}

test('a buyer reading in French follows the delivery live, downloads the receipt and gets each e-mail once, in French', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const authorization = watchAuthorization(page);
  await signIn(page, freshAccount('Notified Noémie'));

  // The footer's language becomes the buyer's: saved to their preferences as the site switches.
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' && response.url().endsWith(`/api/${preferencesEndpoints.update.path}`),
  );
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: /Language/ })
    .click();
  await page.getByRole('option', { name: 'Français' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  const { orderId, checkoutUrl } = await buyOneSkin(page, authorization());
  const detailReads = recordRequests(page, orderDetailRequest);
  const streams = recordRequests(page, orderStreamRequest);
  await page.goto(`/profile/orders/${orderId}`);
  let reloads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads += 1;
  });
  await expect(page.getByRole('heading', { level: 1, name: /^Commande n°\s?\d+$/ })).toBeVisible();
  const status = page.getByRole('status').filter({ hasText: 'Statut :' });
  await expect(status).toHaveText('Statut : En attente de paiement');

  // The buyer pays in another tab, as when the checkout opens beside the shop.
  const checkout = await page.context().newPage();
  await checkout.goto(checkoutUrl);
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(checkout).toHaveURL(/\/payment\/\d+\?outcome=paid$/);
  await checkout.close();

  // The page moves on in place as the payment lands, the bot sends the offer and the sandbox buyer accepts it.
  const seen = new Set<string>();
  await expect
    .poll(
      async () => {
        const text = (await status.textContent()) ?? '';
        seen.add(text);
        return text;
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBe('Statut : Livrée');
  expect(reloads).toBe(0);
  expect(seen.size).toBeGreaterThan(1);
  const code = await page.getByRole('textbox', { name: 'Code de commande' }).inputValue();
  expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  expect(streams.length).toBeGreaterThanOrEqual(1);
  // Read once as the page opened and once per pushed change (paid, Steam Guard, offer sent, delivered), never by
  // polling: the push carried it.
  expect(detailReads.length).toBeLessThanOrEqual(6);
  // Delivered, nothing moves: the page asks nothing more, where polling would ask every 3 s.
  const readsWhenDelivered = detailReads.length;
  await page.waitForTimeout(7_000);
  expect(detailReads.length).toBe(readsWhenDelivered);

  // The receipt, in the buyer's language, with the consent they gave.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le reçu (PDF)' }).click();
  const receipt = await download;
  expect(receipt.suggestedFilename()).toMatch(/^SkinsMarket-recu-R-\d{6}\.pdf$/);
  const { text: pdfText } = await extractText(new Uint8Array(await readFile((await receipt.path()) ?? '')), {
    mergePages: true,
  });
  // The PDF's lines wrap where the page ends them.
  const text = pdfText.replace(/\s+/g, ' ');
  expect(text).toContain('Reçu');
  expect(text).toContain(`${code} (#${orderId})`);
  expect(text).toContain(immediateDeliveryConsent.text.fr);

  // The sandbox mailbox: payment, trade offer, delivery, each once and in French (the worker sends within seconds).
  const subjects = [
    `Paiement reçu pour la commande ${code}`,
    `Votre offre d’échange pour la commande ${code} vous attend sur Steam`,
    `La commande ${code} est livrée`,
  ];
  await expect(async () => {
    await page.goto('/sandbox/mail/');
    const mails = page.getByRole('article').filter({ hasText: code });
    await expect(mails.getByRole('heading')).toHaveText(subjects.toReversed(), { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
});
