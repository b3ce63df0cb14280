import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AriaProviders } from '#app/AriaProviders.tsx';
import { useFormFlow } from '#app/forms/useFormFlow.ts';
import { reviewMachine } from '#machines/review/review.machine.ts';
import * as styles from './ReviewForm.css.ts';
import { ReviewForm } from './ReviewForm.tsx';

/** The review form of a signed-in shopper, with its flow: sent, confirmed, then an empty form again. */
export function ReviewComposer() {
  const { i18n } = useLingui();
  // Changing the key mounts an empty form: the reset after a review is sent.
  const [formKey, setFormKey] = useState(0);
  const review = useFormFlow(reviewMachine, { afterSuccess: () => setFormKey((key) => key + 1) });

  return (
    <AriaProviders>
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
    </AriaProviders>
  );
}
