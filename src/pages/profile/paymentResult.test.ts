import { describe, expect, it } from 'vitest';
import { orderStatuses } from '#contract/orders.ts';
import { paymentResultOf } from './paymentResult.ts';

describe('what the payment page says', () => {
  it('says received only once the order is paid, whatever the return address claims', () => {
    expect(paymentResultOf('awaiting_payment', 'paid')).toBe('confirming');
    expect(paymentResultOf('awaiting_payment', undefined)).toBe('confirming');
    for (const status of ['paid', 'offer_sent', 'awaiting_confirmation', 'delivered', 'refunded'] as const) {
      expect(paymentResultOf(status, 'cancelled')).toBe('received');
    }
  });

  it('says failed or cancelled from the status, or from the buyer’s press while the gateway catches up', () => {
    expect(paymentResultOf('payment_failed', 'paid')).toBe('failed');
    expect(paymentResultOf('payment_expired', undefined)).toBe('cancelled');
    expect(paymentResultOf('awaiting_payment', 'failed')).toBe('failed');
    expect(paymentResultOf('awaiting_payment', 'cancelled')).toBe('cancelled');
  });

  it('has an answer for every status', () => {
    for (const status of orderStatuses) expect(paymentResultOf(status, undefined)).toBeTypeOf('string');
  });
});
