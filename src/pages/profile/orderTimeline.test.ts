import { describe, expect, it } from 'vitest';
import type { OrderDetail, OrderStatus } from '#contract/orders.ts';
import { orderTimeline, type TimelineStepState } from './orderTimeline.ts';

const orderAt = (status: OrderStatus, offerAttempts = 0) => ({
  status,
  delivery: {
    bot_name: 'SkinsMarket Bot #1',
    order_code: 'K7QX-29FD',
    offer_id: null,
    offer_attempts: offerAttempts,
    max_offer_attempts: 3,
  } satisfies OrderDetail['delivery'],
});

/** The timeline written as `status:state` per step, the way a reviewer reads it. */
const steps = (status: OrderStatus, offerAttempts?: number) =>
  orderTimeline(orderAt(status, offerAttempts)).map(({ status: step, state }) => `${step}:${state}`);

const road = ['awaiting_payment', 'paid', 'awaiting_confirmation', 'offer_sent', 'delivered'] as const;
const along = (...states: TimelineStepState[]) => road.map((step, index) => `${step}:${states[index]}`);

describe('orderTimeline', () => {
  it.each([
    ['awaiting_payment', along('current', 'upcoming', 'upcoming', 'upcoming', 'upcoming')],
    ['paid', along('done', 'current', 'upcoming', 'upcoming', 'upcoming')],
    ['awaiting_confirmation', along('done', 'done', 'current', 'upcoming', 'upcoming')],
    ['offer_sent', along('done', 'done', 'done', 'current', 'upcoming')],
    ['delivered', along('done', 'done', 'done', 'done', 'done')],
  ] as const)('walks the road to delivery: %s', (status, expected) => {
    expect(steps(status, 1)).toEqual(expected);
  });

  it('never steps back on the way: each status reaches at least as far as the one before', () => {
    const reached = road.map((status) => steps(status, 1).filter((step) => step.endsWith(':done')).length);
    expect(reached).toEqual([0, 1, 2, 3, 5]);
  });

  it('shows a failed payment at the payment step and skips the rest', () => {
    expect(steps('payment_failed')).toEqual([
      'payment_failed:failed',
      'paid:skipped',
      'awaiting_confirmation:skipped',
      'offer_sent:skipped',
      'delivered:skipped',
    ]);
    expect(steps('payment_expired')[0]).toBe('payment_expired:failed');
  });

  it('shows a declined or expired offer at the offer step, with delivery still to come', () => {
    for (const status of ['offer_declined', 'offer_expired'] as const) {
      expect(steps(status, 2)).toEqual([
        'awaiting_payment:done',
        'paid:done',
        'awaiting_confirmation:done',
        `${status}:failed`,
        'delivered:upcoming',
      ]);
    }
  });

  it('ends a refund after unaccepted offers with the refund in place of delivery', () => {
    expect(steps('refunded', 3)).toEqual([
      'awaiting_payment:done',
      'paid:done',
      'awaiting_confirmation:done',
      'offer_sent:failed',
      'refunded:failed',
    ]);
  });

  it('ends a refund of a payment that came too late at the payment step', () => {
    expect(steps('refunded', 0)).toEqual([
      'payment_expired:failed',
      'paid:skipped',
      'awaiting_confirmation:skipped',
      'offer_sent:skipped',
      'refunded:failed',
    ]);
  });

  it('shows a reversed trade after a delivery that had happened', () => {
    expect(steps('reversed', 1)).toEqual([...along('done', 'done', 'done', 'done').slice(0, 4), 'reversed:failed']);
  });
});
