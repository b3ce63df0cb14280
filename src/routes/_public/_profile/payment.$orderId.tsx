import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { checkoutOutcomes } from '#contract/enums.ts';
import { orderIdParams } from '#pages/common/params.ts';
import { droppedIfBad } from '#pages/common/urlSchemas.ts';
import { loadOrder } from '#pages/profile/loadOrder.ts';
import { PaymentResultPage } from '#pages/profile/PaymentResultPage.tsx';

/** What the buyer pressed on the checkout; anything else is no claim at all. */
const paymentSearchSchema = v.object({ outcome: droppedIfBad(v.picklist(checkoutOutcomes)) });

/** Where a checkout returns (the server's `checkoutReturnUrl`): the payment's confirmation, or its failure. */
export const Route = createFileRoute('/_public/_profile/payment/$orderId')({
  params: orderIdParams,
  validateSearch: paymentSearchSchema,
  loader: ({ context: { queryClient }, params: { orderId } }) => loadOrder(queryClient, orderId),
  component: PaymentRoute,
});

function PaymentRoute() {
  const { orderId } = Route.useParams();
  const { outcome } = Route.useSearch();
  return <PaymentResultPage orderId={orderId} outcome={outcome} />;
}
