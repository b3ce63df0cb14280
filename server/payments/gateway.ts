import { z } from 'zod';
import type { Db } from '../db/db.ts';

/** What a checkout is opened for: amounts in minor units (cents), as card gateways count them. */
export interface CheckoutRequest {
  orderId: number;
  /** The code the buyer sees on our site and in the trade offer. */
  orderCode: string;
  amountMinor: number;
  currency: string;
  description: string;
  /** One line per skin; their amounts add up to `amountMinor`. */
  lineItems: { name: string; amountMinor: number }[];
  expiresAt: Date;
}

export interface CheckoutSession {
  sessionId: string;
  url: string;
}

/**
 * A verified gateway event, in the shape of a Stripe Checkout event (`checkout.session.completed`,
 * `checkout.session.async_payment_succeeded`, `checkout.session.async_payment_failed`,
 * `checkout.session.expired`); `charge.refunded` is brought to this shape by the Stripe adapter (the session the
 * charge paid, with the charge's amount and currency).
 */
export const gatewayEventSchema = z.object({
  id: z.string().min(1).max(200),
  type: z.string().max(100),
  created: z.int(),
  data: z.object({
    object: z.object({
      id: z.string().max(200),
      client_reference_id: z.string().regex(/^\d{1,10}$/),
      amount_total: z.int().min(0),
      currency: z.string().regex(/^[a-z]{3}$/),
      payment_intent: z.string().max(200).nullable(),
    }),
  }),
});
export type GatewayEvent = z.infer<typeof gatewayEventSchema>;

export const gatewayEventTypes = {
  completed: 'checkout.session.completed',
  asyncSucceeded: 'checkout.session.async_payment_succeeded',
  failed: 'checkout.session.async_payment_failed',
  expired: 'checkout.session.expired',
  refunded: 'charge.refunded',
} as const;

/** A genuine event that concerns no order (another event type, a payment still pending): answered, not acted on. */
export const ignoredGatewayEvent = 'ignored';

/**
 * A payment gateway as the server uses it: what a Stripe Checkout adapter implements (Checkout Sessions,
 * webhook signature verification, refunds). `db` is the transaction the order is written in, so a session
 * the sandbox keeps in our database commits or rolls back with its order.
 */
export interface PaymentGatewayAdapter {
  /** The request header the webhook signature comes in (`stripe-signature` for Stripe). */
  readonly signatureHeader: string;
  createCheckoutSession(db: Db, request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * The event when the raw body carries a valid, fresh signature (`ignoredGatewayEvent` when it is genuine but
   * concerns no order); undefined when the signature is missing, wrong or stale.
   */
  verifiedEvent(
    rawBody: string,
    signatureHeader: string | undefined,
  ): Promise<GatewayEvent | typeof ignoredGatewayEvent | undefined>;
  /** Closes a session that will not be paid any more (the order expired). */
  expireCheckoutSession(db: Db, sessionId: string): Promise<void>;
  refund(
    db: Db,
    payment: { orderId: number; paymentId: string | null; amountMinor: number; currency: string },
  ): Promise<void>;
}

/** Minor units of a 2-decimal amount, without binary floating-point drift (12.34 -> 1234). */
export const toMinorUnits = (amount: number) => Math.round(amount * 100);
