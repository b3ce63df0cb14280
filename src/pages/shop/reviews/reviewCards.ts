import type { Review } from '#contract/lists.ts';
import type { ReviewCarouselItem } from '#ui/ReviewCard/ReviewCarousel.tsx';

/** Spec §3: five drawings (public/images/reviews/) repeat, in order, behind the review cards. */
export const reviewBackgroundUrls = [1, 2, 3, 4, 5].map(
  (number) => `${import.meta.env.BASE_URL}images/reviews/review-${number}.svg`,
);

/** What a review card shows of a published review. */
export function toReviewCardData(review: Review): ReviewCarouselItem {
  return {
    id: review.id,
    authorName: review.user.name,
    score: review.rate,
    text: review.description,
    createdAt: review.created_at,
  };
}
