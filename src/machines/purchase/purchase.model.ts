import { createMachine } from 'xstate';
import type { EventDescriptions } from '../eventDescriptions.ts';

type PurchaseModelEvent =
  | { type: 'shopper.agree' }
  | { type: 'shopper.consent' }
  | { type: 'shopper.buy' }
  | { type: 'market.reprice' }
  | { type: 'steam.inventoryOpen' }
  | { type: 'steam.inventoryClosed' }
  | { type: 'server.accept' }
  | { type: 'server.acceptUntrusted' }
  | { type: 'server.justSold' }
  | { type: 'server.tradeHeld' };

/**
 * Buying the cart as a shopper sees it on /cart, for the model-based suite (purchase.model.test.tsx): what is on
 * screen after each thing the shopper, Steam, the market or the shop's server does. `createTestModel` cannot walk
 * machines that invoke actors, so the server's answers are events of this model rather than actors.
 */
export const purchaseModel = createMachine({
  id: 'purchaseModel',
  types: {} as { events: PurchaseModelEvent },
  description:
    'Sign in as a shopper with two skins in the cart (AK-47 | Redline and AWP | Asiimov) and open the cart page (/cart); the bank card is the first payment method.',
  schemas: {
    events: {
      'shopper.agree': { description: 'Tick “I agree to the Terms of Use and the Privacy Policy”.' },
      'shopper.consent': {
        description:
          'Tick “I ask for my skins to be delivered at once, and I acknowledge that I lose my right of withdrawal once they are delivered.”',
      },
      'shopper.buy': { description: 'Press Buy (a double click must still make one attempt).' },
      'market.reprice': {
        description: 'Have the price of the Redline change on the server while the page still shows the old total.',
      },
      'steam.inventoryOpen': { description: 'Steam answers the inventory check: the inventory is public.' },
      'steam.inventoryClosed': { description: 'Steam answers the inventory check: the inventory is private.' },
      'server.accept': {
        description: 'The server makes the order and answers with a checkout address on the payment gateway.',
      },
      'server.acceptUntrusted': {
        description: 'The server makes the order but answers with a checkout address outside the gateway allowlist.',
      },
      'server.justSold': {
        description: 'Another buyer gets the Asiimov first: the server refuses the purchase as just sold.',
      },
      'server.tradeHeld': {
        description:
          'Steam would hold trade offers to this shopper for 15 days (no mobile authenticator): the server refuses the purchase.',
      },
    } satisfies EventDescriptions<PurchaseModelEvent>,
  },
  initial: 'reviewing',
  states: {
    reviewing: {
      description:
        'The cart is shown with its total; neither the terms nor the consent to immediate delivery are ticked.',
      on: { 'shopper.buy': 'termsError', 'shopper.agree': 'termsAgreed' },
    },
    termsError: {
      description:
        'Buy without the agreement nor the consent: both errors at their boxes and in toasts; nothing was asked of the server.',
      on: { 'shopper.agree': 'termsAgreed' },
    },
    termsAgreed: {
      description: 'The terms are agreed; the consent to immediate delivery is not given yet.',
      on: { 'shopper.buy': 'consentError', 'shopper.consent': 'agreed' },
    },
    consentError: {
      description:
        'Buy without the consent to immediate delivery: its error at its box and in a toast, the terms’ error gone; nothing was asked of the server.',
      on: { 'shopper.consent': 'agreed' },
    },
    agreed: {
      description: 'The terms are agreed, immediate delivery asked for and a payment method chosen: Buy can go.',
      on: { 'shopper.buy': 'checkingInventory', 'market.reprice': 'agreedRepriced' },
    },
    agreedRepriced: {
      description: 'The server’s prices moved while the page still shows the old total.',
      on: { 'shopper.buy': 'checkingInventoryRepriced' },
    },
    checkingInventory: {
      description: 'Buy is pending (a double click made one request) while the inventory is checked.',
      on: { 'steam.inventoryOpen': 'ordering', 'steam.inventoryClosed': 'inventoryClosed' },
    },
    checkingInventoryRepriced: {
      description: 'Buy is pending; the total the page showed is no longer the server’s.',
      on: { 'steam.inventoryOpen': 'priceChanged' },
    },
    inventoryClosed: {
      description: "'Open your STEAM inventory first', in a toast and on the page; no order; the cart reloaded.",
      on: { 'shopper.buy': 'checkingInventory' },
    },
    priceChanged: {
      description:
        'The purchase carried the old total and the server refused it with the new one: said and shown; nothing was ordered; Buy asks again.',
      on: { 'shopper.buy': 'checkingInventory' },
    },
    ordering: {
      description: 'The order is being made under one Idempotency-Key; Buy stays pending.',
      on: {
        'server.accept': 'redirected',
        'server.acceptUntrusted': 'untrustedCheckout',
        'server.justSold': 'justSold',
        'server.tradeHeld': 'tradeHeld',
      },
    },
    tradeHeld: {
      description:
        'Steam would hold the trade offer (no mobile authenticator): the days and what to do, on the page; nothing was ordered.',
      on: { 'shopper.buy': 'checkingInventory' },
    },
    justSold: {
      description:
        'Another buyer got a skin first: "just sold" in a toast and on the page (never a price change), the skin gone from the cart.',
      on: { 'shopper.buy': 'checkingInventory' },
    },
    untrustedCheckout: {
      description: 'The checkout address is not on the allowlist: a clear error, and the browser stays.',
      type: 'final',
    },
    redirected: {
      description: "The success toast, then the browser sent to the gateway's checkout page.",
      type: 'final',
    },
  },
});
