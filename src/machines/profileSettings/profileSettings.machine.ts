import type { SnapshotFrom } from 'xstate';
import { updateProfile } from '#api/profile.ts';
import { isSteamSignInRequired } from '#api/profileErrors.ts';
import { serverMessage } from '#api/serverMessages.ts';
import { type ProfileFormValues, profileFormFields, profileSettingsBodySchema } from '#contract/profile.ts';
import { createFormFlow } from '../formFlow/formFlow.machine.ts';
import { validateProfile } from '../profileCompletion/profileValidation.ts';

/**
 * The settings tab of /profile (spec §5 settings rules), a form flow (src/machines/formFlow): check with the
 * contract's settings schema, save, say 'The data has been successfully updated' and keep the values
 * (`afterSuccess` refreshes the profile, provided by src/app/session/ProfileSettings.tsx); a refusal puts the
 * server's reasons on their fields. Replacing the trade link without a recent Steam sign-in is refused: the flow
 * is then tagged `signInRequired` and the tab offers the sign-in.
 */
export const profileSettingsMachine = createFormFlow({
  id: 'profileSettings',
  description: 'Saves the contact details and the trade link of the signed-in user (spec §5).',
  fields: profileFormFields.settings,
  validate: (values: Partial<ProfileFormValues>) => validateProfile(profileSettingsBodySchema, values).errors ?? {},
  submit: (values, signal) => updateProfile(profileSettingsBodySchema.parse(values), signal),
  successMessage: (answer) => serverMessage(answer.detail),
  // Replacing the trade link needs a recent Steam sign-in (issue #15): the settings tab offers it.
  signInRequired: isSteamSignInRequired,
});

export type ProfileSettingsSnapshot = SnapshotFrom<typeof profileSettingsMachine>;
