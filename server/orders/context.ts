import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { checkoutReturnPath } from '../../contract/orders.ts';
import { storedSecret } from '../auth/secrets.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { PaymentGatewayAdapter } from '../payments/gateway.ts';
import { createSandboxGateway } from '../sandbox/payments/gateway.ts';
import { createSandboxTradeBot } from '../trading/sandboxBot.ts';
import type { TradeBot } from '../trading/tradeBot.ts';

/** What shopping needs at run time, resolved once per database: the gateway, the bot and their secrets. */
export interface ShopContext {
  /** The adapter of each payment gateway id; a gateway without one cannot be chosen. */
  gatewayFor(gatewayId: number): PaymentGatewayAdapter | undefined;
  bot: TradeBot | undefined;
  /** Origins a checkout_url may point at. */
  checkoutOrigins: string[];
  config: AppConfig['payments'];
  /** The buyer's orders in the SPA. */
  spaOrdersUrl: string;
  /**
   * Where a gateway's checkout sends the buyer back: the SPA's payment page of the order, which shows the order's
   * live status. `outcome` is what the buyer did there; the page trusts only the order's status for 'paid'.
   */
  checkoutReturnUrl(orderId: number, outcome: CheckoutOutcome): string;
}

export type CheckoutOutcome = 'paid' | 'failed' | 'cancelled';

const contexts = new WeakMap<Db, Promise<ShopContext>>();

/** Shared by every route module and the worker (they live in separate Fastify contexts). */
export function shopContext(app: FastifyInstance): Promise<ShopContext> {
  let context = contexts.get(app.db);
  if (!context) {
    context = createShopContext(app.db, app.config);
    contexts.set(app.db, context);
    context.catch(() => contexts.delete(app.db));
  }
  return context;
}

async function createShopContext(db: Db, config: AppConfig): Promise<ShopContext> {
  const { payments, auth } = config;
  const spaOrigin = auth.spaOrigins.local ?? auth.publicOrigin;
  const spaOrdersUrl = `${spaOrigin}/profile?tab=orders`;
  const checkoutReturnUrl = (orderId: number, outcome: CheckoutOutcome) =>
    `${spaOrigin}${checkoutReturnPath(orderId)}?outcome=${outcome}`;
  // No real gateway or bot is wired yet: without the sandboxes, purchases are refused rather than faked.
  if (!auth.sandboxes) {
    return {
      gatewayFor: () => undefined,
      bot: undefined,
      checkoutOrigins: payments.checkoutOrigins,
      config: payments,
      spaOrdersUrl,
      checkoutReturnUrl,
    };
  }
  const webhookSecret = payments.webhookSecret ?? (await storedSecret(db, 'payment_webhook_secret'));
  const identitySecret = await storedSecret(db, 'sandbox_trade_bot_identity_secret', () =>
    randomBytes(20).toString('base64'),
  );
  const sandboxGateway = createSandboxGateway({
    publicOrigin: auth.publicOrigin,
    webhookSecret,
    toleranceSeconds: payments.webhookToleranceSeconds,
  });
  return {
    gatewayFor: () => sandboxGateway,
    bot: createSandboxTradeBot(db, identitySecret, payments.sandboxBuyerAcceptDelayMs),
    checkoutOrigins: [...payments.checkoutOrigins, auth.publicOrigin],
    config: payments,
    spaOrdersUrl,
    checkoutReturnUrl,
  };
}

/** SANDBOX: the webhook secret, for the checkout page that signs the events. */
export async function sandboxWebhookSecret(app: FastifyInstance): Promise<string> {
  return app.config.payments.webhookSecret ?? storedSecret(app.db, 'payment_webhook_secret');
}
