import { queryOptions } from '@tanstack/react-query';
import {
  type ModerationAnswer,
  type ReviewStatus,
  type ReviewSubmission,
  type ReviewSubmittedAnswer,
  reviewEndpoints,
} from '#contract/reviews.ts';
import { callEndpoint } from './endpoint.ts';
import { formatApiError } from './errors.ts';
import { reviewKeys } from './reviews.queries.ts';
import { translateServerMessage } from './serverMessages.ts';

/** A signed-in customer's review; the answer's `detail` says it will be published after verification. */
export function submitReview(body: ReviewSubmission, signal?: AbortSignal): Promise<ReviewSubmittedAnswer> {
  return callEndpoint(reviewEndpoints.submit, { body, signal });
}

export const moderationKeys = {
  all: [...reviewKeys.all, 'moderation'] as const,
  queue: (status: ReviewStatus, page: number) => [...moderationKeys.all, status, page] as const,
};

/** The admin's moderation queue, a page of one status; refreshed after every decision. */
export const moderationQueueQuery = (status: ReviewStatus, page: number) =>
  queryOptions({
    queryKey: moderationKeys.queue(status, page),
    queryFn: ({ signal }) => callEndpoint(reviewEndpoints.moderation, { query: { status, page }, signal }),
  });

export function publishReview(reviewId: number): Promise<ModerationAnswer> {
  return callEndpoint(reviewEndpoints.publish, { params: { id: reviewId } });
}

export function rejectReview(reviewId: number): Promise<ModerationAnswer> {
  return callEndpoint(reviewEndpoints.reject, { params: { id: reviewId } });
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
