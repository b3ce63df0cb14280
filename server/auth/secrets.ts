import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';

/** Unguessable text for tokens, secrets, states and handles: `bytes` of CSPRNG output, base64url. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** A secret the server makes on its first start and keeps in the database (`server_secrets`). */
export interface ServerSecret {
  name: string;
  generate: () => string;
}

/** Every secret the server makes once and keeps, unless its setting gives it (README, settings table). */
export const serverSecrets = {
  /** JWT_SECRET: the access tokens' signing key. */
  jwt: { name: 'jwt_secret', generate: () => randomToken(48) },
  /** ADMIN_LOGIN_SEGMENT: the hidden part of the admin sign-in page's address. */
  adminLoginSegment: { name: 'admin_login_segment', generate: () => randomToken(12) },
  /** PAYMENT_WEBHOOK_SECRET: the sandbox gateway's webhook signing key. */
  paymentWebhook: { name: 'payment_webhook_secret', generate: () => randomToken() },
  /** SANDBOX: the sandbox trade bot's Steam Guard identity secret. */
  sandboxTradeBotIdentity: {
    name: 'sandbox_trade_bot_identity_secret',
    generate: () => randomBytes(20).toString('base64'),
  },
  /** SANDBOX: the key the sandbox Steam provider signs its OpenID assertions with. */
  sandboxSteamOpenIdKey: { name: 'sandbox_steam_openid_key', generate: () => randomToken() },
} as const satisfies Record<string, ServerSecret>;

/**
 * A server secret kept in the database: created on the first start, the same on every later start and in
 * every process sharing the database (tokens stay valid across restarts and instances). Instances starting together
 * make them under the startup lock (server/startup.ts); even without it, the first insert wins and all read it back.
 */
export async function storedSecret(db: Db, secret: ServerSecret): Promise<string> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    secret.name,
    secret.generate(),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [secret.name]);
  const value = rows[0]?.value;
  if (value === undefined) throw new Error(`Server secret "${secret.name}" could not be stored`);
  return value;
}
