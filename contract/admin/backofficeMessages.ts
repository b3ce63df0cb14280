/**
 * The back-office's sentences for users, support and settings (and the maintenance notice of purchases), with
 * no zod, so the SPA's message translator can read them without loading the contract's schemas.
 */

/** What the settings endpoints say when they refuse (the page shows each field's bounds beside it). */
export const settingsMessages = {
  /** The page shows each field's bounds beside it. */
  outOfBounds: 'Outside the allowed range',
  wholeNumber: 'Must be a whole number',
  paymentMethodsIncomplete: 'List every payment method exactly once',
  noPaymentMethodShown: 'Show at least one payment method',
  required: 'This field is required',
  tooLong: 'Too long',
  usdIsBase: 'USD is the base currency: its rate is 1',
} as const;

/** The answer of a purchase refused during maintenance (503). */
export const maintenanceMessage =
  'The shop is under maintenance: purchases are paused for a moment. You can keep browsing.';

/** What the users back-office says. */
export const adminUserMessages = {
  updated: 'The user has been updated',
  created: 'The user has been created',
  steamIdTaken: 'A user with this SteamID64 already exists',
  selfBan: 'You cannot ban yourself',
  selfDemotion: 'You cannot remove your own admin rights',
  lastAdmin: 'The last admin cannot be demoted',
  alreadyBanned: 'This user is already banned',
  notBanned: 'This user is not banned',
  signedOut: 'The user has been signed out everywhere',
} as const;

export const adminUserFieldMessages = {
  steamId: 'A SteamID64 is 17 digits starting with 7656119',
} as const;

/** What the support center says. */
export const supportMessages = {
  replied: 'Reply sent: the e-mail is on its way',
  closed: 'Ticket closed',
  reopened: 'Ticket reopened',
  resent: 'The e-mail is queued again',
  notFound: 'Ticket not found',
  alreadyClosed: 'This ticket is already closed',
  notClosed: 'This ticket is not closed',
  replyToClosed: 'Reopen the ticket before replying',
  mailNotFailed: 'Only a failed e-mail can be sent again',
} as const;
