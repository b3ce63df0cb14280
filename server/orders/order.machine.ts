import { assertEvent, assign, getNextSnapshot, setup } from 'xstate';
import type { OrderStatus } from '#contract/orders.ts';
import type { OrderContext, OrderEvent, OrderEventDescriptions, OrderInput, StoredOrderState } from './order.types.ts';

export const initialOrderContext = (maxOfferAttempts: number): OrderContext => ({
  offerAttempts: 0,
  maxOfferAttempts,
  offerId: null,
  reason: null,
  paymentId: null,
  refundIssued: false,
});

/** Refunded at the gateway while no offer is out: the skins go back on sale, nothing is paid back twice. */
const refundedAtGateway = { 'payment.refunded': { target: 'refunded', actions: 'recordGatewayRefund' } } as const;
const adminRefund = { 'admin.refund': { target: 'refunded', actions: 'recordAdminRefund' } } as const;

/** After an offer nobody accepted: a new one below the cap, a refund at it. */
const reofferOrRefund = [
  { guard: 'belowOfferCap', target: 'paid', actions: 'forgetOffer' },
  { target: 'refunded', actions: 'refundAfterFailedOffers' },
] as const;

const offerFailed = {
  'offer.resolveFailure': reofferOrRefund,
  ...refundedAtGateway,
  // An admin may send one offer past the cap (a buyer who declined by mistake and asked support).
  'admin.resend': { guard: 'belowAdminOfferCap', target: 'paid', actions: 'forgetOffer' },
  ...adminRefund,
} as const;

/** Countered, or cancelled by someone else: paused until an admin or the buyer confirms. */
const offerTamperedWith = {
  'offer.suspicious': { target: 'offer_suspicious', actions: 'recordSuspicion' },
} as const;

/**
 * The order lifecycle (DESIGN.md §3). Pure: the server persists state and context and runs the side effects
 * each state's entry calls for (server/orders/orders.ts), inside the transaction that stores the transition.
 */
export const orderMachine = setup({
  types: { context: {} as OrderContext, events: {} as OrderEvent, input: {} as OrderInput },
  schemas: {
    events: {
      'payment.succeeded': { description: 'The payment gateway reports the payment (a verified webhook).' },
      'payment.failed': { description: 'The payment gateway reports a failed payment.' },
      'checkout.expired': { description: 'The checkout page expired unpaid.' },
      'payment.refunded': {
        description:
          'The gateway reports the payment refunded (from its dashboard, a dispute…): nothing more to pay back.',
      },
      'offer.sent': { description: 'The worker sent a trade offer from the bot holding the skins.' },
      'offer.needsConfirmation': { description: 'Steam holds the offer until the bot confirms it (Steam Guard).' },
      'offer.confirmed': { description: 'The bot confirmed the offer with its identity secret.' },
      'offer.accepted': { description: 'The buyer accepted the trade offer.' },
      'offer.declined': { description: 'The buyer declined the trade offer.' },
      'offer.expired': { description: 'The trade offer lapsed, or Steam dropped it.' },
      'offer.suspicious': {
        description:
          'The offer was countered, or cancelled while the shop never cancels one: someone else acts on the trade.',
      },
      'offer.resolveFailure': {
        description:
          'The pause after a declined or expired offer is over: the worker re-offers, or refunds at the cap.',
      },
      'trade.reversed': { description: 'Steam rolled the delivered trade back under its trade protection.' },
      'buyer.confirmResend': {
        description: 'The buyer checked their Steam account and asks for a new offer on their order page.',
      },
      'admin.paidOutside': { description: 'An admin records the order as paid outside the site.' },
      'admin.refund': { description: 'An admin refunds the order, with a reason.' },
      'admin.resend': { description: 'An admin re-sends the trade offer, with a reason.' },
      'admin.cancel': { description: 'An admin cancels the unpaid order, with a reason.' },
    } satisfies OrderEventDescriptions,
  },
  guards: {
    belowOfferCap: ({ context }) => context.offerAttempts < context.maxOfferAttempts,
    belowAdminOfferCap: ({ context }) => context.offerAttempts < context.maxOfferAttempts + 1,
  },
  actions: {
    recordPayment: assign({
      paymentId: ({ event }) => {
        assertEvent(event, 'payment.succeeded');
        return event.paymentId;
      },
    }),
    recordPaymentFailure: assign({
      reason: ({ event }) => {
        assertEvent(event, 'payment.failed');
        return event.reason;
      },
    }),
    recordLatePayment: assign({
      paymentId: ({ event }) => {
        assertEvent(event, 'payment.succeeded');
        return event.paymentId;
      },
      reason: 'Payment arrived after the reservation was released',
      refundIssued: true,
    }),
    recordOffer: assign({
      offerId: ({ event }) => {
        assertEvent(event, 'offer.sent');
        return event.offerId;
      },
      offerAttempts: ({ context }) => context.offerAttempts + 1,
      // A new offer is out: why the last one failed is history (the timeline keeps it), not the order's state.
      reason: null,
    }),
    recordPaymentOutside: assign({ paidOutside: true }),
    recordAdminRefund: assign({
      reason: ({ event }) => {
        assertEvent(event, 'admin.refund');
        return event.reason;
      },
      refundIssued: true,
    }),
    recordAdminCancel: assign({
      reason: ({ event }) => {
        assertEvent(event, 'admin.cancel');
        return `Cancelled by an admin: ${event.reason}`;
      },
    }),
    recordDecline: assign({ reason: 'The trade offer was declined' }),
    recordSuspicion: assign({
      reason: ({ event }) => {
        assertEvent(event, 'offer.suspicious');
        return event.how === 'countered'
          ? 'The trade offer was countered'
          : 'The trade offer was cancelled, and not by us';
      },
    }),
    recordOfferExpiry: assign({ reason: 'The trade offer expired' }),
    forgetOffer: assign({ offerId: null }),
    recordGatewayRefund: assign({ reason: 'The payment was refunded at the payment gateway', refundIssued: true }),
    refundAfterFailedOffers: assign({
      reason: 'The trade offer was not accepted; the payment was refunded',
      refundIssued: true,
    }),
  },
}).createMachine({
  id: 'order',
  description:
    'An order from its creation to the skins in the buyer’s Steam inventory, or the money back: moved by the payment ' +
    'gateway’s webhooks, the worker driving the trade bots, the buyer and the admins.',
  initial: 'awaiting_payment',
  context: ({ input }) => initialOrderContext(input.maxOfferAttempts),
  states: {
    awaiting_payment: {
      description: 'Skins reserved until the checkout expires; only a verified gateway event moves it on.',
      on: {
        'payment.succeeded': { target: 'paid', actions: 'recordPayment' },
        'payment.failed': { target: 'payment_failed', actions: 'recordPaymentFailure' },
        'checkout.expired': { target: 'payment_expired', actions: assign({ reason: 'The checkout expired' }) },
        'admin.paidOutside': { target: 'paid', actions: 'recordPaymentOutside' },
        'admin.cancel': { target: 'payment_expired', actions: 'recordAdminCancel' },
      },
    },
    paid: {
      description: 'Paid, no offer out: the worker sends one (again after a failed one, below the cap).',
      on: { 'offer.sent': { target: 'offer_sent', actions: 'recordOffer' }, ...refundedAtGateway, ...adminRefund },
    },
    offer_sent: {
      description: 'The offer exists; waiting for its Steam Guard confirmation or for the buyer.',
      on: {
        'offer.needsConfirmation': 'awaiting_confirmation',
        'offer.accepted': 'delivered',
        'offer.declined': { target: 'offer_declined', actions: 'recordDecline' },
        'offer.expired': { target: 'offer_expired', actions: 'recordOfferExpiry' },
        ...offerTamperedWith,
      },
    },
    awaiting_confirmation: {
      description: 'Steam holds the offer until the bot confirms it with its identity secret.',
      on: {
        'offer.confirmed': 'offer_sent',
        'offer.declined': { target: 'offer_declined', actions: 'recordDecline' },
        'offer.expired': { target: 'offer_expired', actions: 'recordOfferExpiry' },
        ...offerTamperedWith,
      },
    },
    offer_declined: { description: 'The buyer declined: re-offer or refund.', on: offerFailed },
    offer_expired: { description: 'The offer lapsed or Steam dropped it: re-offer or refund.', on: offerFailed },
    offer_suspicious: {
      description:
        'Countered, or cancelled while we never cancel (the API-key scam): the worker sends nothing until the buyer ' +
        'or an admin confirms, and the buyer is warned of look-alike offers.',
      on: {
        'buyer.confirmResend': reofferOrRefund,
        // The admin's re-send is their confirmation, one past the cap at most as after any failed offer.
        'admin.resend': offerFailed['admin.resend'],
        ...refundedAtGateway,
        ...adminRefund,
      },
    },
    delivered: {
      description: 'The buyer has the skins; Steam may still reverse the trade for 7 days.',
      on: {
        'trade.reversed': {
          target: 'reversed',
          actions: assign({ reason: 'The trade was reversed under Steam trade protection' }),
        },
        ...adminRefund,
      },
    },
    payment_failed: {
      description: 'Skins released. A payment arriving after all is paid back, never fulfilled.',
      on: { 'payment.succeeded': { target: 'refunded', actions: 'recordLatePayment' } },
    },
    payment_expired: {
      description: 'Skins released. A payment arriving after all is paid back, never fulfilled.',
      on: { 'payment.succeeded': { target: 'refunded', actions: 'recordLatePayment' } },
    },
    refunded: { type: 'final', description: 'Money returned; any skins still held went back on sale.' },
    reversed: { type: 'final', description: 'Steam rolled the delivered trade back; recorded for support.' },
  },
});

/**
 * The state after `event`, or undefined when the machine does not take it from `stored` (the caller then
 * leaves the order untouched: a stale or duplicate event).
 */
export function nextOrderState(stored: StoredOrderState, event: OrderEvent): StoredOrderState | undefined {
  const snapshot = orderMachine.resolveState({ value: stored.status, context: stored.context });
  if (!snapshot.can(event)) return undefined;
  const next = getNextSnapshot(orderMachine, snapshot, event);
  return { status: next.value as OrderStatus, context: next.context };
}
