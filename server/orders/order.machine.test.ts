import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { getShortestPaths } from 'xstate/graph';
import type { OrderStatus } from '#contract/orders.ts';
import { orderStatuses } from '#contract/orders.ts';
import { initialOrderContext, nextOrderState, orderMachine } from './order.machine.ts';
import type { OrderContext, OrderEvent, StoredOrderState } from './order.types.ts';

const state = (status: OrderStatus, context: Partial<OrderContext> = {}): StoredOrderState => ({
  status,
  context: { ...initialOrderContext(3), ...context },
});

const paid: OrderEvent = { type: 'payment.succeeded', paymentId: 'pi_1' };

describe('order machine', () => {
  it.each<[OrderStatus, OrderEvent, OrderStatus]>([
    ['awaiting_payment', paid, 'paid'],
    ['awaiting_payment', { type: 'payment.failed', reason: 'Card declined' }, 'payment_failed'],
    ['awaiting_payment', { type: 'checkout.expired' }, 'payment_expired'],
    ['paid', { type: 'offer.sent', offerId: '7' }, 'offer_sent'],
    ['offer_sent', { type: 'offer.needsConfirmation' }, 'awaiting_confirmation'],
    ['offer_sent', { type: 'offer.accepted' }, 'delivered'],
    ['offer_sent', { type: 'offer.declined' }, 'offer_declined'],
    ['offer_sent', { type: 'offer.expired' }, 'offer_expired'],
    ['awaiting_confirmation', { type: 'offer.confirmed' }, 'offer_sent'],
    ['awaiting_confirmation', { type: 'offer.declined' }, 'offer_declined'],
    ['awaiting_confirmation', { type: 'offer.expired' }, 'offer_expired'],
    ['offer_sent', { type: 'offer.suspicious', how: 'countered' }, 'offer_suspicious'],
    ['awaiting_confirmation', { type: 'offer.suspicious', how: 'cancelled' }, 'offer_suspicious'],
    ['offer_suspicious', { type: 'buyer.confirmResend', userId: 4 }, 'paid'],
    ['offer_suspicious', { type: 'payment.refunded' }, 'refunded'],
    ['delivered', { type: 'trade.reversed' }, 'reversed'],
    ['payment_failed', paid, 'refunded'],
    ['payment_expired', paid, 'refunded'],
  ])('%s + %o -> %s', (from, event, to) => {
    expect(nextOrderState(state(from), event)?.status).toBe(to);
  });

  it.each<[OrderStatus, OrderEvent]>([
    ['awaiting_payment', { type: 'offer.accepted' }],
    ['awaiting_payment', { type: 'offer.sent', offerId: '1' }],
    ['paid', paid],
    ['paid', { type: 'checkout.expired' }],
    ['offer_sent', paid],
    ['awaiting_confirmation', { type: 'offer.accepted' }],
    ['delivered', paid],
    ['delivered', { type: 'offer.declined' }],
    ['refunded', paid],
    ['refunded', { type: 'trade.reversed' }],
    ['reversed', { type: 'trade.reversed' }],
    ['payment_failed', { type: 'checkout.expired' }],
    // Paused: the worker's resolution of a failed offer never re-sends a tampered one.
    ['offer_suspicious', { type: 'offer.resolveFailure' }],
    ['offer_declined', { type: 'buyer.confirmResend', userId: 4 }],
    ['paid', { type: 'offer.suspicious', how: 'countered' }],
  ])('%s ignores %o', (from, event) => {
    expect(nextOrderState(state(from), event)).toBeUndefined();
  });

  it('counts offers and keeps the payment id', () => {
    const afterPayment = nextOrderState(state('awaiting_payment'), paid);
    const afterOffer = afterPayment && nextOrderState(afterPayment, { type: 'offer.sent', offerId: '42' });
    expect(afterOffer?.context).toMatchObject({ offerAttempts: 1, offerId: '42', paymentId: 'pi_1' });
  });

  it('re-offers below the cap and refunds at it', () => {
    for (const failed of ['offer_declined', 'offer_expired'] as const) {
      const retry = nextOrderState(state(failed, { offerAttempts: 2, offerId: '9' }), { type: 'offer.resolveFailure' });
      expect(retry).toMatchObject({ status: 'paid', context: { offerId: null, offerAttempts: 2 } });
      const capped = nextOrderState(state(failed, { offerAttempts: 3 }), { type: 'offer.resolveFailure' });
      expect(capped).toMatchObject({ status: 'refunded', context: { refundIssued: true } });
    }
  });

  it('says why an offer was tampered with, re-offers on the buyer’s word below the cap and refunds at it', () => {
    const countered = nextOrderState(state('offer_sent', { offerId: '5', offerAttempts: 1 }), {
      type: 'offer.suspicious',
      how: 'countered',
    });
    expect(countered?.context.reason).toBe('The trade offer was countered');
    const cancelled = nextOrderState(state('offer_sent'), { type: 'offer.suspicious', how: 'cancelled' });
    expect(cancelled?.context.reason).toBe('The trade offer was cancelled, and not by us');
    const confirm = { type: 'buyer.confirmResend', userId: 4 } as const;
    expect(nextOrderState(state('offer_suspicious', { offerAttempts: 2, offerId: '5' }), confirm)).toMatchObject({
      status: 'paid',
      context: { offerId: null },
    });
    expect(nextOrderState(state('offer_suspicious', { offerAttempts: 3 }), confirm)).toMatchObject({
      status: 'refunded',
      context: { refundIssued: true },
    });
  });

  it('forgets why the last offer failed once a new one is out', () => {
    const declined = nextOrderState(state('offer_sent', { offerAttempts: 1 }), { type: 'offer.declined' });
    const retry = declined && nextOrderState(declined, { type: 'offer.resolveFailure' });
    const resent = retry && nextOrderState(retry, { type: 'offer.sent', offerId: '8' });
    expect(declined?.context.reason).toBe('The trade offer was declined');
    expect(resent?.context).toMatchObject({ reason: null, offerAttempts: 2 });
    expect(resent && nextOrderState(resent, { type: 'offer.accepted' })?.context.reason).toBeNull();
  });

  it('records why a payment arriving late is refunded', () => {
    expect(nextOrderState(state('payment_expired'), paid)?.context).toMatchObject({
      paymentId: 'pi_1',
      reason: 'Payment arrived after the reservation was released',
    });
  });
});

describe('order machine, admin events', () => {
  const admin = { adminId: 1, reason: 'Asked by the buyer' };

  it('an admin refund records the reason and refunds once', () => {
    const next = nextOrderState(state('delivered', { paymentId: 'pi_1' }), { type: 'admin.refund', ...admin });
    expect(next).toMatchObject({ status: 'refunded', context: { reason: admin.reason, refundIssued: true } });
    expect(next && nextOrderState(next, { type: 'admin.refund', ...admin })).toBeUndefined();
  });

  it('an admin re-send is the confirmation a tampered offer waits for', () => {
    expect(
      nextOrderState(state('offer_suspicious', { offerAttempts: 1 }), { type: 'admin.resend', ...admin }),
    ).toMatchObject({
      status: 'paid',
    });
    expect(
      nextOrderState(state('offer_suspicious', { offerAttempts: 4 }), { type: 'admin.resend', ...admin }),
    ).toBeUndefined();
  });

  it('an admin may re-send one offer past the cap, not two', () => {
    expect(
      nextOrderState(state('offer_declined', { offerAttempts: 3 }), { type: 'admin.resend', ...admin }),
    ).toMatchObject({ status: 'paid', context: { offerId: null } });
    expect(
      nextOrderState(state('offer_expired', { offerAttempts: 4 }), { type: 'admin.resend', ...admin }),
    ).toBeUndefined();
  });

  it('paid outside the site goes to paid with nothing for the gateway to refund; cancel expires an unpaid order', () => {
    expect(nextOrderState(state('awaiting_payment'), { type: 'admin.paidOutside', adminId: 1 })).toMatchObject({
      status: 'paid',
      context: { paidOutside: true, paymentId: null },
    });
    expect(nextOrderState(state('awaiting_payment'), { type: 'admin.cancel', ...admin })).toMatchObject({
      status: 'payment_expired',
      context: { reason: `Cancelled by an admin: ${admin.reason}` },
    });
    expect(nextOrderState(state('paid'), { type: 'admin.cancel', ...admin })).toBeUndefined();
  });
});

describe('order machine reachability', () => {
  it('reaches every order status of the contract, and no other', () => {
    const events: OrderEvent[] = [
      paid,
      { type: 'payment.failed', reason: 'Card declined' },
      { type: 'checkout.expired' },
      { type: 'offer.sent', offerId: '1' },
      { type: 'offer.needsConfirmation' },
      { type: 'offer.confirmed' },
      { type: 'offer.accepted' },
      { type: 'offer.declined' },
      { type: 'offer.expired' },
      { type: 'offer.resolveFailure' },
      { type: 'offer.suspicious', how: 'countered' },
      { type: 'buyer.confirmResend', userId: 1 },
      { type: 'trade.reversed' },
    ];
    const reached = new Set(
      getShortestPaths(orderMachine, { events, input: { maxOfferAttempts: 2 } }).map((path) =>
        String(path.state.value),
      ),
    );
    expect([...reached].sort()).toEqual([...orderStatuses].sort());
  });
});

describe('order machine, drawn in the browser', () => {
  it('stays pure: at run time it imports xstate alone, so Storybook draws it without Node', async () => {
    const source = await readFile(new URL('./order.machine.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/^import\s+(type\s+)?[^;]*?from\s+'([^']+)';/gms)];
    expect(imports.length).toBeGreaterThan(0);
    const atRunTime = imports.filter(([, typeOnly]) => !typeOnly).map(([, , from]) => from);
    expect(atRunTime).toEqual(['xstate']);
  });
});
