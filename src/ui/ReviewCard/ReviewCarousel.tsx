import { Trans, useLingui } from '@lingui/react/macro';
import { Carousel } from '../Carousel/Carousel.tsx';
import { SkeletonGroup } from '../Skeleton/Skeleton.tsx';
import { ReviewCard, ReviewCardSkeleton } from './ReviewCard.tsx';
import { noData, reviewGap, skeletonRow } from './ReviewCarousel.css.ts';

/** A published review, as the reviews endpoint returns it. */
export interface ReviewCarouselItem {
  /** The review's id: the slide's key. */
  id: number;
  /** The reviewer's name. */
  authorName: string;
  /** The rate, 0 to 10. */
  score: number;
  /** The reviewer's words. */
  text: string;
  /** ISO date-time of publication. */
  createdAt: string;
}

export interface ReviewCarouselProps {
  /** Undefined while the reviews load. */
  reviews: readonly ReviewCarouselItem[] | undefined;
  /** Decorative drawings, repeated in order over the slides. */
  backgroundUrls: readonly string[];
  /** Names the carousel for assistive technology. */
  label: string;
}

/** Spec §9: the carousel shows at most 10 reviews and 5 placeholders while they load. */
export const reviewCarouselLimit = 10;
export const reviewCarouselSkeletons = 5;

/** Spec §2: one review in view from 320px, three from the large breakpoint. */
const reviewsPerView = { base: 1, lg: 3 } as const;

/**
 * The newest reviews on the home page: placeholders, then up to 10 cards, or 'No data' when there are none.
 *
 * Use it on the home page. Not for the reviews page, which lists every review (`ReviewCard`s one under another).
 */
export function ReviewCarousel({ reviews, backgroundUrls, label }: ReviewCarouselProps) {
  const { t } = useLingui();
  if (reviews === undefined) {
    return (
      <SkeletonGroup label={t`Loading the reviews`} className={skeletonRow}>
        {Array.from({ length: reviewCarouselSkeletons }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, only their position differs
          <ReviewCardSkeleton key={index} />
        ))}
      </SkeletonGroup>
    );
  }
  if (reviews.length === 0) {
    return (
      <p className={noData}>
        <Trans>No data</Trans>
      </p>
    );
  }
  return (
    <Carousel
      label={label}
      slidesPerView={reviewsPerView}
      gap={reviewGap}
      slides={reviews
        .slice(0, reviewCarouselLimit)
        .map((review, index) => (
          <ReviewCard
            key={review.id}
            authorName={review.authorName}
            score={review.score}
            text={review.text}
            createdAt={review.createdAt}
            backgroundUrl={backgroundUrls.length > 0 ? backgroundUrls[index % backgroundUrls.length] : undefined}
            clampText
          />
        ))}
    />
  );
}
