import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import type { ProfileFormField, ProfileFormValues } from '../../../contract/profile.ts';
import { profileMessages } from '../../../contract/profile.ts';

/** Translatable, so a language switch while the errors show re-words them. */
export type ProfileFieldErrors = Partial<Record<ProfileFormField, MessageDescriptor>>;

/**
 * The contract's messages (the English source texts the server also answers) in the user's language. Typed
 * against `profileMessages`, so a message the contract adds cannot be left untranslated.
 */
export const profileMessageTranslations: Record<keyof typeof profileMessages, MessageDescriptor> = {
  required: msg`This field is required`,
  phoneCompletion: msg`Must start with '+' and have 11-13 digits`,
  phoneSettings: msg`Must start with '+' and have up to 15 digits`,
  invalidDate: msg`Invalid date`,
  futureDate: msg`Date cannot be in the future`,
  tooYoung: msg`You must be at least 16 years old`,
  tooOld: msg`Age must be between 16 and 100 years`,
  emailCompletion: msg`Invalid email address`,
  emailSettings: msg`Invalid email format`,
  tradeUrl: msg`Invalid Steam Trade URL`,
  country: msg`Select a country`,
  tooLong: msg`Too long`,
};

const byEnglishText = new Map<string, MessageDescriptor>(
  Object.entries(profileMessages).map(([key, text]) => [
    text,
    profileMessageTranslations[key as keyof typeof profileMessages],
  ]),
);

/**
 * Checks the values with the server's own schema (contract/profile.ts), so the form never sends what the
 * server refuses; each field keeps its first problem.
 */
export function validateProfile<Body>(
  schema: z.ZodType<Body>,
  values: Partial<ProfileFormValues>,
): { body: Body; errors?: undefined } | { body?: undefined; errors: ProfileFieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { body: result.data };
  const errors: ProfileFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ProfileFormField;
    errors[field] ??= byEnglishText.get(issue.message) ?? profileMessageTranslations.required;
  }
  return { errors };
}
