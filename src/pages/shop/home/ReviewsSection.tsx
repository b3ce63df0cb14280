import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { feedbackQuery } from '#api/reviews.queries.ts';
import { RouterLink } from '#app/RouterLink.tsx';
import { ReviewCarousel } from '#ui/ReviewCard/ReviewCarousel.tsx';
import { ReviewSummary } from '#ui/ReviewSummary/ReviewSummary.tsx';
import { reviewBackgroundUrls, toReviewCardData } from '../reviews/reviewCards.ts';
import * as styles from './home.css.ts';

/** The home page's reviews: the summary card beside the newest reviews (spec §2, §4). */
export function ReviewsSection() {
  const { t } = useLingui();
  // Spec §4: reviews that cannot be fetched read as none ('No data'); nothing is retried.
  const { data: reviews, isError } = useQuery(feedbackQuery);
  const published = isError ? [] : reviews;

  return (
    <section className={styles.section} aria-labelledby="reviews-title">
      <div>
        <h2 id="reviews-title" className={styles.sectionHeading}>
          <Trans>What players say about us</Trans>
        </h2>
        <p className={styles.sectionLead}>
          <Trans>Every review comes from a customer whose order was delivered, and is read by our team first.</Trans>
        </p>
      </div>
      <div className={styles.reviews}>
        <ReviewSummary
          rates={published?.map((review) => review.rate)}
          action={
            <RouterLink to="/reviews" appearance="button" variant="secondary">
              <Trans>Read all reviews</Trans>
            </RouterLink>
          }
        />
        <ReviewCarousel
          reviews={published?.map(toReviewCardData)}
          backgroundUrls={reviewBackgroundUrls}
          label={t`Customer reviews`}
        />
      </div>
    </section>
  );
}
