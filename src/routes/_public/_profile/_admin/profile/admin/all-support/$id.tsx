import { msg } from '@lingui/core/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { adminSupportKeys, supportTicketQuery } from '#api/adminSupport.ts';
import { SupportTicketView } from '#pages/admin/backoffice/SupportTicketView.tsx';
import { adminBreadcrumbs, adminListCrumbs } from '#pages/admin/common/adminCrumbs.ts';
import { idParams } from '#pages/common/params.ts';

export const Route = createFileRoute('/_public/_profile/_admin/profile/admin/all-support/$id')({
  params: idParams,
  staticData: { breadcrumbs: adminBreadcrumbs(msg`Support request`, adminListCrumbs['all-support']) },
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(supportTicketQuery(params.id)),
  component: SupportRequestRoute,
});

function SupportRequestRoute() {
  const { id } = Route.useParams();
  const queryClient = useQueryClient();
  const { data: ticket } = useSuspenseQuery(supportTicketQuery(id));
  return (
    <SupportTicketView
      ticket={ticket}
      onChanged={() => void queryClient.invalidateQueries({ queryKey: adminSupportKeys.all })}
    />
  );
}
