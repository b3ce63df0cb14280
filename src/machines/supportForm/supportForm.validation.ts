import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import type { SupportFormFieldErrors, SupportFormValues } from './supportForm.types.ts';

/** The server's own email check (contract/lists.ts), so the form never sends what the server refuses. */
const emailFormat = z.email();

/** Spec §5, support form: every field required, the email well-formed. Blank text counts as missing. */
export function validateSupportForm(values: SupportFormValues): SupportFormFieldErrors {
  const errors: SupportFormFieldErrors = {};
  if (values.full_name.trim() === '') errors.full_name = msg`Please enter your name`;
  const email = values.email.trim();
  if (email === '') errors.email = msg`Please enter your email`;
  else if (!emailFormat.safeParse(email).success) errors.email = msg`Invalid email`;
  if (values.message.trim() === '') errors.message = msg`Message is required`;
  return errors;
}

export function isCompleteSupportForm(values: SupportFormValues): boolean {
  return Object.keys(validateSupportForm(values)).length === 0;
}
