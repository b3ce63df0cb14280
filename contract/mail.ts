import { z } from 'zod';

/** Where e-mail stands: queued (and retried) until the SMTP server accepts it, failed after the last try. */
export const mailStatusSchema = z.enum(['queued', 'sent', 'failed']).meta({ id: 'MailStatus' });
export type MailStatus = z.infer<typeof mailStatusSchema>;

/** An e-mail the shop sends: plain text only, so whatever a customer typed stays text (support replies). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** A document attached to an e-mail, rendered when the e-mail is sent (server/notices/documents.ts). */
export interface MailAttachmentRef {
  documentId: number;
  language: 'en' | 'fr';
}

/**
 * An order e-mail: the same text with an HTML part the shop wrote (every value in it escaped), documents to attach,
 * and its topic: one message per topic is ever queued (an order's transition, whoever replays it).
 */
export interface NoticeMail extends OutgoingMail {
  html: string;
  attachments: MailAttachmentRef[];
  topic: string;
}

/** One message of the outbox as admin pages show it (a ticket's reply, say). */
export const mailDeliverySchema = z
  .object({
    id: z.int().positive(),
    status: mailStatusSchema,
    attempts: z.int().min(0),
    last_error: z.string().nullable(),
    next_attempt_at: z.iso.datetime({ offset: true }).nullable().describe('Next try while queued'),
    sent_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'MailDelivery' });
export type MailDelivery = z.infer<typeof mailDeliverySchema>;

/** Where the sandbox mailbox is shown (off in production). */
export const sandboxMailPath = '/sandbox/mail/';
