import type { PurchaseRequest } from '#api/purchase.ts';
import type { Price } from '#contract/cart.ts';

/** A price as the page showed it: the cart's total, or the one skin's price. */
export type ShownPrice = Price;

/** One press of Buy, and the key that makes its replays one order on the server (DESIGN.md §4). */
export interface PurchaseAttempt {
  request: PurchaseRequest;
  idempotencyKey: string;
  /** What the page said Buy would cost (the cart's total, or the skin's price); the server confirms it. */
  shownPrice: ShownPrice;
}

export interface PurchaseContext {
  /**
   * The attempt in flight, or the last one whose outcome is unknown (the connection dropped): pressing Buy again
   * for the same thing replays its key. Cleared once the server has answered for certain.
   */
  attempt: PurchaseAttempt | undefined;
  /** Spec §4 'locked items': skins the last refused purchase named, shown against their cart rows. */
  lockedSkinIds: number[];
  /** Why the last attempt failed, shown on the page as well as in the toast. */
  failureMessage: string | undefined;
  /** The price the server quoted when it differed from the one the page showed (in the page's currency). */
  changedTotal: number | undefined;
  /** How long Steam would hold the trade offer to the shopper, when that refused the last purchase. */
  tradeHoldDays: number | undefined;
  /** The gateway's checkout page the server answered with, followed only when its origin is allowed. */
  checkoutUrl: string | undefined;
  /** The last press of Buy came without the consent to immediate delivery (shown at its box until ticked). */
  consentMissing: boolean;
}

export type PurchaseEvent =
  | {
      type: 'purchase.buy';
      request: PurchaseRequest;
      agreedToTerms: boolean;
      /** Directive 2011/83/EU art. 16(m): the shopper asks for immediate delivery (contract/consent.ts). */
      consentedToImmediateDelivery: boolean;
      /** The price on screen, sent with the purchase: the server refuses it (with the new price) when it moved. */
      shownPrice: ShownPrice;
    }
  /** The browser brought the page back from its cache after leaving for the checkout (Back button). */
  | { type: 'purchase.pageRestored' };

/**
 * The UI reads these, never state paths: `busy` disables Buy and shows it pending; the others say why the
 * last press did not lead to the checkout.
 */
export type PurchaseTag =
  | 'busy'
  | 'termsRefused'
  | 'consentRefused'
  | 'inventoryClosed'
  | 'priceChanged'
  | 'tradeHeld'
  | 'failed'
  | 'redirecting';
