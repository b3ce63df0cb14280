import { queryOptions } from '@tanstack/react-query';
import { reviewEndpoints } from '#contract/reviews.ts';
import { callEndpoint } from './endpoint.ts';
import { listStaleTime } from './lists.queries.ts';

export const reviewKeys = {
  all: ['reviews'] as const,
  published: () => [...reviewKeys.all, 'published'] as const,
};

/** Spec §7: the published reviews, newest first, cached for 5 minutes like the other lists. */
export const feedbackQuery = queryOptions({
  queryKey: reviewKeys.published(),
  queryFn: ({ signal }) => callEndpoint(reviewEndpoints.published, { signal }),
  staleTime: listStaleTime,
});
