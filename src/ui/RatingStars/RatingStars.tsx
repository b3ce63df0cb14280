import { useLingui } from '@lingui/react/macro';
import { starFills, starsFromScore } from '#lib/rating.ts';
import { emptyStar, filledStar, star, stars as starsRow } from './RatingStars.css.ts';

export interface RatingStarsProps {
  /** The review's rate, 0 to 10. */
  score: number;
  /** Classes for the root element, to place it in a layout; its own look stays. */
  className?: string;
}

const starPath = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/**
 * A 0-10 score as five stars in half steps, announced as 'Rated 3.5 out of 5'.
 *
 * Use it to show a review's rate, or an average. Not for giving a rate (the review form's own radio stars).
 */
export function RatingStars({ score, className }: RatingStarsProps) {
  const { t, i18n } = useLingui();
  const stars = starsFromScore(score);
  const starsText = i18n.number(stars);
  return (
    <span
      role="img"
      aria-label={t`Rated ${starsText} out of 5`}
      className={[starsRow, className].filter(Boolean).join(' ')}
    >
      {starFills(stars).map((fill, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions: the index is the star's identity
        <span key={index} className={star} data-fill={fill}>
          <svg className={emptyStar} viewBox="0 0 24 24" aria-hidden="true">
            <path fill="currentColor" d={starPath} />
          </svg>
          {fill !== 'empty' && (
            <svg className={filledStar[fill]} viewBox="0 0 24 24" aria-hidden="true">
              <path fill="currentColor" d={starPath} />
            </svg>
          )}
        </span>
      ))}
    </span>
  );
}
