import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import {
  type ModerationAnswer,
  type ReviewStatus,
  type ReviewSubmission,
  type ReviewSubmittedAnswer,
  reviewEndpoints,
  reviewMessages,
} from '../../contract/reviews.ts';
import { callEndpoint } from './endpoint.ts';
import { formatApiError } from './errors.ts';
import { reviewKeys } from './reviews.queries.ts';

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

/** The server's review messages (contract/reviews.ts) in the active language; the form's checks say the same. */
export const reviewMessageTranslations: Record<keyof typeof reviewMessages, MessageDescriptor> = {
  commentRequired: msg`Please enter your comment.`,
  commentTooShort: msg`Your comment must be at least 20 characters long.`,
  commentTooLong: msg`Your comment must be at most 300 characters long.`,
  scoreRequired: msg`Please choose a score from 1 to 10.`,
  submitted: msg`Thank you! Your review will be published after verification.`,
  notCustomer: msg`Only customers with a delivered order can leave a review.`,
  alreadyPending: msg`You already have a review waiting for verification.`,
  offensive: msg`Your review contains offensive words. Please rephrase it.`,
  published: msg`The review is published.`,
  rejected: msg`The review is rejected.`,
};

const translationByEnglishText = new Map<string, MessageDescriptor>(
  Object.entries(reviewMessages).map(([key, text]) => [
    text,
    reviewMessageTranslations[key as keyof typeof reviewMessages],
  ]),
);

/** A message the server wrote about reviews, translated when it is one of ours, else as the server wrote it. */
export function translateReviewMessage(message: string): string {
  const descriptor = translationByEnglishText.get(message);
  return descriptor ? i18n._(descriptor) : message;
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
        ? `${fieldLine[1]}: ${translateReviewMessage(fieldLine[2] ?? '')}`
        : translateReviewMessage(line);
    })
    .join('\n');
}
