import type { SnapshotFrom } from 'xstate';
import { serverMessage } from '#api/serverMessages.ts';
import { sendContactForm } from '#api/support.ts';
import { createFormFlow } from '../formFlow/formFlow.machine.ts';
import type { SupportFormValues } from './supportForm.types.ts';
import { validateSupportForm } from './supportForm.validation.ts';

/**
 * The support form's workflow (spec §4), a form flow (src/machines/formFlow): check, send, then thank the visitor
 * and reset and close the dialog (`afterSuccess`, provided by src/app/support/SupportModal.tsx), or say what went
 * wrong and keep what they typed.
 */
export const supportFormMachine = createFormFlow({
  id: 'supportForm',
  description: 'Sends a visitor’s message to the support team (spec §4, §5, §8).',
  fields: ['full_name', 'email', 'message'],
  validate: (values: SupportFormValues) => validateSupportForm(values),
  submit: (values, signal) => sendContactForm(values, signal),
  successMessage: (answer) => serverMessage(answer.detail),
});

export type SupportFormSnapshot = SnapshotFrom<typeof supportFormMachine>;
