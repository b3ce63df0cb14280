import { createFileRoute } from '@tanstack/react-router';
import { orderIdParams } from '#pages/common/params.ts';
import { loadOrder } from '#pages/profile/loadOrder.ts';
import { OrderDetailPage } from '#pages/profile/OrderDetailPage.tsx';

export const Route = createFileRoute('/_public/_profile/profile/orders/$orderId')({
  params: orderIdParams,
  loader: ({ context: { queryClient }, params: { orderId } }) => loadOrder(queryClient, orderId),
  component: OrderRoute,
});

function OrderRoute() {
  const { orderId } = Route.useParams();
  return <OrderDetailPage orderId={orderId} />;
}
