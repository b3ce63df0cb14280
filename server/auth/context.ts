import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AuthConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import { serverSecrets, storedSecret } from './secrets.ts';

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
}

const contexts = new WeakMap<Db, Promise<AuthContext>>();

/**
 * The auth context of this app's database. Resolved lazily and shared by every route module and guard (they
 * live in separate Fastify contexts). The secrets were made by the startup (server/startup.ts), or are made here.
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
  const jwtSecret = config.jwtSecret ?? (await storedSecret(db, serverSecrets.jwt));
  const segment = config.adminLoginSegment ?? (await storedSecret(db, serverSecrets.adminLoginSegment));
  return {
    config,
    accessTokenKey: new TextEncoder().encode(jwtSecret),
    successorKey: createHmac('sha256', jwtSecret).update('refresh-token-successor').digest(),
    issuer: config.publicOrigin,
    audience: `${config.publicOrigin}/api`,
    adminLoginPath: `/admin/${segment}/login`,
  };
}
