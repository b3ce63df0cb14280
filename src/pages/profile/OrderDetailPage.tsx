import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatApiError } from '#api/errors.ts';
import { confirmResend, fetchOrderDocument, orderKeys, orderQuery } from '#api/orders.ts';
import { checkoutOriginsQuery } from '#api/purchase.ts';
import { translateServerMessage } from '#api/serverMessages.ts';
import { isLocale } from '#app/i18n.ts';
import { useOrderPush } from '#app/orderPush.ts';
import { RouterLink } from '#app/RouterLink.tsx';
import { saveFile } from '#app/saveFile.ts';
import { isAllowedCheckoutUrl } from '#contract/cart.ts';
import { EmptyState, Page } from '#pages/common/Page.tsx';
import { Breadcrumb, Breadcrumbs } from '#ui/Breadcrumbs/Breadcrumbs.tsx';
import { Skeleton, SkeletonGroup } from '#ui/Skeleton/Skeleton.tsx';
import { notify } from '#ui/ToastHost/notify.ts';
import { ListLoadError } from './ListStates.tsx';
import * as styles from './OrderDetail.css.ts';
import { OrderDetailView } from './OrderDetailView.tsx';

/** The checkout's time left is counted in hours and days: a clock that ticks each minute is plenty. */
const clockTickMs = 60_000;

function useNow(tickMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}

/** DESIGN.md §4: a checkout address is followed only when its origin is on the server's gateway allowlist. */
function useTrustedCheckoutUrl(checkoutUrl: string | null): string | undefined {
  const { data: origins } = useQuery({ ...checkoutOriginsQuery, enabled: checkoutUrl !== null });
  return checkoutUrl !== null && origins && isAllowedCheckoutUrl(checkoutUrl, origins) ? checkoutUrl : undefined;
}

/** After a tampered offer, the buyer's go-ahead for a new one; the order then moves on (and is polled again). */
function useConfirmResend(orderId: number) {
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => confirmResend(orderId),
    onSuccess: async (answer) => {
      notify.success(translateServerMessage(answer.detail));
      await queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
    },
    onError: (error) => {
      for (const message of formatApiError(error)) notify.error(translateServerMessage(message));
    },
  });
  return { onConfirm: () => confirm.mutate(), isPending: confirm.isPending };
}

/**
 * `/profile/orders/{id}`: one of the user's orders, kept live by the server's push (src/app/orderPush.ts; the order
 * query polls only while the push is lost). The trail names the order and links back to the orders tab, which the
 * header's static trails cannot, so the page draws it. Use it as the order route's page, under a router and the
 * signed-in session. Not for drawing an order from data at hand: that is OrderDetailView.
 */
export function OrderDetailPage({
  orderId,
}: {
  /** The order's id (the route's `{id}`): the page reads it, and reads it again when the server pushes a change. */
  orderId: number;
}) {
  const { t, i18n } = useLingui();
  const { data: order, isError, refetch } = useQuery(orderQuery(orderId, useOrderPush('mine')));
  const payUrl = useTrustedCheckoutUrl(order?.checkout_url ?? null);
  const resend = useConfirmResend(orderId);
  const now = useNow(clockTickMs);
  const title = t`Order #${orderId}`;
  return (
    <>
      <div className={styles.breadcrumbs}>
        <Breadcrumbs>
          <Breadcrumb>
            <RouterLink to="/">{t`Home`}</RouterLink>
          </Breadcrumb>
          <Breadcrumb>
            <RouterLink to="/profile">{t`Profile`}</RouterLink>
          </Breadcrumb>
          <Breadcrumb>
            <RouterLink to="/profile" search={{ tab: 'orders' }}>{t`My Orders`}</RouterLink>
          </Breadcrumb>
          <Breadcrumb isCurrent>{title}</Breadcrumb>
        </Breadcrumbs>
      </div>
      <Page title={title}>
        {order ? (
          <OrderDetailView
            order={order}
            now={now}
            payUrl={payUrl}
            resend={resend}
            onDownload={async (kind) => {
              const { blob, fileName } = await fetchOrderDocument(
                orderId,
                kind,
                isLocale(i18n.locale) ? i18n.locale : 'en',
              );
              saveFile(blob, fileName);
            }}
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
    </>
  );
}
