import { createAdminUser } from '#api/adminUsers.ts';
import { serverMessage } from '#api/serverMessages.ts';
import { adminCreateUserBodySchema } from '#contract/admin/users.ts';
import { createFormFlow } from '../formFlow/formFlow.machine.ts';
import type { FieldErrors } from '../formFlow/formFlow.types.ts';
import type { CreateUserField, CreateUserValues } from './createUser.types.ts';

/** The contract's schema is the client rule: the SteamID64 checked before it is sent (uniqueness by the server). */
export function validateCreateUser(values: CreateUserValues): FieldErrors<CreateUserField> {
  const parsed = adminCreateUserBodySchema.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors<CreateUserField> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as CreateUserField] ??= serverMessage(issue.message);
  return errors;
}

/** Creating an account ahead of a Steam user's first sign-in: checked, sent (locked), then toast and the user's page. */
export const createUserMachine = createFormFlow<
  CreateUserValues,
  Awaited<ReturnType<typeof createAdminUser>>,
  CreateUserField
>({
  id: 'createUser',
  description: 'Creates a user account for a SteamID64.',
  fields: ['steam_id', 'username', 'email'],
  validate: validateCreateUser,
  submit: (values, signal) => createAdminUser(adminCreateUserBodySchema.parse(values), signal),
  successMessage: (answer) => serverMessage(answer.detail),
});
