import { createMachine } from 'xstate';

/**
 * The cart as a shopper sees it on a store page and in the header, for the model-based suite
 * (cart.model.test.tsx): what is on screen after each thing the shopper, another tab or the server does.
 */
export const cartModel = createMachine({
  id: 'cartModel',
  types: {} as {
    events:
      | { type: 'user.add' }
      | { type: 'user.addTwoAtOnce' }
      | { type: 'user.removeFromCard' }
      | { type: 'user.removeFromWidget' }
      | { type: 'server.refuseAdd' }
      | { type: 'otherTab.signIn' }
      | { type: 'otherTab.logout' };
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
