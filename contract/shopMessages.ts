/**
 * The shop's answers as plain text, without their schemas: the English source texts the server words its answers
 * with and the SPA translates (src/api/serverMessages.ts). Kept apart from the schema modules, which re-export
 * them, so the translator table brings no zod into the SPA's first load (DESIGN.md §6).
 */

// The cart and the purchases (contract/cart.ts)

export const cartMessages = {
  added: 'Skin added to cart',
  removed: 'Skin removed from cart',
  cleared: 'Cart cleared',
  alreadyInCart: 'This skin is already in your cart',
  notInCart: 'This skin is not in your cart',
  unavailable: 'This skin is no longer available',
  reserved: 'This skin is reserved by another buyer',
  unknownSkin: 'Skin not found',
  cartFull: 'Your cart is full',
} as const;

export const purchaseMessages = {
  waitingForPayment: 'Waiting for payment',
  emptyCart: 'Your cart is empty',
  noTradeLink: 'Add your Steam trade link to your profile before buying',
  /** Another buyer's order took the skin (reserved or sold) a moment ago: `locked_skins` names them. */
  justSold: 'Just sold: another buyer got there first',
  /** The price moved since the page showed it: `price` carries the new one. */
  priceChanged: 'The price changed since you saw it',
  unknownGateway: 'This payment method is not available',
  idempotencyKeyMissing: 'An Idempotency-Key header is required',
  idempotencyKeyInUse: 'This purchase is already being processed',
  idempotencyKeyReused: 'This Idempotency-Key was used for a different purchase',
  inventoryUnreachable: 'Steam is not answering right now. Please try again in a few minutes.',
  /** `hold_days` says for how long: the buyer's account has no Steam Guard Mobile Authenticator (or a new one). */
  tradeHold: 'Steam would hold this trade: turn on the Steam Guard Mobile Authenticator before buying',
  tradeHoldUnknown: 'Steam could not tell us whether it would hold this trade. Please try again in a few minutes.',
} as const;

// The support form (contract/lists.ts)

/** The support form's messages (English source texts; the SPA translates them and its own checks say the same). */
export const contactFormMessages = {
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email',
  /** DESIGN.md §4: one message for the e-mail format, in every form. */
  email: 'Invalid email address',
  messageRequired: 'Message is required',
  tooLong: 'Too long',
} as const;

export const contactFormSentDetail = 'Your message has been sent. Our support team will get back to you soon.';

// My orders (contract/orders.ts)

/** The buyer's answers about their order. */
export const orderMessages = {
  resendConfirmed: 'Thank you: a new trade offer is on its way. Check its order code before you accept it.',
  resendNotPaused: 'This order is not waiting for your confirmation.',
} as const;

// The profile and its updates (contract/profile.ts)

export const profileMessages = {
  required: 'This field is required',
  phoneCompletion: "Must start with '+' and have 11-13 digits",
  phoneSettings: "Must start with '+' and have up to 15 digits",
  invalidDate: 'Invalid date',
  futureDate: 'Date cannot be in the future',
  tooYoung: 'You must be at least 16 years old',
  tooOld: 'Age must be between 16 and 100 years',
  /** DESIGN.md §4: one message for the e-mail format, in every form. */
  email: 'Invalid email address',
  tradeUrl: 'Invalid Steam Trade URL',
  country: 'Select a country',
  tooLong: 'Too long',
} as const;

export const profileUpdatedDetail = 'The data has been successfully updated';

// Reviews (contract/reviews.ts)

export const reviewMessages = {
  commentRequired: 'Please enter your comment.',
  commentTooShort: 'Your comment must be at least 20 characters long.',
  commentTooLong: 'Your comment must be at most 300 characters long.',
  scoreRequired: 'Please choose a score from 1 to 10.',
  submitted: 'Thank you! Your review will be published after verification.',
  notCustomer: 'Only customers with a delivered order can leave a review.',
  alreadyPending: 'You already have a review waiting for verification.',
  offensive: 'Your review contains offensive words. Please rephrase it.',
  published: 'The review is published.',
  rejected: 'The review is rejected.',
} as const;
