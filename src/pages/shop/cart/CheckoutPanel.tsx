import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { tradeHoldMessage } from '#api/purchase.ts';
import { useIsOnline } from '#app/useIsOnline.ts';
import { Panel } from '#ui/Box/Box.tsx';
import { Button } from '#ui/Button/Button.tsx';
import { PriceTag } from '#ui/PriceTag/PriceTag.tsx';
import { Skeleton, SkeletonGroup } from '#ui/Skeleton/Skeleton.tsx';
import * as styles from './CartPage.css.ts';
import { inventoryClosedMessage } from './checkoutMessages.ts';
import { DeliveryConsent } from './DeliveryConsent.tsx';
import { PaymentMethodChoice } from './PaymentMethodChoice.tsx';
import { TermsAgreement } from './TermsAgreement.tsx';
import type { GatewayChoice } from './useGatewayChoice.ts';
import type { PurchaseOutcome } from './usePurchase.ts';

export interface CheckoutChoices extends GatewayChoice {
  /** The terms and the privacy policy are ticked. */
  isAgreed: boolean;
  /** The terms box was ticked or unticked. */
  onAgreedChange: (isAgreed: boolean) => void;
  /** The consent to immediate delivery (its own box, DeliveryConsent.tsx). */
  isConsented: boolean;
  /** The consent box was ticked or unticked. */
  onConsentedChange: (isConsented: boolean) => void;
}

interface CheckoutPanelProps extends CheckoutChoices, PurchaseOutcome {
  /** How many skins the cart holds. */
  itemCount: number;
  /** The cart's total, in `currency`. */
  total: number;
  /** The ISO 4217 code of the total. */
  currency: string;
  /** Buy was pressed; the purchase machine checks the terms and the inventory, then buys. */
  onBuy: () => void;
}

/**
 * The cart's summary (count, total), the payment method, the terms, what the last Buy ran into, and Buy.
 *
 * Use it beside the cart's rows on the cart page. Not for Buy now on a product page, which asks the same through
 * `CheckoutForm` in a dialog.
 */
export function CheckoutPanel({ itemCount, total, currency, onBuy, ...checkout }: CheckoutPanelProps) {
  return (
    <Panel
      as="section"
      display="flex"
      flexDirection="column"
      gap="lg"
      className={styles.stickyPanel}
      aria-labelledby="checkout-title"
    >
      <h2 id="checkout-title" className={styles.panelTitle}>
        <Trans>Order summary</Trans>
      </h2>
      <dl className={styles.summary}>
        <div className={styles.summaryRow}>
          <dt className={styles.summaryLabel}>
            <Trans>Items</Trans>
          </dt>
          <dd className={styles.summaryValue}>{itemCount}</dd>
        </div>
        <div className={styles.summaryRow}>
          <dt className={styles.summaryLabel}>
            <Trans>Total</Trans>
          </dt>
          <dd className={styles.summaryValue}>
            <PriceTag value={total} currency={currency} size="lg" />
          </dd>
        </div>
      </dl>
      <CheckoutForm {...checkout} currency={currency} onBuy={onBuy} buyLabel={<Trans>Buy</Trans>} />
    </Panel>
  );
}

interface CheckoutFormProps extends CheckoutChoices, PurchaseOutcome {
  currency: string;
  buyLabel: ReactNode;
  onBuy: () => void;
}

/** What every purchase asks (method, terms) and says (why the last press did not lead to the checkout). */
export function CheckoutForm({
  gateways,
  gatewayId,
  onGatewayChange,
  isAgreed,
  onAgreedChange,
  isConsented,
  onConsentedChange,
  isBuying,
  termsRefused,
  consentRefused,
  inventoryClosed,
  changedTotal,
  tradeHoldDays,
  failureMessage,
  currency,
  buyLabel,
  onBuy,
}: CheckoutFormProps) {
  const { t, i18n } = useLingui();
  const isOnline = useIsOnline();
  const hasNoGateway = gateways !== undefined && gateways.length === 0;
  return (
    <>
      {gateways === undefined ? (
        <SkeletonGroup label={t`Loading the payment methods`} className={styles.skeletonRows}>
          <Skeleton shape="text" width="40%" />
          <Skeleton shape="text" />
          <Skeleton shape="text" />
        </SkeletonGroup>
      ) : hasNoGateway ? (
        <p className={styles.noticeText}>
          <Trans>No payment method is available right now. Please try again later.</Trans>
        </p>
      ) : (
        <PaymentMethodChoice
          gateways={gateways}
          gatewayId={gatewayId}
          onChange={onGatewayChange}
          isDisabled={isBuying}
        />
      )}
      <TermsAgreement isAgreed={isAgreed} onChange={onAgreedChange} showError={termsRefused} isDisabled={isBuying} />
      <DeliveryConsent
        isConsented={isConsented}
        onChange={onConsentedChange}
        showError={consentRefused}
        isDisabled={isBuying}
      />
      <div aria-live="polite">
        {!isOnline && (
          <div className={styles.notice}>
            <p className={styles.noticeTitle}>
              <Trans>You are offline</Trans>
            </p>
            <p className={styles.noticeText}>
              <Trans>Buying is paused until your connection is back; your cart is kept.</Trans>
            </p>
          </div>
        )}
        {changedTotal !== undefined && (
          <div className={styles.notice}>
            <p className={styles.noticeTitle}>
              <Trans>
                The price changed: the total is now <PriceTag value={changedTotal} currency={currency} />.
              </Trans>
            </p>
            <p className={styles.noticeText}>
              <Trans>Nothing was charged. Check the new price, then press {buyLabel} again to pay it.</Trans>
            </p>
          </div>
        )}
        {inventoryClosed && (
          <div className={styles.notice}>
            <p className={styles.noticeTitle}>{i18n._(inventoryClosedMessage)}</p>
            <p className={styles.noticeText}>
              <Trans>
                We send your items as a Steam trade offer, so your inventory must be public: in Steam, open your
                profile, Edit Profile, Privacy Settings, and set Inventory to Public. Then press {buyLabel} again.
              </Trans>
            </p>
          </div>
        )}
        {tradeHoldDays !== undefined && (
          <div className={styles.notice}>
            <p className={styles.noticeTitle}>{tradeHoldMessage(tradeHoldDays)}</p>
            <p className={styles.noticeText}>
              <Trans>
                Nothing was charged. Steam holds the trade offers of accounts without the Steam Guard Mobile
                Authenticator, so your items would wait in escrow instead of reaching you. Turn it on in the Steam
                mobile app (Steam Guard, Add Authenticator); once Steam lifts the hold, press {buyLabel} again.
              </Trans>
            </p>
          </div>
        )}
        {failureMessage && (
          <p className={styles.failure} role="alert">
            {failureMessage}
          </p>
        )}
      </div>
      <Button
        fullWidth
        size="lg"
        onPress={onBuy}
        isPending={isBuying}
        isDisabled={gatewayId === undefined || hasNoGateway || !isOnline}
      >
        {buyLabel}
      </Button>
    </>
  );
}
