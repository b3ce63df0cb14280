import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { purchasesQuery } from '#api/orders.ts';
import { useOrderPush } from '#app/orderPush.ts';
import { RouterLink } from '#app/RouterLink.tsx';
import type { Purchase } from '#contract/orders.ts';
import { EmptyState } from '#pages/common/Page.tsx';
import { Picture } from '#ui/Picture/Picture.tsx';
import { PriceTag } from '#ui/PriceTag/PriceTag.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '#ui/Table/Table.tsx';
import { WearBadge } from '#ui/WearBadge/WearBadge.tsx';
import { ListLoadError, ListSkeleton } from './ListStates.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import * as styles from './profileLists.css.ts';

export interface PurchasesListProps {
  /** Undefined until the first answer. */
  purchases: readonly Purchase[] | undefined;
  /** The last load failed; with purchases already shown, they stay. */
  isError: boolean;
  /** Retry was pressed after a failed load. */
  onRetry: () => void;
}

/**
 * `/profile?tab=purchases` (spec §2): image, status, item name, wear (float), items and price, one row per item.
 *
 * Use it for the skins a shopper bought, one row each. Not for the orders that carried them (`OrdersList`).
 */
export function PurchasesList({ purchases, isError, onRetry }: PurchasesListProps) {
  const { t } = useLingui();
  if (!purchases) {
    return isError ? (
      <ListLoadError message={t`Your purchases could not be loaded.`} onRetry={onRetry} />
    ) : (
      <ListSkeleton label={t`Loading your purchases`} />
    );
  }
  if (purchases.length === 0) {
    return (
      <EmptyState
        title={t`You have not bought anything yet`}
        action={
          <RouterLink to="/cs-store" appearance="button">
            <Trans>Browse CS2 skins</Trans>
          </RouterLink>
        }
      >
        <Trans>Every item you buy appears here, with its wear and price.</Trans>
      </EmptyState>
    );
  }
  return (
    <Table aria-label={t`My Purchases`} className={styles.listTable}>
      <TableHeader>
        <Column id="image">{t`Image`}</Column>
        <Column id="status">{t`Status`}</Column>
        <Column id="name" isRowHeader>{t`Item name`}</Column>
        <Column id="wear">{t`Wear (float)`}</Column>
        <Column id="items">{t`Items`}</Column>
        <Column id="price">{t`Price`}</Column>
      </TableHeader>
      <TableBody items={purchases.map((purchase) => ({ ...purchase, id: `${purchase.order_id}-${purchase.skin_id}` }))}>
        {(purchase) => (
          <Row id={purchase.id}>
            <Cell>
              <Picture url={purchase.image_url} width={64} className={styles.itemImage} />
            </Cell>
            <Cell data-label={t`Status`}>
              <OrderStatusBadge status={purchase.status} />
            </Cell>
            <Cell data-label={t`Item name`}>
              <span className={styles.itemName}>{purchase.name}</span>
            </Cell>
            <Cell data-label={t`Wear (float)`}>
              {purchase.item_float === null ? (
                <span className={styles.noWear}>{t`No wear`}</span>
              ) : (
                <WearBadge float={purchase.item_float} showFloat />
              )}
            </Cell>
            <Cell data-label={t`Items`}>{purchase.items}</Cell>
            <Cell data-label={t`Price`}>
              <PriceTag value={purchase.price} currency={purchase.currency} />
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

/** Everything the signed-in user bought, from the server. */
export function PurchasesTab() {
  const { data, isError, refetch } = useQuery(purchasesQuery(useOrderPush('mine')));
  return <PurchasesList purchases={data} isError={isError} onRetry={() => void refetch()} />;
}
