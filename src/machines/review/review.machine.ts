import type { SnapshotFrom } from 'xstate';
import { submitReview } from '#api/reviewSubmission.ts';
import { serverMessage } from '#api/serverMessages.ts';
import { createFormFlow } from '../formFlow/formFlow.machine.ts';
import type { ReviewFormValues } from './review.types.ts';
import { toReviewSubmission, validateReview } from './review.validation.ts';

/**
 * A signed-in customer's review (spec §3 'Review', §4 'Reviews', §5), a form flow (src/machines/formFlow): check
 * it, send it, then confirm that it will be published after verification and start a fresh form (`afterSuccess`,
 * provided by ReviewSubmission.tsx), or say why the server refused it and keep what was written.
 */
export const reviewMachine = createFormFlow({
  id: 'review',
  description: 'Sends a signed-in customer’s review for moderation (spec §3, §4, §5, §8).',
  fields: ['description', 'rate'],
  validate: (values: ReviewFormValues) => validateReview(values),
  submit: (values, signal) => submitReview(toReviewSubmission(values), signal),
  successMessage: (answer) => serverMessage(answer.detail),
});

export type ReviewSnapshot = SnapshotFrom<typeof reviewMachine>;
