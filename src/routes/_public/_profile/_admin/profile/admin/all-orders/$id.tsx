import { msg } from '@lingui/core/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { adminOrderKeys, adminOrderQuery } from '../../../../../../../api/adminOrders.ts';
import { idParams } from '../../../../../../-components/params.ts';
import { adminBreadcrumbs, adminListCrumbs } from '../../../-components/adminCrumbs.ts';
import { AdminOrderView } from '../-components/orders/AdminOrderView.tsx';

export const Route = createFileRoute('/_public/_profile/_admin/profile/admin/all-orders/$id')({
  params: idParams,
  staticData: { breadcrumbs: adminBreadcrumbs(msg`Order`, adminListCrumbs['all-orders']) },
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(adminOrderQuery(params.id)),
  component: AdminOrderRoute,
});

function AdminOrderRoute() {
  const { id } = Route.useParams();
  const queryClient = useQueryClient();
  const { data: order } = useSuspenseQuery(adminOrderQuery(id));
  return (
    <AdminOrderView
      order={order}
      onChanged={() => void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all })}
    />
  );
}
