import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useIsSignedIn } from '#app/session/sessionContext.tsx';
import type { CurrencyCode } from '#contract/lists.ts';
import { PlainButton } from '#ui/Button/PlainButton.tsx';
import { Dialog } from '#ui/Dialog/Dialog.tsx';
import { Modal } from '#ui/Dialog/Modal.tsx';
import { PriceTag } from '#ui/PriceTag/PriceTag.tsx';
import { notify } from '#ui/ToastHost/notify.ts';
import { buyNow } from './CartPage.css.ts';
import { CheckoutForm } from './CheckoutPanel.tsx';
import { useGatewayChoice } from './useGatewayChoice.ts';
import { usePurchase } from './usePurchase.ts';

interface BuyNowButtonProps {
  /** The skin as the page shows it: its price is the one re-confirmed before paying. */
  skin: { id: number; name: string; price: number; currency: CurrencyCode };
}

/**
 * The product page's 'Buy now' (spec §7, single skin purchase): a small dialog asks for the payment method and
 * the terms, as the cart does, then the same purchase flow runs for this one skin, its price re-confirmed first.
 */
export function BuyNowButton({ skin }: BuyNowButtonProps) {
  const { t } = useLingui();
  const isSignedIn = useIsSignedIn();
  const [isOpen, setOpen] = useState(false);
  const [isAgreed, setAgreed] = useState(false);
  const gatewayChoice = useGatewayChoice(isSignedIn);
  const { gatewayId } = gatewayChoice;
  const { buy, outcome } = usePurchase();

  return (
    <>
      <PlainButton
        variant="secondary"
        onClick={() => (isSignedIn ? setOpen(true) : notify.error(t`You need to login first`))}
      >
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
              {...outcome}
              currency={skin.currency}
              buyLabel={<Trans>Pay</Trans>}
              onBuy={() => {
                if (gatewayId === undefined) return;
                buy({
                  request: { kind: 'skin', gatewayId, skinId: skin.id },
                  agreedToTerms: isAgreed,
                  shownPrice: { amount: skin.price, currency: skin.currency },
                });
              }}
            />
          </div>
        </Dialog>
      </Modal>
    </>
  );
}
