import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { formatApiError } from '#api/errors.ts';
import { moderationKeys, moderationQueueQuery, publishReview, rejectReview } from '#api/reviewSubmission.ts';
import { reviewKeys } from '#api/reviews.queries.ts';
import { translateServerMessage } from '#api/serverMessages.ts';
import { RouterLink } from '#app/RouterLink.tsx';
import type { ModeratedReview } from '#contract/reviews.ts';
import { EmptyState, Page } from '#pages/common/Page.tsx';
import { Box, Panel } from '#ui/Box/Box.tsx';
import { Button } from '#ui/Button/Button.tsx';
import { RatingStars } from '#ui/RatingStars/RatingStars.tsx';
import { notify } from '#ui/ToastHost/notify.ts';
import * as styles from './ReviewModeration.css.ts';

/** Spec §3: a review's date is the local year, 2-digit month and 2-digit day, in the active language. */
const reviewDateFormat = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;

/**
 * The reviews waiting for verification, oldest first (spec §3: published only after checking the author is a
 * genuine customer and the text is not offensive), each with Publish and Reject.
 */
export function ReviewModerationPage({ page }: { page: number }) {
  const { t } = useLingui();
  const { data } = useSuspenseQuery(moderationQueueQuery('pending', page));
  const pageCount = Math.max(1, Math.ceil(data.total / data.page_size));

  return (
    <Page
      title={t`Review moderation`}
      lead={t`Publish a review once you have checked that its author received their skins and that the text is decent.`}
    >
      {data.items.length === 0 ? (
        <EmptyState title={t`No reviews waiting for verification`}>
          <Trans>New reviews from customers appear here, oldest first.</Trans>
        </EmptyState>
      ) : (
        <>
          <p className={styles.muted}>
            <Plural
              value={data.total}
              one="# review waiting for verification"
              other="# reviews waiting for verification"
            />
          </p>
          <ul className={styles.list} aria-label={t`Reviews waiting for verification`}>
            {data.items.map((review) => (
              <li key={review.id}>
                <PendingReview review={review} />
              </li>
            ))}
          </ul>
        </>
      )}
      {pageCount > 1 && (
        <Box
          as="nav"
          display="flex"
          alignItems="center"
          justifyContent="space-between"
          gap="md"
          aria-label={t`Moderation pages`}
        >
          <RouterLink
            to="/profile/admin/reviews"
            search={{ page: page - 1 }}
            appearance="button"
            variant="secondary"
            disabled={page <= 1}
          >
            <Trans>Previous page</Trans>
          </RouterLink>
          <span className={styles.muted}>
            <Trans>
              Page {page} of {pageCount}
            </Trans>
          </span>
          <RouterLink
            to="/profile/admin/reviews"
            search={{ page: page + 1 }}
            appearance="button"
            variant="secondary"
            disabled={page >= pageCount}
          >
            <Trans>Next page</Trans>
          </RouterLink>
        </Box>
      )}
    </Page>
  );
}

type Decision = 'publish' | 'reject';
const decide = { publish: publishReview, reject: rejectReview } as const;

function PendingReview({ review }: { review: ModeratedReview }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const decision = useMutation({
    mutationFn: (choice: Decision) => decide[choice](review.id),
    onSuccess: async (answer) => {
      notify.success(translateServerMessage(answer.detail));
      // The queue loses the review; the public list gains it (publish) or may lose it (a reject after a publish).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
        queryClient.invalidateQueries({ queryKey: reviewKeys.published() }),
      ]);
    },
    onError: (error) => {
      for (const message of formatApiError(error)) notify.error(translateServerMessage(message));
    },
  });
  const score = i18n.number(review.rate);
  const author = review.user.name;
  const headingId = `pending-review-${review.id}`;

  return (
    <Panel
      as="article"
      display="grid"
      gap="sm"
      minWidth="0"
      className={styles.fadedWhileBusy}
      aria-labelledby={headingId}
      aria-busy={decision.isPending}
    >
      <div className={styles.meta}>
        {/* Customers' names and texts are rendered as text, never as markup. */}
        <h2 id={headingId} className={styles.author}>
          {author}
        </h2>
        <RatingStars score={review.rate} />
        <span className={styles.muted}>{t`Score ${score} of 10`}</span>
        <time dateTime={review.created_at} className={styles.muted}>
          {i18n.date(review.created_at, reviewDateFormat)}
        </time>
        <span className={styles.muted} lang={review.language}>
          {review.language.toUpperCase()}
        </span>
      </div>
      <p className={styles.text} lang={review.language}>
        {review.description}
      </p>
      <Box display="flex" gap="sm" justifyContent={{ mobile: 'flex-end', md: 'flex-start' }}>
        <Button
          size="sm"
          onPress={() => decision.mutate('publish')}
          isDisabled={decision.isPending}
          isPending={decision.isPending && decision.variables === 'publish'}
          aria-label={t`Publish the review by ${author}`}
        >
          <Trans>Publish</Trans>
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onPress={() => decision.mutate('reject')}
          isDisabled={decision.isPending}
          isPending={decision.isPending && decision.variables === 'reject'}
          aria-label={t`Reject the review by ${author}`}
        >
          <Trans>Reject</Trans>
        </Button>
      </Box>
    </Panel>
  );
}
