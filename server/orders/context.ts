import type { FastifyInstance } from 'fastify';
import { checkoutReturnPath } from '#contract/orders.ts';
import { serverSecrets, storedSecret } from '../auth/secrets.ts';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { JobSender } from '../jobs/queue.ts';
import type { OrderNoticeDeps } from '../notices/orderNotices.ts';
import type { PaymentGatewayAdapter } from '../payments/gateway.ts';
import { createStripeGateway, stripeCheckoutOrigin } from '../payments/stripe/stripeGateway.ts';
import type { PriceSource } from '../pricing/priceSource.ts';
import { steamMarketPriceSource } from '../pricing/steamMarket.ts';
import { createSandboxGateway } from '../sandbox/payments/gateway.ts';
import { createSandboxInspectors } from '../sandbox/steam/gameCoordinator.ts';
import { sandboxInventoryBot } from '../sandbox/steam/inventory.ts';
import { sandboxSteamPrefix } from '../sandbox/steam/routes.ts';
import { sandboxSteamFetch } from '../sandbox/steam/transport.ts';
import type { Cs2Inspectors } from '../stock/inspections.ts';
import type { InventoryBot } from '../stock/inventoryBots.ts';
import { createPacer } from '../stock/pacer.ts';
import { createSandboxTradeBot } from '../trading/sandboxBot.ts';
import type { TradeBot } from '../trading/tradeBot.ts';
import {
  sandboxTradeHolds,
  steamWebApiTradeHolds,
  type TradeHoldCheck,
  tradeHoldsUnconfigured,
} from '../trading/tradeHold.ts';

/**
 * What the shop needs at run time, resolved once per database: the gateway, the bots and their secrets, where stock and
 * prices come from.
 */
export interface ShopContext {
  /** The adapter of each payment gateway id; a gateway without one cannot be chosen. */
  gatewayFor(gatewayId: number): PaymentGatewayAdapter | undefined;
  bot: TradeBot | undefined;
  /** The bots whose inventories are the stock: STEAM_BOTS, else the sandbox bot, else none. */
  inventoryBots: readonly InventoryBot[];
  /** Where reference prices come from: the Steam Community Market (the sandbox's in the demo). */
  priceSource: PriceSource;
  /** The bots' game sessions CS2 listings are inspected through (the sandbox bot's in the demo). */
  inspectors: Cs2Inspectors | undefined;
  /** The job queue: an order's transitions send its next step. */
  jobs: JobSender;
  /** How long Steam would hold the offer to a buyer: read before every purchase. */
  tradeHolds: TradeHoldCheck;
  /** Origins a checkout_url may point at. */
  checkoutOrigins: string[];
  config: AppConfig['payments'];
  /** The buyer's orders in the SPA. */
  spaOrdersUrl: string;
  /** What an order's transitions tell the buyer and the open pages (server/notices/orderNotices.ts). */
  notices: OrderNoticeDeps;
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
    context = createShopContext(app, app.db, app.config, app.jobs);
    contexts.set(app.db, context);
    context.catch(() => contexts.delete(app.db));
  }
  return context;
}

/** The card gateway's row in payment_gateways: Stripe Checkout takes it over when configured. */
export const cardGatewayId = 1;

async function createShopContext(
  app: FastifyInstance,
  db: Db,
  config: AppConfig,
  jobs: JobSender,
): Promise<ShopContext> {
  const { payments, auth, stock } = config;
  const spaOrigin = auth.spaOrigins.local ?? auth.publicOrigin;
  const checkoutReturnUrl = (orderId: number, outcome: CheckoutOutcome) =>
    `${spaOrigin}${checkoutReturnPath(orderId)}?outcome=${outcome}`;
  const sandbox = auth.sandboxes ? await createSandboxShop(db, config) : undefined;
  const stripe =
    payments.stripe &&
    createStripeGateway({
      ...payments.stripe,
      toleranceSeconds: payments.webhookToleranceSeconds,
      returnUrl: checkoutReturnUrl,
    });
  // Steam's libraries take seconds to load: only a shop with bots loads them.
  const steamBots = payments.steamBots
    ? await (await import('../trading/steam/webSession.ts')).steamBotsSignedInBySteamUser(
        db,
        payments.steamBots,
        config.inspections,
        createPacer(stock.inventoryRequestIntervalMs),
      )
    : undefined;
  const bot: TradeBot | undefined = steamBots?.tradeBots ?? sandbox?.bot;
  return {
    // Without the sandboxes only the real gateways can be chosen: purchases elsewhere are refused, never faked.
    gatewayFor: (gatewayId) => (gatewayId === cardGatewayId ? stripe : undefined) ?? sandbox?.gateway,
    bot,
    inspectors: steamBots?.inspectors ?? sandbox?.inspectors,
    inventoryBots: steamBots?.tradeBots.bots ?? (sandbox ? [sandboxInventoryBot(app, sandboxSteamPrefix)] : []),
    // Real bots hold real items: the real market prices them.
    priceSource:
      sandbox && !steamBots
        ? steamMarketPriceSource({
            fetch: sandboxSteamFetch(app, sandboxSteamPrefix),
            requestIntervalMs: 0,
            name: 'Steam Community Market (SANDBOX)',
          })
        : steamMarketPriceSource({ requestIntervalMs: stock.marketRequestIntervalMs }),
    tradeHolds: payments.steamWebApi
      ? steamWebApiTradeHolds(payments.steamWebApi)
      : sandbox
        ? sandboxTradeHolds(db)
        : tradeHoldsUnconfigured,
    checkoutOrigins: [
      ...payments.checkoutOrigins,
      ...(stripe ? [stripeCheckoutOrigin] : []),
      ...(sandbox ? [auth.publicOrigin] : []),
    ],
    jobs,
    config: payments,
    spaOrdersUrl: `${spaOrigin}/profile?tab=orders`,
    notices: {
      jobs,
      siteOrigin: spaOrigin,
      senderName: async (itemIds, tx) => (bot ? bot.senderName(itemIds, tx) : ''),
    },
    checkoutReturnUrl,
  };
}

/** SANDBOX: the gateway and trade bot kept in our own database, and the bot's game session (demo and tests). */
async function createSandboxShop(db: Db, { payments, auth, inspections }: AppConfig) {
  const webhookSecret = payments.webhookSecret ?? (await storedSecret(db, serverSecrets.paymentWebhook));
  const identitySecret = await storedSecret(db, serverSecrets.sandboxTradeBotIdentity);
  return {
    gateway: createSandboxGateway({
      publicOrigin: auth.publicOrigin,
      webhookSecret,
      toleranceSeconds: payments.webhookToleranceSeconds,
    }),
    bot: createSandboxTradeBot(db, identitySecret, payments.sandboxBuyerAcceptDelayMs),
    inspectors: createSandboxInspectors(db, inspections),
  };
}

/** SANDBOX: the webhook secret, for the checkout page that signs the events. */
export async function sandboxWebhookSecret(app: FastifyInstance): Promise<string> {
  return app.config.payments.webhookSecret ?? storedSecret(app.db, serverSecrets.paymentWebhook);
}
