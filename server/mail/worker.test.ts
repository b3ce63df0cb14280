import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { queueMail, requeueMail } from './outbox.ts';
import { sandboxTransport, smtpTransport } from './transport.ts';
import { createMailWorker, type MailRetryPolicy, retryDelayMs } from './worker.ts';

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

describe('mail worker', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
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
  const makeDue = (id: number) =>
    testApp.db.query('UPDATE mail_outbox SET next_attempt_at = now() WHERE id = $1', [id]);

  it('keeps a mail queued while the SMTP server is down and sends it once it is back', async () => {
    const smtp = await startSmtpServer();
    const port = smtp.port;
    await smtp.stop();

    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    const worker = createMailWorker({
      db: testApp.db,
      transport,
      from: 'shop@example.com',
      log: testApp.app.log,
      retry,
    });
    const id = await testApp.db.transaction((tx) => queueMail(tx, mail));

    expect(await worker.runOnce()).toBe(0);
    const afterFailure = await outboxRow(id);
    expect(afterFailure).toMatchObject({ status: 'queued', attempts: 1 });
    expect(afterFailure?.last_error).toMatch(/ECONNREFUSED|connect/i);
    // Backed off: not tried again before its time.
    expect(afterFailure?.due_in_seconds).toBeGreaterThanOrEqual(25);
    expect(await worker.runOnce()).toBe(0);
    expect((await outboxRow(id))?.attempts).toBe(1);

    const revived = await startSmtpServer(port);
    try {
      await makeDue(id);
      expect(await worker.runOnce()).toBe(1);
      expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
      expect(revived.received).toHaveLength(1);
      expect(revived.received[0]?.to).toEqual(['anna@example.com']);
      expect(revived.received[0]?.data).toContain('Subject: Re: my trade offer');
      // Plain text only: the customer's markup is carried as text, never as an HTML part.
      expect(revived.received[0]?.data).not.toMatch(/text\/html/i);
      // Sent once: another round finds nothing to do.
      expect(await worker.runOnce()).toBe(0);
      expect(revived.received).toHaveLength(1);
    } finally {
      transport.close();
      await revived.stop();
    }
  });

  it('marks a mail failed after the last attempt, and an admin can queue it again', async () => {
    const smtp = await startSmtpServer();
    await smtp.stop();
    const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`);
    const worker = createMailWorker({
      db: testApp.db,
      transport,
      from: 'shop@example.com',
      log: testApp.app.log,
      retry,
    });
    const id = await testApp.db.transaction((tx) => queueMail(tx, mail));
    for (let attempt = 0; attempt < retry.maxAttempts; attempt += 1) {
      await makeDue(id);
      await worker.runOnce();
    }
    expect(await outboxRow(id)).toMatchObject({ status: 'failed', attempts: 3 });
    expect(await testApp.db.transaction((tx) => requeueMail(tx, id))).toBe(true);
    expect(await outboxRow(id)).toMatchObject({ status: 'queued', attempts: 0 });
    transport.close();
  });

  it('never lets two workers send the same mail', async () => {
    const sent: number[] = [];
    const slowTransport = {
      send: async (envelope: { outboxId: number }) => {
        sent.push(envelope.outboxId);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return `<${envelope.outboxId}@test>`;
      },
      close: () => undefined,
    };
    const deps = { db: testApp.db, transport: slowTransport, from: 'shop@example.com', log: testApp.app.log, retry };
    const ids = await testApp.db.transaction(async (tx) => [await queueMail(tx, mail), await queueMail(tx, mail)]);
    const [first, second] = await Promise.all([createMailWorker(deps).runOnce(), createMailWorker(deps).runOnce()]);
    expect(first + second).toBe(2);
    expect([...sent].sort()).toEqual([...ids].sort());
  });

  it('does not queue a mail whose transaction rolls back', async () => {
    await expect(
      testApp.db.transaction(async (tx) => {
        await queueMail(tx, mail);
        throw new Error('the reply failed');
      }),
    ).rejects.toThrow('the reply failed');
    const { rows } = await testApp.db.query('SELECT id FROM mail_outbox');
    expect(rows).toEqual([]);
  });

  it('doubles the wait after each failure, up to the cap', () => {
    expect([1, 2, 3, 8, 20].map((attempts) => retryDelayMs(retry, attempts))).toEqual([
      30_000, 60_000, 120_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe('sandbox mailbox', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('shows what was sent, marked SANDBOX, with every field as text', async () => {
    const transport = sandboxTransport(testApp.db);
    const worker = createMailWorker({
      db: testApp.db,
      transport,
      from: 'shop@example.com',
      log: testApp.app.log,
      retry,
    });
    await testApp.db.transaction((tx) =>
      queueMail(tx, { to: 'eve@example.com', subject: '<b>Re</b>', text: '<img src=x onerror=alert(1)>' }),
    );
    expect(await worker.runOnce()).toBe(1);

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
