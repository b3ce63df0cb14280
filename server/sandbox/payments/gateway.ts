import { randomToken } from '../../auth/secrets.ts';
import type { Db } from '../../db/db.ts';
import { gatewayEventSchema, type PaymentGatewayAdapter } from '../../payments/gateway.ts';
import { signatureHeader, verifySignature } from '../../payments/signature.ts';

/** SANDBOX: the checkout pages live here on our own server. */
export const sandboxPaymentsPrefix = '/sandbox/payments';
export const sandboxCheckoutPath = (sessionId: string) => `${sandboxPaymentsPrefix}/checkout/${sessionId}`;

/**
 * SANDBOX: a payment gateway kept in our database (sandbox_checkout_sessions). Its checkout page (routes.ts)
 * sends signed events to our webhook exactly as a hosted gateway would.
 */
export function createSandboxGateway(options: {
  publicOrigin: string;
  webhookSecret: string;
  toleranceSeconds: number;
}): PaymentGatewayAdapter {
  return {
    signatureHeader,
    async createCheckoutSession(db: Db, request) {
      const sessionId = `cs_sandbox_${randomToken(18)}`;
      await db.query(
        `INSERT INTO sandbox_checkout_sessions (id, order_id, amount_minor, currency, description, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [sessionId, request.orderId, request.amountMinor, request.currency, request.description, request.expiresAt],
      );
      return { sessionId, url: `${options.publicOrigin}${sandboxCheckoutPath(sessionId)}` };
    },
    async verifiedEvent(rawBody, header) {
      if (!verifySignature(options.webhookSecret, rawBody, header, options.toleranceSeconds)) return undefined;
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        return undefined;
      }
      const event = gatewayEventSchema.safeParse(parsed);
      return event.success ? event.data : undefined;
    },
    async expireCheckoutSession(db, sessionId) {
      await db.query(`UPDATE sandbox_checkout_sessions SET status = 'expired' WHERE id = $1 AND status = 'open'`, [
        sessionId,
      ]);
    },
    async refund(db, payment) {
      await db.query(`UPDATE sandbox_checkout_sessions SET status = 'refunded' WHERE order_id = $1`, [payment.orderId]);
    },
  };
}
