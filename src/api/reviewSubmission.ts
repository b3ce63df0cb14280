import { queryOptions } from '@tanstack/react-query';
import {
  type ModerationAnswer,
  moderationAnswerSchema,
  moderationPageSchema,
  publishReviewPath,
  type ReviewStatus,
  type ReviewSubmission,
  type ReviewSubmittedAnswer,
  rejectReviewPath,
  reviewPaths,
  reviewSubmittedAnswerSchema,
} from '../../contract/reviews.ts';
import { api } from './client.ts';
import { formatApiError } from './errors.ts';
import { reviewKeys } from './reviews.queries.ts';
import { translateServerMessage } from './serverMessages.ts';

/** A signed-in customer's review; the answer's `detail` says it will be published after verification. */
export function submitReview(body: ReviewSubmission, signal?: AbortSignal): Promise<ReviewSubmittedAnswer> {
  return api.post(reviewPaths.submit, { json: body, signal }).json(reviewSubmittedAnswerSchema);
}

export const moderationKeys = {
  all: [...reviewKeys.all, 'moderation'] as const,
  queue: (status: ReviewStatus, page: number) => [...moderationKeys.all, status, page] as const,
};

/** The admin's moderation queue, a page of one status; refreshed after every decision. */
export const moderationQueueQuery = (status: ReviewStatus, page: number) =>
  queryOptions({
    queryKey: moderationKeys.queue(status, page),
    queryFn: ({ signal }) =>
      api.get(reviewPaths.moderation, { searchParams: { status, page }, signal }).json(moderationPageSchema),
  });

export function publishReview(reviewId: number): Promise<ModerationAnswer> {
  return api.post(publishReviewPath(reviewId)).json(moderationAnswerSchema);
}

export function rejectReview(reviewId: number): Promise<ModerationAnswer> {
  return api.post(rejectReviewPath(reviewId)).json(moderationAnswerSchema);
}

/**
 * Spec §8, the HTTP failure message, for the review calls: one line per problem ('field: message' for a
 * field the server refused), our own messages in the active language.
 */
export function formatReviewError(error: unknown): string {
  return formatApiError(error)
    .map((line) => {
      const fieldLine = /^(\w+): (.*)$/s.exec(line);
      return fieldLine
        ? `${fieldLine[1]}: ${translateServerMessage(fieldLine[2] ?? '')}`
        : translateServerMessage(line);
    })
    .join('\n');
}
