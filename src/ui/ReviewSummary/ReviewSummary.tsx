import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { RatingStars } from '../RatingStars/RatingStars.tsx';
import { Skeleton, SkeletonGroup } from '../Skeleton/Skeleton.tsx';
import * as styles from './ReviewSummary.css.ts';
import { summarizeRates } from './reviewSummary.ts';

export interface ReviewSummaryProps {
  /** Every published review's rate (0 to 10); undefined while they load. */
  rates: readonly number[] | undefined;
  /** Also show how many reviews sit at each star (the reviews page). */
  showDistribution?: boolean;
  /** A call to action under the numbers, e.g. the link to all reviews. */
  action?: ReactNode;
  /** Classes for the root element, to place it in a layout; its own look stays. */
  className?: string;
}

/**
 * What customers think in one glance: the average on 5 stars, how many reviews, and their spread.
 *
 * Use it above the reviews (home page, reviews page). Not for one review's rate (`RatingStars` on a `ReviewCard`).
 */
export function ReviewSummary({ rates, showDistribution = false, action, className }: ReviewSummaryProps) {
  const { t, i18n } = useLingui();
  const classes = [styles.summary, className].filter(Boolean).join(' ');

  if (rates === undefined) {
    return (
      <SkeletonGroup label={t`Loading the reviews`} className={classes}>
        <Skeleton shape="text" width="3em" height="3rem" />
        <Skeleton shape="text" width="8em" />
        <Skeleton shape="text" width="12em" />
        {action}
      </SkeletonGroup>
    );
  }

  const { count, averageScore, countsByStars } = summarizeRates(rates);
  const largestCount = Math.max(1, ...countsByStars);
  return (
    <div className={classes}>
      {averageScore === undefined ? (
        <p className={styles.count}>
          <Trans>No reviews yet. Be the first to tell other players how your trade went.</Trans>
        </p>
      ) : (
        <>
          <p className={styles.average}>
            <span className={styles.averageValue}>{i18n.number(averageScore / 2, { maximumFractionDigits: 1 })}</span>
            <span className={styles.averageScale}>
              <Trans>out of 5</Trans>
            </span>
          </p>
          <RatingStars score={averageScore} className={styles.stars} />
          <p className={styles.count}>
            <Plural value={count} one="Based on # review" other="Based on # reviews" />
          </p>
        </>
      )}
      {showDistribution && count > 0 && (
        <ul className={styles.distribution} aria-label={t`Reviews by rating`}>
          {countsByStars
            .map((starCount, index) => ({ stars: index + 1, starCount }))
            .reverse()
            .map(({ stars, starCount }) => (
              <li key={stars} className={styles.distributionRow}>
                <span>
                  <Plural value={stars} one="# star" other="# stars" />
                </span>
                <span className={styles.bar} aria-hidden="true">
                  <span className={styles.barFill} style={{ width: `${(starCount / largestCount) * 100}%` }} />
                </span>
                <span className={styles.barCount}>
                  <Plural value={starCount} one="# review" other="# reviews" />
                </span>
              </li>
            ))}
        </ul>
      )}
      {action}
    </div>
  );
}
