import { Trans } from '@lingui/react/macro';
import { tradeLinkSignInWindowMinutes } from '#contract/profile.ts';
import { Button } from '../Button/Button.tsx';
import { notice, text, title } from './SignInAgainNotice.css.ts';

export interface SignInAgainNoticeProps {
  /** Leaves for the Steam sign-in; the shopper comes back to the page that shows this. */
  onSignIn: () => void;
  /** Classes for the root element, to place it in a layout; its own look stays. */
  className?: string;
}

/**
 * Issue #15: a trade link decides where paid skins go, so replacing it needs a Steam sign-in of the last minutes.
 * Said where the refused change was made, with the way to sign in again. An alert: it appears after a save.
 *
 * Use it where the server refused a change of trade link for want of a recent sign-in. Not for an expired session
 * in general (the session machine signs the shopper out with a toast).
 */
export function SignInAgainNotice({ onSignIn, className }: SignInAgainNoticeProps) {
  const minutes = tradeLinkSignInWindowMinutes;
  return (
    <div role="alert" className={[notice, className].filter(Boolean).join(' ')}>
      <p className={title}>
        <Trans>Sign in with Steam again to change your trade link</Trans>
      </p>
      <p className={text}>
        <Trans>
          Your trade link decides where your skins are delivered, so we only change it within {minutes} minutes of a
          Steam sign-in. Nothing was saved. Sign in again, then save your new trade link.
        </Trans>
      </p>
      <Button onPress={onSignIn}>
        <Trans>Sign in with Steam again</Trans>
      </Button>
    </div>
  );
}
