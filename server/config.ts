import { resolve } from 'node:path';
import type { MailTransport } from './mail/transport.ts';
import type { Cs2Inspectors } from './stock/inspections.ts';
import { loadSteamBots, type SteamBotAccount } from './trading/steam/botConfig.ts';
import type { SteamWebApiConfig } from './trading/tradeHold.ts';

/** Everything the app reads from its environment, resolved once at start. */
export interface AppConfig {
  /** Origins allowed to call the API from another site; empty keeps CORS closed. */
  corsOrigins: string[];
  /** The built SPA to serve with history fallback; undefined serves the API only (`npm run dev`, tests). */
  spaDir: string | undefined;
  /** Messages per client address and window on the contact form. */
  contactFormRateLimit: { max: number; timeWindowMs: number };
  /** Honour X-Forwarded-For (behind a reverse proxy), so rate limits see the real client address. */
  trustProxy: boolean;
  /** Rate limits counted in the database, so they hold across server instances (on PostgreSQL). */
  sharedRateLimits: boolean;
  /** Request log level (pino); `silent` turns the log off. */
  logLevel: string;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: NodeJS.WritableStream;
  auth: AuthConfig;
  payments: PaymentsConfig;
  /** The shop's abuse brakes (README "Rate limits"); `RATE_LIMITS=search=600/60,review=10/3600` overrides them. */
  rateLimits: Record<ShopRateLimit, RateLimit>;
  mail: MailConfig;
  jobs: JobsConfig;
  inspections: InspectionsConfig;
  /** Drawn public pages kept for their next visitors (README "First paint"); `maxBytes` 0 keeps none. */
  pageCache: { maxBytes: number; freshMs: number; maxAgeMs: number };
  stock: StockConfig;
  /** The order pages' live stream (server/http/eventStream.ts). */
  orderEvents: { keepAliveMs: number };
  /** Monitoring (README "Monitoring"): Prometheus metrics and OpenTelemetry traces. */
  observability: ObservabilityConfig;
  /**
   * Where the demo catalogue's rendered pictures are kept across restarts (server/catalogue/pictures.ts): beside the
   * embedded database, the demo's; undefined keeps them in memory only.
   */
  picturesDir?: string;
  /**
   * The embedded database's folder: while its disk is nearly full, writes are refused (503) and reads go on. Undefined
   * on PostgreSQL, whose disk is its server's (a full one answers 53100, refused the same way).
   */
  storageDir?: string;
}

/** Stocking the shop (server/stock/, server/pricing/): how Steam's inventories and market are read. */
export interface StockConfig {
  /** The pause between two inventory page requests to Steam, all bots together (Steam counts them by address). */
  inventoryRequestIntervalMs: number;
  /** After a failed read of a bot's inventory (429, Steam failing): the first pause, doubled up to the maximum. */
  inventoryRetry: { firstPauseMs: number; maxPauseMs: number; attempts: number };
  /** The pause between two price reads of the Steam Community Market. */
  marketRequestIntervalMs: number;
  /** How long one price refresh run reads before it leaves the rest to the next one (they run every minute). */
  priceRefreshBudgetMs: number;
}

export function defaultStockConfig(overrides: Partial<StockConfig> = {}): StockConfig {
  return {
    inventoryRequestIntervalMs: 4_000,
    inventoryRetry: { firstPauseMs: 60_000, maxPauseMs: 15 * 60_000, attempts: 4 },
    marketRequestIntervalMs: 3_500,
    priceRefreshBudgetMs: 50_000,
    ...overrides,
  };
}

export interface ObservabilityConfig {
  /** The bearer token Prometheus scrapes `/metrics` with (METRICS_TOKEN); undefined serves no metrics at all. */
  metricsToken: string | undefined;
  /**
   * Traces of requests and jobs, sent over OTLP/HTTP to this collector (OTEL_EXPORTER_OTLP_ENDPOINT or
   * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT); undefined: no tracing, no cost.
   */
  tracing: { tracesUrl: string; serviceName: string } | undefined;
}

/** Background work (server/jobs/): the job queue kept in the shop's database. */
export interface JobsConfig {
  /** Whether this process runs jobs and fires schedules; false only queues them (tests run them with `runDue`). */
  work: boolean;
  /** How often an idle worker looks for due jobs (a send wakes workers at once; a job sent for later waits for this). */
  pollingIntervalSeconds: number;
}

/** CS2 inspections through the game coordinator (server/stock/inspections.ts). */
export interface InspectionsConfig {
  /** The least time between two requests of one bot account to the game coordinator (it allows about one a second). */
  paceMs: number;
  /** How long the coordinator has to answer one inspection before the try counts as unanswered. */
  timeoutMs: number;
  /** Tries left unanswered before a listing's inspection is given up (it stays waiting; an admin may ask again). */
  maxTries: number;
  /** The wait after the first unanswered try, doubled after each further one. */
  retryDelaySeconds: number;
  /** How long an inspection waits for a bot with a game coordinator session before looking again (no try spent). */
  noSessionWaitMs: number;
  /** SANDBOX: how long the sandbox coordinator takes to answer. */
  sandboxAnswerDelayMs: number;
  /** Tests only: game sessions of their own instead of the bots' of STEAM_BOTS or the sandbox's. */
  inspectors?: Cs2Inspectors;
}

export const defaultInspectionsConfig: InspectionsConfig = {
  paceMs: 1_100,
  timeoutMs: 10_000,
  maxTries: 5,
  retryDelaySeconds: 30,
  noSessionWaitMs: 15_000,
  sandboxAnswerDelayMs: 150,
};

/** Outgoing e-mail (server/mail/): SMTP when configured, the SANDBOX mailbox otherwise. */
export interface MailConfig {
  /** `smtp://user:pass@host:587` or `smtps://…`; undefined files mail in the sandbox mailbox (sandboxes on). */
  smtpUrl: string | undefined;
  /** The sender every message carries. */
  from: string;
  /** First retry delay, doubled after each failure up to `maxRetryDelayMs`; failed after `maxAttempts`. */
  retryBaseDelayMs: number;
  maxRetryDelayMs: number;
  maxAttempts: number;
  /** Tests only: a transport of their own instead of SMTP or the sandbox mailbox. */
  transport?: MailTransport;
}

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

/**
 * Limits set far above what a real shopper does (a busy shopper runs a few searches and opens a few products a
 * minute); keyed per address for visitors' routes, so shoppers behind one address share them.
 */
export const shopRateLimitDefaults = {
  /** Submissions per signed-in customer, refused ones included: a genuine customer writes one review. */
  review: { max: 10, timeWindowMs: 60 * 60_000 },
  search: { max: 600, timeWindowMs: 60_000 },
  productDetail: { max: 600, timeWindowMs: 60_000 },
  /** Per signed-in user; a cart holds 50 skins at most. */
  cartAdd: { max: 120, timeWindowMs: 60_000 },
  /** Visits of the hidden back-office sign-in page per address (its segment is a 16-character secret). */
  adminLoginPage: { max: 30, timeWindowMs: 60_000 },
  /** Content-Security-Policy violation reports per address: enough to see a problem, too few to flood the log. */
  cspReport: { max: 30, timeWindowMs: 60_000 },
} as const satisfies Record<string, RateLimit>;
export type ShopRateLimit = keyof typeof shopRateLimitDefaults;

/**
 * A drawn page (server/http/pageCache.ts) is served as it is for a second, served while it is drawn anew until 3 s
 * old, and never older. With the prices' settings cached for a second in each instance (server/pricing), a sold or
 * repriced skin leaves every instance's drawn pages within 4 s. 64 MiB keeps some 4,000 store pages (gzipped).
 */
export const defaultPageCache = { maxBytes: 64 * 1024 * 1024, freshMs: 1_000, maxAgeMs: 3_000 } as const;

/** Cart, purchase, payment gateway and delivery settings (server/orders, server/payments, server/trading). */
export interface PaymentsConfig {
  /** Origins a checkout_url may point at, besides this server's own when the sandbox gateway is mounted. */
  checkoutOrigins: string[];
  /** HMAC key of the gateway's webhooks; undefined: generated on the first start and kept in the database. */
  webhookSecret: string | undefined;
  /** A webhook whose signed timestamp is further than this from now is refused (replays). */
  webhookToleranceSeconds: number;
  /** SANDBOX: the buyer accepts a confirmed trade offer after this delay. */
  sandboxBuyerAcceptDelayMs: number;
  /** How long a waiting order (an offer not yet answered) rests before the worker looks at it again. */
  workerIntervalMs: number;
  /** How long a declined or expired trade offer rests before the worker re-offers or refunds (admins act meanwhile). */
  failedOfferPauseMs: number;
  rateLimits: Record<'purchase' | 'inventoryCheck', { max: number; timeWindowMs: number }>;
  /** Stripe Checkout for the card gateway; undefined: the card gateway is the sandbox's (or off). */
  stripe: StripeConfig | undefined;
  /** The Steam trade bots that deliver (STEAM_BOTS); undefined: the sandbox bot (or no delivery). */
  steamBots: SteamBotAccount[] | undefined;
  /** The Steam Web API (STEAM_API_KEY) the buyer's trade hold is read from; undefined: the sandbox's (or none). */
  steamWebApi: SteamWebApiConfig | undefined;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Tests only: the local fake of the Stripe API the real client talks to. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** Sign-in and session settings (server/auth/, server/sandbox/). */
export interface AuthConfig {
  /** The origin browsers reach this server at: the OpenID realm and return address are on it. */
  publicOrigin: string;
  /** The SPA origin a login's `env` sends the browser back to; `local` is publicOrigin unless configured. */
  spaOrigins: Record<string, string>;
  /** The OpenID 2.0 provider: our sandbox by default, Steam's is https://steamcommunity.com/openid/login. */
  openIdEndpoint: string;
  /** Mounts the sandbox providers under /sandbox/ (demo and tests; production never does). */
  sandboxes: boolean;
  /** HS256 key of the access tokens; undefined: generated on the first start and kept in the database. */
  jwtSecret: string | undefined;
  /** The hidden admin login page is /admin/<segment>/login; undefined: generated once and kept. */
  adminLoginSegment: string | undefined;
  rateLimits: Record<'steamLogin' | 'steamCallback' | 'refresh' | 'adminLogin', { max: number; timeWindowMs: number }>;
  /** How the server calls the OpenID provider (check_authentication); tests route it to the app itself. */
  providerFetch: typeof fetch;
}

export interface ServerSettings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * The demo (`npm start` without NODE_ENV=production): the demo catalogue and sample reviews seeded on the first start,
   * and a demo admin. Production starts empty, its stock coming from its bots, and its first admin from
   * `npm run admin:create`.
   */
  demo: boolean;
  /** Demo catalogue size seeded on the first start. */
  demoItems: number;
  /** The demo admin's password (e2e runs); undefined: generated on the first start and printed once. */
  demoAdminPassword: string | undefined;
}

/** Every API route lives under this prefix; the SPA owns every other path. */
export const apiPrefix = '/api';

const projectRoot = resolve(import.meta.dirname, '..');
export const distDir = resolve(projectRoot, 'dist');

export const steamOpenIdEndpoint = 'https://steamcommunity.com/openid/login';
export const sandboxSteamOpenIdPath = '/sandbox/steam/openid/login';

export function defaultAuthConfig(overrides: Partial<AuthConfig> = {}): AuthConfig {
  const publicOrigin = overrides.publicOrigin ?? 'http://localhost:3000';
  const sandboxes = overrides.sandboxes ?? true;
  return {
    publicOrigin,
    spaOrigins: { local: publicOrigin },
    openIdEndpoint: sandboxes ? `${publicOrigin}${sandboxSteamOpenIdPath}` : steamOpenIdEndpoint,
    sandboxes,
    jwtSecret: undefined,
    adminLoginSegment: undefined,
    rateLimits: {
      steamLogin: { max: 20, timeWindowMs: 60_000 },
      steamCallback: { max: 20, timeWindowMs: 60_000 },
      refresh: { max: 60, timeWindowMs: 60_000 },
      adminLogin: { max: 5, timeWindowMs: 15 * 60_000 },
    },
    providerFetch: (input, init) => fetch(input, init),
    ...overrides,
  };
}

export function defaultPaymentsConfig(overrides: Partial<PaymentsConfig> = {}): PaymentsConfig {
  return {
    checkoutOrigins: [],
    webhookSecret: undefined,
    webhookToleranceSeconds: 5 * 60,
    sandboxBuyerAcceptDelayMs: 5_000,
    workerIntervalMs: 1_000,
    failedOfferPauseMs: 10 * 60_000,
    rateLimits: {
      purchase: { max: 10, timeWindowMs: 60_000 },
      inventoryCheck: { max: 20, timeWindowMs: 60_000 },
    },
    stripe: undefined,
    steamBots: undefined,
    steamWebApi: undefined,
    ...overrides,
  };
}

export function defaultMailConfig(overrides: Partial<MailConfig> = {}): MailConfig {
  return {
    smtpUrl: undefined,
    from: 'SkinsMarket <support@skinsmarket.example>',
    // 30 s, 1, 2, 4, 8, 16, 32 min, then hourly: a little over a day of trying.
    retryBaseDelayMs: 30_000,
    maxRetryDelayMs: 60 * 60_000,
    maxAttempts: 30,
    ...overrides,
  };
}

export function defaultAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    corsOrigins: [],
    spaDir: undefined,
    contactFormRateLimit: { max: 5, timeWindowMs: 60_000 },
    trustProxy: false,
    sharedRateLimits: false,
    logLevel: 'silent',
    auth: defaultAuthConfig(),
    payments: defaultPaymentsConfig(),
    rateLimits: shopRateLimitDefaults,
    mail: defaultMailConfig(),
    // No worker unless the server's configuration asks for one: tests drive the queue by hand.
    jobs: { work: false, pollingIntervalSeconds: 2 },
    inspections: defaultInspectionsConfig,
    pageCache: defaultPageCache,
    stock: defaultStockConfig(),
    // Well under the minute proxies (Caddy, nginx) and browsers allow an idle answer.
    orderEvents: { keepAliveMs: 15_000 },
    observability: { metricsToken: undefined, tracing: undefined },
    ...overrides,
  };
}

/** `prod=https://shop.example,staging=https://staging.example` */
function originsByEnv(value: string | undefined): Record<string, string> {
  const origins: Record<string, string> = {};
  for (const entry of listOf(value)) {
    const [env, origin] = entry.split('=').map((part) => part.trim());
    if (!env || !origin || new URL(origin).origin !== origin) {
      throw new Error(`SPA_ORIGINS entries are env=origin (no path or trailing slash), got "${entry}"`);
    }
    origins[env] = origin;
  }
  return origins;
}

function loadAuthConfig(env: NodeJS.ProcessEnv): AuthConfig {
  const port = positiveInteger(env.PORT, 3000, 'PORT');
  const publicOrigin = env.PUBLIC_ORIGIN || `http://localhost:${port}`;
  // On in the embedded setup; a production deployment never mounts a provider that signs in anyone.
  const sandboxes = env.SANDBOXES ? env.SANDBOXES === 'true' : env.NODE_ENV !== 'production';
  if (env.JWT_SECRET !== undefined && env.JWT_SECRET.length < 32)
    throw new Error('JWT_SECRET must be 32 characters or more');
  const defaults = defaultAuthConfig({ publicOrigin, sandboxes });
  return {
    ...defaults,
    spaOrigins: { local: publicOrigin, ...originsByEnv(env.SPA_ORIGINS) },
    openIdEndpoint: env.OPENID_ENDPOINT || defaults.openIdEndpoint,
    jwtSecret: env.JWT_SECRET || undefined,
    adminLoginSegment: env.ADMIN_LOGIN_SEGMENT || undefined,
    rateLimits: {
      ...defaults.rateLimits,
      adminLogin: {
        ...defaults.rateLimits.adminLogin,
        max: positiveInteger(env.ADMIN_LOGIN_RATE_LIMIT, defaults.rateLimits.adminLogin.max, 'ADMIN_LOGIN_RATE_LIMIT'),
      },
    },
  };
}

const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

function wholeNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be 0 or a positive integer, got "${value}"`);
  return parsed;
}

export function loadServerSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  return {
    port: positiveInteger(env.PORT, 3000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || resolve(projectRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    demo: env.NODE_ENV !== 'production',
    demoItems: positiveInteger(env.DEMO_ITEMS, 5000, 'DEMO_ITEMS'),
    demoAdminPassword: env.DEMO_ADMIN_PASSWORD || undefined,
  };
}

/**
 * What a production server cannot run without: its database shared by every instance, the origin shoppers
 * reach, the real payment gateway, the bots that deliver and the Web API key the buyer's trade hold is read with.
 * Without them it would take money it cannot deliver against (or deliver only after a hold), or sign shoppers in
 * on a wrong address.
 */
const productionSettings = [
  'DATABASE_URL',
  'PUBLIC_ORIGIN',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STEAM_BOTS',
  'STEAM_API_KEY',
] as const;

function checkProductionSettings(env: NodeJS.ProcessEnv): void {
  if (env.NODE_ENV !== 'production') return;
  const missing = productionSettings.filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new Error(`NODE_ENV=production needs ${missing.join(', ')} (see the settings table in README.md)`);
  }
  if (env.SANDBOXES === 'true') throw new Error('NODE_ENV=production never mounts the sandboxes: unset SANDBOXES');
  // A password in the environment would be a known one, and production has no demo admin to give it to.
  if (env.DEMO_ADMIN_PASSWORD) {
    throw new Error('NODE_ENV=production has no demo admin: unset DEMO_ADMIN_PASSWORD and run npm run admin:create');
  }
  if (!env.PUBLIC_ORIGIN?.startsWith('https://'))
    throw new Error('PUBLIC_ORIGIN must be an https origin in production');
}

export function loadAppConfig(env: NodeJS.ProcessEnv, options: { serveSpa: boolean }): AppConfig {
  checkProductionSettings(env);
  return defaultAppConfig({
    corsOrigins: listOf(env.CORS_ORIGINS),
    spaDir: options.serveSpa ? distDir : undefined,
    contactFormRateLimit: {
      max: positiveInteger(env.CONTACT_FORM_RATE_LIMIT, 5, 'CONTACT_FORM_RATE_LIMIT'),
      timeWindowMs: 60_000,
    },
    trustProxy: env.TRUST_PROXY === 'true',
    // Several instances share a PostgreSQL database; the embedded one is a single process's.
    sharedRateLimits: Boolean(env.DATABASE_URL),
    logLevel: env.LOG_LEVEL || 'info',
    auth: loadAuthConfig(env),
    payments: loadPaymentsConfig(env),
    rateLimits: { ...shopRateLimitDefaults, ...rateLimitOverrides(env.RATE_LIMITS) },
    mail: loadMailConfig(env),
    jobs: { work: true, pollingIntervalSeconds: 2 },
    inspections: {
      ...defaultInspectionsConfig,
      paceMs: positiveInteger(env.INSPECTION_PACE_MS, defaultInspectionsConfig.paceMs, 'INSPECTION_PACE_MS'),
      timeoutMs: positiveInteger(
        env.INSPECTION_TIMEOUT_MS,
        defaultInspectionsConfig.timeoutMs,
        'INSPECTION_TIMEOUT_MS',
      ),
    },
    pageCache: pageCacheSettings(env),
    stock: defaultStockConfig({
      inventoryRequestIntervalMs: positiveInteger(
        env.STEAM_INVENTORY_INTERVAL_MS,
        defaultStockConfig().inventoryRequestIntervalMs,
        'STEAM_INVENTORY_INTERVAL_MS',
      ),
      marketRequestIntervalMs: positiveInteger(
        env.STEAM_MARKET_INTERVAL_MS,
        defaultStockConfig().marketRequestIntervalMs,
        'STEAM_MARKET_INTERVAL_MS',
      ),
    }),
    observability: loadObservabilityConfig(env),
  });
}

/** `PAGE_CACHE_MB`: the memory drawn pages are kept in, in MiB; 0 keeps none (every page drawn for its request). */
export function pageCacheSettings(env: NodeJS.ProcessEnv): AppConfig['pageCache'] {
  const mebibytes = wholeNumber(env.PAGE_CACHE_MB, defaultPageCache.maxBytes / 2 ** 20, 'PAGE_CACHE_MB');
  return { ...defaultPageCache, maxBytes: mebibytes * 2 ** 20 };
}

/** The shortest METRICS_TOKEN accepted: long enough that guessing it is hopeless. */
export const metricsTokenMinLength = 32;

export function loadObservabilityConfig(env: NodeJS.ProcessEnv): ObservabilityConfig {
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken !== undefined && metricsToken.length < metricsTokenMinLength)
    throw new Error(`METRICS_TOKEN must be ${metricsTokenMinLength} characters or more`);
  // OpenTelemetry's own settings: the traces endpoint as given, or the base endpoint with the signal's path.
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  const tracesUrl =
    env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || (base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined);
  if (tracesUrl !== undefined && !['http:', 'https:'].includes(URL.parse(tracesUrl)?.protocol ?? ''))
    throw new Error('OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// address (OTLP over HTTP)');
  const tracingOff = env.OTEL_SDK_DISABLED === 'true' || env.OTEL_TRACES_EXPORTER === 'none';
  return {
    metricsToken,
    tracing:
      tracesUrl && !tracingOff ? { tracesUrl, serviceName: env.OTEL_SERVICE_NAME?.trim() || 'skinsmarket' } : undefined,
  };
}

/** Both Stripe settings or neither: a key without its webhook secret could take payments it never hears about. */
function loadStripeConfig(env: NodeJS.ProcessEnv): StripeConfig | undefined {
  const secretKey = env.STRIPE_SECRET_KEY || undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || undefined;
  if (!secretKey && !webhookSecret) return undefined;
  if (!secretKey) throw new Error('STRIPE_WEBHOOK_SECRET is set but STRIPE_SECRET_KEY is missing');
  if (!webhookSecret) throw new Error('STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is missing');
  if (!/^(sk|rk)_(test|live)_\w+$/.test(secretKey))
    throw new Error('STRIPE_SECRET_KEY must be a Stripe secret or restricted key (sk_live_…, rk_live_…, sk_test_…)');
  if (!webhookSecret.startsWith('whsec_'))
    throw new Error("STRIPE_WEBHOOK_SECRET must be the endpoint's signing secret (whsec_…)");
  return { secretKey, webhookSecret };
}

/** `search=600/60,review=10/3600`: a limit's name, its maximum, and its window in seconds. */
export function rateLimitOverrides(value: string | undefined): Partial<Record<ShopRateLimit, RateLimit>> {
  const overrides: Partial<Record<ShopRateLimit, RateLimit>> = {};
  for (const entry of listOf(value)) {
    const match = /^(\w+)=(\d+)\/(\d+)$/.exec(entry);
    const name = match?.[1];
    if (
      !match ||
      !name ||
      !Object.hasOwn(shopRateLimitDefaults, name) ||
      Number(match[2]) <= 0 ||
      Number(match[3]) <= 0
    ) {
      const names = Object.keys(shopRateLimitDefaults).join(', ');
      throw new Error(`RATE_LIMITS entries are name=max/seconds with a name among ${names}, got "${entry}"`);
    }
    overrides[name as ShopRateLimit] = { max: Number(match[2]), timeWindowMs: Number(match[3]) * 1000 };
  }
  return overrides;
}

function loadMailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl !== undefined && !['smtp:', 'smtps:'].includes(URL.parse(smtpUrl)?.protocol ?? ''))
    throw new Error('SMTP_URL must be an smtp:// or smtps:// address');
  const defaults = defaultMailConfig();
  return { ...defaults, smtpUrl, from: env.MAIL_FROM || defaults.from };
}

function loadPaymentsConfig(env: NodeJS.ProcessEnv): PaymentsConfig {
  if (env.PAYMENT_WEBHOOK_SECRET !== undefined && env.PAYMENT_WEBHOOK_SECRET.length < 32)
    throw new Error('PAYMENT_WEBHOOK_SECRET must be 32 characters or more');
  const checkoutOrigins = listOf(env.CHECKOUT_ORIGINS);
  for (const origin of checkoutOrigins) {
    if (URL.parse(origin)?.origin !== origin || !origin.startsWith('https://'))
      throw new Error(`CHECKOUT_ORIGINS entries are https origins (no path or trailing slash), got "${origin}"`);
  }
  return defaultPaymentsConfig({
    checkoutOrigins,
    webhookSecret: env.PAYMENT_WEBHOOK_SECRET || undefined,
    webhookToleranceSeconds: positiveInteger(
      env.PAYMENT_WEBHOOK_TOLERANCE_SECONDS,
      5 * 60,
      'PAYMENT_WEBHOOK_TOLERANCE_SECONDS',
    ),
    stripe: loadStripeConfig(env),
    steamBots: loadSteamBots(env.STEAM_BOTS),
    steamWebApi: env.STEAM_API_KEY?.trim() ? { key: env.STEAM_API_KEY.trim() } : undefined,
    sandboxBuyerAcceptDelayMs: positiveInteger(
      env.SANDBOX_BUYER_ACCEPT_DELAY_MS,
      5_000,
      'SANDBOX_BUYER_ACCEPT_DELAY_MS',
    ),
    failedOfferPauseMs: positiveInteger(env.FAILED_OFFER_PAUSE_SECONDS, 10 * 60, 'FAILED_OFFER_PAUSE_SECONDS') * 1000,
    rateLimits: {
      purchase: { max: positiveInteger(env.PURCHASE_RATE_LIMIT, 10, 'PURCHASE_RATE_LIMIT'), timeWindowMs: 60_000 },
      inventoryCheck: { max: 20, timeWindowMs: 60_000 },
    },
  });
}
