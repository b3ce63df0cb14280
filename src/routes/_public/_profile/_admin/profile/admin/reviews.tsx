import { msg } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { moderationQueueQuery } from '#api/reviewSubmission.ts';
import { adminBreadcrumbs } from '#pages/admin/common/adminCrumbs.ts';
import { ReviewModerationPage } from '#pages/admin/reviews/ReviewModerationPage.tsx';
import { firstPage, pagedSearchSchema } from '#pages/common/params.ts';

export const Route = createFileRoute('/_public/_profile/_admin/profile/admin/reviews')({
  validateSearch: pagedSearchSchema,
  search: { middlewares: [stripSearchParams({ page: firstPage })] },
  staticData: { breadcrumbs: adminBreadcrumbs(msg`Review moderation`) },
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context: { queryClient }, deps }) =>
    queryClient.ensureQueryData(moderationQueueQuery('pending', deps.page)),
  component: ReviewModerationRoute,
});

function ReviewModerationRoute() {
  const { page } = Route.useSearch();
  return <ReviewModerationPage page={page} />;
}
