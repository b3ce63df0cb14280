import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AdminOrderDetail, TimelineEntry } from '#contract/admin/orders.ts';
import { gatewayName } from '#lib/gatewayNames.ts';
import { formatFloat, formatPrice } from '#lib/money.ts';
import { Page } from '#pages/common/Page.tsx';
import { ConsentLine, OrderDocuments, type OrderDocumentsProps } from '#pages/profile/OrderDocuments.tsx';
import { OrderStatusBadge } from '#pages/profile/OrderStatusBadge.tsx';
import { formatOrderDate } from '#pages/profile/orderFormat.ts';
import { Column, Columns, Inline } from '#ui/Box/Box.tsx';
import { Picture } from '#ui/Picture/Picture.tsx';
import { Facts, Panel } from '../backoffice/Panel.tsx';
import * as styles from './AdminOrder.css.ts';
import { OrderActionButton } from './OrderActionButton.tsx';

export interface AdminOrderViewProps {
  /** The order with its buyer, payments and transitions, as the admin order endpoint returns it. */
  order: AdminOrderDetail;
  /** Reloads the order after an action. */
  onChanged: () => void;
  /** Saves the order's receipt or credit note; absent, none is offered (a story). */
  onDownload?: OrderDocumentsProps['onDownload'];
}

/**
 * The admin's order page: what support needs to answer a buyer, and the actions the order's state allows.
 *
 * Use it on the back-office's page of one order. Not for the buyer's own view of it (`OrderDetailView`).
 */
export function AdminOrderView({ order, onChanged, onDownload }: AdminOrderViewProps) {
  const { t, i18n } = useLingui();
  const price = (value: number) => formatPrice(value, order.currency, i18n.locale);
  return (
    <Page title={t`Order #${order.id}`}>
      <Columns>
        <Column>
          <Panel title={t`Order`}>
            <Facts
              facts={[
                [t`Status`, <OrderStatusBadge key="status" status={order.status} />],
                [t`Order code`, order.code],
                [t`Created`, formatOrderDate(order.created_at, i18n.locale)],
                [t`Total`, price(order.total)],
                ...(order.reason ? [[t`Reason`, order.reason] as const] : []),
                ...(order.placed_by ? [[t`Placed by`, order.placed_by.name] as const] : []),
              ]}
            />
            <Inline>
              {order.actions.map((action) => (
                <OrderActionButton key={action} orderId={order.id} action={action} onDone={onChanged} />
              ))}
            </Inline>
          </Panel>
          <Panel title={t`Skins`}>
            <ul className={styles.items}>
              {order.items.map((item) => (
                <li key={item.skin_id} className={styles.item}>
                  <Picture url={item.image_url} width={56} className={styles.itemImage} />
                  <span>
                    {item.name}
                    {item.item_float && <span className={styles.muted}> · {formatFloat(item.item_float)}</span>}
                  </span>
                  <span>{price(item.price)}</span>
                </li>
              ))}
            </ul>
          </Panel>
          <Panel title={t`Timeline`}>
            <ol className={styles.timeline}>
              {order.timeline.map((entry) => (
                <TimelineRow key={entry.id} entry={entry} />
              ))}
            </ol>
          </Panel>
        </Column>
        <Column>
          <Panel title={t`Buyer`}>
            <Facts
              facts={[
                [t`Name`, order.buyer.name],
                [t`SteamID64`, order.buyer.steam_id ?? '—'],
                [t`Email`, order.buyer.email ?? '—'],
                [t`Country`, order.buyer.country ?? '—'],
                [t`Orders`, String(order.buyer.orders_count)],
                [t`Trade link`, order.buyer.trade_link],
              ]}
            />
          </Panel>
          <Panel title={t`Payment`}>
            <Facts
              facts={[
                [t`Method`, gatewayName(i18n, order.payment.method_name)],
                ...(order.payment.paid_outside ? [[t`Paid`, t`Outside the site`] as const] : []),
                [t`Checkout session`, order.payment.checkout_session ?? '—'],
                [t`Payment id`, order.payment.payment_id ?? '—'],
                [
                  t`Events received`,
                  order.payment.events.length > 0
                    ? order.payment.events.map((event) => `${event.type} (${event.event_id})`).join(', ')
                    : '—',
                ],
                ...(order.payment.refund
                  ? [
                      [
                        t`Refund`,
                        `${formatPrice(order.payment.refund.amount, order.payment.refund.currency, i18n.locale)} · ${order.payment.refund.reason}`,
                      ] as const,
                    ]
                  : []),
              ]}
            />
            {order.payment.checkout_url && order.status === 'awaiting_payment' && (
              <p className={styles.muted}>
                {t`Checkout link:`} {order.payment.checkout_url}
              </p>
            )}
            <p>
              <ConsentLine consent={order.delivery_consent} />
            </p>
            {onDownload && <OrderDocuments documents={order.documents} onDownload={onDownload} />}
          </Panel>
          <Panel title={t`Delivery`}>
            <Facts
              facts={[
                [t`Bot`, order.delivery.bot_name || '—'],
                [t`Order code`, order.delivery.order_code],
                [t`Offer`, order.delivery.offer_id ?? '—'],
                [t`Offer state`, order.delivery.offer_state ?? '—'],
                [t`Offers sent`, t`${order.delivery.attempts} of ${order.delivery.max_attempts}`],
              ]}
            />
          </Panel>
        </Column>
      </Columns>
    </Page>
  );
}

const eventLabels: Record<string, MessageDescriptor> = {
  'payment.succeeded': msg`Payment received`,
  'payment.failed': msg`Payment failed`,
  'checkout.expired': msg`Checkout expired`,
  'offer.sent': msg`Trade offer sent`,
  'offer.needsConfirmation': msg`Offer awaiting Steam Guard confirmation`,
  'offer.confirmed': msg`Offer confirmed by the bot`,
  'offer.accepted': msg`Offer accepted by the buyer`,
  'offer.declined': msg`Offer declined`,
  'offer.expired': msg`Offer expired`,
  'offer.resolveFailure': msg`Failed offer handled`,
  'offer.suspicious': msg`Offer countered or cancelled by someone else`,
  'buyer.confirmResend': msg`New offer confirmed by the buyer`,
  'trade.reversed': msg`Trade reversed`,
  'admin.paidOutside': msg`Marked paid outside the site`,
  'admin.refund': msg`Refunded by an admin`,
  'admin.resend': msg`New offer requested by an admin`,
  'admin.cancel': msg`Cancelled by an admin`,
  'admin.note': msg`Internal note`,
};

function TimelineRow({ entry }: { entry: TimelineEntry }) {
  const { t, i18n } = useLingui();
  const label = eventLabels[entry.event];
  const who =
    entry.actor.kind === 'admin'
      ? (entry.actor.name ?? t`An admin`)
      : entry.actor.kind === 'webhook'
        ? t`Payment gateway`
        : entry.actor.kind === 'buyer'
          ? t`The buyer`
          : t`Delivery worker`;
  return (
    <li className={styles.timelineEntry}>
      <strong>{label ? i18n._(label) : entry.event}</strong>
      <span className={styles.muted}>
        {formatOrderDate(entry.at, i18n.locale)} · {who}
        {entry.from_status !== entry.to_status && (
          <>
            {' · '}
            <OrderStatusBadge status={entry.to_status} />
          </>
        )}
      </span>
      {entry.text && <span>{entry.text}</span>}
    </li>
  );
}
