import type { MessageDescriptor } from '@lingui/core';
import type { z } from 'zod';
import { knownServerMessage, serverMessageTranslations } from '#api/serverMessages.ts';
import type { ProfileFormField, ProfileFormValues } from '#contract/profile.ts';

/** Translatable, so a language switch while the errors show re-words them. */
export type ProfileFieldErrors = Partial<Record<ProfileFormField, MessageDescriptor>>;

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
    // A problem the contract does not word (a value of the wrong type) means the field was left unusable.
    errors[field] ??= knownServerMessage(issue.message) ?? serverMessageTranslations.profile.required;
  }
  return { errors };
}
