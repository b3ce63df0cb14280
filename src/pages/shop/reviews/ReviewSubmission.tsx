import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { useIsSessionSettled, useIsSignedIn } from '#app/session/sessionContext.tsx';
import { steamLoginUrl } from '#app/session/steamLogin.ts';
import { Panel } from '#ui/Box/Box.tsx';
import { button } from '#ui/Button/Button.css.ts';
import * as styles from './ReviewForm.css.ts';

/**
 * The form and its flow (react-aria's fields, the review machine, the contract) load once the session says a
 * shopper is signed in: the page, which the server draws, hydrates without them.
 */
const ReviewComposer = lazy(async () => ({ default: (await import('./ReviewComposer.tsx')).ReviewComposer }));

/**
 * The review form for a signed-in user, or for a visitor the invitation to sign in first (spec §6: reviews
 * are for signed-in users). The server checks the rest: a delivered order, one pending review at a time.
 */
export function ReviewSubmission() {
  const isSettled = useIsSessionSettled();
  const isSignedIn = useIsSignedIn();
  return (
    <Panel
      as="section"
      display="flex"
      flexDirection="column"
      gap="md"
      minWidth="0"
      aria-labelledby="review-form-heading"
    >
      <h2 id="review-form-heading" className={styles.heading}>
        <Trans>Leave a review</Trans>
      </h2>
      {/* Until the session is known, neither the form nor the prompt: one of them would flash. */}
      {isSettled &&
        (isSignedIn ? (
          <Suspense>
            <ReviewComposer />
          </Suspense>
        ) : (
          <ReviewSignInPrompt />
        ))}
    </Panel>
  );
}

/** What a visitor sees instead of the form. */
export function ReviewSignInPrompt() {
  return (
    <>
      <p className={styles.hint}>
        <Trans>Sign in with Steam to review the skins you received from us.</Trans>
      </p>
      {/* A plain anchor: signing in leaves the SPA for the server's Steam endpoint. */}
      <a href={steamLoginUrl()} className={`${button({ variant: 'primary', size: 'sm' })} ${styles.signIn}`}>
        <Trans>Sign in to leave a review</Trans>
      </a>
    </>
  );
}
