import type { FastifyBaseLogger } from 'fastify';
import type { MailAttachmentRef } from '#contract/mail.ts';
import { databaseTroubleOf } from '../db/availability.ts';
import type { Db } from '../db/db.ts';
import type { JobAttempt, JobDefinition, JobRetry } from '../jobs/queue.ts';
import type { MailAttachment, MailTransport } from './transport.ts';

declare module '../jobs/queue.ts' {
  interface JobPayloads {
    /** Sends one message of the outbox (mail_outbox.id). */
    'mail.send': { mailId: number };
  }
}

const lastErrorMaxLength = 500;

export interface MailRetryPolicy {
  /** The wait after the first failure; doubled after each further one, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts the message is marked failed (an admin can queue it again). */
  maxAttempts: number;
}

/** The earliest the next attempt comes, after `attempts` failed ones (the queue adds up to as much again as jitter). */
export function retryDelayMs(policy: MailRetryPolicy, attempts: number): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
}

/** The queue's retry options for a mail retry policy: the same waits, counted in seconds. */
export const mailJobRetry = (policy: MailRetryPolicy): JobRetry => ({
  limit: policy.maxAttempts - 1,
  delaySeconds: Math.round(policy.baseDelayMs / 1000),
  backoff: true,
  maxDelaySeconds: Math.round(policy.maxDelayMs / 1000),
});

export interface MailDeliveryDeps {
  db: Db;
  /** Undefined without SMTP_URL and without the sandboxes: every try fails, saying so, and the mail waits. */
  transport: MailTransport | undefined;
  from: string;
  log: FastifyBaseLogger;
  retry: MailRetryPolicy;
  /** Renders a document an e-mail names (a receipt, a credit note) when it is sent. */
  renderAttachment(ref: MailAttachmentRef): Promise<MailAttachment>;
}

interface QueuedMail {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: MailAttachmentRef[];
  attempts: number;
}

/**
 * The `mail.send` job: one try at handing an outbox message to the transport. The outbox row records every try
 * (attempts, the last error, when the next comes) and ends `sent`, or `failed` after the last one; the queue runs
 * one job per message at a time (keyed by its id), so no message goes out twice at once. A message no longer
 * queued (sent, or failed and not yet queued again) is left alone.
 */
export function mailSendJob(deps: MailDeliveryDeps): JobDefinition<'mail.send'> {
  return {
    name: 'mail.send',
    policy: 'onePerKey',
    retry: mailJobRetry(deps.retry),
    timeoutSeconds: 120,
    run: ({ mailId }, attempt) => deliverMail(deps, mailId, attempt),
  };
}

async function deliverMail(deps: MailDeliveryDeps, mailId: number, attempt: JobAttempt): Promise<void> {
  const { rows } = await deps.db.query<QueuedMail>(
    `SELECT to_address, subject, text_body, html_body, attachments, attempts FROM mail_outbox
     WHERE id = $1 AND status = 'queued'`,
    [mailId],
  );
  const mail = rows[0];
  if (!mail) return;
  try {
    if (!deps.transport) throw new Error('No SMTP_URL is set: e-mail cannot be sent');
    const attachments = await Promise.all(mail.attachments.map((ref) => deps.renderAttachment(ref)));
    const messageId = await deps.transport.send({
      outboxId: mailId,
      from: deps.from,
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text_body,
      ...(mail.html_body !== null && { html: mail.html_body }),
      ...(attachments.length > 0 && { attachments }),
    });
    await deps.db.query(
      `UPDATE mail_outbox SET status = 'sent', attempts = attempts + 1, message_id = $2, sent_at = now(),
         last_error = NULL WHERE id = $1`,
      [mailId, messageId],
    );
  } catch (error) {
    // The database away is not the message's failure: the job is tried again, the message's tries are untouched.
    if (databaseTroubleOf(error)) throw error;
    const attempts = mail.attempts + 1;
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, lastErrorMaxLength);
    deps.log.warn({ event: 'mail.send_failed', mailId, attempts, givesUp: attempt.isLast, reason }, 'mail not sent');
    await deps.db.query(
      `UPDATE mail_outbox SET attempts = $2, last_error = $3, status = $4,
         next_attempt_at = now() + $5::int * interval '1 millisecond'
       WHERE id = $1`,
      [mailId, attempts, reason, attempt.isLast ? 'failed' : 'queued', retryDelayMs(deps.retry, attempts)],
    );
    throw error;
  }
}
