import type { ReviewSubmission } from '#contract/reviews.ts';
import type { FieldErrors, FormFlowEvent } from '../formFlow/formFlow.types.ts';

/** What the customer entered: the comment, the score once one is chosen (spec §5), and the site's language. */
export interface ReviewFormValues {
  description: string;
  rate: number | undefined;
  /** The language the review is written in: the one the site is shown in. */
  language: ReviewSubmission['language'];
}
export type ReviewFormField = Exclude<keyof ReviewFormValues, 'language'>;

/** Translatable, so a language switch while the errors show re-words them. */
export type ReviewFormFieldErrors = FieldErrors<ReviewFormField>;

export type ReviewEvent = FormFlowEvent<ReviewFormValues>;
