import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AriaProviders } from '#app/AriaProviders.tsx';
import { PlainButton } from '#ui/Button/PlainButton.tsx';
import { Dialog } from '#ui/Dialog/Dialog.tsx';
import { Modal } from '#ui/Dialog/Modal.tsx';
import { type Arrival, useArrival } from '#ui/LoadOnIntent/useLoadOnIntent.ts';
import { PriceTag } from '#ui/PriceTag/PriceTag.tsx';
import type { BuyNowButtonProps } from './BuyNowButton.tsx';
import { buyNow } from './CartPage.css.ts';
import { CheckoutForm } from './CheckoutPanel.tsx';
import { useGatewayChoice } from './useGatewayChoice.ts';
import { usePurchase } from './usePurchase.ts';

/**
 * 'Buy now' with its dialog, loaded when a signed-in shopper first reaches for the button (`BuyNowButton`): a small
 * dialog asks for the payment method and the terms, as the cart does, then the same purchase flow runs for this one
 * skin, its price re-confirmed first.
 */
export function BuyNowDialog({ skin, ...arrival }: BuyNowButtonProps & Arrival) {
  const { t } = useLingui();
  const { triggerRef, isOpen, setOpen } = useArrival<HTMLButtonElement>(arrival);
  const [isAgreed, setAgreed] = useState(false);
  const [isConsented, setConsented] = useState(false);
  const gatewayChoice = useGatewayChoice(true);
  const { gatewayId } = gatewayChoice;
  const { buy, outcome } = usePurchase();

  return (
    <AriaProviders>
      <PlainButton ref={triggerRef} variant="secondary" onClick={() => setOpen(true)}>
        {t`Buy now`}
      </PlainButton>
      <Modal isOpen={isOpen} onOpenChange={setOpen} isClosable={!outcome.isBuying} size="sm">
        <Dialog heading={t`Buy now`}>
          <div className={buyNow}>
            <p>
              <Trans>
                {skin.name} for <PriceTag value={skin.price} currency={skin.currency} />
              </Trans>
            </p>
            <CheckoutForm
              {...gatewayChoice}
              isAgreed={isAgreed}
              onAgreedChange={setAgreed}
              isConsented={isConsented}
              onConsentedChange={setConsented}
              {...outcome}
              currency={skin.currency}
              buyLabel={<Trans>Pay</Trans>}
              onBuy={() => {
                if (gatewayId === undefined) return;
                buy({
                  request: { kind: 'skin', gatewayId, skinId: skin.id },
                  agreedToTerms: isAgreed,
                  consentedToImmediateDelivery: isConsented,
                  shownPrice: { amount: skin.price, currency: skin.currency },
                });
              }}
            />
          </div>
        </Dialog>
      </Modal>
    </AriaProviders>
  );
}
