import type { FastifyInstance } from 'fastify';
import { type MailTransport, sandboxTransport, smtpTransport } from './transport.ts';
import { createMailWorker } from './worker.ts';

/** The transport the configuration names: SMTP, else the sandbox mailbox (sandboxes only), else none. */
export function configuredMailTransport(app: FastifyInstance): MailTransport | undefined {
  const { mail, auth } = app.config;
  if (mail.smtpUrl) return smtpTransport(mail.smtpUrl);
  return auth.sandboxes ? sandboxTransport(app.db) : undefined;
}

/** Starts the mail worker with the app and stops it on close. Without a transport, mail waits in the queue. */
export default async function mailWorkerPlugin(app: FastifyInstance) {
  const { mail } = app.config;
  if (mail.workerIntervalMs <= 0) return;
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    const transport = configuredMailTransport(app);
    if (!transport) {
      app.log.warn('No SMTP_URL and no sandboxes: e-mail is queued but not sent');
      return;
    }
    const worker = createMailWorker({
      db: app.db,
      transport,
      from: mail.from,
      log: app.log,
      retry: { baseDelayMs: mail.retryBaseDelayMs, maxDelayMs: mail.maxRetryDelayMs, maxAttempts: mail.maxAttempts },
    });
    worker.start(mail.workerIntervalMs);
    stop = async () => {
      await worker.stop();
      transport.close();
    };
  });
  app.addHook('onClose', async () => stop?.());
}
