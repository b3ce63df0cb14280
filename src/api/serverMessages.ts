import type { I18n, MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  adminUserFieldMessages,
  adminUserMessages,
  maintenanceMessage,
  settingsMessages,
  supportMessages,
} from '#contract/admin/backofficeMessages.ts';
import { adminListingMessages } from '#contract/admin/listingMessages.ts';
import { adminOrderMessages } from '#contract/admin/orderMessages.ts';
import { databaseTroubleMessages } from '#contract/errors.ts';
import {
  cartMessages,
  contactFormMessages,
  contactFormSentDetail,
  orderMessages,
  profileMessages,
  profileUpdatedDetail,
  purchaseMessages,
  reviewMessages,
} from '#contract/shopMessages.ts';

/**
 * The one translator of the server's sentences into the shopper's language.
 *
 * The contract words every sentence the server can send as an English table (`cartMessages`,
 * `purchaseMessages`, `reviewMessages`, `profileMessages`, `contactFormMessages`). Each table has its
 * translations here, typed against the table's keys, so a sentence the contract adds cannot be left
 * untranslated. A text the server sends that is in no table (another backend's wording, a message of a newer
 * server) is shown as written.
 *
 * Use `serverMessage(text)` where the message is kept and shown later (machine context, field errors: a
 * language switch re-words it through `readMessage`), `translateServerMessage(text)` where it is shown at once.
 */
type Translations<Table> = Record<keyof Table, MessageDescriptor>;

const cartTranslations: Translations<typeof cartMessages> = {
  added: msg`Skin added to cart`,
  removed: msg`Skin removed from cart`,
  cleared: msg`Cart cleared`,
  alreadyInCart: msg`This skin is already in your cart`,
  notInCart: msg`This skin is not in your cart`,
  unavailable: msg`This skin is no longer available`,
  reserved: msg`This skin is reserved by another buyer`,
  unknownSkin: msg`Skin not found`,
  cartFull: msg`Your cart is full`,
};

const purchaseTranslations: Translations<typeof purchaseMessages> = {
  waitingForPayment: msg`Waiting for payment`,
  emptyCart: msg`Your cart is empty`,
  noTradeLink: msg`Add your Steam trade link to your profile before buying`,
  justSold: msg`Just sold: another buyer got there first`,
  priceChanged: msg`The price changed since you saw it`,
  unknownGateway: msg`This payment method is not available`,
  idempotencyKeyMissing: msg`An Idempotency-Key header is required`,
  idempotencyKeyInUse: msg`This purchase is already being processed`,
  idempotencyKeyReused: msg`This Idempotency-Key was used for a different purchase`,
  inventoryUnreachable: msg`Steam is not answering right now. Please try again in a few minutes.`,
  tradeHold: msg`Steam would hold this trade: turn on the Steam Guard Mobile Authenticator before buying`,
  tradeHoldUnknown: msg`Steam could not tell us whether it would hold this trade. Please try again in a few minutes.`,
};

const orderTranslations: Translations<typeof orderMessages> = {
  resendConfirmed: msg`Thank you: a new trade offer is on its way. Check its order code before you accept it.`,
  resendNotPaused: msg`This order is not waiting for your confirmation.`,
};

const reviewTranslations: Translations<typeof reviewMessages> = {
  commentRequired: msg`Please enter your comment.`,
  commentTooShort: msg`Your comment must be at least 20 characters long.`,
  commentTooLong: msg`Your comment must be at most 300 characters long.`,
  scoreRequired: msg`Please choose a score from 1 to 10.`,
  submitted: msg`Thank you! Your review will be published after verification.`,
  notCustomer: msg`Only customers with a delivered order can leave a review.`,
  alreadyPending: msg`You already have a review waiting for verification.`,
  offensive: msg`Your review contains offensive words. Please rephrase it.`,
  published: msg`The review is published.`,
  rejected: msg`The review is rejected.`,
};

const profileTranslations: Translations<typeof profileMessages> = {
  required: msg`This field is required`,
  phoneCompletion: msg`Must start with '+' and have 11-13 digits`,
  phoneSettings: msg`Must start with '+' and have up to 15 digits`,
  invalidDate: msg`Invalid date`,
  futureDate: msg`Date cannot be in the future`,
  tooYoung: msg`You must be at least 16 years old`,
  tooOld: msg`Age must be between 16 and 100 years`,
  email: msg`Invalid email address`,
  tradeUrl: msg`Invalid Steam Trade URL`,
  country: msg`Select a country`,
  tooLong: msg`Too long`,
};

const contactFormTranslations: Translations<typeof contactFormMessages> = {
  nameRequired: msg`Please enter your name`,
  emailRequired: msg`Please enter your email`,
  email: msg`Invalid email address`,
  messageRequired: msg`Message is required`,
  tooLong: msg`Too long`,
};

const adminOrderTranslations: Translations<typeof adminOrderMessages> = {
  notFound: msg`No order with this id.`,
  refunded: msg`The order was refunded.`,
  resent: msg`A new trade offer is on its way.`,
  cancelled: msg`The order was cancelled and its skins are back in the store.`,
  noted: msg`The note was added to the timeline.`,
  refundNotAllowed: msg`This order cannot be refunded in its current state.`,
  resendNotAllowed: msg`A new trade offer can only be sent after a declined, expired or tampered one, one past the cap at most.`,
  cancelNotAllowed: msg`Only an order that awaits payment can be cancelled.`,
  created: msg`The order was created.`,
  unknownUser: msg`No user with this id.`,
  noTradeLink: msg`This user has no valid Steam trade link on their profile.`,
  skinsUnavailable: msg`Some skins are reserved, sold or unknown.`,
  priceAboveCatalogue: msg`A price may only be lowered below the catalogue price.`,
  unknownGateway: msg`Unknown payment method.`,
};

const adminListingTranslations: Translations<typeof adminListingMessages> = {
  takenOffSale: msg`The listings were taken off sale.`,
  putOnSale: msg`The listings are back for sale where nothing else keeps them off.`,
  priceFixed: msg`The fixed price was set.`,
  priceCleared: msg`The fixed price was cleared: the rule’s price applies again.`,
  notFound: msg`No listing with this id.`,
  sold: msg`This listing is sold.`,
  alreadyOffSale: msg`This listing is already off sale.`,
  notOffSale: msg`This listing is not off sale.`,
  offSaleBySync: msg`The sync took this listing off sale: its asset left the bot. It is back on sale when a sync finds it again.`,
  noFixedPrice: msg`This listing has no fixed price.`,
  samePrice: msg`This listing already has this fixed price.`,
  nothingChanged: msg`None of these listings could be changed.`,
  priceDecimals: msg`At most 2 decimals`,
};

const settingsTranslations: Translations<typeof settingsMessages> = {
  outOfBounds: msg`Outside the allowed range`,
  wholeNumber: msg`Must be a whole number`,
  paymentMethodsIncomplete: msg`List every payment method exactly once`,
  noPaymentMethodShown: msg`Show at least one payment method`,
  required: msg`This field is required`,
  tooLong: msg`Too long`,
  usdIsBase: msg`USD is the base currency: its rate is 1`,
};

const maintenanceTranslations: Translations<{ maintenance: string }> = {
  maintenance: msg`The shop is under maintenance: purchases are paused for a moment. You can keep browsing.`,
};

const adminUserTranslations: Translations<typeof adminUserMessages & typeof adminUserFieldMessages> = {
  updated: msg`The user has been updated`,
  created: msg`The user has been created`,
  steamIdTaken: msg`A user with this SteamID64 already exists`,
  selfBan: msg`You cannot ban yourself`,
  selfDemotion: msg`You cannot remove your own admin rights`,
  lastAdmin: msg`The last admin cannot be demoted`,
  alreadyBanned: msg`This user is already banned`,
  notBanned: msg`This user is not banned`,
  signedOut: msg`The user has been signed out everywhere`,
  steamId: msg`A SteamID64 is 17 digits starting with 7656119`,
};

const supportTranslations: Translations<typeof supportMessages> = {
  replied: msg`Reply sent: the e-mail is on its way`,
  closed: msg`Ticket closed`,
  reopened: msg`Ticket reopened`,
  resent: msg`The e-mail is queued again`,
  notFound: msg`Ticket not found`,
  alreadyClosed: msg`This ticket is already closed`,
  notClosed: msg`This ticket is not closed`,
  replyToClosed: msg`Reopen the ticket before replying`,
  mailNotFailed: msg`Only a failed e-mail can be sent again`,
};

const databaseTroubleTranslations: Translations<typeof databaseTroubleMessages> = {
  unavailable: msg`The shop is reconnecting to its database. Please try again in a few seconds.`,
  storageFull: msg`The shop cannot save anything right now: its storage is full. Browsing still works; please try again later.`,
};

/** The server's success answers that are not in a table of their own. */
const answers = { profileUpdated: profileUpdatedDetail, contactFormSent: contactFormSentDetail } as const;

const answerTranslations: Translations<typeof answers> = {
  profileUpdated: msg`The data has been successfully updated`,
  contactFormSent: msg`Your message has been sent. Our support team will get back to you soon.`,
};

/** Each table with its translations, so a caller that knows the sentence's key skips the text lookup. */
export const serverMessageTranslations = {
  cart: cartTranslations,
  purchase: purchaseTranslations,
  order: orderTranslations,
  review: reviewTranslations,
  profile: profileTranslations,
  contactForm: contactFormTranslations,
  adminOrder: adminOrderTranslations,
  databaseTrouble: databaseTroubleTranslations,
  answers: answerTranslations,
} as const;

const byEnglishText = new Map<string, MessageDescriptor>(
  (
    [
      [cartMessages, cartTranslations],
      [purchaseMessages, purchaseTranslations],
      [orderMessages, orderTranslations],
      [reviewMessages, reviewTranslations],
      [profileMessages, profileTranslations],
      [contactFormMessages, contactFormTranslations],
      [adminOrderMessages, adminOrderTranslations],
      [adminListingMessages, adminListingTranslations],
      [settingsMessages, settingsTranslations],
      [{ maintenance: maintenanceMessage }, maintenanceTranslations],
      [{ ...adminUserMessages, ...adminUserFieldMessages }, adminUserTranslations],
      [supportMessages, supportTranslations],
      [databaseTroubleMessages, databaseTroubleTranslations],
      [answers, answerTranslations],
    ] as [Record<string, string>, Record<string, MessageDescriptor>][]
  ).flatMap(([table, translations]) =>
    Object.entries(table).map(([key, text]): [string, MessageDescriptor] => {
      const translation = translations[key];
      if (!translation) throw new Error(`No translation for the server message '${text}'`);
      return [text, translation];
    }),
  ),
);

/**
 * A message for the shopper: one of ours (a descriptor, worded in the active language each time it is read)
 * or a server's text we have no translation for, kept verbatim.
 */
export type ShopMessage = MessageDescriptor | { readonly verbatim: string };

/** The translation of a sentence of the contract's tables; undefined for a text in none of them. */
export function knownServerMessage(text: string): MessageDescriptor | undefined {
  return byEnglishText.get(text);
}

/** The server's sentence as a message to keep: ours when the contract knows it, else the text as written. */
export function serverMessage(text: string): ShopMessage {
  return knownServerMessage(text) ?? { verbatim: text };
}

/** A kept message in the language `reader` shows (the `i18n` of `useLingui()` in components). */
export function readMessage(message: ShopMessage, reader: Pick<I18n, '_'> = i18n): string {
  return 'verbatim' in message ? message.verbatim : reader._(message);
}

/** A sentence the server wrote, in the active language when it is one of ours, else as the server wrote it. */
export function translateServerMessage(text: string): string {
  return readMessage(serverMessage(text));
}
