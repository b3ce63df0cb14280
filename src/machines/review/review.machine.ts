import { assertEvent, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { ReviewSubmission, ReviewSubmittedAnswer } from '../../../contract/reviews.ts';
import { formatReviewError, submitReview } from '../../api/reviewSubmission.ts';
import { translateServerMessage } from '../../api/serverMessages.ts';
import type { ReviewContext, ReviewEvent, ReviewFormFieldErrors, ReviewTag } from './review.types.ts';
import { isCompleteReview, toReviewSubmission, validateReview } from './review.validation.ts';

/** Spec §8: the server's refusal, one line per problem, in the active language where it is one of ours. */
const failureOf = ({ event }: { event: { error: unknown } }) => ({ message: formatReviewError(event.error) });
const confirmationOf = ({ event }: { event: { output: ReviewSubmittedAnswer } }) => ({
  message: translateServerMessage(event.output.detail),
});

/**
 * A signed-in customer's review (spec §3 'Review', §4 'Reviews', §5): check it, send it, then either confirm
 * that it will be published after verification and start a fresh form, or say why the server refused it and
 * keep what was written. The field values live in the form; this machine only decides.
 *
 * The toasts and the form reset belong to whoever mounts the machine (ReviewSubmission.tsx provides them;
 * tests provide spies); here they are named no-ops.
 */
export const reviewMachine = setup({
  types: {
    context: {} as ReviewContext,
    events: {} as ReviewEvent,
    tags: {} as ReviewTag,
  },
  actors: {
    sendReview: fromPromise<ReviewSubmittedAnswer, ReviewSubmission>(({ input, signal }) =>
      submitReview(input, signal),
    ),
  },
  actions: {
    showFieldErrors: assign({
      fieldErrors: ({ event }): ReviewFormFieldErrors => validateReview(event.values),
    }),
    forgetOutcome: assign({ fieldErrors: {}, failureMessage: undefined, confirmation: undefined }),
    rememberFailure: assign({ failureMessage: (_, params: { message: string }) => params.message }),
    rememberConfirmation: assign({ confirmation: (_, params: { message: string }) => params.message }),
    notifySuccess: (_, _params: { message: string }) => {},
    notifyFailure: (_, _params: { message: string }) => {},
    resetForm: () => {},
  },
  guards: {
    isComplete: ({ event }) => isCompleteReview(event.values),
  },
}).createMachine({
  id: 'review',
  description: 'Sends a signed-in customer’s review for moderation (spec §3, §4, §5, §8).',
  context: { fieldErrors: {}, failureMessage: undefined, confirmation: undefined },
  initial: 'composing',
  states: {
    composing: {
      description: 'The customer can write and submit; a review is sent only when every rule of spec §5 holds.',
      initial: 'editing',
      on: {
        'review.submit': [
          { guard: 'isComplete', target: 'submitting', actions: 'forgetOutcome' },
          { target: '.invalid', actions: ['forgetOutcome', 'showFieldErrors'] },
        ],
      },
      states: {
        editing: { description: 'A fresh form: nothing to report yet.' },
        invalid: {
          description: 'The last submit was refused here: each faulty field says why until it is submitted again.',
          tags: 'invalid',
        },
        failed: {
          description: 'The server refused the review or could not be reached; what was written stays for another try.',
          tags: 'failed',
        },
        submitted: {
          description: 'The review is waiting for verification: a fresh form, with the confirmation above it.',
          tags: 'submitted',
        },
      },
    },
    submitting: {
      description: 'The review is on its way; the form is locked so it cannot be sent twice.',
      tags: 'loading',
      invoke: {
        id: 'sendReview',
        src: 'sendReview',
        input: ({ event }) => {
          assertEvent(event, 'review.submit');
          return toReviewSubmission(event.values, event.language);
        },
        onDone: {
          target: 'composing.submitted',
          actions: [
            { type: 'rememberConfirmation', params: confirmationOf },
            { type: 'notifySuccess', params: confirmationOf },
            'resetForm',
          ],
        },
        onError: {
          target: 'composing.failed',
          actions: [
            { type: 'rememberFailure', params: failureOf },
            { type: 'notifyFailure', params: failureOf },
          ],
        },
      },
    },
  },
});

export type ReviewSnapshot = SnapshotFrom<typeof reviewMachine>;

export const selectIsSubmitting = (snapshot: ReviewSnapshot) => snapshot.hasTag('loading');
export const selectFieldErrors = (snapshot: ReviewSnapshot) => snapshot.context.fieldErrors;
export const selectFailureMessage = (snapshot: ReviewSnapshot) => snapshot.context.failureMessage;
export const selectConfirmation = (snapshot: ReviewSnapshot) =>
  snapshot.hasTag('submitted') ? snapshot.context.confirmation : undefined;
