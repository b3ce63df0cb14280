import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './endpoint.ts';
import { listStaleTime } from './lists.queries.ts';
import { loadOnce } from './loadOnce.ts';

/** The contract (and zod with it) loads with the call, not with the home page's chunk (a drawn home makes none). */
const contract = loadOnce(() => import('#contract/reviews.ts'));

export const reviewKeys = {
  all: ['reviews'] as const,
  published: () => [...reviewKeys.all, 'published'] as const,
};

/** Spec §7: the published reviews, newest first, cached for 5 minutes like the other lists. */
export const feedbackQuery = queryOptions({
  queryKey: reviewKeys.published(),
  queryFn: ({ signal }) =>
    callEndpoint(
      contract().then(({ reviewEndpoints }) => reviewEndpoints.published),
      { signal },
    ),
  staleTime: listStaleTime,
});
