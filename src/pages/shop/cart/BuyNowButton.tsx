import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useIsSessionSettled, useIsSignedIn, useSession } from '#app/session/sessionContext.tsx';
import type { CurrencyCode } from '#contract/lists.ts';
import { PlainButton } from '#ui/Button/PlainButton.tsx';
import { useLoadOnIntent } from '#ui/LoadOnIntent/useLoadOnIntent.ts';
import { notify } from '#ui/ToastHost/notify.ts';

export interface BuyNowButtonProps {
  /** The skin as the page shows it: its price is the one re-confirmed before paying. */
  skin: { id: number; name: string; price: number; currency: CurrencyCode };
}

const loadBuyNowDialog = async () => (await import('./BuyNowDialog.tsx')).BuyNowDialog;

/**
 * The product page's 'Buy now' (spec §7, single skin purchase). The page is drawn by the server: the button is a
 * plain one until a signed-in shopper reaches for it, when the dialog and the purchase flow (react-aria's dialog, the
 * purchase machine, the payment contract) load and take its place, opened if it was pressed (`BuyNowDialog`). A
 * visitor is told to sign in first. Pressed while the sign-in is still being checked (a page just loaded), it waits
 * for the answer, pending, then does one or the other.
 */
export function BuyNowButton({ skin }: BuyNowButtonProps) {
  const { t } = useLingui();
  const session = useSession();
  const isSignedIn = useIsSignedIn();
  const isSettled = useIsSessionSettled();
  const [isWaitingForSession, setWaitingForSession] = useState(false);
  const { widget: BuyNowDialog, intentProps, arrival } = useLoadOnIntent(loadBuyNowDialog);
  if (BuyNowDialog && isSignedIn) return <BuyNowDialog skin={skin} {...arrival} />;

  const tellVisitor = () => notify.error(t`You need to login first`);
  const press = () => {
    if (isSignedIn) return intentProps.onClick();
    if (isSettled) return tellVisitor();
    setWaitingForSession(true);
    void session.whenSettled().then(() => {
      setWaitingForSession(false);
      if (session.isSignedIn()) intentProps.onClick();
      else tellVisitor();
    });
  };
  return (
    <PlainButton
      variant="secondary"
      {...(isSignedIn ? intentProps : {})}
      isPending={isWaitingForSession}
      onClick={press}
    >
      {t`Buy now`}
    </PlainButton>
  );
}
