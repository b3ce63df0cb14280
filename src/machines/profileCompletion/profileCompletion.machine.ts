import type { SnapshotFrom } from 'xstate';
import { updateProfile } from '#api/profile.ts';
import { serverMessage } from '#api/serverMessages.ts';
import { type ProfileFormValues, profileCompletionBodySchema, profileFormFields } from '#contract/profile.ts';
import { createFormFlow } from '../formFlow/formFlow.machine.ts';
import { validateProfile } from './profileValidation.ts';

/** Spec §4 and §9: the profile is refreshed and the user sent home 2 seconds after a successful save. */
export const profileRedirectDelayMs = 2_000;

/**
 * The profile-completion workflow on /auth-success (spec §4, §5), a form flow (src/machines/formFlow): check the
 * form with the contract's schema, save it, thank the user with the server's detail, then after 2 seconds (the
 * values still on screen, the form locked) empty the form, refresh the profile and go home. A refusal keeps what
 * was typed and puts the server's reasons on their fields.
 *
 * Whoever mounts it (src/app/session/ProfileCompletionDialog.tsx; tests provide spies) provides `leave`.
 */
export const profileCompletionMachine = createFormFlow({
  id: 'profileCompletion',
  description: 'Completes a new user’s profile after their first Steam sign-in (spec §4, §5, §8).',
  fields: profileFormFields.completion,
  validate: (values: Partial<ProfileFormValues>) => validateProfile(profileCompletionBodySchema, values).errors ?? {},
  // The flow sends only values that passed `validate`; parsing again gives the trimmed body.
  submit: (values, signal) => updateProfile(profileCompletionBodySchema.parse(values), signal),
  successMessage: (answer) => serverMessage(answer.detail),
  leaveAfterMs: profileRedirectDelayMs,
});

export type ProfileCompletionSnapshot = SnapshotFrom<typeof profileCompletionMachine>;
