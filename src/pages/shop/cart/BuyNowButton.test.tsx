import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mswUrl } from '#api/testing.ts';
import {
  cleanUpApp,
  fakeAccountServer,
  renderApp,
  setSessionFlagCookie,
  stubBrowserForApp,
} from '#app/session/sessionTesting.tsx';
import { cartEndpoints, purchaseEndpoints, skinPurchaseBodySchema } from '#contract/cart.ts';
import { immediateDeliveryConsent } from '#contract/consent.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { listEndpoints } from '#contract/lists.ts';
import { type ProductDetail, storeEndpoints } from '#contract/store.ts';
import { cartOf } from '#machines/cart/cart.fixtures.ts';
import { csFacets } from '#ui/StoreFilters/StoreFilters.fixtures.ts';

/**
 * Buy now on the whole app at a product page, with the server played by msw: the purchase carries the price the
 * page showed and the server refuses a moved price with the new one, which stops the purchase until the shopper
 * has seen it.
 */

const consentBody = { immediate_delivery_consent: immediateDeliveryConsent.version };
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const skinId = 4_711;
const product: ProductDetail = {
  id: skinId,
  game: 'csgo',
  name: 'AK-47 | Redline (Field-Tested)',
  image_url: '/api/static/images/items/ak47_redline.svg',
  price: 12.5,
  currency: 'EUR',
  item_float: '0.253400',
  wear: 'field_tested',
  rarity: 'classified',
  rarity_color: '#d32ce6',
  phase: null,
  stickers: [],
  hold_until: null,
  stattrak: false,
  souvenir: false,
  rare: false,
  name_tag: null,
  available: true,
  weapon: 'AK-47',
  weapon_class: 'rifle',
  finish: 'Redline',
  paint_seed: 412,
  finish_float_range: [0.1, 0.7],
  hero: null,
  slot: null,
  type: null,
  quality: null,
  price_history: [],
  market_history: [],
  similar: [],
};

let account: ReturnType<typeof fakeAccountServer>;
let stopApp: (() => void) | undefined;
/** What the server asks for the skin now, and the purchases it was asked for. */
let shop: { price: number; purchases: unknown[] };

beforeEach(() => {
  account = fakeAccountServer();
  account.state.hasSession = true;
  shop = { price: 12.5, purchases: [] };
  const { apiUrl } = account;
  server.use(
    http.get(apiUrl(endpointPath(storeEndpoints.product, { id: skinId })), () =>
      HttpResponse.json({ ...product, price: shop.price }),
    ),
    http.get(mswUrl(storeEndpoints.filters), () => HttpResponse.json(csFacets)),
    http.get(mswUrl(cartEndpoints.cart), () => HttpResponse.json(cartOf([]))),
    http.get(mswUrl(purchaseEndpoints.inventoryOpen), () => HttpResponse.json({ inventory_open: true })),
    http.get(mswUrl(listEndpoints.paymentGateways), () =>
      HttpResponse.json([{ id: 1, method_name: 'Bank card', image: '/api/static/images/gateways/card.svg' }]),
    ),
    // As the server does: a price that moved is refused with the new one; otherwise the order is made, and the
    // page waits for the checkout: enough to know which skin was bought at which price.
    http.post(apiUrl(endpointPath(purchaseEndpoints.skinPurchase, { id: 1 })), async ({ request }) => {
      const body = skinPurchaseBodySchema.parse(await request.json());
      shop.purchases.push(body);
      if (body.price !== shop.price) {
        return HttpResponse.json(
          {
            message: 'The price changed since you saw it',
            locked_skins: [],
            reason: 'price_changed',
            price: { amount: shop.price, currency: 'EUR' },
          },
          { status: 409 },
        );
      }
      return new Promise<Response>(() => {});
    }),
    ...account.handlers,
  );
  setSessionFlagCookie(true);
  stubBrowserForApp();
});

afterEach(() => {
  cleanUpApp(stopApp);
  setSessionFlagCookie(false);
  server.resetHandlers();
});

async function openBuyNow() {
  const user = userEvent.setup();
  stopApp = renderApp(`/cs-product/${skinId}`).stop;
  // The first render of the whole app (route chunks, session, product) takes a while in jsdom.
  await user.click(await screen.findByRole('button', { name: 'Buy now' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Buy now' });
  await user.click(within(dialog).getByRole('checkbox', { name: /I agree/ }));
  await user.click(within(dialog).getByRole('checkbox', { name: /I ask for my skins to be delivered at once/ }));
  const pay = within(dialog).getByRole('button', { name: 'Pay' });
  await waitFor(() => expect(pay.hasAttribute('disabled')).toBe(false));
  return { user, dialog, pay };
}

describe('Buy now', { timeout: 20_000 }, () => {
  it('pays the price the page showed', async () => {
    const { user, pay } = await openBuyNow();
    await user.click(pay);
    await waitFor(() =>
      expect(shop.purchases).toEqual([{ skin_id: skinId, price: 12.5, currency: 'EUR', ...consentBody }]),
    );
  });

  it('stops when the price went up, shows the new one on the page, and buys at it when Pay is pressed again', async () => {
    const { user, dialog, pay } = await openBuyNow();
    expect(dialog.textContent).toContain('12.50');
    shop.price = 13.1;

    await user.click(pay);
    await within(dialog).findByText(/The price changed/);
    expect(dialog.textContent).toContain('13.10');
    expect(dialog.textContent).toContain('then press Pay again to pay it');
    await waitFor(() => expect(within(dialog).getByText(/AK-47 \| Redline/).textContent).toContain('13.10'));
    // One purchase call, with the price the page showed, refused.
    expect(shop.purchases).toEqual([{ skin_id: skinId, price: 12.5, currency: 'EUR', ...consentBody }]);

    await user.click(pay);
    await waitFor(() => expect(shop.purchases).toHaveLength(2));
    expect(shop.purchases[1]).toEqual({ skin_id: skinId, price: 13.1, currency: 'EUR', ...consentBody });
  });
});
