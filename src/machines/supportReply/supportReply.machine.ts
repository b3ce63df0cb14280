import { msg } from '@lingui/core/macro';
import { replyToTicket } from '#api/adminSupport.ts';
import { serverMessage } from '#api/serverMessages.ts';
import { replyLimits } from '#contract/admin/support.ts';
import { createFormFlow } from '../formFlow/formFlow.machine.ts';
import type { SupportReplyField, SupportReplyValues } from './supportReply.types.ts';

export const supportReplyMessages = {
  empty: msg`Write a reply`,
  tooLong: msg`Keep the reply under 5000 characters`,
};

export function validateSupportReply({ message }: SupportReplyValues) {
  const text = message.trim();
  if (text.length < replyLimits.min) return { message: supportReplyMessages.empty };
  if (text.length > replyLimits.max) return { message: supportReplyMessages.tooLong };
  return {};
}

/**
 * Answering a ticket: the reply is checked, sent (controls locked), then the server's "on its way" as a toast;
 * the mount clears the text and reloads the thread, where the e-mail's delivery shows.
 */
export const supportReplyMachine = createFormFlow<
  SupportReplyValues,
  Awaited<ReturnType<typeof replyToTicket>>,
  SupportReplyField
>({
  id: 'supportReply',
  description: 'Sends an admin’s reply to a support ticket by e-mail.',
  fields: ['message'],
  validate: validateSupportReply,
  submit: ({ ticketId, message }, signal) => replyToTicket(ticketId, message.trim(), signal),
  successMessage: (answer) => serverMessage(answer.detail),
});
