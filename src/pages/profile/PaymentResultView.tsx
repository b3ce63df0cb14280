import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { OrderDetail } from '#contract/orders.ts';
import { Columns, Stack } from '#ui/Box/Box.tsx';
import { PriceTag } from '#ui/PriceTag/PriceTag.tsx';
import * as styles from './OrderDetail.css.ts';
import { OrderSkins, Panel, StatusExplanation } from './OrderDetailView.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import * as resultStyles from './PaymentResult.css.ts';
import type { PaymentResult } from './paymentResult.ts';

export interface PaymentResultViewProps {
  /** The order the checkout was for. */
  order: OrderDetail;
  /** What the page says: `received`, `confirming` (the gateway has not told us yet), `failed` or `cancelled`. */
  result: PaymentResult;
  /** The next steps (My Orders, the order, the cart), as links of the app's router. */
  actions: ReactNode;
}

/**
 * Where the checkout returns: says plainly whether the payment was received, names the order and its skins,
 * and follows the delivery live; a failed or cancelled payment says the skins are back in the cart.
 *
 * Use it on the page the checkout returns to. Not for looking an order up later (`OrderDetailView`).
 */
export function PaymentResultView({ order, result, actions }: PaymentResultViewProps) {
  const { t } = useLingui();
  const isPaid = result === 'received' || result === 'confirming';
  const orderId = order.id;
  return (
    <Stack gap="lg">
      {/* The page polls the order: the confirming banner turns into 'received', which screen readers hear. */}
      <section className={resultStyles.banner} data-result={result} aria-live="polite">
        <span className={resultStyles.icon} aria-hidden="true">
          {result === 'received' ? '✓' : result === 'confirming' ? '…' : '✕'}
        </span>
        <Stack gap="sm" minWidth="0">
          <p className={resultStyles.orderLine}>
            <Trans>Order #{orderId}</Trans> <PriceTag value={order.total} currency={order.currency} />
          </p>
          <p>
            <ResultExplanation result={result} />
          </p>
          <div className={resultStyles.actions}>{actions}</div>
        </Stack>
      </section>
      <Columns>
        {isPaid && (
          <Panel title={t`Delivery status`}>
            <p role="status" className={styles.statusLine}>
              <span>{t`Status:`}</span> <OrderStatusBadge status={order.status} />
            </p>
            <p className={styles.muted}>
              <StatusExplanation order={order} />
            </p>
            <OrderTimeline order={order} />
          </Panel>
        )}
        <Panel title={t`Skins`}>
          <OrderSkins order={order} />
        </Panel>
      </Columns>
    </Stack>
  );
}

function ResultExplanation({ result }: { result: PaymentResult }) {
  switch (result) {
    case 'received':
      return (
        <Trans>
          Thank you! Your payment was received. Our bot sends the skins as a Steam trade offer: this page follows the
          delivery live.
        </Trans>
      );
    case 'confirming':
      return (
        <Trans>We are waiting for the payment provider to confirm your payment. This page updates by itself.</Trans>
      );
    case 'failed':
      return <Trans>The payment did not go through and nothing was charged. Your skins are back in your cart.</Trans>;
    case 'cancelled':
      return <Trans>You cancelled the payment and nothing was charged. Your skins are back in your cart.</Trans>;
  }
}
