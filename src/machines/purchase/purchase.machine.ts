import { t } from '@lingui/core/macro';
import { assertEvent, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { isAllowedCheckoutUrl, type PurchaseAnswer } from '../../../contract/cart.ts';
import { fetchCart } from '../../api/cart.ts';
import {
  checkInventoryOpen,
  fetchCheckoutOrigins,
  inventoryCheckFailureOf,
  newIdempotencyKey,
  type PurchaseFailure,
  type PurchaseRequest,
  purchase,
  purchaseFailureOf,
  purchaseSuccessMessage,
} from '../../api/purchase.ts';
import { fetchProduct } from '../../api/store.ts';
import type { PurchaseAttempt, PurchaseContext, PurchaseEvent, PurchaseTag, ShownPrice } from './purchase.types.ts';

const sameRequest = (a: PurchaseRequest, b: PurchaseRequest) =>
  a.kind === b.kind &&
  a.gatewayId === b.gatewayId &&
  (a.kind === 'cart' || (b.kind === 'skin' && a.skinId === b.skinId));

/** Prices travel as numbers with 2 decimals; compare them in cents so 10.1 and 10.10 are one price. */
const samePrice = (a: ShownPrice, b: ShownPrice) =>
  a.currency === b.currency && Math.round(a.amount * 100) === Math.round(b.amount * 100);

/**
 * What the server asks now for what the page showed: the cart's total, or the skin's price in the page's currency.
 * Undefined when the skin is no longer listed: there is no price to compare, and the order attempt says why.
 */
async function currentPrice(attempt: PurchaseAttempt, signal: AbortSignal): Promise<ShownPrice | undefined> {
  if (attempt.request.kind === 'cart') {
    const cart = await fetchCart(signal);
    return { amount: cart.total_price, currency: cart.currency };
  }
  if (!attempt.shownPrice) return undefined;
  const product = await fetchProduct(attempt.request.skinId, attempt.shownPrice.currency, signal);
  return product?.available ? { amount: product.price, currency: product.currency } : undefined;
}

/** DESIGN.md §4: a checkout address outside the allowlist (or an allowlist that cannot be read) is never followed. */
function untrustedCheckoutFailure(): PurchaseFailure {
  return {
    message: t`The payment page's address is not one of our payment providers, so we did not open it. Please contact support.`,
    lockedSkinIds: [],
    outcomeUnknown: false,
  };
}

/** A failed check before the order: nothing was bought, so the next press starts a new attempt. */
/** Spec §8 for the inventory check: Steam unreachable (503) or any other failure; nothing was bought. */
const inventoryCheckFailure = (error: unknown): PurchaseFailure => ({
  message: inventoryCheckFailureOf(error),
  lockedSkinIds: [],
  outcomeUnknown: false,
});

const beforeOrder = (failure: PurchaseFailure): PurchaseFailure => ({ ...failure, outcomeUnknown: false });

/**
 * Buying (spec §4, DESIGN.md §4): the terms must be agreed; the Steam inventory must be open; the price shown (the
 * cart's total, or the one skin's price) is re-confirmed; then one order per attempt (Idempotency-Key), and the
 * browser goes to the gateway's checkout page only when its origin is on the server's allowlist. After every attempt
 * the cart and the listings reload.
 *
 * The toasts, the reloads and the redirect belong to whoever mounts the machine (the /cart page and the
 * product page through usePurchase.ts; tests provide spies); here they are named no-ops.
 */
export const purchaseMachine = setup({
  types: {
    context: {} as PurchaseContext,
    events: {} as PurchaseEvent,
    tags: {} as PurchaseTag,
  },
  actors: {
    checkInventory: fromPromise<boolean>(({ signal }) => checkInventoryOpen(signal)),
    fetchCurrentPrice: fromPromise<ShownPrice | undefined, PurchaseAttempt>(({ input, signal }) =>
      currentPrice(input, signal),
    ),
    placeOrder: fromPromise<PurchaseAnswer, PurchaseAttempt>(({ input, signal }) =>
      purchase(input.request, input.idempotencyKey, signal),
    ),
    fetchCheckoutOrigins: fromPromise<string[]>(({ signal }) => fetchCheckoutOrigins(signal)),
  },
  actions: {
    startAttempt: assign(({ context, event }) => {
      assertEvent(event, 'purchase.buy');
      const unfinished = context.attempt;
      // The same thing bought again after an unknown outcome replays its key: the server answers the same order.
      const idempotencyKey =
        unfinished && sameRequest(unfinished.request, event.request) ? unfinished.idempotencyKey : newIdempotencyKey();
      return {
        attempt: { request: event.request, idempotencyKey, shownPrice: event.shownPrice },
        lockedSkinIds: [],
        failureMessage: undefined,
        changedTotal: undefined,
        checkoutUrl: undefined,
      };
    }),
    rememberChangedTotal: assign({
      changedTotal: (_, params: { price: ShownPrice | undefined }) => params.price?.amount,
    }),
    rememberCheckoutUrl: assign({ checkoutUrl: (_, params: { url: string }) => params.url }),
    rememberFailure: assign(({ context }, failure: PurchaseFailure) => ({
      failureMessage: failure.message,
      lockedSkinIds: failure.lockedSkinIds,
      attempt: failure.outcomeUnknown ? context.attempt : undefined,
    })),
    forgetAttempt: assign({ attempt: undefined }),
    notifyTermsRequired: () => {},
    notifyInventoryClosed: () => {},
    notifySuccess: (_, _params: { message: string }) => {},
    notifyFailure: (_, _params: { message: string }) => {},
    reloadCartAndListings: () => {},
    redirectToCheckout: (_, _params: { url: string }) => {},
  },
  guards: {
    hasAgreedToTerms: ({ event }) => event.type === 'purchase.buy' && event.agreedToTerms,
    isInventoryOpen: (_, params: { isOpen: boolean }) => params.isOpen,
    isOpenWithPriceToConfirm: ({ context }, params: { isOpen: boolean }) =>
      params.isOpen && context.attempt?.shownPrice !== undefined,
    isPriceConfirmed: ({ context }, params: { price: ShownPrice | undefined }) =>
      params.price === undefined ||
      (context.attempt?.shownPrice !== undefined && samePrice(context.attempt.shownPrice, params.price)),
    isCheckoutTrusted: ({ context }, params: { origins: string[] }) =>
      context.checkoutUrl !== undefined && isAllowedCheckoutUrl(context.checkoutUrl, params.origins),
  },
}).createMachine({
  id: 'purchase',
  description: 'Turns a press of Buy into one order and a trip to the gateway’s checkout page (spec §4).',
  context: {
    attempt: undefined,
    lockedSkinIds: [],
    failureMessage: undefined,
    changedTotal: undefined,
    checkoutUrl: undefined,
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'Buy can be pressed; the sub-state says why the last press, if any, did not reach the checkout.',
      initial: 'ready',
      on: {
        'purchase.buy': [
          { guard: 'hasAgreedToTerms', target: 'attempting', actions: 'startAttempt' },
          { target: '.termsRefused', actions: 'notifyTermsRequired' },
        ],
      },
      states: {
        ready: { description: 'Nothing to report.' },
        termsRefused: {
          description: "Spec §5: Buy without agreeing to the terms: 'Can't purchase. You should agree to the terms.'",
          tags: 'termsRefused',
        },
        inventoryClosed: {
          description: "Spec §4: the Steam inventory is private: 'Open your STEAM inventory first'.",
          tags: 'inventoryClosed',
        },
        priceChanged: {
          description:
            'The server’s price differs from the one shown: the shopper sees the new price and decides again.',
          tags: 'priceChanged',
        },
        failed: {
          description:
            'The check or the purchase failed, or the checkout address was not trusted; locked skins are kept.',
          tags: 'failed',
        },
      },
    },
    attempting: {
      description: 'One attempt runs at a time: Buy is pending and further presses are ignored (one order).',
      tags: 'busy',
      initial: 'checkingInventory',
      states: {
        checkingInventory: {
          description:
            'Spec §4: the trade offer goes to the Steam inventory, so it must be public before anything is bought.',
          invoke: {
            id: 'checkInventory',
            src: 'checkInventory',
            onDone: [
              {
                guard: { type: 'isOpenWithPriceToConfirm', params: ({ event }) => ({ isOpen: event.output }) },
                target: 'confirmingPrice',
              },
              {
                guard: { type: 'isInventoryOpen', params: ({ event }) => ({ isOpen: event.output }) },
                target: 'placingOrder',
              },
              {
                target: '#purchase.idle.inventoryClosed',
                actions: ['forgetAttempt', 'notifyInventoryClosed', 'reloadCartAndListings'],
              },
            ],
            onError: {
              target: '#purchase.idle.failed',
              actions: [
                { type: 'rememberFailure', params: ({ event }) => inventoryCheckFailure(event.error) },
                { type: 'notifyFailure', params: ({ event }) => inventoryCheckFailure(event.error) },
                'reloadCartAndListings',
              ],
            },
          },
        },
        confirmingPrice: {
          description:
            'Prices follow the market: the cart’s total or the skin’s price is asked again, so nobody pays more than the page said.',
          invoke: {
            id: 'fetchCurrentPrice',
            src: 'fetchCurrentPrice',
            input: ({ context }) => {
              if (!context.attempt) throw new Error('confirmingPrice needs an attempt');
              return context.attempt;
            },
            onDone: [
              {
                guard: { type: 'isPriceConfirmed', params: ({ event }) => ({ price: event.output }) },
                target: 'placingOrder',
              },
              {
                target: '#purchase.idle.priceChanged',
                actions: [
                  { type: 'rememberChangedTotal', params: ({ event }) => ({ price: event.output }) },
                  'forgetAttempt',
                  'reloadCartAndListings',
                ],
              },
            ],
            onError: {
              target: '#purchase.idle.failed',
              actions: [
                { type: 'rememberFailure', params: ({ event }) => beforeOrder(purchaseFailureOf(event.error)) },
                { type: 'notifyFailure', params: ({ event }) => beforeOrder(purchaseFailureOf(event.error)) },
                'reloadCartAndListings',
              ],
            },
          },
        },
        placingOrder: {
          description: 'The order is being made under the attempt’s Idempotency-Key.',
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: ({ context }) => {
              if (!context.attempt) throw new Error('placingOrder needs an attempt');
              return context.attempt;
            },
            onDone: {
              target: 'checkingCheckout',
              actions: [
                { type: 'rememberCheckoutUrl', params: ({ event }) => ({ url: event.output.checkout_url }) },
                { type: 'notifySuccess', params: ({ event }) => ({ message: purchaseSuccessMessage(event.output) }) },
              ],
            },
            onError: {
              target: '#purchase.idle.failed',
              actions: [
                { type: 'rememberFailure', params: ({ event }) => purchaseFailureOf(event.error) },
                { type: 'notifyFailure', params: ({ event }) => purchaseFailureOf(event.error) },
                'reloadCartAndListings',
              ],
            },
          },
        },
        checkingCheckout: {
          description:
            'DESIGN.md §4: the browser follows the checkout address only to an origin on the server’s allowlist.',
          invoke: {
            id: 'fetchCheckoutOrigins',
            src: 'fetchCheckoutOrigins',
            onDone: [
              {
                guard: { type: 'isCheckoutTrusted', params: ({ event }) => ({ origins: event.output }) },
                target: '#purchase.redirecting',
                actions: ['forgetAttempt', 'reloadCartAndListings'],
              },
              {
                target: '#purchase.idle.failed',
                actions: [
                  { type: 'rememberFailure', params: untrustedCheckoutFailure },
                  { type: 'notifyFailure', params: untrustedCheckoutFailure },
                  'reloadCartAndListings',
                ],
              },
            ],
            onError: {
              target: '#purchase.idle.failed',
              actions: [
                { type: 'rememberFailure', params: untrustedCheckoutFailure },
                { type: 'notifyFailure', params: untrustedCheckoutFailure },
                'reloadCartAndListings',
              ],
            },
          },
        },
      },
    },
    redirecting: {
      description: 'The browser is leaving for the checkout page; Buy stays pending until the page is gone.',
      tags: ['busy', 'redirecting'],
      entry: { type: 'redirectToCheckout', params: ({ context }) => ({ url: context.checkoutUrl ?? '' }) },
      on: { 'purchase.pageRestored': { target: 'idle.ready', actions: 'reloadCartAndListings' } },
    },
  },
});

export type PurchaseSnapshot = SnapshotFrom<typeof purchaseMachine>;

export const selectIsBusy = (snapshot: PurchaseSnapshot) => snapshot.hasTag('busy');
export const selectLockedSkinIds = (snapshot: PurchaseSnapshot) => snapshot.context.lockedSkinIds;
export const selectFailureMessage = (snapshot: PurchaseSnapshot) =>
  snapshot.hasTag('failed') ? snapshot.context.failureMessage : undefined;
export const selectTermsRefused = (snapshot: PurchaseSnapshot) => snapshot.hasTag('termsRefused');
export const selectInventoryClosed = (snapshot: PurchaseSnapshot) => snapshot.hasTag('inventoryClosed');
export const selectChangedTotal = (snapshot: PurchaseSnapshot) =>
  snapshot.hasTag('priceChanged') ? snapshot.context.changedTotal : undefined;
