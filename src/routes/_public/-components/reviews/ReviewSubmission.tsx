import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useFormFlow } from '#app/forms/useFormFlow.ts';
import { useIsSessionSettled, useIsSignedIn } from '#app/session/sessionContext.tsx';
import { steamLoginUrl } from '#app/session/steamLogin.ts';
import { reviewMachine } from '#machines/review/review.machine.ts';
import { Panel } from '#ui/Box/Box.tsx';
import { button } from '#ui/Button/Button.css.ts';
import * as styles from './ReviewForm.css.ts';
import { ReviewForm } from './ReviewForm.tsx';

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
      {isSettled && (isSignedIn ? <ReviewComposer /> : <ReviewSignInPrompt />)}
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

function ReviewComposer() {
  const { i18n } = useLingui();
  // Changing the key mounts an empty form: the reset after a review is sent.
  const [formKey, setFormKey] = useState(0);
  const review = useFormFlow(reviewMachine, { afterSuccess: () => setFormKey((key) => key + 1) });

  return (
    <>
      <p className={styles.hint}>
        <Trans>Tell other buyers how your trade went. We publish reviews once we have checked them.</Trans>
      </p>
      <p role="status" className={styles.confirmation}>
        {review.confirmation}
      </p>
      <ReviewForm
        key={formKey}
        onSubmit={(values) => review.submit({ ...values, language: i18n.locale === 'fr' ? 'fr' : 'en' })}
        fieldErrors={review.fieldErrors}
        isSubmitting={review.isBusy}
      />
    </>
  );
}
