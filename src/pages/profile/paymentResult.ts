import type { checkoutOutcomes, OrderStatus } from '#contract/orders.ts';

export type CheckoutOutcome = (typeof checkoutOutcomes)[number];

/**
 * What the payment page says. Only the order's status says 'received': the return address's `outcome` is what
 * the buyer pressed, and a gateway's confirmation may arrive a moment after the buyer does ('confirming').
 */
export type PaymentResult = 'received' | 'confirming' | 'failed' | 'cancelled';

export function paymentResultOf(status: OrderStatus, outcome: CheckoutOutcome | undefined): PaymentResult {
  switch (status) {
    case 'awaiting_payment':
      return outcome === 'cancelled' ? 'cancelled' : outcome === 'failed' ? 'failed' : 'confirming';
    case 'payment_failed':
      return 'failed';
    case 'payment_expired':
      return 'cancelled';
    default:
      return 'received';
  }
}
