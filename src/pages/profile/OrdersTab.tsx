import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ordersQuery } from '#api/orders.ts';
import { useOrderPush } from '#app/orderPush.ts';
import { RouterLink } from '#app/RouterLink.tsx';
import type { OrderSummary } from '#contract/orders.ts';
import { EmptyState } from '#pages/common/Page.tsx';
import { PriceTag } from '#ui/PriceTag/PriceTag.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '#ui/Table/Table.tsx';
import { ListLoadError, ListSkeleton } from './ListStates.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { formatOrderDate } from './orderFormat.ts';
import * as styles from './profileLists.css.ts';

/** A row names this many skins; the rest are counted. */
const namedSkinsPerRow = 2;

export interface OrdersListProps {
  /** Undefined until the first answer. */
  orders: readonly OrderSummary[] | undefined;
  /** The last load failed; with orders already shown, they stay. */
  isError: boolean;
  /** Retry was pressed after a failed load. */
  onRetry: () => void;
}

/**
 * `/profile?tab=orders` (spec §2): ID, order status, skins, date and total; the ID opens the order.
 *
 * Use it for the signed-in shopper's orders. Not for the skins they received (`PurchasesList`), nor for every
 * order of the shop (the back-office's list).
 */
export function OrdersList({ orders, isError, onRetry }: OrdersListProps) {
  const { t, i18n } = useLingui();
  if (!orders) {
    return isError ? (
      <ListLoadError message={t`Your orders could not be loaded.`} onRetry={onRetry} />
    ) : (
      <ListSkeleton label={t`Loading your orders`} />
    );
  }
  if (orders.length === 0) {
    return (
      <EmptyState
        title={t`You have no orders yet`}
        action={
          <RouterLink to="/cs-store" appearance="button">
            <Trans>Browse CS2 skins</Trans>
          </RouterLink>
        }
      >
        <Trans>Orders you place appear here, with their delivery status.</Trans>
      </EmptyState>
    );
  }
  return (
    <Table aria-label={t`My Orders`} className={styles.listTable}>
      <TableHeader>
        <Column id="id" isRowHeader>{t`ID`}</Column>
        <Column id="status">{t`Order status`}</Column>
        <Column id="skins">{t`Skins`}</Column>
        <Column id="date">{t`Date`}</Column>
        <Column id="total">{t`Total`}</Column>
      </TableHeader>
      <TableBody items={orders}>
        {(order) => (
          <Row id={order.id}>
            <Cell>
              <OrderLink orderId={order.id} />
            </Cell>
            <Cell data-label={t`Order status`}>
              <OrderStatusBadge status={order.status} />
            </Cell>
            <Cell data-label={t`Skins`}>
              <span className={styles.skinNames}>
                {order.skins.slice(0, namedSkinsPerRow).map((skin) => (
                  <span key={skin.skin_id}>{skin.name}</span>
                ))}
                <MoreSkins count={order.skins.length - namedSkinsPerRow} />
              </span>
            </Cell>
            <Cell data-label={t`Date`}>
              <time dateTime={order.created_at}>{formatOrderDate(order.created_at, i18n.locale)}</time>
            </Cell>
            <Cell data-label={t`Total`}>
              <PriceTag value={order.total} currency={order.currency} />
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

/** '#12', which a screen reader hears as 'Order #12'. */
function OrderLink({ orderId }: { orderId: number }) {
  const { t } = useLingui();
  return (
    <RouterLink
      to="/profile/orders/$orderId"
      params={{ orderId }}
      className={styles.orderLink}
      aria-label={t`Order #${orderId}`}
    >
      #{orderId}
    </RouterLink>
  );
}

/** How many skins of an order the row does not name. */
function MoreSkins({ count }: { count: number }) {
  const { t } = useLingui();
  return count > 0 ? <span className={styles.moreSkins}>{t`+${count} more`}</span> : null;
}

/** The signed-in user's orders, from the server. */
export function OrdersTab() {
  const { data, isError, refetch } = useQuery(ordersQuery(useOrderPush('mine')));
  return <OrdersList orders={data} isError={isError} onRetry={() => void refetch()} />;
}
