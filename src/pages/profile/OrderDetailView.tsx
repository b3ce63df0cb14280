import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import type { OrderDetail } from '#contract/orders.ts';
import { gatewayName } from '#lib/gatewayNames.ts';
import { formatTimeRemaining, timeRemaining } from '#lib/timeRemaining.ts';
import { Column, Columns, Panel as Surface } from '#ui/Box/Box.tsx';
import { Button } from '#ui/Button/Button.tsx';
import { Link } from '#ui/Link/Link.tsx';
import { Picture } from '#ui/Picture/Picture.tsx';
import { PriceTag } from '#ui/PriceTag/PriceTag.tsx';
import { WearBadge } from '#ui/WearBadge/WearBadge.tsx';
import { OrderCodeField } from './OrderCodeField.tsx';
import * as styles from './OrderDetail.css.ts';
import { ConsentLine, OrderDocuments, type OrderDocumentsProps } from './OrderDocuments.tsx';
import { OrderStatusBadge } from './OrderStatusBadge.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { formatOrderDate } from './orderFormat.ts';

export interface OrderDetailViewProps {
  /** The order as the order endpoint returns it to its buyer. */
  order: OrderDetail;
  /** The clock the checkout's time left is counted from. */
  now: Date;
  /** The open checkout of an unpaid order, already checked against the gateway allowlist. */
  payUrl?: string;
  /** After a tampered offer: the buyer asks for a new one (pending while the request is out). */
  resend?: { onConfirm: () => void; isPending: boolean };
  /** Saves one of the order's documents (receipt, credit note); absent, none is offered (a story). */
  onDownload?: OrderDocumentsProps['onDownload'];
}

/**
 * One order: its live status and steps, the trade offer to look for in Steam, the payment and the skins.
 *
 * Use it on the buyer's order page. Not for the admin's view of an order (`AdminOrderView`), nor right after the
 * checkout (`PaymentResultView`, which says first whether the payment went through).
 */
export function OrderDetailView({ order, now, payUrl, resend, onDownload }: OrderDetailViewProps) {
  const { t, i18n } = useLingui();
  const { delivery } = order;
  return (
    <Columns>
      <Column>
        <Panel title={t`Delivery status`}>
          {/* Polling updates the badge: screen readers hear each new status. */}
          <p role="status" className={styles.statusLine}>
            <span>{t`Status:`}</span> <OrderStatusBadge status={order.status} />
          </p>
          <p className={styles.muted}>
            <StatusExplanation order={order} />
          </p>
          {order.status === 'offer_suspicious' && <TamperedOfferWarning order={order} resend={resend} />}
          {order.status === 'awaiting_payment' && <CheckoutExpiry expiresAt={order.expires_at} now={now} />}
          {order.status === 'awaiting_payment' && payUrl && (
            // A buyer who closed the checkout goes back to it; the same order, the same skins kept for them.
            <Link href={payUrl} appearance="button" className={styles.payNow}>
              <Trans>Pay now</Trans>
            </Link>
          )}
          <OrderTimeline order={order} />
        </Panel>

        <Panel title={t`Skins`}>
          <OrderSkins order={order} />
        </Panel>
      </Column>

      <Column>
        <Panel title={t`Trade offer`}>
          <dl className={styles.facts}>
            <dt className={styles.factLabel}>{t`Sent by`}</dt>
            <dd className={styles.factValue}>{delivery.bot_name}</dd>
            {delivery.offer_id && (
              <>
                <dt className={styles.factLabel}>{t`Offer ID`}</dt>
                <dd className={styles.factValue}>{delivery.offer_id}</dd>
              </>
            )}
          </dl>
          <OrderCodeField code={delivery.order_code} />
        </Panel>

        <Panel title={t`Payment`}>
          <dl className={styles.facts}>
            <dt className={styles.factLabel}>{t`Payment method`}</dt>
            <dd className={styles.factValue}>{gatewayName(i18n, order.payment_method)}</dd>
            <dt className={styles.factLabel}>{t`Ordered on`}</dt>
            <dd className={styles.factValue}>
              <time dateTime={order.created_at}>{formatOrderDate(order.created_at, i18n.locale)}</time>
            </dd>
            <dt className={styles.factLabel}>{t`Total`}</dt>
            <dd className={styles.factValue}>
              <PriceTag value={order.total} currency={order.currency} />
            </dd>
            <dt className={styles.factLabel}>{t`Delivery`}</dt>
            <dd className={styles.factValue}>
              <ConsentLine consent={order.delivery_consent} />
            </dd>
          </dl>
          {onDownload && <OrderDocuments documents={order.documents} onDownload={onDownload} />}
        </Panel>
      </Column>
    </Columns>
  );
}

/** The order's skins with their prices, and its total. */
export function OrderSkins({ order }: { order: Pick<OrderDetail, 'skins' | 'total' | 'currency'> }) {
  const { t } = useLingui();
  return (
    <>
      <ul className={styles.items}>
        {order.skins.map((skin) => (
          <li key={skin.skin_id} className={styles.item}>
            {/* Below the delivery panel on a phone. */}
            <Picture url={skin.image_url} width={64} className={styles.itemImage} />
            <span className={styles.itemDetails}>
              <span>{skin.name}</span>
              {skin.item_float !== null && <WearBadge float={skin.item_float} showFloat />}
            </span>
            <PriceTag value={skin.price} currency={order.currency} />
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        <span>{t`Total`}</span>
        <PriceTag value={order.total} currency={order.currency} size="lg" />
      </p>
    </>
  );
}

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Surface as="section" aria-labelledby={titleId} display="grid" gap="md" minWidth="0">
      <h2 id={titleId} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </Surface>
  );
}

/** What the status means for the buyer, in a sentence. */
export function StatusExplanation({ order }: { order: OrderDetail }) {
  const { offer_attempts: attempts, max_offer_attempts: maxAttempts } = order.delivery;
  const retriesLeft = attempts < maxAttempts;
  switch (order.status) {
    case 'awaiting_payment':
      return <Trans>We are holding the skins for you until the payment arrives.</Trans>;
    case 'paid':
      return <Trans>Payment received. Our bot is preparing your trade offer.</Trans>;
    case 'awaiting_confirmation':
      return <Trans>Our bot is confirming the trade offer with Steam Guard. It reaches you right after.</Trans>;
    case 'offer_sent':
      return <Trans>The trade offer is waiting for you in Steam. Check the order code, then accept it.</Trans>;
    case 'delivered':
      return <Trans>The skins are in your Steam inventory. Enjoy!</Trans>;
    case 'payment_failed':
      return <Trans>The payment did not go through. The skins were released.</Trans>;
    case 'payment_expired':
      return <Trans>The checkout closed before the payment arrived. The skins were released.</Trans>;
    case 'offer_declined':
      return retriesLeft ? (
        <Trans>The trade offer was declined. We are sending you a new one.</Trans>
      ) : (
        <Trans>The trade offer was declined again. Your payment is being refunded.</Trans>
      );
    case 'offer_expired':
      return retriesLeft ? (
        <Trans>The trade offer expired. We are sending you a new one.</Trans>
      ) : (
        <Trans>The trade offer expired again. Your payment is being refunded.</Trans>
      );
    case 'offer_suspicious':
      return (
        <Trans>
          Our trade offer was countered or cancelled, and not by us. We send no new offer until you confirm below.
        </Trans>
      );
    case 'refunded':
      return attempts > 0 ? (
        <Trans>No trade offer was accepted after {attempts} attempts, so your payment was refunded.</Trans>
      ) : (
        <Trans>Your payment arrived after the order had been released, so it was refunded.</Trans>
      );
    case 'reversed':
      return <Trans>Steam reversed this trade under its trade protection. Contact support if you need help.</Trans>;
  }
}

/**
 * Issue #15, the API-key scam: someone holding the buyer's Steam Web API key cancels or counters our offer and
 * sends a look-alike from an account dressed as our bot. The buyer is told what a genuine offer carries, and
 * chooses when a new one is sent.
 */
function TamperedOfferWarning({ order, resend }: Pick<OrderDetailViewProps, 'order' | 'resend'>) {
  const { bot_name: botName, order_code: code } = order.delivery;
  return (
    <div className={styles.warning}>
      <p className={styles.warningTitle}>
        <Trans>Do not accept any trade offer for this order right now.</Trans>
      </p>
      <p>
        <Trans>
          Scammers who get hold of a Steam Web API key cancel a shop's offer and send a look-alike from an account named
          like our bot. Our offers come only from {botName} and carry the code {code} in their message. If you did not
          counter or cancel our offer yourself, revoke your Steam Web API key (steamcommunity.com/dev/apikey), change
          your Steam password, then ask for a new offer.
        </Trans>
      </p>
      {resend && (
        <Button onPress={resend.onConfirm} isPending={resend.isPending}>
          <Trans>My account is safe: send a new offer</Trans>
        </Button>
      )}
    </div>
  );
}

/** An unpaid order's deadline: the date, and the time left by the spec's helper (days, else hours). */
function CheckoutExpiry({ expiresAt, now }: { expiresAt: string; now: Date }) {
  const { t, i18n } = useLingui();
  const date = formatOrderDate(expiresAt, i18n.locale);
  const remaining = timeRemaining(expiresAt, now);
  if (!remaining) return <p>{t`The checkout closed on ${date}. The order will be released shortly.`}</p>;
  const left = formatTimeRemaining(remaining, i18n.locale);
  return <p>{t`Pay before ${date} (${left} left), or the skins go back on sale.`}</p>;
}
