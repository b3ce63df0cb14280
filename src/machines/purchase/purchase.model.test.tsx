import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import { mswUrl } from '#api/testing.ts';
import { CheckoutNavigationContext } from '#app/cart/checkoutNavigation.ts';
import { createQueryClient } from '#app/queryClient.ts';
import { createAppRouter } from '#app/router.tsx';
import { startSession } from '#app/session/session.ts';
import { SessionProvider } from '#app/session/sessionContext.tsx';
import { keepRouterInStep } from '#app/session/sessionHandle.ts';
import {
  cleanUpApp,
  fakeAccountServer,
  setSessionFlagCookie,
  stubBrowserForApp,
} from '#app/session/sessionTesting.tsx';
import {
  type CartItem,
  cartEndpoints,
  cartPurchaseBodySchema,
  idempotencyKeyHeader,
  purchaseEndpoints,
} from '#contract/cart.ts';
import { immediateDeliveryConsent } from '#contract/consent.ts';
import { listEndpoints } from '#contract/lists.ts';
import { playModel, suiteMockServer } from '#test/modelSuite.ts';
import { cartOf, cartSkins } from '../cart/cart.fixtures.ts';
import { purchaseModel } from './purchase.model.ts';

/**
 * The model-based suite: every path through the shopper's view of buying (purchase.model.ts) is played on the
 * whole app at /cart (router, header, real session, cart and purchase machines, real API client), with the
 * server played by msw. The only stand-in is the browser's trip to the checkout page, which jsdom cannot take.
 */

const server = suiteMockServer();

const { redline, asiimov } = cartSkins;
const checkoutOrigin = 'https://pay.example.com';
const checkoutUrl = `${checkoutOrigin}/checkout/cs_sandbox_1`;
const successMessage = 'Order created, waiting for payment';
const termsError = "Can't purchase. You should agree to the terms.";
const consentError = "Can't purchase. Ask for immediate delivery first.";
const consentBody = { immediate_delivery_consent: immediateDeliveryConsent.version };
const inventoryClosed = 'Open your STEAM inventory first';
const justSoldMessage = 'Just sold: another buyer got a skin of your cart a moment ago. It has left your cart.';
const gateways = [
  { id: 1, method_name: 'Bank card', image: '/api/static/images/gateways/card.svg' },
  { id: 2, method_name: 'SEPA bank transfer', image: '/api/static/images/gateways/sepa.svg' },
];

interface Pending {
  promise: Promise<Response>;
  resolve: (answer: Response) => void;
}

/** An answer the model's `steam.*` and `server.*` events give later. */
function pendingAnswer(): Pending {
  let resolve: Pending['resolve'] = () => {};
  const promise = new Promise<Response>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** The shop's server for this page: the cart, the inventory check and the purchase, as contract/cart.ts says. */
function fakeShopServer() {
  const state = {
    items: [redline, asiimov] as CartItem[],
    cartLoads: 0,
    inventoryChecks: 0,
    purchases: [] as { gatewayId: number; idempotencyKey: string | null; body: unknown }[],
    inventory: pendingAnswer(),
    purchase: pendingAnswer(),
  };
  const handlers = [
    http.get(mswUrl(cartEndpoints.cart), () => {
      state.cartLoads += 1;
      return HttpResponse.json(cartOf(state.items));
    }),
    http.get(mswUrl(purchaseEndpoints.inventoryOpen), () => {
      state.inventoryChecks += 1;
      return state.inventory.promise;
    }),
    http.post(mswUrl(purchaseEndpoints.cartPurchase), async ({ request, params }) => {
      const body = cartPurchaseBodySchema.parse(await request.json());
      state.purchases.push({
        gatewayId: Number(params.id),
        idempotencyKey: request.headers.get(idempotencyKeyHeader),
        body,
      });
      // As the server does inside the purchase: the total the shopper saw must be the cart's total now.
      const now = cartOf(state.items);
      if (body.total !== now.total_price || body.currency !== now.currency) {
        return HttpResponse.json(
          {
            message: 'The price changed since you saw it',
            locked_skins: [],
            reason: 'price_changed',
            price: { amount: now.total_price, currency: now.currency },
          },
          { status: 409 },
        );
      }
      return state.purchase.promise;
    }),
    http.get(mswUrl(purchaseEndpoints.checkoutOrigins), () => HttpResponse.json({ origins: [checkoutOrigin] })),
    http.get(mswUrl(listEndpoints.paymentGateways), () => HttpResponse.json(gateways)),
  ];
  return { state, handlers };
}

let account: ReturnType<typeof fakeAccountServer>;
let shop: ReturnType<typeof fakeShopServer>;
let stopApp: (() => void) | undefined;
let navigateToCheckout: ReturnType<typeof vi.fn<(url: string) => void>>;

beforeEach(() => {
  account = fakeAccountServer();
  account.state.hasSession = true;
  shop = fakeShopServer();
  server.use(...account.handlers);
  server.use(...shop.handlers);
  setSessionFlagCookie(true);
  navigateToCheckout = vi.fn<(url: string) => void>();
  stubBrowserForApp();
});

afterEach(() => {
  cleanUpApp(stopApp);
  setSessionFlagCookie(false);
});

/** The whole app at /cart, signed in, with the checkout trip recorded instead of taken. */
function renderCartPage() {
  const queryClient = createQueryClient();
  const { handle: session, stop } = startSession({ queryClient });
  const router = createAppRouter({ queryClient, i18n, session }, createMemoryHistory({ initialEntries: ['/cart'] }));
  const stopRouterSync = keepRouterInStep(session, router);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider value={session}>
          <CheckoutNavigationContext value={navigateToCheckout}>
            <RouterProvider router={router} />
          </CheckoutNavigationContext>
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  stopApp = () => {
    stopRouterSync();
    stop();
  };
}

const rows = () => within(screen.getByRole('list', { name: 'Items in your cart' })).getAllByRole('article');
const row = (item: CartItem) => screen.getByRole('article', { name: item.name });
const termsBox = () =>
  screen.getByRole<HTMLInputElement>('checkbox', { name: 'I agree to the Terms of Use and the Privacy Policy' });
const consentBox = () => screen.getByRole<HTMLInputElement>('checkbox', { name: immediateDeliveryConsent.text.en });
const buyButton = () =>
  within(screen.getByRole('region', { name: 'Order summary' })).getByRole('button', { name: /Buy/ });
const shownTotal = () =>
  Number(
    within(screen.getByRole('region', { name: 'Order summary' }))
      .getAllByRole('definition')[1]
      ?.querySelector('data')?.value,
  );
const lockReason = /This item can no longer be bought/;

/** The text a screen reader reads after a field's name: its hint or its error. */
const descriptionOf = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

async function expectBuyPending() {
  await waitFor(() => within(buyButton()).getByRole('progressbar', { name: 'Loading' }));
}

async function expectBuyReady() {
  await waitFor(() => expect(within(buyButton()).queryByRole('progressbar')).toBeNull());
}

describe('purchase, model-based', () => {
  playModel(purchaseModel, {
    async open(user) {
      renderCartPage();
      // The first path also loads the pages' code, which takes longer than a usual wait.
      await screen.findByRole('list', { name: 'Items in your cart' }, { timeout: 10_000 });
      await screen.findByRole('radio', { name: 'Bank card' });
      const totalAtFirst = shownTotal();
      let checksBefore = 0;
      let purchasesBefore = 0;
      let loadsBefore = 0;

      return {
        events: {
          'shopper.agree': async () => {
            await user.click(termsBox());
          },
          'shopper.consent': async () => {
            await user.click(consentBox());
          },
          'shopper.buy': async () => {
            checksBefore = shop.state.inventoryChecks;
            purchasesBefore = shop.state.purchases.length;
            loadsBefore = shop.state.cartLoads;
            shop.state.inventory = pendingAnswer();
            shop.state.purchase = pendingAnswer();
            // Shoppers double click: it must still be one attempt and one order.
            await user.dblClick(buyButton());
          },
          'market.reprice': async () => {
            shop.state.items = [{ ...redline, price: 40 }, asiimov];
          },
          'steam.inventoryOpen': async () => {
            shop.state.inventory.resolve(HttpResponse.json({ inventory_open: true }));
          },
          'steam.inventoryClosed': async () => {
            shop.state.inventory.resolve(HttpResponse.json({ inventory_open: false }));
          },
          'server.accept': async () => {
            shop.state.items = [];
            shop.state.purchase.resolve(
              HttpResponse.json({ checkout_url: checkoutUrl, message: successMessage, order_id: 7 }),
            );
          },
          'server.acceptUntrusted': async () => {
            shop.state.items = [];
            shop.state.purchase.resolve(
              HttpResponse.json({
                checkout_url: 'https://pay.example.com.evil.com/checkout/cs_sandbox_1',
                message: successMessage,
                order_id: 7,
              }),
            );
          },
          'server.justSold': async () => {
            // Another buyer's order took the Asiimov: the server refuses and takes it out of this cart.
            shop.state.items = [redline];
            shop.state.purchase.resolve(
              HttpResponse.json(
                {
                  message: 'Just sold: another buyer got there first',
                  locked_skins: [asiimov.skin_id],
                  reason: 'just_sold',
                },
                { status: 409 },
              ),
            );
          },
          'server.tradeHeld': async () => {
            shop.state.purchase.resolve(
              HttpResponse.json(
                {
                  message: 'Steam would hold this trade: turn on the Steam Guard Mobile Authenticator before buying',
                  locked_skins: [],
                  reason: 'trade_hold',
                  hold_days: 15,
                },
                { status: 409 },
              ),
            );
          },
        },
        states: {
          reviewing: () => {
            expect(rows()).toHaveLength(2);
            expect(termsBox().checked).toBe(false);
            expect(consentBox().checked).toBe(false);
            expect(shownTotal()).toBe(113.27);
            expect(screen.queryByText(termsError)).toBeNull();
          },
          termsError: async () => {
            await waitFor(() => expect(descriptionOf(termsBox())).toContain(termsError));
            await waitFor(() => expect(descriptionOf(consentBox())).toContain(consentError));
            // At the checkbox and in a toast (one per press; the toaster loads with the first toast).
            await waitFor(() => expect(screen.getAllByText(termsError).length).toBeGreaterThanOrEqual(2));
            await waitFor(() => expect(screen.getAllByText(consentError).length).toBeGreaterThanOrEqual(2));
            expect(shop.state.inventoryChecks).toBe(0);
            expect(shop.state.purchases).toEqual([]);
          },
          termsAgreed: async () => {
            await waitFor(() => expect(termsBox().checked).toBe(true));
            expect(consentBox().checked).toBe(false);
            expect(descriptionOf(termsBox())).not.toContain(termsError);
          },
          consentError: async () => {
            await waitFor(() => expect(descriptionOf(consentBox())).toContain(consentError));
            expect(descriptionOf(termsBox())).not.toContain(termsError);
            await waitFor(() => expect(screen.getAllByText(consentError).length).toBeGreaterThanOrEqual(2));
            expect(shop.state.inventoryChecks).toBe(0);
            expect(shop.state.purchases).toEqual([]);
          },
          agreed: async () => {
            await waitFor(() => expect(termsBox().checked).toBe(true));
            await waitFor(() => expect(consentBox().checked).toBe(true));
            expect(descriptionOf(termsBox())).not.toContain(termsError);
            expect(descriptionOf(consentBox())).not.toContain(consentError);
            expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Bank card' }).checked).toBe(true);
          },
          agreedRepriced: () => {
            expect(termsBox().checked).toBe(true);
            expect(shownTotal()).toBe(totalAtFirst);
          },
          checkingInventory: async () => {
            await expectBuyPending();
            await waitFor(() => expect(shop.state.inventoryChecks).toBe(checksBefore + 1));
          },
          checkingInventoryRepriced: async () => {
            await expectBuyPending();
            await waitFor(() => expect(shop.state.inventoryChecks).toBe(checksBefore + 1));
            expect(shownTotal()).toBe(totalAtFirst);
          },
          inventoryClosed: async () => {
            await waitFor(() => expect(screen.getAllByText(inventoryClosed)).toHaveLength(2));
            await expectBuyReady();
            await waitFor(() => expect(shop.state.cartLoads).toBeGreaterThan(loadsBefore));
            expect(shop.state.purchases).toHaveLength(purchasesBefore);
            expect(navigateToCheckout).not.toHaveBeenCalled();
          },
          priceChanged: async () => {
            await screen.findByText(/The price changed/);
            // The cart reloaded: the page now shows the server's total, and nothing was ordered.
            await waitFor(() => expect(shownTotal()).toBe(118.4));
            await expectBuyReady();
            // One purchase call, carrying the total the page showed, refused by the server.
            expect(shop.state.purchases).toHaveLength(purchasesBefore + 1);
            expect(shop.state.purchases.at(-1)?.body).toEqual({ total: totalAtFirst, currency: 'EUR', ...consentBody });
            expect(navigateToCheckout).not.toHaveBeenCalled();
          },
          ordering: async () => {
            await waitFor(() => expect(shop.state.purchases).toHaveLength(purchasesBefore + 1));
            const purchase = shop.state.purchases.at(-1);
            expect(purchase?.gatewayId).toBe(1);
            expect(purchase?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
            expect(purchase?.body).toEqual({ total: shownTotal(), currency: 'EUR', ...consentBody });
            // One press, no second look at the cart: the server confirms the total inside the purchase.
            expect(shop.state.cartLoads).toBe(loadsBefore);
            await expectBuyPending();
          },
          justSold: async () => {
            await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(justSoldMessage));
            expect(screen.getAllByText(justSoldMessage)).toHaveLength(2);
            expect(screen.queryByText(/The price changed/)).toBeNull();
            // The cart reloaded without the skin that was sold.
            await waitFor(() => expect(screen.queryByRole('article', { name: asiimov.name })).toBeNull());
            expect(within(row(redline)).queryByText(lockReason)).toBeNull();
            await expectBuyReady();
            expect(navigateToCheckout).not.toHaveBeenCalled();
          },
          tradeHeld: async () => {
            await screen.findByText(
              'Your Steam account would hold this trade for 15 days: turn on the Steam Guard Mobile Authenticator first.',
            );
            // The cart is kept as it was; nothing was ordered, and Buy can go again once Steam lifts the hold.
            expect(rows()).toHaveLength(2);
            await expectBuyReady();
            expect(shop.state.purchases).toHaveLength(purchasesBefore + 1);
            expect(navigateToCheckout).not.toHaveBeenCalled();
          },
          untrustedCheckout: async () => {
            await waitFor(() => expect(screen.getAllByText(/not one of our payment providers/)).toHaveLength(2));
            expect(navigateToCheckout).not.toHaveBeenCalled();
            expect(shop.state.purchases).toHaveLength(purchasesBefore + 1);
          },
          redirected: async () => {
            await screen.findByText(successMessage);
            await waitFor(() => expect(navigateToCheckout).toHaveBeenCalledExactlyOnceWith(checkoutUrl));
            expect(shop.state.purchases).toHaveLength(purchasesBefore + 1);
          },
        },
      };
    },
  });
});
