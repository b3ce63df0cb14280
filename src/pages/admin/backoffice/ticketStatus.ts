import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TicketStatus } from '#contract/admin/support.ts';
import type { MailStatus } from '#contract/mail.ts';

export const ticketStatusLabel: Record<TicketStatus, MessageDescriptor> = {
  open: msg`Open`,
  answered: msg`Answered`,
  closed: msg`Closed`,
};

export const mailStatusLabel: Record<MailStatus, MessageDescriptor> = {
  queued: msg`E-mail queued`,
  sent: msg`E-mail sent`,
  failed: msg`E-mail failed`,
};
