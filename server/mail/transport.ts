import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/db.ts';

/** What the worker hands a transport, and what it needs back. */
export interface MailEnvelope {
  outboxId: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  /** Order e-mails only: an HTML part the shop wrote, every value in it escaped; support replies have none. */
  html?: string;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailTransport {
  /** Resolves with the Message-ID once the message is accepted; rejects with the reason otherwise. */
  send(mail: MailEnvelope): Promise<string>;
  close(): void;
}

const sendTimeoutsMs = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

async function sendThrough(transporter: Transporter, mail: MailEnvelope) {
  return transporter.sendMail({
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    // Whatever a customer typed is only ever in the text part; an HTML part comes from the shop's own templates.
    text: mail.text,
    ...(mail.html !== undefined && { html: mail.html }),
    ...(mail.attachments?.length && { attachments: mail.attachments }),
    headers: { 'X-Outbox-Id': String(mail.outboxId) },
  });
}

/** The real thing: nodemailer over SMTP (`smtp://user:pass@host:587`, `smtps://…`). */
export function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    ...(url.username && {
      auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    }),
    ...sendTimeoutsMs,
  });
  return {
    send: async (mail) => (await sendThrough(transporter, mail)).messageId,
    close: () => transporter.close(),
  };
}

/**
 * SANDBOX: renders the message exactly as SMTP would carry it (nodemailer's stream transport) and files it
 * in the sandbox mailbox, so a tester reads what the customer would receive at /sandbox/mail/.
 */
export function sandboxTransport(db: Db): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await sendThrough(transporter, mail);
      const raw = Buffer.isBuffer(info.message) ? info.message.toString('utf8') : '';
      await db.query(
        `INSERT INTO sandbox_mailbox (outbox_id, from_address, to_address, subject, text_body, raw, html_body,
           attachment_names)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          mail.outboxId,
          mail.from,
          mail.to,
          mail.subject,
          mail.text,
          raw,
          mail.html ?? null,
          (mail.attachments ?? []).map((attachment) => attachment.filename),
        ],
      );
      return info.messageId;
    },
    close: () => transporter.close(),
  };
}
