import { msg } from '@lingui/core/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { adminOrderKeys, adminOrderQuery, fetchAdminOrderDocument } from '#api/adminOrders.ts';
import { useOrderPush } from '#app/orderPush.ts';
import { saveFile } from '#app/saveFile.ts';
import { adminBreadcrumbs, adminListCrumbs } from '#pages/admin/common/adminCrumbs.ts';
import { AdminOrderView } from '#pages/admin/orders/AdminOrderView.tsx';
import { idParams } from '#pages/common/params.ts';

export const Route = createFileRoute('/_public/_profile/_admin/profile/admin/all-orders/$id')({
  params: idParams,
  staticData: { breadcrumbs: adminBreadcrumbs(msg`Order`, adminListCrumbs['all-orders']) },
  loader: async ({ context: { queryClient }, params }) => {
    if ((await queryClient.ensureQueryData(adminOrderQuery(params.id))) === null) throw notFound();
  },
  component: AdminOrderRoute,
});

function AdminOrderRoute() {
  const { id } = Route.useParams();
  const queryClient = useQueryClient();
  const fallbackPoll = useOrderPush('all');
  const { data: order } = useSuspenseQuery({ ...adminOrderQuery(id), refetchInterval: fallbackPoll });
  if (!order) throw notFound();
  return (
    <AdminOrderView
      order={order}
      onChanged={() => void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all })}
      onDownload={async (kind) => {
        const { blob, fileName } = await fetchAdminOrderDocument(order.id, kind);
        saveFile(blob, fileName);
      }}
    />
  );
}
