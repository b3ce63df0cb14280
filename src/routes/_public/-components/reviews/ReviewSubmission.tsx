import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useIsSessionSettled, useIsSignedIn } from '../../../../app/sessionContext.tsx';
import { steamLoginUrl } from '../../../../app/steamLogin.ts';
import {
  reviewMachine,
  selectConfirmation,
  selectFailureMessage,
  selectFieldErrors,
  selectIsSubmitting,
} from '../../../../machines/review/review.machine.ts';
import { button } from '../../../../ui/Button/Button.css.ts';
import { notify } from '../../../../ui/ToastHost/notify.ts';
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
    <section className={styles.panel} aria-labelledby="review-form-heading">
      <h2 id="review-form-heading" className={styles.heading}>
        <Trans>Leave a review</Trans>
      </h2>
      {/* Until the session is known, neither the form nor the prompt: one of them would flash. */}
      {isSettled && (isSignedIn ? <ReviewComposer /> : <ReviewSignInPrompt />)}
    </section>
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
  const { t, i18n } = useLingui();
  // Changing the key mounts an empty form: the reset after a review is sent.
  const [formKey, setFormKey] = useState(0);
  const [machine] = useState(() =>
    reviewMachine.provide({
      actions: {
        notifySuccess: (_, { message }) => notify.success(message),
        notifyFailure: (_, { message }) => notify.error(message),
        resetForm: () => setFormKey((key) => key + 1),
      },
    }),
  );
  const review = useActorRef(machine);
  const isSubmitting = useSelector(review, selectIsSubmitting);
  const fieldErrors = useSelector(review, selectFieldErrors);
  const failureMessage = useSelector(review, selectFailureMessage);
  const confirmation = useSelector(review, selectConfirmation);

  // A new object makes react-aria show the errors again, so make one only when the errors or the language change.
  const translatedErrors = useMemo(
    () => Object.fromEntries(Object.entries(fieldErrors).map(([field, descriptor]) => [field, t(descriptor)])),
    [fieldErrors, t],
  );

  return (
    <>
      <p className={styles.hint}>
        <Trans>Tell other buyers how your trade went. We publish reviews once we have checked them.</Trans>
      </p>
      <p role="status" className={styles.confirmation}>
        {confirmation}
      </p>
      <ReviewForm
        key={formKey}
        onSubmit={(values) =>
          review.send({ type: 'review.submit', values, language: i18n.locale === 'fr' ? 'fr' : 'en' })
        }
        fieldErrors={translatedErrors}
        formError={failureMessage}
        isSubmitting={isSubmitting}
      />
    </>
  );
}
