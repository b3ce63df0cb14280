import { z } from 'zod';
import { serverMessageTranslations } from '#api/serverMessages.ts';
import type { SupportFormFieldErrors, SupportFormValues } from './supportForm.types.ts';

/** The server's own email check (contract/lists.ts), so the form never sends what the server refuses. */
const emailFormat = z.email();

/** Spec §5, support form: every field required, the email well-formed. Blank text counts as missing. */
export function validateSupportForm(values: SupportFormValues): SupportFormFieldErrors {
  const errors: SupportFormFieldErrors = {};
  const messages = serverMessageTranslations.contactForm;
  if (values.full_name.trim() === '') errors.full_name = messages.nameRequired;
  const email = values.email.trim();
  if (email === '') errors.email = messages.emailRequired;
  else if (!emailFormat.safeParse(email).success) errors.email = messages.email;
  if (values.message.trim() === '') errors.message = messages.messageRequired;
  return errors;
}

export function isCompleteSupportForm(values: SupportFormValues): boolean {
  return Object.keys(validateSupportForm(values)).length === 0;
}
