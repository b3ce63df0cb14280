import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultMailConfig } from '../config.ts';
import { makeJobsDue } from '../jobs/testKit.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { type MailRetryPolicy, mailJobRetry, retryDelayMs } from './delivery.ts';
import { queueMail, requeueMail, sendJobsOfQueuedMail } from './outbox.ts';
import { type MailTransport, smtpTransport } from './transport.ts';

interface Received {
  from: string | undefined;
  to: string[];
  data: string;
}

/** A local SMTP server that keeps what it receives; `stop` closes it (connections are then refused). */
async function startSmtpServer(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const retry: MailRetryPolicy = { baseDelayMs: 30_000, maxDelayMs: 3_600_000, maxAttempts: 3 };
const mail = { to: 'anna@example.com', subject: 'Re: my trade offer', text: 'Hello Anna,\n\n<script>x()</script>' };

/** A transport the test points where it likes: a local SMTP server (down or up), or one that answers by itself. */
function switchableTransport() {
  let current: MailTransport = { send: () => Promise.reject(new Error('no transport yet')), close: () => undefined };
  return {
    transport: { send: (envelope) => current.send(envelope), close: () => current.close() } satisfies MailTransport,
    use(next: MailTransport) {
      current.close();
      current = next;
    },
  };
}

describe('mail delivery', () => {
  let testApp: TestApp;
  const switchable = switchableTransport();
  beforeAll(async () => {
    testApp = await createTestApp({
      mail: defaultMailConfig({
        transport: switchable.transport,
        retryBaseDelayMs: retry.baseDelayMs,
        maxRetryDelayMs: retry.maxDelayMs,
        maxAttempts: retry.maxAttempts,
      }),
    });
  });
  afterAll(() => testApp.close());
  afterEach(() => testApp.db.query('DELETE FROM mail_outbox'));

  const outboxRow = async (id: number) =>
    (
      await testApp.db.query<{
        status: string;
        attempts: number;
        last_error: string | null;
        due_in_seconds: number;
      }>(
        `SELECT status, attempts, last_error, extract(epoch FROM next_attempt_at - now())::int AS due_in_seconds
         FROM mail_outbox WHERE id = $1`,
        [id],
      )
    ).rows[0];
  const queue = (outgoing = mail) => testApp.db.transaction((tx) => queueMail(tx, testApp.app.jobs, outgoing));
  const sendDue = () => testApp.app.jobs.runDue('mail.send');
  /** The time of the next try has come (the queue backs off for real). */
  const makeRetriesDue = () => makeJobsDue(testApp.db, 'mail.send');

  it('keeps a mail queued while the SMTP server is down and sends it once it is back', async () => {
    const smtp = await startSmtpServer();
    const port = smtp.port;
    await smtp.stop();
    switchable.use(smtpTransport(`smtp://127.0.0.1:${port}`));
    const id = await queue();

    expect(await sendDue()).toBe(1);
    const afterFailure = await outboxRow(id);
    expect(afterFailure).toMatchObject({ status: 'queued', attempts: 1 });
    expect(afterFailure?.last_error).toMatch(/ECONNREFUSED|connect/i);
    // Backed off: not tried again before its time.
    expect(afterFailure?.due_in_seconds).toBeGreaterThanOrEqual(25);
    expect(await sendDue()).toBe(0);
    expect((await outboxRow(id))?.attempts).toBe(1);

    const revived = await startSmtpServer(port);
    try {
      await makeRetriesDue();
      expect(await sendDue()).toBe(1);
      expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
      expect(revived.received).toHaveLength(1);
      expect(revived.received[0]?.to).toEqual(['anna@example.com']);
      expect(revived.received[0]?.data).toContain('Subject: Re: my trade offer');
      // Plain text only: the customer's markup is carried as text, never as an HTML part.
      expect(revived.received[0]?.data).not.toMatch(/text\/html/i);
      // Sent once: nothing is left to do.
      await makeRetriesDue();
      expect(await sendDue()).toBe(0);
      expect(revived.received).toHaveLength(1);
    } finally {
      await revived.stop();
    }
  });

  it('marks a mail failed after the last attempt, and an admin can queue it again', async () => {
    const smtp = await startSmtpServer();
    await smtp.stop();
    switchable.use(smtpTransport(`smtp://127.0.0.1:${smtp.port}`));
    const id = await queue();
    for (let attempt = 0; attempt < retry.maxAttempts; attempt += 1) {
      await makeRetriesDue();
      expect(await sendDue()).toBe(1);
    }
    expect(await outboxRow(id)).toMatchObject({ status: 'failed', attempts: 3 });
    await makeRetriesDue();
    expect(await sendDue()).toBe(0);

    expect(await testApp.db.transaction((tx) => requeueMail(tx, testApp.app.jobs, id))).toBe(true);
    expect(await outboxRow(id)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await testApp.db.transaction((tx) => requeueMail(tx, testApp.app.jobs, id))).toBe(false);
    const revived = await startSmtpServer(smtp.port);
    try {
      expect(await sendDue()).toBe(1);
      expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      await revived.stop();
    }
  });

  it('never sends one mail twice, however often its job is sent', async () => {
    const sent: number[] = [];
    switchable.use({
      send: async (envelope) => {
        sent.push(envelope.outboxId);
        return `<${envelope.outboxId}@test>`;
      },
      close: () => undefined,
    });
    const ids = await testApp.db.transaction(async (tx) => [
      await queueMail(tx, testApp.app.jobs, mail),
      await queueMail(tx, testApp.app.jobs, mail),
    ]);
    // A restart queues a job for every mail still queued: those already waiting are not doubled.
    await sendJobsOfQueuedMail(testApp.db, testApp.app.jobs);
    await Promise.all([sendDue(), sendDue()]);
    await sendJobsOfQueuedMail(testApp.db, testApp.app.jobs);
    await sendDue();
    expect([...sent].sort()).toEqual([...ids].sort());
  });

  it('does not queue a mail whose transaction rolls back', async () => {
    await expect(
      testApp.db.transaction(async (tx) => {
        await queueMail(tx, testApp.app.jobs, mail);
        throw new Error('the reply failed');
      }),
    ).rejects.toThrow('the reply failed');
    const { rows } = await testApp.db.query('SELECT id FROM mail_outbox');
    expect(rows).toEqual([]);
    expect(await sendDue()).toBe(0);
  });

  it('doubles the wait after each failure, up to the cap, as the queue retries', () => {
    expect([1, 2, 3, 8, 20].map((attempts) => retryDelayMs(retry, attempts))).toEqual([
      30_000, 60_000, 120_000, 3_600_000, 3_600_000,
    ]);
    expect(mailJobRetry(retry)).toEqual({ limit: 2, delaySeconds: 30, backoff: true, maxDelaySeconds: 3600 });
  });
});

describe('sandbox mailbox', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('shows what was sent, marked SANDBOX, with every field as text', async () => {
    await testApp.db.transaction((tx) =>
      queueMail(tx, testApp.app.jobs, {
        to: 'eve@example.com',
        subject: '<b>Re</b>',
        text: '<img src=x onerror=alert(1)>',
      }),
    );
    expect(await testApp.app.jobs.runDue('mail.send')).toBe(1);

    const page = await testApp.app.inject({ method: 'GET', url: '/sandbox/mail/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<strong>SANDBOX</strong>');
    expect(page.body).toContain('eve@example.com');
    expect(page.body).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).not.toContain('<b>Re</b>');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('is not mounted without the sandboxes', async () => {
    const production = await createTestApp({
      auth: { ...testApp.app.config.auth, sandboxes: false },
    });
    try {
      const page = await production.app.inject({ method: 'GET', url: '/sandbox/mail/' });
      expect(page.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
