import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { orderQuery } from '#api/orders.ts';
import { useOrderPush } from '#app/orderPush.ts';
import { RouterLink } from '#app/RouterLink.tsx';
import { EmptyState, Page } from '#pages/common/Page.tsx';
import { Skeleton, SkeletonGroup } from '#ui/Skeleton/Skeleton.tsx';
import { ListLoadError } from './ListStates.tsx';
import { PaymentResultView } from './PaymentResultView.tsx';
import { type CheckoutOutcome, type PaymentResult, paymentResultOf } from './paymentResult.ts';

/** `/payment/{orderId}`: where the checkout returns, kept live by the order query's polling. */
export function PaymentResultPage({ orderId, outcome }: { orderId: number; outcome: CheckoutOutcome | undefined }) {
  const { t } = useLingui();
  const { data: order, isError, refetch } = useQuery(orderQuery(orderId, useOrderPush('mine')));
  const result = order ? paymentResultOf(order.status, outcome) : undefined;
  const titles: Record<PaymentResult, string> = {
    received: t`Payment received`,
    confirming: t`Confirming your payment`,
    failed: t`Payment failed`,
    cancelled: t`Payment cancelled`,
  };
  return (
    <Page title={result ? titles[result] : t`Your payment`}>
      {order && result ? (
        <PaymentResultView
          order={order}
          result={result}
          actions={
            result === 'failed' || result === 'cancelled' ? (
              <>
                <RouterLink to="/cart" appearance="button">
                  <Trans>Back to cart</Trans>
                </RouterLink>
                <RouterLink to="/profile" search={{ tab: 'orders' }} appearance="button" variant="secondary">
                  <Trans>My Orders</Trans>
                </RouterLink>
              </>
            ) : (
              <>
                <RouterLink to="/profile" search={{ tab: 'orders' }} appearance="button">
                  <Trans>My Orders</Trans>
                </RouterLink>
                <RouterLink to="/profile/orders/$orderId" params={{ orderId }} appearance="button" variant="secondary">
                  <Trans>Order details</Trans>
                </RouterLink>
              </>
            )
          }
        />
      ) : order === null ? (
        <EmptyState title={t`This order is not available`}>{t`It may have been removed.`}</EmptyState>
      ) : isError ? (
        <ListLoadError message={t`This order could not be loaded.`} onRetry={() => void refetch()} />
      ) : (
        <SkeletonGroup label={t`Loading the order`}>
          <Skeleton shape="block" height="20rem" />
        </SkeletonGroup>
      )}
    </Page>
  );
}
