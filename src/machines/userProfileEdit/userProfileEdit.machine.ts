import { editAdminUser } from '#api/adminUsers.ts';
import { serverMessage } from '#api/serverMessages.ts';
import { adminUserEditBodySchema } from '#contract/admin/users.ts';
import { createFormFlow } from '../formFlow/formFlow.machine.ts';
import type { FieldErrors } from '../formFlow/formFlow.types.ts';
import type { UserProfileEditField, UserProfileEditValues } from './userProfileEdit.types.ts';

/**
 * The client rules are the contract's schema itself, the one the shopper's settings form and the server use:
 * the admin's form cannot accept what the shopper's refuses, or the other way round.
 */
export function validateUserProfileEdit({ profile }: UserProfileEditValues): FieldErrors<UserProfileEditField> {
  const parsed = adminUserEditBodySchema.safeParse(profile);
  if (parsed.success) return {};
  const errors: FieldErrors<UserProfileEditField> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as UserProfileEditField;
    errors[field] ??= serverMessage(issue.message);
  }
  return errors;
}

/** Editing a user's profile: checked, saved (locked), then the server's message and the page reloaded. */
export const userProfileEditMachine = createFormFlow<
  UserProfileEditValues,
  Awaited<ReturnType<typeof editAdminUser>>,
  UserProfileEditField
>({
  id: 'userProfileEdit',
  description: 'Saves an admin’s corrections to a user’s profile.',
  fields: ['street_address', 'zip_code', 'phone', 'country', 'steam_trade_link', 'email'],
  validate: validateUserProfileEdit,
  submit: ({ userId, profile }, signal) => editAdminUser(userId, adminUserEditBodySchema.parse(profile), signal),
  successMessage: (answer) => serverMessage(answer.detail),
});
