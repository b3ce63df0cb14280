import { msg } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { supportTicketListQuery } from '#api/adminSupport.ts';
import { SupportTicketsPage } from '#pages/admin/backoffice/SupportTicketsPage.tsx';
import {
  type SupportSearch,
  supportQueryOf,
  supportSearchDefaults,
  supportSearchSchema,
} from '#pages/admin/backoffice/supportSearch.ts';
import { adminBreadcrumbs } from '#pages/admin/common/adminCrumbs.ts';

export const Route = createFileRoute('/_public/_profile/_admin/profile/admin/all-support/')({
  validateSearch: supportSearchSchema,
  search: { middlewares: [stripSearchParams(supportSearchDefaults)] },
  staticData: { breadcrumbs: adminBreadcrumbs(msg`Support center`) },
  loaderDeps: ({ search }) => supportQueryOf(search),
  loader: ({ context: { queryClient }, deps }) => queryClient.prefetchQuery(supportTicketListQuery(deps)),
  component: SupportCenterRoute,
});

function SupportCenterRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SupportTicketsPage
      search={search}
      onSearchChange={(patch: Partial<SupportSearch>) =>
        navigate({ search: (previous) => ({ ...previous, ...patch }) })
      }
      ticketHref={(ticketId) => `/profile/admin/all-support/${ticketId}`}
    />
  );
}
