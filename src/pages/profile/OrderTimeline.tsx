import { useLingui } from '@lingui/react/macro';
import type { OrderDetail } from '#contract/orders.ts';
import { visuallyHidden } from '#ui/theme/index.ts';
import * as styles from './OrderDetail.css.ts';
import { orderStatusPresentation } from './orderStatus.ts';
import { orderTimeline, type TimelineStepState } from './orderTimeline.ts';

/** The order's road from payment to delivery as numbered steps, failures marked as such. */
export function OrderTimeline({ order }: { order: Pick<OrderDetail, 'status' | 'delivery'> }) {
  const { t, i18n } = useLingui();
  const stateText: Record<TimelineStepState, string | undefined> = {
    done: t`done`,
    current: t`current step`,
    failed: t`failed`,
    skipped: t`skipped`,
    upcoming: undefined,
  };
  const { offer_attempts: attempt, max_offer_attempts: maxAttempts } = order.delivery;
  const offerWasRetried =
    attempt > 1 ||
    order.status === 'offer_declined' ||
    order.status === 'offer_expired' ||
    order.status === 'offer_suspicious';
  return (
    <ol aria-label={t`Delivery progress`} className={styles.timeline}>
      {orderTimeline(order).map((step, index) => (
        <li
          key={step.step}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
          className={styles.timelineStep}
        >
          <span className={styles.stepMarker} aria-hidden="true">
            {step.state === 'done' ? '✓' : step.state === 'failed' ? '✕' : index + 1}
          </span>
          <span className={styles.stepText}>
            <span className={styles.stepLabel}>{i18n._(orderStatusPresentation[step.status].label)}</span>
            {stateText[step.state] && <span className={visuallyHidden}> ({stateText[step.state]})</span>}
            {step.step === 'offer_sent' && offerWasRetried && attempt > 0 && (
              <span className={styles.stepNote}>{t`Offer ${attempt} of ${maxAttempts}`}</span>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}
