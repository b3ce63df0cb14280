import type { OrderDetail, OrderStatus } from '#contract/orders.ts';

export type TimelineStepState = 'done' | 'current' | 'failed' | 'skipped' | 'upcoming';

export interface TimelineStep {
  /** Which step of the road this is, whatever it ended as. */
  step: DeliveryStep;
  /** The status whose label names the step: a failed step takes the failure's name. */
  status: OrderStatus;
  state: TimelineStepState;
}

/**
 * The road to delivery. Steam Guard comes before 'Offer sent': the bot's offer reaches the buyer only once
 * it is confirmed, and the server puts a confirmed offer back in `offer_sent` while the buyer decides. So
 * `offer_sent` is the step where the buyer acts, after the confirmation, and the timeline never steps back.
 */
const deliverySteps = ['awaiting_payment', 'paid', 'awaiting_confirmation', 'offer_sent', 'delivered'] as const;
export type DeliveryStep = (typeof deliverySteps)[number];

const stepIndex = (step: DeliveryStep) => deliverySteps.indexOf(step);

/** Where the order stands on the road: the step it failed at or stopped before, and what replaces it. */
interface Progress {
  /** Steps before this index are done. */
  reached: number;
  /** The step at `reached`, when the order failed there; later steps are then skipped or upcoming. */
  failure?: { status: OrderStatus; laterSteps: 'skipped' | 'upcoming' };
  /** A failure that ended the order after the road (a refund, a reversal): it takes the last step's place. */
  outcome?: OrderStatus;
}

function progressOf({ status, delivery }: Pick<OrderDetail, 'status' | 'delivery'>): Progress {
  switch (status) {
    case 'delivered':
      return { reached: deliverySteps.length };
    case 'payment_failed':
    case 'payment_expired':
      return { reached: stepIndex('awaiting_payment'), failure: { status, laterSteps: 'skipped' } };
    case 'offer_declined':
    case 'offer_expired':
    case 'offer_suspicious':
      // A new offer follows below the cap, a refund at it: what comes next is still open.
      return { reached: stepIndex('offer_sent'), failure: { status, laterSteps: 'upcoming' } };
    case 'refunded':
      // Refunded after offers nobody accepted, or a payment that came after the checkout had closed.
      return delivery.offer_attempts > 0
        ? {
            reached: stepIndex('offer_sent'),
            failure: { status: 'offer_sent', laterSteps: 'skipped' },
            outcome: status,
          }
        : {
            reached: stepIndex('awaiting_payment'),
            failure: { status: 'payment_expired', laterSteps: 'skipped' },
            outcome: status,
          };
    case 'reversed':
      return { reached: stepIndex('delivered'), outcome: status };
    default:
      return { reached: stepIndex(status) };
  }
}

/** The order's steps from payment to delivery, each done, current, failed, skipped or still to come. */
export function orderTimeline(order: Pick<OrderDetail, 'status' | 'delivery'>): TimelineStep[] {
  const { reached, failure, outcome } = progressOf(order);
  return deliverySteps.map((step, index): TimelineStep => {
    if (outcome && step === 'delivered') return { step, status: outcome, state: 'failed' };
    if (index < reached) return { step, status: step, state: 'done' };
    if (index > reached) return { step, status: step, state: failure?.laterSteps ?? 'upcoming' };
    return failure ? { step, status: failure.status, state: 'failed' } : { step, status: step, state: 'current' };
  });
}
