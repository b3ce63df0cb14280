import { createFileRoute, notFound } from '@tanstack/react-router';
import { orderQuery } from '../../../../api/orders.ts';
import { idParams } from '../../../-components/params.ts';
import { OrderDetailPage } from './-components/OrderDetailPage.tsx';

/** The order id follows the same rule as every id in a path: a malformed one is the not-found page. */
const orderIdParams = {
  parse: ({ orderId }: { orderId: string }) => ({ orderId: idParams.parse({ id: orderId }).id }),
  stringify: ({ orderId }: { orderId: number }) => ({ orderId: String(orderId) }),
};

export const Route = createFileRoute('/_public/_profile/profile/orders/$orderId')({
  params: orderIdParams,
  loader: async ({ context: { queryClient }, params: { orderId } }) => {
    const query = orderQuery(orderId);
    // Any other failure is the page's to show, with a retry; an order the server does not show this user
    // (unknown, or someone else's) is not found.
    await queryClient.prefetchQuery(query);
    if (queryClient.getQueryData(query.queryKey) === null) throw notFound();
  },
  component: OrderRoute,
});

function OrderRoute() {
  const { orderId } = Route.useParams();
  return <OrderDetailPage orderId={orderId} />;
}
