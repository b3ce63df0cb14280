import type { OrderStatus } from '#contract/orders.ts';

/** What the order remembers between transitions (stored as JSON next to its state). */
export interface OrderContext {
  /** Offers sent so far (the first one counts). */
  offerAttempts: number;
  maxOfferAttempts: number;
  offerId: string | null;
  reason: string | null;
  paymentId: string | null;
  /** True once the refund was issued; a refund is issued once. */
  refundIssued: boolean;
  /** Paid outside the site (an admin's order): a refund is recorded, the gateway is not asked. Absent: false. */
  paidOutside?: boolean;
}

export type OrderEvent =
  /** From a verified gateway webhook only. */
  | { type: 'payment.succeeded'; paymentId: string }
  | { type: 'payment.failed'; reason: string }
  | { type: 'checkout.expired' }
  /** The gateway says the payment was refunded (from its dashboard, a dispute…): nothing more to pay back. */
  | { type: 'payment.refunded' }
  /** The rest come from the worker, reading the trade bot. */
  | { type: 'offer.sent'; offerId: string }
  | { type: 'offer.needsConfirmation' }
  | { type: 'offer.confirmed' }
  | { type: 'offer.accepted' }
  | { type: 'offer.declined' }
  | { type: 'offer.expired' }
  /**
   * The offer was countered, or cancelled while we never cancel one: someone else acts on the trade (a stolen
   * Steam Web API key answers offers for its victim and sends a look-alike). Re-sending waits for a confirmation.
   */
  | { type: 'offer.suspicious'; how: 'countered' | 'cancelled' }
  /** After a declined or expired offer: re-offer below the cap, refund at it. */
  | { type: 'offer.resolveFailure' }
  | { type: 'trade.reversed' }
  /** From the buyer's order page (server/routes/orders.ts): they checked their Steam account; send a new offer. */
  | { type: 'buyer.confirmResend'; userId: number }
  /** From the back-office (server/admin/orders.ts); `adminId` is recorded with the transition. */
  | { type: 'admin.paidOutside'; adminId: number }
  | { type: 'admin.refund'; adminId: number; reason: string }
  | { type: 'admin.resend'; adminId: number; reason: string }
  | { type: 'admin.cancel'; adminId: number; reason: string };

/** What each event means, in words: the machine keeps them in `schemas.events` for its flow page and test plan. */
export type OrderEventDescriptions = { [Type in OrderEvent['type']]: { description: string } };

export type AdminOrderEvent = Extract<OrderEvent, { adminId: number }>;

export interface OrderInput {
  maxOfferAttempts: number;
}

export interface StoredOrderState {
  status: OrderStatus;
  context: OrderContext;
}
