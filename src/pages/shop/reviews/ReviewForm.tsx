import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { reviewLimits } from '#contract/reviews.ts';
import type { ReviewFormField, ReviewFormValues } from '#machines/review/review.types.ts';
import { Box } from '#ui/Box/Box.tsx';
import { Button } from '#ui/Button/Button.tsx';
import { Form } from '#ui/Form/Form.tsx';
import { Radio, RadioGroup } from '#ui/RadioGroup/RadioGroup.tsx';
import { TextArea } from '#ui/TextArea/TextArea.tsx';
import * as styles from './ReviewForm.css.ts';

export interface ReviewFormProps {
  /** Called with what was written; whoever owns the workflow decides whether it is complete and sends it. */
  onSubmit: (values: Omit<ReviewFormValues, 'language'>) => void;
  /** Why the last submit was refused, per field, already in the customer's language. */
  fieldErrors?: Partial<Record<ReviewFormField, string>>;
  /** Why the server refused the last review. */
  formError?: string;
  /** A review is on its way: the button shows progress and nothing can be edited or sent twice. */
  isSubmitting?: boolean;
}

const scores = Array.from(
  { length: reviewLimits.maxRate - reviewLimits.minRate + 1 },
  (_, index) => reviewLimits.minRate + index,
);

/**
 * The review form of spec §5: a comment with its character count and a score from 1 to 10. Presentational:
 * it keeps what is written and shows the errors it is given; its owner empties it by mounting a new one (a
 * new `key`). Validation is `aria`, so every error is ours, translated, and appears only after a submit.
 *
 * Use it on the reviews page for a signed-in customer. Not for a support request (a `SupportForm`).
 */
export function ReviewForm({ onSubmit, fieldErrors, formError, isSubmitting = false }: ReviewFormProps) {
  const { t, i18n } = useLingui();
  const [description, setDescription] = useState('');
  const [rate, setRate] = useState<string | null>(null);
  const count = i18n.number(description.trim().length);
  const maximum = i18n.number(reviewLimits.maxLength);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ description, rate: rate === null ? undefined : Number(rate) });
  };

  return (
    <Form
      onSubmit={submit}
      validationBehavior="aria"
      validationErrors={fieldErrors}
      formError={formError}
      aria-busy={isSubmitting}
      aria-label={t`Leave a review`}
    >
      <TextArea
        name="description"
        label={t`Your comment`}
        description={t`${count} of ${maximum} characters (at least 20)`}
        value={description}
        onChange={setDescription}
        rows={5}
        // A little room over the limit: spaces around the comment are not counted, and the check says why.
        maxLength={reviewLimits.maxLength + 20}
        isRequired
        isReadOnly={isSubmitting}
      />
      <RadioGroup
        name="rate"
        label={t`Your score, from 1 to 10`}
        orientation="horizontal"
        value={rate}
        onChange={setRate}
        isRequired
        isReadOnly={isSubmitting}
        className={styles.scores}
      >
        {scores.map((score) => (
          <Radio key={score} value={String(score)}>
            {i18n.number(score)}
          </Radio>
        ))}
      </RadioGroup>
      <Box display="flex" justifyContent="flex-end">
        <Button type="submit" isPending={isSubmitting}>
          {isSubmitting ? t`Submitting…` : t`Submit review`}
        </Button>
      </Box>
    </Form>
  );
}
