import { assertEvent, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { ContactFormAnswer } from '../../../contract/lists.ts';
import { formatSupportError } from '../../api/errors.ts';
import { sendContactForm } from '../../api/support.ts';
import type {
  SupportFormContext,
  SupportFormEvent,
  SupportFormFieldErrors,
  SupportFormTag,
  SupportFormValues,
} from './supportForm.types.ts';
import { isCompleteSupportForm, validateSupportForm } from './supportForm.validation.ts';

/** Spec §8, support failure: the server's message, else 'Something went wrong'. */
const failureOf = ({ event }: { event: { error: unknown } }) => ({ message: formatSupportError(event.error) });

/**
 * The support form's workflow (spec §4): check, send, then either thank the visitor and close, or say what
 * went wrong and keep what they typed. The field values live in the form; this machine only decides.
 *
 * The toasts, the form reset and the closing of the dialog belong to whoever mounts the machine
 * (src/app/support/SupportDialog.tsx provides them; tests provide spies); here they are named no-ops.
 */
export const supportFormMachine = setup({
  types: {
    context: {} as SupportFormContext,
    events: {} as SupportFormEvent,
    tags: {} as SupportFormTag,
  },
  actors: {
    sendMessage: fromPromise<ContactFormAnswer, SupportFormValues>(({ input, signal }) =>
      sendContactForm(input, signal),
    ),
  },
  actions: {
    showFieldErrors: assign({
      fieldErrors: ({ event }): SupportFormFieldErrors => validateSupportForm(event.values),
    }),
    forgetErrors: assign({ fieldErrors: {}, failureMessage: undefined }),
    rememberFailure: assign({ failureMessage: (_, params: { message: string }) => params.message }),
    notifySuccess: (_, _params: { message: string }) => {},
    notifyFailure: (_, _params: { message: string }) => {},
    resetForm: () => {},
    closeDialog: () => {},
  },
  guards: {
    isComplete: ({ event }) => isCompleteSupportForm(event.values),
  },
}).createMachine({
  id: 'supportForm',
  description: 'Sends a visitor’s message to the support team (spec §4, §5, §8).',
  context: { fieldErrors: {}, failureMessage: undefined },
  initial: 'composing',
  states: {
    composing: {
      description: 'The visitor can type and submit; a submit is sent only when every rule of spec §5 holds.',
      initial: 'editing',
      on: {
        'support.submit': [
          { guard: 'isComplete', target: 'sending', actions: 'forgetErrors' },
          { target: '.invalid', actions: 'showFieldErrors' },
        ],
      },
      states: {
        editing: {
          description: 'Nothing to report: a fresh form, or the one just reset after a message went out.',
        },
        invalid: {
          description: 'The last submit was refused: each faulty field says why until it is submitted again.',
          tags: 'invalid',
        },
        failed: {
          description: 'The server refused the message or could not be reached; the values stay for another try.',
          tags: 'failed',
        },
      },
    },
    sending: {
      description: 'The message is on its way; the form is locked so it cannot be sent twice.',
      tags: 'loading',
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ event }) => {
          assertEvent(event, 'support.submit');
          return event.values;
        },
        onDone: {
          target: 'composing.editing',
          actions: [
            { type: 'notifySuccess', params: ({ event }) => ({ message: event.output.detail }) },
            'resetForm',
            'closeDialog',
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

export type SupportFormSnapshot = SnapshotFrom<typeof supportFormMachine>;

export const selectIsSending = (snapshot: SupportFormSnapshot) => snapshot.hasTag('loading');
export const selectFieldErrors = (snapshot: SupportFormSnapshot) => snapshot.context.fieldErrors;
export const selectFailureMessage = (snapshot: SupportFormSnapshot) => snapshot.context.failureMessage;
