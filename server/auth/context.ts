import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AuthConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { hashPassword } from './passwords.ts';
import { randomToken, storedSecret } from './secrets.ts';

/** Everything sign-in needs at request time, resolved once per database: keys, names and where things are. */
export interface AuthContext {
  config: AuthConfig;
  /** HS256 key of the access tokens. */
  accessTokenKey: Uint8Array;
  /** Derives a refresh token's successor from it (see refreshTokens.ts). */
  successorKey: Buffer;
  issuer: string;
  audience: string;
  adminLoginPath: string;
  /** Set only on the start that created the demo admin with a generated password, to print it once. */
  generatedAdminPassword: string | undefined;
}

export const demoAdminUsername = 'admin';

const contexts = new WeakMap<Db, Promise<AuthContext>>();

/**
 * The auth context of this app's database. Resolved lazily and shared by every route module and guard (they
 * live in separate Fastify contexts), so the first start creates the secrets and the demo admin once.
 */
export function authContext(app: FastifyInstance): Promise<AuthContext> {
  let context = contexts.get(app.db);
  if (!context) {
    context = createAuthContext(app.db, app.config.auth);
    contexts.set(app.db, context);
    context.catch(() => contexts.delete(app.db));
  }
  return context;
}

async function createAuthContext(db: Db, config: AuthConfig): Promise<AuthContext> {
  const jwtSecret = config.jwtSecret ?? (await storedSecret(db, 'jwt_secret', () => randomToken(48)));
  const segment = config.adminLoginSegment ?? (await storedSecret(db, 'admin_login_segment', () => randomToken(12)));
  return {
    config,
    accessTokenKey: new TextEncoder().encode(jwtSecret),
    successorKey: createHmac('sha256', jwtSecret).update('refresh-token-successor').digest(),
    issuer: config.publicOrigin,
    audience: `${config.publicOrigin}/api`,
    adminLoginPath: `/admin/${segment}/login`,
    generatedAdminPassword: await ensureDemoAdmin(db, config.demoAdminPassword),
  };
}

/**
 * The demo admin `admin`. With DEMO_ADMIN_PASSWORD (e2e runs) its password is that one on every start;
 * otherwise a random one is generated when the account is created and returned to be printed once.
 */
async function ensureDemoAdmin(db: Db, knownPassword: string | undefined): Promise<string | undefined> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM users WHERE username = $1 AND password_hash IS NOT NULL',
    [demoAdminUsername],
  );
  const existing = rows[0];
  if (existing && knownPassword === undefined) return undefined;
  const password = knownPassword ?? randomToken(12);
  const passwordHash = await hashPassword(password);
  if (existing) {
    await db.query('UPDATE users SET password_hash = $1 WHERE id = $2', [passwordHash, existing.id]);
    return undefined;
  }
  await db.query(
    `INSERT INTO users (username, is_admin, password_hash) VALUES ($1, true, $2)
     ON CONFLICT (username) WHERE password_hash IS NOT NULL DO NOTHING`,
    [demoAdminUsername, passwordHash],
  );
  return knownPassword === undefined ? password : undefined;
}

/** What `npm start` prints about the admin sign-in. */
export async function describeAdminSignIn(app: FastifyInstance, baseUrl: string): Promise<string> {
  const context = await authContext(app);
  const lines = [`Admin sign-in: ${baseUrl.replace(/\/$/, '')}${context.adminLoginPath} (user "${demoAdminUsername}")`];
  if (context.generatedAdminPassword) {
    lines.push(`  Demo admin password (shown once, generated now): ${context.generatedAdminPassword}`);
  }
  return lines.join('\n');
}
