import type { z } from 'zod';
import {
  supportMessages,
  type TicketDetail,
  type TicketPage,
  type TicketReply,
  type TicketStatus,
  type ticketListQuerySchema,
} from '#contract/admin/support.ts';
import type { MailDelivery } from '#contract/mail.ts';
import type { Db } from '../db/db.ts';
import type { JobSender } from '../jobs/queue.ts';
import { queueMail, requeueMail } from '../mail/outbox.ts';
import { recordAdminAction } from './audit.ts';
import { escapeLike, pageOf, pageWindow, SqlConditions } from './pages.ts';

/** A support action the ticket's state refuses: the status and the message the admin reads. */
export class TicketActionRefused extends Error {
  readonly statusCode: 404 | 409;
  constructor(statusCode: 404 | 409, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

const excerptLength = 160;
const iso = (date: Date) => date.toISOString();

interface TicketColumns {
  id: number;
  email: string;
  full_name: string;
  message: string;
  status: TicketStatus;
  admin_id: number | null;
  admin_name: string | null;
  created_at: Date;
  updated_at: Date;
}

const ticketColumns = `support_requests.id, support_requests.email, support_requests.full_name,
  support_requests.message, support_requests.status, support_requests.assigned_admin_id AS admin_id,
  admins.username AS admin_name, support_requests.created_at, support_requests.updated_at`;
const ticketJoin = 'LEFT JOIN users admins ON admins.id = support_requests.assigned_admin_id';

const assignedAdmin = (row: { admin_id: number | null; admin_name: string | null }) =>
  row.admin_id !== null ? { id: row.admin_id, name: row.admin_name ?? '' } : null;

/** Tickets with the latest activity first; every word of `q` must appear in the e-mail, name or message. */
export async function listTickets(db: Db, query: z.output<typeof ticketListQuerySchema>): Promise<TicketPage> {
  const where = new SqlConditions();
  if (query.status && query.status.length > 0) where.add('support_requests.status = ANY($?::text[])', query.status);
  for (const word of query.q?.split(/\s+/).filter(Boolean) ?? []) {
    const pattern = `%${escapeLike(word.toLowerCase())}%`;
    where.add(
      '(lower(support_requests.email) LIKE $? OR lower(support_requests.full_name) LIKE $? OR lower(support_requests.message) LIKE $?)',
      pattern,
      pattern,
      pattern,
    );
  }
  const { limit, offset } = pageWindow(query);
  const { rows } = await db.query<TicketColumns & { replies: number }>(
    `SELECT ${ticketColumns},
       (SELECT count(*) FROM support_replies WHERE support_replies.request_id = support_requests.id)::int AS replies
     FROM support_requests ${ticketJoin}
     ${where.sql}
     ORDER BY support_requests.updated_at DESC, support_requests.id DESC
     LIMIT ${where.param(limit)} OFFSET ${where.param(offset)}`,
    where.params,
  );
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      email: row.email,
      full_name: row.full_name,
      excerpt: row.message.length > excerptLength ? `${row.message.slice(0, excerptLength)}…` : row.message,
      status: row.status,
      assigned_admin: assignedAdmin(row),
      replies: row.replies,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    })),
    query,
  );
}

interface ReplyColumns {
  id: number;
  author_id: number | null;
  author_name: string | null;
  body: string;
  created_at: Date;
  mail_id: number | null;
  mail_status: MailDelivery['status'] | null;
  attempts: number | null;
  last_error: string | null;
  next_attempt_at: Date | null;
  sent_at: Date | null;
}

function replyOf(row: ReplyColumns): TicketReply {
  const mail: MailDelivery | null =
    row.mail_id !== null && row.mail_status !== null
      ? {
          id: row.mail_id,
          status: row.mail_status,
          attempts: row.attempts ?? 0,
          last_error: row.last_error,
          next_attempt_at: row.mail_status === 'queued' && row.next_attempt_at ? iso(row.next_attempt_at) : null,
          sent_at: row.sent_at ? iso(row.sent_at) : null,
        }
      : null;
  return {
    id: row.id,
    author: row.author_id !== null ? { id: row.author_id, name: row.author_name ?? '' } : null,
    body: row.body,
    created_at: iso(row.created_at),
    mail,
  };
}

/** The ticket with its thread, oldest reply first; undefined when there is no such ticket. */
export async function ticketDetail(db: Db, ticketId: number): Promise<TicketDetail | undefined> {
  const { rows } = await db.query<TicketColumns>(
    `SELECT ${ticketColumns} FROM support_requests ${ticketJoin} WHERE support_requests.id = $1`,
    [ticketId],
  );
  const ticket = rows[0];
  if (!ticket) return undefined;
  const { rows: replies } = await db.query<ReplyColumns>(
    `SELECT support_replies.id, support_replies.author_id, authors.username AS author_name, support_replies.body,
       support_replies.created_at, mail_outbox.id AS mail_id, mail_outbox.status AS mail_status, mail_outbox.attempts,
       mail_outbox.last_error, mail_outbox.next_attempt_at, mail_outbox.sent_at
     FROM support_replies
     LEFT JOIN users authors ON authors.id = support_replies.author_id
     LEFT JOIN mail_outbox ON mail_outbox.id = support_replies.mail_id
     WHERE support_replies.request_id = $1 ORDER BY support_replies.id`,
    [ticketId],
  );
  return {
    id: ticket.id,
    email: ticket.email,
    full_name: ticket.full_name,
    message: ticket.message,
    status: ticket.status,
    assigned_admin: assignedAdmin(ticket),
    created_at: iso(ticket.created_at),
    updated_at: iso(ticket.updated_at),
    thread: replies.map(replyOf),
  };
}

async function lockTicket(tx: Db, ticketId: number) {
  const { rows } = await tx.query<{
    id: number;
    email: string;
    full_name: string;
    message: string;
    status: TicketStatus;
    assigned_admin_id: number | null;
    created_at: Date;
  }>(
    `SELECT id, email, full_name, message, status, assigned_admin_id, created_at FROM support_requests
     WHERE id = $1 FOR UPDATE`,
    [ticketId],
  );
  const ticket = rows[0];
  if (!ticket) throw new TicketActionRefused(404, supportMessages.notFound);
  return ticket;
}

async function detailOrFail(tx: Db, ticketId: number): Promise<TicketDetail> {
  const detail = await ticketDetail(tx, ticketId);
  if (!detail) throw new TicketActionRefused(404, supportMessages.notFound);
  return detail;
}

/** The e-mail of a reply: plain text, the customer's own message quoted below as text. */
export function replyMail(
  ticket: { id: number; email: string; full_name: string; message: string; created_at: Date },
  reply: string,
) {
  const quoted = ticket.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  return {
    to: ticket.email,
    subject: `Re: your message to SkinsMarket support (#${ticket.id})`,
    text: `Hello ${ticket.full_name},\n\n${reply}\n\n-- \nSkinsMarket support\n\nYou wrote on ${ticket.created_at.toUTCString()}:\n${quoted}\n`,
  };
}

/**
 * Answers a ticket: the reply joins the thread, its e-mail is queued in the same transaction (its job
 * sends it, retrying), the ticket becomes answered and, if nobody had it, the replying admin's.
 */
export async function replyToTicket(db: Db, jobs: JobSender, adminId: number, ticketId: number, message: string) {
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    if (ticket.status === 'closed') throw new TicketActionRefused(409, supportMessages.replyToClosed);
    const mailId = await queueMail(tx, jobs, replyMail(ticket, message));
    await tx.query('INSERT INTO support_replies (request_id, author_id, body, mail_id) VALUES ($1, $2, $3, $4)', [
      ticketId,
      adminId,
      message,
      mailId,
    ]);
    await tx.query(
      `UPDATE support_requests SET status = 'answered', assigned_admin_id = coalesce(assigned_admin_id, $2),
         updated_at = now() WHERE id = $1`,
      [ticketId, adminId],
    );
    await recordAdminAction(tx, {
      adminId,
      action: 'support.reply',
      targetType: 'support_request',
      targetId: ticketId,
      before: { status: ticket.status },
      after: { status: 'answered', mail_id: mailId },
    });
    return detailOrFail(tx, ticketId);
  });
}

async function moveTicket(db: Db, adminId: number, ticketId: number, to: 'closed' | 'open') {
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    if (to === 'closed' && ticket.status === 'closed')
      throw new TicketActionRefused(409, supportMessages.alreadyClosed);
    if (to === 'open' && ticket.status !== 'closed') throw new TicketActionRefused(409, supportMessages.notClosed);
    await tx.query('UPDATE support_requests SET status = $2, updated_at = now() WHERE id = $1', [ticketId, to]);
    await recordAdminAction(tx, {
      adminId,
      action: to === 'closed' ? 'support.close' : 'support.reopen',
      targetType: 'support_request',
      targetId: ticketId,
      before: { status: ticket.status },
      after: { status: to },
    });
    return detailOrFail(tx, ticketId);
  });
}

export const closeTicket = (db: Db, adminId: number, ticketId: number) => moveTicket(db, adminId, ticketId, 'closed');
export const reopenTicket = (db: Db, adminId: number, ticketId: number) => moveTicket(db, adminId, ticketId, 'open');

/** Queues a reply's failed e-mail again (after the SMTP problem was fixed). */
export async function resendReply(db: Db, jobs: JobSender, adminId: number, ticketId: number, replyId: number) {
  return db.transaction(async (tx) => {
    await lockTicket(tx, ticketId);
    const { rows } = await tx.query<{ mail_id: number | null }>(
      'SELECT mail_id FROM support_replies WHERE id = $1 AND request_id = $2',
      [replyId, ticketId],
    );
    const mailId = rows[0]?.mail_id;
    if (mailId === undefined) throw new TicketActionRefused(404, supportMessages.notFound);
    if (mailId === null || !(await requeueMail(tx, jobs, mailId)))
      throw new TicketActionRefused(409, supportMessages.mailNotFailed);
    await recordAdminAction(tx, {
      adminId,
      action: 'support.resend',
      targetType: 'support_request',
      targetId: ticketId,
      before: { mail_id: mailId, status: 'failed' },
      after: { mail_id: mailId, status: 'queued' },
    });
    return detailOrFail(tx, ticketId);
  });
}
