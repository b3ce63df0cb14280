import { serverMessageTranslations } from '#api/serverMessages.ts';
import { type ReviewSubmission, reviewLimits } from '#contract/reviews.ts';
import type { ReviewFormFieldErrors, ReviewFormValues } from './review.types.ts';

/** Spec §5, review form: a comment of 20 to 300 characters (blank counts as missing) and a score from 1 to 10. */
export function validateReview(values: ReviewFormValues): ReviewFormFieldErrors {
  const errors: ReviewFormFieldErrors = {};
  const length = values.description.trim().length;
  if (length === 0) errors.description = serverMessageTranslations.review.commentRequired;
  else if (length < reviewLimits.minLength) errors.description = serverMessageTranslations.review.commentTooShort;
  else if (length > reviewLimits.maxLength) errors.description = serverMessageTranslations.review.commentTooLong;
  const { rate } = values;
  if (rate === undefined || !Number.isInteger(rate) || rate < reviewLimits.minRate || rate > reviewLimits.maxRate) {
    errors.rate = serverMessageTranslations.review.scoreRequired;
  }
  return errors;
}

export function isCompleteReview(values: ReviewFormValues): boolean {
  return Object.keys(validateReview(values)).length === 0;
}

/** The request body of a review that passed `validateReview`. */
export function toReviewSubmission(values: ReviewFormValues): ReviewSubmission {
  if (values.rate === undefined) throw new Error('A review is sent only once it has a score');
  return { description: values.description.trim(), rate: values.rate, language: values.language };
}
