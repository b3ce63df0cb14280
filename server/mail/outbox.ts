import type { OutgoingMail } from '#contract/mail.ts';
import type { Db } from '../db/db.ts';

/**
 * Queues an e-mail in the caller's transaction: it is sent only if that transaction commits, and once
 * committed it cannot be lost (the worker delivers it, retrying). Returns the outbox id.
 */
export async function queueMail(tx: Db, mail: OutgoingMail): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO mail_outbox (to_address, subject, text_body) VALUES ($1, $2, $3) RETURNING id',
    [mail.to, mail.subject, mail.text],
  );
  const row = rows[0];
  if (!row) throw new Error('Queueing a mail returned no row');
  return row.id;
}

/** A failed message goes back to the queue with a fresh set of attempts (an admin's "send again"). */
export async function requeueMail(tx: Db, mailId: number): Promise<boolean> {
  const { rows } = await tx.query(
    `UPDATE mail_outbox SET status = 'queued', attempts = 0, next_attempt_at = now()
     WHERE id = $1 AND status = 'failed' RETURNING id`,
    [mailId],
  );
  return rows.length > 0;
}
