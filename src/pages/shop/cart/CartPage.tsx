import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AriaProviders } from '#app/AriaProviders.tsx';
import { useCart } from '#app/cart/cartContext.ts';
import { RouterLink } from '#app/RouterLink.tsx';
import { useIsSessionSettled, useIsSignedIn } from '#app/session/sessionContext.tsx';
import type { Cart } from '#contract/cart.ts';
import { EmptyState, Page } from '#pages/common/Page.tsx';
import { Button } from '#ui/Button/Button.tsx';
import { Skeleton, SkeletonGroup } from '#ui/Skeleton/Skeleton.tsx';
import { SteamLoginLink } from '../header/SteamLoginLink.tsx';
import { MaintenanceNotice } from '../notices/ShopNotices.tsx';
import { CartItemList } from './CartItemList.tsx';
import * as styles from './CartPage.css.ts';
import { CheckoutPanel } from './CheckoutPanel.tsx';
import { useGatewayChoice } from './useGatewayChoice.ts';
import { usePurchase } from './usePurchase.ts';

/** The /cart page (spec §2): the rows, the summary, the payment method, the terms and Buy, on react-aria's widgets. */
export function CartPage() {
  const { t } = useLingui();
  return (
    <AriaProviders>
      <Page title={t`Shopping Cart`}>
        <MaintenanceNotice />
        <CartPageBody />
      </Page>
    </AriaProviders>
  );
}

function CartPageBody() {
  const { t } = useLingui();
  const isSessionSettled = useIsSessionSettled();
  const isSignedIn = useIsSignedIn();
  const { status, cart, reload } = useCart();

  if (!isSessionSettled || status === 'loading') return <CartSkeleton />;
  if (!isSignedIn || status === 'signedOut') {
    return (
      <EmptyState title={t`Sign in to see your cart`} action={<SteamLoginLink />}>
        <Trans>Your cart is kept with your Steam account: sign in to fill it and pay.</Trans>
      </EmptyState>
    );
  }
  if (status === 'error' || !cart) {
    return (
      <EmptyState
        title={t`Your cart could not be loaded`}
        action={
          <Button variant="secondary" onPress={reload}>
            <Trans>Try again</Trans>
          </Button>
        }
      >
        <Trans>The connection to the shop failed. Your items are safe: try again in a moment.</Trans>
      </EmptyState>
    );
  }
  if (cart.items.length === 0) {
    return (
      <EmptyState
        title={t`Your cart is empty`}
        action={
          <RouterLink to="/cs-store" appearance="button">
            <Trans>Continue Shopping</Trans>
          </RouterLink>
        }
      >
        <Trans>Add items from a store: they will be listed here, ready to pay.</Trans>
      </EmptyState>
    );
  }
  return <CartContents cart={cart} />;
}

function CartSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading your cart`} className={styles.skeletonRows}>
      <Skeleton height="92px" />
      <Skeleton height="92px" />
    </SkeletonGroup>
  );
}

function CartContents({ cart }: { cart: Cart }) {
  const { busySkinId, remove } = useCart();
  const gatewayChoice = useGatewayChoice();
  const { gatewayId } = gatewayChoice;
  const [isAgreed, setAgreed] = useState(false);
  const [isConsented, setConsented] = useState(false);
  const { buy, lockedSkinIds, outcome } = usePurchase();

  return (
    <div className={styles.layout}>
      <CartItemList
        items={cart.items}
        currency={cart.currency}
        busySkinId={busySkinId}
        lockedSkinIds={lockedSkinIds}
        onRemove={remove}
      />
      <CheckoutPanel
        itemCount={cart.total_quantity}
        total={cart.total_price}
        currency={cart.currency}
        {...gatewayChoice}
        isAgreed={isAgreed}
        onAgreedChange={setAgreed}
        isConsented={isConsented}
        onConsentedChange={setConsented}
        {...outcome}
        onBuy={() => {
          if (gatewayId === undefined) return;
          buy({
            request: { kind: 'cart', gatewayId },
            agreedToTerms: isAgreed,
            consentedToImmediateDelivery: isConsented,
            shownPrice: { amount: cart.total_price, currency: cart.currency },
          });
        }}
      />
    </div>
  );
}
