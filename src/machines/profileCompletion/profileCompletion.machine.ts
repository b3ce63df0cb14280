import { assertEvent, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import {
  type ProfileCompletionBody,
  type ProfileUpdatedAnswer,
  profileCompletionBodySchema,
} from '../../../contract/profile.ts';
import { formatApiError } from '../../api/errors.ts';
import { updateProfile } from '../../api/profile.ts';
import type {
  ProfileCompletionContext,
  ProfileCompletionEvent,
  ProfileCompletionTag,
} from './profileCompletion.types.ts';
import { validateProfile } from './profileValidation.ts';

/** Spec §4 and §9: the profile is refreshed and the user sent home 2 seconds after a successful save. */
export const profileRedirectDelayMs = 2_000;

/** Spec §8: the shared HTTP failure formatter, one toast per message. */
const failureOf = ({ event }: { event: { error: unknown } }) => ({ messages: formatApiError(event.error) });

/**
 * The profile-completion workflow on /auth-success (spec §4, §5): check the form with the contract's schema,
 * save it, thank the user with the server's detail and empty the form, then after 2 seconds refresh the
 * profile and go home. A refusal keeps what was typed and says why.
 *
 * Toasts, the form reset, the profile refresh and the navigation belong to whoever mounts the machine
 * (src/app/session/ProfileCompletionDialog.tsx; tests provide spies); here they are named no-ops.
 */
export const profileCompletionMachine = setup({
  types: {
    context: {} as ProfileCompletionContext,
    events: {} as ProfileCompletionEvent,
    tags: {} as ProfileCompletionTag,
  },
  actors: {
    saveProfile: fromPromise<ProfileUpdatedAnswer, ProfileCompletionBody>(({ input, signal }) =>
      updateProfile(input, signal),
    ),
  },
  actions: {
    showFieldErrors: assign({
      fieldErrors: ({ event }) => validateProfile(profileCompletionBodySchema, event.values).errors ?? {},
    }),
    forgetErrors: assign({ fieldErrors: {}, failureMessage: undefined }),
    rememberFailure: assign({ failureMessage: (_, params: { messages: string[] }) => params.messages.join('\n') }),
    notifySuccess: (_, _params: { message: string }) => {},
    notifyFailure: (_, _params: { messages: string[] }) => {},
    resetForm: () => {},
    refreshProfile: () => {},
    goHome: () => {},
  },
  guards: {
    isComplete: ({ event }) => validateProfile(profileCompletionBodySchema, event.values).errors === undefined,
  },
  delays: {
    profileRedirectDelay: profileRedirectDelayMs,
  },
}).createMachine({
  id: 'profileCompletion',
  description: 'Completes a new user’s profile after their first Steam sign-in (spec §4, §5, §8).',
  context: { fieldErrors: {}, failureMessage: undefined },
  initial: 'editing',
  states: {
    editing: {
      description: 'The user can type and submit; a submit is saved only when every rule of spec §5 holds.',
      initial: 'fresh',
      on: {
        'profile.submit': [
          { guard: 'isComplete', target: 'saving', actions: 'forgetErrors' },
          { target: '.invalid', actions: 'showFieldErrors' },
        ],
      },
      states: {
        fresh: { description: 'Nothing to report yet.' },
        invalid: {
          description: 'The last submit was refused: each faulty field says why until it is submitted again.',
          tags: 'invalid',
        },
        failed: {
          description: 'The server refused the profile or could not be reached; the values stay for another try.',
          tags: 'failed',
        },
      },
    },
    saving: {
      description: 'The profile is on its way; the form is locked so it cannot be sent twice.',
      tags: 'loading',
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ event }) => {
          assertEvent(event, 'profile.submit');
          // The guard has just checked these values; parsing again gives the trimmed body to send.
          return profileCompletionBodySchema.parse(event.values);
        },
        onDone: {
          target: 'saved',
          actions: [{ type: 'notifySuccess', params: ({ event }) => ({ message: event.output.detail }) }, 'resetForm'],
        },
        onError: {
          target: 'editing.failed',
          actions: [
            { type: 'rememberFailure', params: failureOf },
            { type: 'notifyFailure', params: failureOf },
          ],
        },
      },
    },
    saved: {
      description: 'Saved and thanked; the user reads the toast for 2 seconds before going home with a fresh profile.',
      tags: ['saved', 'loading'],
      after: { profileRedirectDelay: { target: 'done', actions: ['refreshProfile', 'goHome'] } },
    },
    done: { description: 'The user has been sent home.', type: 'final' },
  },
});

export type ProfileCompletionSnapshot = SnapshotFrom<typeof profileCompletionMachine>;

export const selectIsSaving = (snapshot: ProfileCompletionSnapshot) => snapshot.hasTag('loading');
export const selectFieldErrors = (snapshot: ProfileCompletionSnapshot) => snapshot.context.fieldErrors;
export const selectFailureMessage = (snapshot: ProfileCompletionSnapshot) => snapshot.context.failureMessage;
