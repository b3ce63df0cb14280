import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { feedbackQuery } from '#api/reviews.queries.ts';
import { RouterLink } from '#app/RouterLink.tsx';
import { EmptyState, Page } from '#pages/common/Page.tsx';
import { Stack } from '#ui/Box/Box.tsx';
import { ReviewCard } from '#ui/ReviewCard/ReviewCard.tsx';
import { ReviewSummary } from '#ui/ReviewSummary/ReviewSummary.tsx';
import { ReviewSubmission } from './ReviewSubmission.tsx';
import * as styles from './ReviewsPage.css.ts';
import { reviewBackgroundUrls, toReviewCardData } from './reviewCards.ts';

/** Reviews per page of the list; the endpoint answers them all, so the pages are cut here. */
export const reviewsPageSize = 10;

/** How many pages some reviews fill (at least one, even when empty). */
export function reviewPageCount(reviewCount: number): number {
  return Math.max(1, Math.ceil(reviewCount / reviewsPageSize));
}

/** Every published review, newest first, a page at a time, beside their summary. */
export function ReviewsPage({ page }: { page: number }) {
  const { t } = useLingui();
  const { data: reviews } = useSuspenseQuery(feedbackQuery);
  const pageCount = reviewPageCount(reviews.length);
  // A page past the end (an old link after reviews were removed) shows the last one.
  const currentPage = Math.min(page, pageCount);
  const shown = reviews.slice((currentPage - 1) * reviewsPageSize, currentPage * reviewsPageSize);

  // Turning a page only changes the search, which the router does not scroll for: bring the new page's first
  // review into view rather than leaving the reader at the bottom of the list.
  const listRef = useRef<HTMLUListElement>(null);
  const pageInView = useRef(currentPage);
  useEffect(() => {
    if (pageInView.current === currentPage) return;
    pageInView.current = currentPage;
    listRef.current?.scrollIntoView({ block: 'start' });
  }, [currentPage]);

  return (
    <Page
      title={t`Reviews`}
      lead={t`What our customers say, published after we check each review comes from a real buyer.`}
    >
      {reviews.length === 0 ? (
        <>
          <EmptyState title={t`No reviews yet`}>
            <Trans>Once customers who received their skins share how it went, their reviews appear here.</Trans>
          </EmptyState>
          <ReviewSubmission />
        </>
      ) : (
        <div className={styles.layout}>
          <Stack gap="lg" minWidth="0">
            <ReviewSummary rates={reviews.map((review) => review.rate)} showDistribution />
            <ReviewSubmission />
          </Stack>
          <Stack gap="lg">
            <ul ref={listRef} className={styles.list} aria-label={t`Published reviews`}>
              {shown.map(toReviewCardData).map((review, index) => (
                <li key={review.id}>
                  <ReviewCard {...review} backgroundUrl={reviewBackgroundUrls[index % reviewBackgroundUrls.length]} />
                </li>
              ))}
            </ul>
            {pageCount > 1 && (
              <nav aria-label={t`Review pages`} className={styles.pager}>
                <RouterLink
                  to="/reviews"
                  search={{ page: currentPage - 1 }}
                  className={styles.newer}
                  appearance="button"
                  variant="secondary"
                  disabled={currentPage <= 1}
                >
                  <Trans>Newer reviews</Trans>
                </RouterLink>
                <span className={styles.pageStatus}>
                  <Trans>
                    Page {currentPage} of {pageCount}
                  </Trans>
                </span>
                <RouterLink
                  to="/reviews"
                  search={{ page: currentPage + 1 }}
                  className={styles.older}
                  appearance="button"
                  variant="secondary"
                  disabled={currentPage >= pageCount}
                >
                  <Trans>Older reviews</Trans>
                </RouterLink>
              </nav>
            )}
          </Stack>
        </div>
      )}
    </Page>
  );
}
