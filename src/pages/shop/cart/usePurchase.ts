import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useContext, useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { checkoutOriginsQuery, type PurchaseRequest } from '#api/purchase.ts';
import { storeKeys } from '#api/store.queries.ts';
import { useCart } from '#app/cart/cartContext.ts';
import { CheckoutNavigationContext } from '#app/cart/checkoutNavigation.ts';
import {
  purchaseMachine,
  selectChangedTotal,
  selectConsentRefused,
  selectFailureMessage,
  selectInventoryClosed,
  selectIsBusy,
  selectLockedSkinIds,
  selectTermsRefused,
  selectTradeHoldDays,
} from '#machines/purchase/purchase.machine.ts';
import type { ShownPrice } from '#machines/purchase/purchase.types.ts';
import { notify } from '#ui/ToastHost/notify.ts';
import { consentRequiredMessage, inventoryClosedMessage, termsRequiredMessage } from './checkoutMessages.ts';

/** What the checkout shows about the purchase: Buy pending, and why the last press did not reach the checkout. */
export interface PurchaseOutcome {
  /** A purchase is in flight: Buy shows progress and the choices are locked. */
  isBuying: boolean;
  /** Buy was pressed without the terms ticked: the box says so. */
  termsRefused: boolean;
  /** Buy was pressed without the consent to immediate delivery: its box says so. */
  consentRefused: boolean;
  /** The shopper's Steam inventory is private: the panel says how to open it (spec §4, §8). */
  inventoryClosed: boolean;
  /** The server's new price when it differs from the one shown (the purchase was refused; nothing was bought). */
  changedTotal: number | undefined;
  /** How long Steam would hold the trade offer to the shopper (the purchase was refused; nothing was bought). */
  tradeHoldDays: number | undefined;
  /** Why the last purchase failed, in the shopper's language. */
  failureMessage: string | undefined;
}

export interface BuyOptions {
  request: PurchaseRequest;
  agreedToTerms: boolean;
  consentedToImmediateDelivery: boolean;
  /** The cart's total or the skin's price on screen, confirmed by the server inside the purchase. */
  shownPrice: ShownPrice;
}

/**
 * One purchase flow (src/machines/purchase) for the page that mounts it, with its effects wired to the app: the
 * toasts, the cart and listings reload after every attempt, and the trip to the checkout page. The /cart page and
 * the product page's Buy now each mount one.
 */
export function usePurchase() {
  const { i18n } = useLingui();
  const { reload } = useCart();
  const navigateToCheckout = useContext(CheckoutNavigationContext);
  const queryClient = useQueryClient();
  // The machine is made once; the effects it runs later must reach the current cart and navigation.
  const latest = useRef({ reload, navigateToCheckout });
  useEffect(() => {
    latest.current = { reload, navigateToCheckout };
  }, [reload, navigateToCheckout]);

  const [machine] = useState(() =>
    purchaseMachine.provide({
      actors: {
        // The allowlist is a cached list (5 minutes), like the gateways it belongs to.
        fetchCheckoutOrigins: fromPromise(() => queryClient.fetchQuery(checkoutOriginsQuery)),
      },
      actions: {
        notifyTermsRequired: () => notify.error(i18n._(termsRequiredMessage)),
        notifyConsentRequired: () => notify.error(i18n._(consentRequiredMessage)),
        notifyInventoryClosed: () => notify.error(i18n._(inventoryClosedMessage)),
        notifySuccess: (_, { message }) => notify.success(message),
        notifyFailure: (_, { message }) => notify.error(message),
        // After an attempt, skins may be reserved or sold and prices may have moved: the cart and every store
        // page (the product page's price among them) ask the server again.
        reloadCartAndListings: () => {
          latest.current.reload();
          void queryClient.invalidateQueries({ queryKey: storeKeys.all });
        },
        redirectToCheckout: (_, { url }) => latest.current.navigateToCheckout(url),
      },
    }),
  );
  const purchase = useActorRef(machine);

  useEffect(() => {
    // Back from the checkout page, the browser may restore this page as it was: pending, with Buy disabled.
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) purchase.send({ type: 'purchase.pageRestored' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [purchase]);

  const outcome: PurchaseOutcome = {
    isBuying: useSelector(purchase, selectIsBusy),
    termsRefused: useSelector(purchase, selectTermsRefused),
    consentRefused: useSelector(purchase, selectConsentRefused),
    inventoryClosed: useSelector(purchase, selectInventoryClosed),
    changedTotal: useSelector(purchase, selectChangedTotal),
    tradeHoldDays: useSelector(purchase, selectTradeHoldDays),
    failureMessage: useSelector(purchase, selectFailureMessage),
  };
  return {
    outcome,
    lockedSkinIds: useSelector(purchase, selectLockedSkinIds),
    buy: (options: BuyOptions) => purchase.send({ type: 'purchase.buy', ...options }),
  };
}
