import { Trans, useLingui } from '@lingui/react/macro';
import { formatTimeRemaining, timeRemaining } from '#lib/timeRemaining.ts';
import { useDisplayTimeZone } from '../useDisplayTimeZone.ts';
import { date, icon, notice } from './HoldNotice.css.ts';

export interface HoldNoticeProps {
  /** When the trade hold ends; empty or past means the item trades at once. */
  tradableAfter: Date | string | null | undefined;
  /** The moment to count from; stories and tests pin it. */
  now?: Date;
  /** Classes for the root element, to place it in a layout; its own look stays. */
  className?: string;
}

/**
 * The trade hold of an item (DESIGN §4): the time left and the date it ends. Nothing when there is no hold.
 *
 * Use it where there is room for the sentence: the product page and the cart. Not on store cards, where the hold
 * is the compact badge of `ItemCard`.
 */
export function HoldNotice({ tradableAfter, now = new Date(), className }: HoldNoticeProps) {
  const { i18n } = useLingui();
  const timeZone = useDisplayTimeZone();
  const remaining = timeRemaining(tradableAfter, now);
  if (!remaining || !tradableAfter) return null;
  const period = formatTimeRemaining(remaining, i18n.locale);
  const endDate = new Date(tradableAfter);
  const endText = i18n.date(endDate, { dateStyle: 'medium', timeZone });
  return (
    <p className={[notice, className].filter(Boolean).join(' ')}>
      <svg className={icon} viewBox="0 0 16 16" aria-hidden="true">
        <path
          fill="currentColor"
          d="M4 7V5a4 4 0 1 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 13.5v-5A1.5 1.5 0 0 1 3.5 7zm1.5 0h5V5a2.5 2.5 0 0 0-5 0z"
        />
      </svg>
      <span>
        <Trans>This item can’t be traded for {period}</Trans>
        <time className={date} dateTime={endDate.toISOString()}>
          <Trans>Tradable after {endText}</Trans>
        </time>
      </span>
    </p>
  );
}
