import { msg } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { moderationQueueQuery } from '#api/reviewSubmission.ts';
import { adminBreadcrumbs } from '../../-components/adminCrumbs.ts';
import { ReviewModerationPage } from './-components/reviews/ReviewModerationPage.tsx';

const firstPage = 1;

/** `?page=` is a page number from 1; anything else is the first page, which keeps a clean address. */
const moderationSearchSchema = z.object({
  page: z.catch(z._default(z.int().check(z.minimum(1)), firstPage), firstPage),
});

export const Route = createFileRoute('/_public/_profile/_admin/profile/admin/reviews')({
  validateSearch: moderationSearchSchema,
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
