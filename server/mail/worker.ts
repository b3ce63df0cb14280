import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { databaseTroubleOf } from '../db/availability.ts';
import type { Db } from '../db/db.ts';
import { inRounds, type RoundWorker } from '../jobs/rounds.ts';
import type { MailTransport } from './transport.ts';

/** A worker holds a message this long while it talks to the SMTP server; a crashed one's lease runs out. */
const leaseSeconds = 60;
const mailsPerRound = 20;
const lastErrorMaxLength = 500;

export interface MailRetryPolicy {
  /** The wait after the first failure; doubled after each further one, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts the message is marked failed (an admin can queue it again). */
  maxAttempts: number;
}

/** How long to wait before the next attempt, after `attempts` failed ones. */
export function retryDelayMs(policy: MailRetryPolicy, attempts: number): number {
  return Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
}

export interface MailWorkerDeps {
  db: Db;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  retry: MailRetryPolicy;
}

interface DueMail {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  attempts: number;
}

/** The mail worker: one round tries every due message this worker could lease; it counts the mails sent. */
export type MailWorker = RoundWorker;

/**
 * Delivers the mail outbox. Messages are leased with `FOR UPDATE SKIP LOCKED`, so several server processes
 * share the queue without sending one message twice; a failure is stored on the message (attempts, last
 * error) and retried with exponential back-off.
 */
export function createMailWorker(deps: MailWorkerDeps): MailWorker {
  const workerId = randomUUID();

  async function lease(): Promise<DueMail[]> {
    const { rows } = await deps.db.query<DueMail>(
      `UPDATE mail_outbox SET lease_owner = $1, lease_until = now() + $2::int * interval '1 second'
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE status = 'queued' AND next_attempt_at <= now() AND (lease_until IS NULL OR lease_until < now())
         ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING id, to_address, subject, text_body, attempts`,
      [workerId, leaseSeconds, mailsPerRound],
    );
    return rows;
  }

  async function deliver(mail: DueMail): Promise<boolean> {
    try {
      const messageId = await deps.transport.send({
        outboxId: mail.id,
        from: deps.from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
      });
      await deps.db.query(
        `UPDATE mail_outbox SET status = 'sent', attempts = attempts + 1, message_id = $3, sent_at = now(),
           last_error = NULL, lease_owner = NULL, lease_until = NULL
         WHERE id = $1 AND lease_owner = $2`,
        [mail.id, workerId, messageId],
      );
      return true;
    } catch (error) {
      // The database away is not the message's failure: the round ends, the lease lapses, the message is tried again.
      if (databaseTroubleOf(error)) throw error;
      const attempts = mail.attempts + 1;
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, lastErrorMaxLength);
      const givesUp = attempts >= deps.retry.maxAttempts;
      deps.log.warn({ event: 'mail.send_failed', mailId: mail.id, attempts, givesUp, reason }, 'mail not sent');
      await deps.db.query(
        `UPDATE mail_outbox SET attempts = $3, last_error = $4, status = $5,
           next_attempt_at = now() + $6::int * interval '1 millisecond', lease_owner = NULL, lease_until = NULL
         WHERE id = $1 AND lease_owner = $2`,
        [mail.id, workerId, attempts, reason, givesUp ? 'failed' : 'queued', retryDelayMs(deps.retry, attempts)],
      );
      return false;
    }
  }

  async function runOnce(): Promise<number> {
    let sent = 0;
    for (const mail of await lease()) if (await deliver(mail)) sent += 1;
    return sent;
  }

  return inRounds(runOnce, deps.log, 'mail worker');
}
