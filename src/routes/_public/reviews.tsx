import { msg } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { feedbackQuery } from '#api/reviews.queries.ts';
import { ReviewsPage } from './-components/reviews/ReviewsPage.tsx';

const firstPage = 1;

/** `?page=` is a page number from 1; anything else is the first page, which keeps a clean `/reviews`. */
const reviewsSearchSchema = z.object({
  page: z.catch(z._default(z.int().check(z.minimum(1)), firstPage), firstPage),
});

export const Route = createFileRoute('/_public/reviews')({
  validateSearch: reviewsSearchSchema,
  search: { middlewares: [stripSearchParams({ page: firstPage })] },
  staticData: { breadcrumbs: [{ label: msg`Reviews` }] },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(feedbackQuery),
  component: ReviewsRoute,
});

function ReviewsRoute() {
  const { page } = Route.useSearch();
  return <ReviewsPage page={page} />;
}
