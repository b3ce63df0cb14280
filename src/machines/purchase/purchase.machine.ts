import { t } from '@lingui/core/macro';
import { and, assertEvent, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
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
} from '#api/purchase.ts';
import { isAllowedCheckoutUrl, type PurchaseAnswer } from '#contract/cart.ts';
import type { EventDescriptions } from '../eventDescriptions.ts';
import type { PurchaseAttempt, PurchaseContext, PurchaseEvent, PurchaseTag } from './purchase.types.ts';

const sameRequest = (a: PurchaseRequest, b: PurchaseRequest) =>
  a.kind === b.kind &&
  a.gatewayId === b.gatewayId &&
  (a.kind === 'cart' || (b.kind === 'skin' && a.skinId === b.skinId));

/** DESIGN.md §4: a checkout address outside the allowlist (or an allowlist that cannot be read) is never followed. */
function untrustedCheckoutFailure(): PurchaseFailure {
  return {
    message: t`The payment page's address is not one of our payment providers, so we did not open it. Please contact support.`,
    lockedSkinIds: [],
    outcomeUnknown: false,
  };
}

/** Spec §8 for the inventory check: Steam unreachable (503) or any other failure; nothing was bought. */
const inventoryCheckFailure = (error: unknown): PurchaseFailure => ({
  message: inventoryCheckFailureOf(error),
  lockedSkinIds: [],
  outcomeUnknown: false,
});

/** Why the order of the attempt in flight was not made. */
const orderFailureOf = ({ context, event }: { context: PurchaseContext; event: { error: unknown } }) =>
  purchaseFailureOf(event.error, context.attempt?.request.kind);

/**
 * Buying (spec §4, DESIGN.md §4): the terms must be agreed; the Steam inventory must be open; then one order per
 * attempt (Idempotency-Key), carrying the price shown (the cart's total, or the one skin's price), which the server
 * confirms inside the purchase: a moved price comes back as the new price to decide on, a skin another buyer took
 * a moment ago as just sold (and out of the cart), a buyer whose offers Steam would hold (no Steam Guard Mobile
 * Authenticator) with the hold's length, before anything is paid. The browser goes to the gateway's checkout page only when its
 * origin is on the server's allowlist. After every attempt the cart and the listings reload.
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
  schemas: {
    events: {
      'purchase.buy': {
        description: 'The shopper presses Buy (the cart’s, or Buy now on a product), with the price the page shows.',
      },
      'purchase.pageRestored': {
        description: 'The browser brought the page back from its cache after leaving for the checkout (Back).',
      },
    } satisfies EventDescriptions<PurchaseEvent>,
  },
  actors: {
    checkInventory: fromPromise<boolean>(({ signal }) => checkInventoryOpen(signal)),
    placeOrder: fromPromise<PurchaseAnswer, PurchaseAttempt>(({ input, signal }) =>
      purchase(input.request, input.shownPrice, input.idempotencyKey, signal),
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
        tradeHoldDays: undefined,
        checkoutUrl: undefined,
        consentMissing: false,
      };
    }),
    rememberMissingConsent: assign({
      consentMissing: ({ event }) => event.type === 'purchase.buy' && !event.consentedToImmediateDelivery,
    }),
    rememberChangedTotal: assign({
      changedTotal: (_, params: { failure: PurchaseFailure }) => params.failure.newPrice?.amount,
    }),
    rememberTradeHold: assign({
      tradeHoldDays: (_, params: { failure: PurchaseFailure }) => params.failure.tradeHoldDays,
    }),
    rememberCheckoutUrl: assign({ checkoutUrl: (_, params: { url: string }) => params.url }),
    rememberFailure: assign(({ context }, failure: PurchaseFailure) => ({
      failureMessage: failure.message,
      lockedSkinIds: failure.lockedSkinIds,
      attempt: failure.outcomeUnknown ? context.attempt : undefined,
    })),
    forgetAttempt: assign({ attempt: undefined }),
    notifyTermsRequired: () => {},
    notifyConsentRequired: () => {},
    notifyInventoryClosed: () => {},
    notifySuccess: (_, _params: { message: string }) => {},
    notifyFailure: (_, _params: { message: string }) => {},
    reloadCartAndListings: () => {},
    redirectToCheckout: (_, _params: { url: string }) => {},
  },
  guards: {
    hasAgreedToTerms: ({ event }) => event.type === 'purchase.buy' && event.agreedToTerms,
    hasConsentedToDelivery: ({ event }) => event.type === 'purchase.buy' && event.consentedToImmediateDelivery,
    isInventoryOpen: (_, params: { isOpen: boolean }) => params.isOpen,
    isPriceChanged: (_, params: { failure: PurchaseFailure }) => params.failure.newPrice !== undefined,
    isTradeHeld: (_, params: { failure: PurchaseFailure }) => params.failure.tradeHoldDays !== undefined,
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
    tradeHoldDays: undefined,
    checkoutUrl: undefined,
    consentMissing: false,
  },
  initial: 'idle',
  states: {
    idle: {
      description: 'Buy can be pressed; the sub-state says why the last press, if any, did not reach the checkout.',
      initial: 'ready',
      on: {
        'purchase.buy': [
          {
            guard: and(['hasAgreedToTerms', 'hasConsentedToDelivery']),
            target: 'attempting',
            actions: 'startAttempt',
          },
          {
            guard: 'hasAgreedToTerms',
            target: '.consentRefused',
            actions: ['rememberMissingConsent', 'notifyConsentRequired'],
          },
          {
            guard: 'hasConsentedToDelivery',
            target: '.termsRefused',
            actions: ['rememberMissingConsent', 'notifyTermsRequired'],
          },
          // Both boxes unticked: both are said at once, not one press after the other.
          {
            target: '.termsRefused',
            actions: ['rememberMissingConsent', 'notifyTermsRequired', 'notifyConsentRequired'],
          },
        ],
      },
      states: {
        ready: { description: 'Nothing to report.' },
        termsRefused: {
          description:
            "Spec §5: Buy without agreeing to the terms: 'Can't purchase. You should agree to the terms.' (and the " +
            'consent’s own message when it is missing too).',
          tags: 'termsRefused',
        },
        consentRefused: {
          description:
            'Buy without asking for immediate delivery (Directive 2011/83/EU art. 16(m)): said at its box; nothing was asked of the server.',
          tags: 'consentRefused',
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
        tradeHeld: {
          description:
            'Steam would hold the trade offer (no Steam Guard Mobile Authenticator): said before paying, nothing was made.',
          tags: 'tradeHeld',
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
            onError: [
              {
                guard: { type: 'isPriceChanged', params: (args) => ({ failure: orderFailureOf(args) }) },
                target: '#purchase.idle.priceChanged',
                actions: [
                  { type: 'rememberChangedTotal', params: (args) => ({ failure: orderFailureOf(args) }) },
                  'forgetAttempt',
                  'reloadCartAndListings',
                ],
              },
              {
                guard: { type: 'isTradeHeld', params: (args) => ({ failure: orderFailureOf(args) }) },
                target: '#purchase.idle.tradeHeld',
                actions: [
                  { type: 'rememberTradeHold', params: (args) => ({ failure: orderFailureOf(args) }) },
                  'forgetAttempt',
                  'reloadCartAndListings',
                ],
              },
              {
                target: '#purchase.idle.failed',
                // Said before it is remembered: remembering a definite failure forgets the attempt it is about.
                actions: [
                  { type: 'notifyFailure', params: orderFailureOf },
                  { type: 'rememberFailure', params: orderFailureOf },
                  'reloadCartAndListings',
                ],
              },
            ],
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
export const selectConsentRefused = (snapshot: PurchaseSnapshot) =>
  (snapshot.hasTag('termsRefused') || snapshot.hasTag('consentRefused')) && snapshot.context.consentMissing;
export const selectInventoryClosed = (snapshot: PurchaseSnapshot) => snapshot.hasTag('inventoryClosed');
export const selectChangedTotal = (snapshot: PurchaseSnapshot) =>
  snapshot.hasTag('priceChanged') ? snapshot.context.changedTotal : undefined;
export const selectTradeHoldDays = (snapshot: PurchaseSnapshot) =>
  snapshot.hasTag('tradeHeld') ? snapshot.context.tradeHoldDays : undefined;
