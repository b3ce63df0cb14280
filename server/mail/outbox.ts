import type { NoticeMail, OutgoingMail } from '#contract/mail.ts';
import type { Db } from '../db/db.ts';
import type { JobSender } from '../jobs/queue.ts';

/**
 * Queues an e-mail in the caller's transaction: it is sent only if that transaction commits, and once
 * committed it cannot be lost (its `mail.send` job delivers it, retrying). Returns the outbox id.
 */
export async function queueMail(tx: Db, jobs: JobSender, mail: OutgoingMail): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO mail_outbox (to_address, subject, text_body) VALUES ($1, $2, $3) RETURNING id',
    [mail.to, mail.subject, mail.text],
  );
  const row = rows[0];
  if (!row) throw new Error('Queueing a mail returned no row');
  await sendMailJob(tx, jobs, row.id);
  return row.id;
}

/**
 * Queues an order e-mail (text and HTML, its documents to attach) in the caller's transaction, once per topic: a
 * second one on the same topic is dropped (undefined), so a replayed or retried transition never mails twice.
 */
export async function queueNoticeMail(tx: Db, jobs: JobSender, mail: NoticeMail): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO mail_outbox (to_address, subject, text_body, html_body, attachments, topic)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (topic) DO NOTHING RETURNING id`,
    [mail.to, mail.subject, mail.text, mail.html, JSON.stringify(mail.attachments), mail.topic],
  );
  const id = rows[0]?.id;
  if (id !== undefined) await sendMailJob(tx, jobs, id);
  return id;
}

/** A failed message goes back to the queue with a fresh set of attempts (an admin's "send again"). */
export async function requeueMail(tx: Db, jobs: JobSender, mailId: number): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE mail_outbox SET status = 'queued', attempts = 0, last_error = NULL, next_attempt_at = now()
     WHERE id = $1 AND status = 'failed' RETURNING id`,
    [mailId],
  );
  if (rows.length === 0) return false;
  await sendMailJob(tx, jobs, mailId);
  return true;
}

/**
 * Every queued message gets its job (a second one for a message whose job waits is dropped): on start, for messages
 * queued before the job queue held them, or whose job was lost.
 */
export async function sendJobsOfQueuedMail(db: Db, jobs: JobSender): Promise<void> {
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM mail_outbox WHERE status = 'queued' ORDER BY id`);
  for (const { id } of rows) await sendMailJob(db, jobs, id);
}

const sendMailJob = (tx: Db, jobs: JobSender, mailId: number) =>
  jobs.send('mail.send', { mailId }, { tx, key: String(mailId) });
