import { resolve } from 'node:path';

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
  /** Request log level (pino); `silent` turns the log off. */
  logLevel: string;
  auth: AuthConfig;
  payments: PaymentsConfig;
  mail: MailConfig;
}

/** Outgoing e-mail (server/mail/): SMTP when configured, the SANDBOX mailbox otherwise. */
export interface MailConfig {
  /** `smtp://user:pass@host:587` or `smtps://…`; undefined files mail in the sandbox mailbox (sandboxes on). */
  smtpUrl: string | undefined;
  /** The sender every message carries. */
  from: string;
  /** How often the mail worker looks at the queue; 0 starts no worker (tests drive it by hand). */
  workerIntervalMs: number;
  /** First retry delay, doubled after each failure up to `maxRetryDelayMs`; failed after `maxAttempts`. */
  retryBaseDelayMs: number;
  maxRetryDelayMs: number;
  maxAttempts: number;
}

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
  /** How often the order worker looks for orders to advance; 0 starts no worker (tests drive it by hand). */
  workerIntervalMs: number;
  rateLimits: Record<'purchase' | 'inventoryCheck', { max: number; timeWindowMs: number }>;
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
  /** The demo admin's password (e2e runs); undefined: generated on the first start and printed once. */
  demoAdminPassword: string | undefined;
  rateLimits: Record<'steamLogin' | 'steamCallback' | 'refresh' | 'adminLogin', { max: number; timeWindowMs: number }>;
  /** How the server calls the OpenID provider (check_authentication); tests route it to the app itself. */
  providerFetch: typeof fetch;
}

export interface ServerSettings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Demo catalogue size seeded on the first start. */
  demoItems: number;
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
    demoAdminPassword: undefined,
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
    rateLimits: {
      purchase: { max: 10, timeWindowMs: 60_000 },
      inventoryCheck: { max: 20, timeWindowMs: 60_000 },
    },
    ...overrides,
  };
}

export function defaultMailConfig(overrides: Partial<MailConfig> = {}): MailConfig {
  return {
    smtpUrl: undefined,
    from: 'SkinsMarket <support@skinsmarket.example>',
    // No worker unless the server's configuration asks for one: tests drive the queue by hand.
    workerIntervalMs: 0,
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
    logLevel: 'silent',
    auth: defaultAuthConfig(),
    payments: defaultPaymentsConfig(),
    mail: defaultMailConfig(),
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
    demoAdminPassword: env.DEMO_ADMIN_PASSWORD || undefined,
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

export function loadServerSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  return {
    port: positiveInteger(env.PORT, 3000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || resolve(projectRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    demoItems: positiveInteger(env.DEMO_ITEMS, 5000, 'DEMO_ITEMS'),
  };
}

export function loadAppConfig(env: NodeJS.ProcessEnv, options: { serveSpa: boolean }): AppConfig {
  return defaultAppConfig({
    corsOrigins: listOf(env.CORS_ORIGINS),
    spaDir: options.serveSpa ? distDir : undefined,
    contactFormRateLimit: {
      max: positiveInteger(env.CONTACT_FORM_RATE_LIMIT, 5, 'CONTACT_FORM_RATE_LIMIT'),
      timeWindowMs: 60_000,
    },
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL || 'info',
    auth: loadAuthConfig(env),
    payments: loadPaymentsConfig(env),
    mail: loadMailConfig(env),
  });
}

function loadMailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl !== undefined && !['smtp:', 'smtps:'].includes(URL.parse(smtpUrl)?.protocol ?? ''))
    throw new Error('SMTP_URL must be an smtp:// or smtps:// address');
  const defaults = defaultMailConfig();
  return { ...defaults, smtpUrl, from: env.MAIL_FROM || defaults.from, workerIntervalMs: 2_000 };
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
    sandboxBuyerAcceptDelayMs: positiveInteger(
      env.SANDBOX_BUYER_ACCEPT_DELAY_MS,
      5_000,
      'SANDBOX_BUYER_ACCEPT_DELAY_MS',
    ),
  });
}
