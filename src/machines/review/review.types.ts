import type { MessageDescriptor } from '@lingui/core';
import type { ReviewSubmission } from '../../../contract/reviews.ts';

/** What the customer entered: the comment, and the score once one is chosen (spec §5, review form). */
export interface ReviewFormValues {
  description: string;
  rate: number | undefined;
}
export type ReviewFormField = keyof ReviewFormValues;

/** Translatable, so a language switch while the errors show re-words them. */
export type ReviewFormFieldErrors = Partial<Record<ReviewFormField, MessageDescriptor>>;

export interface ReviewContext {
  /** Why the last submit was refused, field by field (spec §5). */
  fieldErrors: ReviewFormFieldErrors;
  /** Why the server refused the last review (spec §8), shown in the form as well as in the toast. */
  failureMessage: string | undefined;
  /** The server's confirmation of the last review sent, shown in the fresh form until the next submit. */
  confirmation: string | undefined;
}

export type ReviewEvent = {
  type: 'review.submit';
  values: ReviewFormValues;
  /** The language the review is written in: the one the site is shown in. */
  language: ReviewSubmission['language'];
};

/** The UI reads these, never state paths: `loading` locks the form and shows the pending button. */
export type ReviewTag = 'loading' | 'invalid' | 'failed' | 'submitted';
