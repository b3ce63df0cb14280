import Stripe from 'stripe';
import {
  type CheckoutRequest,
  type GatewayEvent,
  gatewayEventSchema,
  gatewayEventTypes,
  ignoredGatewayEvent,
  type PaymentGatewayAdapter,
} from '../gateway.ts';

/** Stripe hosts every Checkout page here: the checkout allowlist needs it. */
export const stripeCheckoutOrigin = 'https://checkout.stripe.com';
export const stripeSignatureHeader = 'stripe-signature';

/** Stripe accepts a Checkout Session's `expires_at` between 30 minutes and 24 hours after its creation. */
const minSessionSeconds = 30 * 60;
const maxSessionSeconds = 24 * 60 * 60;
/** Kept clear of both bounds, so our clock and Stripe's may differ a little. */
const boundMarginSeconds = 60;

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** A webhook signed further than this from now is refused (a captured event replayed later). */
  toleranceSeconds: number;
  /** Where the buyer comes back to from the checkout: the payment page, saying whether they paid or cancelled. */
  returnUrl(orderId: number, outcome: 'paid' | 'cancelled'): string;
  /** Where the API is; tests point the real client at a local fake of it. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  /** Retries of a failed API call (with the same idempotency key); Stripe's client default is 1. */
  maxNetworkRetries?: number;
}

/**
 * `expires_at` for a session ending with the reservation, moved inside Stripe's bounds. When the reservation is
 * shorter than Stripe's minimum, our worker still expires the order (and this session, through
 * `checkout.sessions.expire`) when the reservation ends; a payment that slips in between is refunded.
 */
export function stripeSessionExpiry(reservationEnd: Date, now = Date.now()): number {
  const nowSeconds = Math.floor(now / 1000);
  const wanted = Math.floor(reservationEnd.getTime() / 1000);
  return Math.min(
    Math.max(wanted, nowSeconds + minSessionSeconds + boundMarginSeconds),
    nowSeconds + maxSessionSeconds - boundMarginSeconds,
  );
}

/**
 * The card gateway on Stripe Checkout (stripe-node): sessions with one line item per skin, refunds, expiry of
 * abandoned sessions, and webhooks checked with `stripe.webhooks.constructEvent` on the raw body. Every call
 * that creates something carries an idempotency key derived from the order, so a retry (ours or the client's
 * own network retry) never opens a second session nor refunds twice.
 */
export function createStripeGateway(options: StripeGatewayOptions): PaymentGatewayAdapter {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'SkinsMarket' },
    ...options.api,
  });

  async function sessionOfPaymentIntent(paymentIntent: string): Promise<Stripe.Checkout.Session | undefined> {
    const sessions = await stripe.checkout.sessions.list({ payment_intent: paymentIntent, limit: 1 });
    return sessions.data[0];
  }

  /** The event in the shape the webhook route checks against the order (gatewayEventSchema). */
  function orderEvent(
    event: Stripe.Event,
    session: Stripe.Checkout.Session,
    amount: number | null,
    currency: string | null,
  ) {
    const parsed = gatewayEventSchema.safeParse({
      id: event.id,
      type: event.type,
      created: event.created,
      data: {
        object: {
          id: session.id,
          client_reference_id: session.client_reference_id,
          amount_total: amount,
          currency,
          payment_intent: paymentIntentId(session.payment_intent),
        },
      },
    });
    // A session of ours always has these; one without them was not opened by this shop.
    return parsed.success ? parsed.data : ignoredGatewayEvent;
  }

  async function gatewayEventOf(event: Stripe.Event): Promise<GatewayEvent | typeof ignoredGatewayEvent> {
    switch (event.type) {
      case gatewayEventTypes.completed: {
        const session = event.data.object;
        // Card payments complete paid; a delayed method (bank debit) completes unpaid and is settled by
        // async_payment_succeeded or async_payment_failed later.
        if (session.payment_status !== 'paid') return ignoredGatewayEvent;
        return orderEvent(event, session, session.amount_total, session.currency);
      }
      case gatewayEventTypes.asyncSucceeded:
      case gatewayEventTypes.failed:
      case gatewayEventTypes.expired: {
        const session = event.data.object;
        return orderEvent(event, session, session.amount_total, session.currency);
      }
      case gatewayEventTypes.refunded: {
        const charge = event.data.object;
        const paymentIntent = paymentIntentId(charge.payment_intent);
        // Only a charge refunded in full releases the order; a partial refund is the operator's own business.
        if (!charge.refunded || !paymentIntent) return ignoredGatewayEvent;
        const session = await sessionOfPaymentIntent(paymentIntent);
        return session ? orderEvent(event, session, charge.amount, charge.currency) : ignoredGatewayEvent;
      }
      default:
        return ignoredGatewayEvent;
    }
  }

  return {
    signatureHeader: stripeSignatureHeader,

    async createCheckoutSession(_db, request: CheckoutRequest) {
      const metadata = { order_id: String(request.orderId), order_code: request.orderCode };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          client_reference_id: String(request.orderId),
          line_items: request.lineItems.map((item) => ({
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: item.amountMinor,
              product_data: { name: item.name },
            },
          })),
          expires_at: stripeSessionExpiry(request.expiresAt),
          success_url: options.returnUrl(request.orderId, 'paid'),
          cancel_url: options.returnUrl(request.orderId, 'cancelled'),
          metadata,
          payment_intent_data: { description: request.description, metadata },
        },
        // The order code is random: keys of two databases sharing one Stripe account never collide.
        { idempotencyKey: `checkout-${request.orderId}-${request.orderCode}` },
      );
      if (!session.url) throw new Error(`Stripe opened checkout session ${session.id} without a URL`);
      if (session.amount_total !== request.amountMinor) {
        throw new Error(
          `Stripe checkout session ${session.id} totals ${session.amount_total}, not ${request.amountMinor}`,
        );
      }
      return { sessionId: session.id, url: session.url };
    },

    async verifiedEvent(rawBody, header) {
      if (!header) return undefined;
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, header, options.webhookSecret, options.toleranceSeconds);
      } catch {
        return undefined;
      }
      return gatewayEventOf(event);
    },

    async expireCheckoutSession(_db, sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey: `expire-${sessionId}` });
      } catch (error) {
        // Already expired or completed: nothing left to close (a completed one's payment is refunded when
        // its webhook arrives, since the order no longer waits for it).
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        if (session.status === 'open') throw error;
      }
    },

    async refund(_db, payment) {
      if (!payment.paymentId) throw new Error(`Order ${payment.orderId} has no Stripe payment to refund`);
      await stripe.refunds.create(
        {
          payment_intent: payment.paymentId,
          amount: payment.amountMinor,
          reason: 'requested_by_customer',
          metadata: { order_id: String(payment.orderId) },
        },
        { idempotencyKey: `refund-${payment.orderId}-${payment.paymentId}` },
      );
    },
  };
}

const paymentIntentId = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);
