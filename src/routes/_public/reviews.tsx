import { msg } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { feedbackQuery } from '#api/reviews.queries.ts';
import { firstPage, pagedSearchSchema } from '#pages/common/params.ts';
import { ReviewsPage } from '#pages/shop/reviews/ReviewsPage.tsx';

export const Route = createFileRoute('/_public/reviews')({
  validateSearch: pagedSearchSchema,
  search: { middlewares: [stripSearchParams({ page: firstPage })] },
  staticData: { breadcrumbs: [{ label: msg`Reviews` }] },
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(feedbackQuery),
  component: ReviewsRoute,
});

function ReviewsRoute() {
  const { page } = Route.useSearch();
  return <ReviewsPage page={page} />;
}
