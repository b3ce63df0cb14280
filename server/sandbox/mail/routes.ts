import type { FastifyInstance } from 'fastify';
import { sandboxMailPath } from '#contract/mail.ts';

export const sandboxMailPrefix = sandboxMailPath.replace(/\/$/, '');

const escapeHtml = (text: string) => text.replace(/[<>&'"]/g, (character) => `&#${character.codePointAt(0)};`);
const shownMessages = 100;

interface MailboxRow {
  id: number;
  from_address: string;
  to_address: string;
  subject: string;
  text_body: string;
  raw: string;
  received_at: Date;
}

interface QueueRow {
  id: number;
  to_address: string;
  subject: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

const stylesheet = `
body { margin: 0; font-family: system-ui, sans-serif; background: #f3f4f6; color: #111827; }
main { max-width: 48rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; }
.banner { background: #fde047; color: #1f2937; padding: 0.75rem 1rem; border-radius: 6px; }
article { border-top: 1px solid #d1d5db; padding: 1rem 0; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 0.75rem; }
dt { font-weight: 600; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f9fafb; padding: 0.75rem; border-radius: 6px; }
`;

function messageHtml(row: MailboxRow): string {
  return `<article aria-labelledby="mail-${row.id}">
<h2 id="mail-${row.id}">${escapeHtml(row.subject)}</h2>
<dl><dt>From</dt><dd>${escapeHtml(row.from_address)}</dd><dt>To</dt><dd>${escapeHtml(row.to_address)}</dd>
<dt>Received</dt><dd><time datetime="${row.received_at.toISOString()}">${escapeHtml(row.received_at.toUTCString())}</time></dd></dl>
<pre>${escapeHtml(row.text_body)}</pre>
<details><summary>Message source</summary><pre>${escapeHtml(row.raw)}</pre></details>
</article>`;
}

function queueHtml(rows: QueueRow[]): string {
  if (rows.length === 0) return '';
  const items = rows
    .map(
      (row) =>
        `<li>${escapeHtml(row.subject)} → ${escapeHtml(row.to_address)}: ${escapeHtml(row.status)}, ` +
        `${row.attempts} attempt(s)${row.last_error ? `, last error: ${escapeHtml(row.last_error)}` : ''}</li>`,
    )
    .join('\n');
  return `<h2>Waiting to be sent</h2><ul>${items}</ul>`;
}

/**
 * SANDBOX: the mailbox of the sandbox mail transport. Server-rendered, no script, every field escaped:
 * a tester reads exactly what a customer would have received, and what is still queued or failed.
 */
export default async function sandboxMailRoutes(app: FastifyInstance) {
  const stylesheetPath = `${sandboxMailPrefix}/mail.css`;

  app.get('/mail.css', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'no-cache').send(stylesheet),
  );

  app.get('/', { schema: { hide: true } }, async (_request, reply) => {
    const { rows: messages } = await app.db.query<MailboxRow>(
      `SELECT id, from_address, to_address, subject, text_body, raw, received_at
       FROM sandbox_mailbox ORDER BY id DESC LIMIT $1`,
      [shownMessages],
    );
    const { rows: waiting } = await app.db.query<QueueRow>(
      `SELECT id, to_address, subject, status, attempts, last_error FROM mail_outbox
       WHERE status <> 'sent' ORDER BY id DESC LIMIT $1`,
      [shownMessages],
    );
    const list = messages.length === 0 ? '<p>The mailbox is empty.</p>' : messages.map(messageHtml).join('\n');
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'self'; base-uri 'none'; frame-ancestors 'none'",
      )
      .send(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>SANDBOX mailbox</title><link rel="stylesheet" href="${stylesheetPath}"></head>
<body><main>
<p class="banner" role="note"><strong>SANDBOX</strong> Mail the shop sent while no SMTP server is configured. Nothing left this machine.</p>
<h1>Mailbox</h1>
${queueHtml(waiting)}
${list}
</main></body></html>`);
  });
}
