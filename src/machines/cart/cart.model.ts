import { createMachine } from 'xstate';
import type { EventDescriptions } from '../eventDescriptions.ts';

type CartModelEvent =
  | { type: 'user.add' }
  | { type: 'user.addTwoAtOnce' }
  | { type: 'user.removeFromCard' }
  | { type: 'user.removeFromWidget' }
  | { type: 'server.refuseAdd' }
  | { type: 'otherTab.signIn' }
  | { type: 'otherTab.logout' };

/**
 * The cart as a shopper sees it on a store page and in the header, for the model-based suite
 * (cart.model.test.tsx): what is on screen after each thing the shopper, another tab or the server does.
 */
export const cartModel = createMachine({
  id: 'cartModel',
  types: {} as { events: CartModelEvent },
  description:
    'Open the CS2 store (/cs-store) signed out, with the shop open in a second tab as well. Two skins are listed: AK-47 | Redline and AWP | Asiimov.',
  schemas: {
    events: {
      'user.add': { description: 'Press Add to cart on the AK-47 | Redline card.' },
      'user.addTwoAtOnce': {
        description: 'Press Add to cart on the Redline card and, while it is still pending, on the AWP | Asiimov card.',
      },
      'user.removeFromCard': { description: "Press 'In cart' on the Redline card, which takes it out." },
      'user.removeFromWidget': {
        description: "Open the header's cart and press Remove on the Redline row, then close the cart.",
      },
      'server.refuseAdd': {
        description: 'Press Add to cart on the Redline card while the server holds it for another buyer.',
      },
      'otherTab.signIn': { description: 'Sign in with Steam in the second tab.' },
      'otherTab.logout': { description: 'Log out in the second tab.' },
    } satisfies EventDescriptions<CartModelEvent>,
  },
  initial: 'visitor',
  states: {
    visitor: {
      description: 'A visitor on the CS2 store: every card offers Add to cart; the header has no cart.',
      on: { 'user.add': 'visitorRefused', 'otherTab.signIn': 'empty' },
    },
    visitorRefused: {
      description: "A visitor pressed Add to cart: the toast 'You need to login first', and nothing changed.",
      on: { 'otherTab.signIn': 'empty' },
    },
    empty: {
      description: 'Signed in with an empty cart: the header cart has no count and its dropdown says so.',
      on: { 'user.add': 'oneInCart', 'user.addTwoAtOnce': 'secondRefused', 'server.refuseAdd': 'addRefused' },
    },
    oneInCart: {
      description: "The add went through: its toast, the card says 'In cart', the count is 1, the dropdown lists it.",
      on: {
        'user.removeFromCard': 'removed',
        'user.removeFromWidget': 'removed',
        'otherTab.logout': 'signedOutWithItem',
      },
    },
    secondRefused: {
      description:
        'A second add while the first was in flight was refused with a reason; only the first skin is in the cart.',
    },
    addRefused: {
      description: "The server refused the add: its reason in an error toast, the card offers 'Add to cart' again.",
    },
    removed: {
      description: 'The skin was taken out: its toast, the card offers Add to cart, the count is gone.',
    },
    signedOutWithItem: {
      description: 'Signed out elsewhere: the header cart is gone and the card offers Add to cart again.',
      on: { 'otherTab.signIn': 'signedInAgain' },
    },
    signedInAgain: {
      description: 'Signed in again: the cart loads from the server and still holds the skin.',
    },
  },
});
