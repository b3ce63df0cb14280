import type { FastifyInstance } from 'fastify';
import { renderDocumentAttachment } from '../notices/documentMail.ts';
import { mailSendJob } from './delivery.ts';
import { sendJobsOfQueuedMail } from './outbox.ts';
import { type MailTransport, sandboxTransport, smtpTransport } from './transport.ts';

/** The transport the configuration names: SMTP, else the sandbox mailbox (sandboxes only), else none. */
export function configuredMailTransport(app: FastifyInstance): MailTransport | undefined {
  const { mail, auth } = app.config;
  if (mail.transport) return mail.transport;
  if (mail.smtpUrl) return smtpTransport(mail.smtpUrl);
  return auth.sandboxes ? sandboxTransport(app.db) : undefined;
}

/** Mail delivery as jobs of the app's queue; the transport is closed with the app. */
export default async function mailPlugin(app: FastifyInstance) {
  const { mail } = app.config;
  const transport = configuredMailTransport(app);
  if (!transport) app.log.warn('No SMTP_URL and no sandboxes: e-mail is queued but cannot be sent');
  app.jobs.define(
    mailSendJob({
      db: app.db,
      transport,
      from: mail.from,
      log: app.log,
      retry: { baseDelayMs: mail.retryBaseDelayMs, maxDelayMs: mail.maxRetryDelayMs, maxAttempts: mail.maxAttempts },
      renderAttachment: (ref) => renderDocumentAttachment(app.db, ref),
    }),
  );
  app.addHook('onReady', () => sendJobsOfQueuedMail(app.db, app.jobs));
  app.addHook('onClose', async () => transport?.close());
}
