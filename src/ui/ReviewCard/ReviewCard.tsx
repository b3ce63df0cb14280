import { useLingui } from '@lingui/react/macro';
import { RatingStars } from '../RatingStars/RatingStars.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { useDisplayTimeZone } from '../useDisplayTimeZone.ts';
import * as styles from './ReviewCard.css.ts';

export interface ReviewCardProps {
  /** The reviewer's name as they gave it; it also names the card. */
  authorName: string;
  /** The review's rate, 0 to 10, shown as five stars in half steps. */
  score: number;
  /** The customer's own words: rendered as text, never as markup. */
  text: string;
  /** ISO date-time of publication. */
  createdAt: string;
  /** A decorative drawing behind the review; loaded only when the card comes near the screen. */
  backgroundUrl?: string;
  /** Carousels keep cards the same height by cutting long reviews after a few lines. */
  clampText?: boolean;
  /** Classes for the root element, to place it in a layout; its own look stays. */
  className?: string;
}

/** Spec §3: a review's date is the local year, 2-digit month and 2-digit day, in the active language. */
const reviewDateFormat = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;

/**
 * One published customer review: who, how many stars, when, and what they said.
 *
 * Use it for a review on the home page's carousel and the reviews page. Not for the average of all reviews (a
 * `ReviewSummary`), nor for writing one (the review form).
 */
export function ReviewCard({
  authorName,
  score,
  text,
  createdAt,
  backgroundUrl,
  clampText = false,
  className,
}: ReviewCardProps) {
  const { i18n } = useLingui();
  const timeZone = useDisplayTimeZone();
  return (
    <article aria-label={authorName} className={[styles.card, className].filter(Boolean).join(' ')}>
      {backgroundUrl && (
        <img
          src={backgroundUrl}
          alt=""
          width={480}
          height={320}
          loading="lazy"
          decoding="async"
          className={styles.background}
        />
      )}
      <header className={styles.header}>
        <span className={styles.initials} aria-hidden="true">
          {Array.from(authorName.trim()).slice(0, 2).join('')}
        </span>
        <div className={styles.author}>
          <p className={styles.authorName}>{authorName}</p>
          <RatingStars score={score} />
        </div>
      </header>
      <p className={clampText ? `${styles.text} ${styles.clampedText}` : styles.text}>{text}</p>
      <time dateTime={createdAt} className={styles.date}>
        {i18n.date(createdAt, { ...reviewDateFormat, timeZone })}
      </time>
    </article>
  );
}

/** The shape of a review card while reviews load; put it inside a SkeletonGroup. */
export function ReviewCardSkeleton({ className }: { className?: string }) {
  return (
    <div className={[styles.card, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <Skeleton shape="circle" />
        <div className={styles.author}>
          <Skeleton shape="text" width="8em" />
          <Skeleton shape="text" width="6em" />
        </div>
      </div>
      <Skeleton shape="text" />
      <Skeleton shape="text" />
      <Skeleton shape="text" width="60%" />
    </div>
  );
}
