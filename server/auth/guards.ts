import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DetailBody } from '#contract/errors.ts';
import type { Db } from '../db/db.ts';
import { verifyAccessToken } from './accessTokens.ts';
import { authContext } from './context.ts';

/** The signed-in user of a request, as the database says now (not as the token said when issued). */
export interface AuthenticatedUser {
  id: number;
  isAdmin: boolean;
  steamId: string | null;
  /** When the access token of this request expires (seconds since the epoch): a long answer (a stream) ends then. */
  tokenExpiresAt: number;
  /** When it was issued: a revocation after it (ban, demotion) refuses it. */
  tokenIssuedAt: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` guard; routes without it never see a user. */
    user?: AuthenticatedUser;
  }
}

export const authMessages = {
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidToken: 'Given token not valid for any token type',
  forbidden: 'You do not have permission to perform this action.',
} as const;

const bearerPattern = /^Bearer ([A-Za-z0-9_.-]+)$/;

/**
 * Guard (an onRequest hook) for every signed-in route, run before the body is parsed or validated:
 * `Authorization: Bearer <access token>`, verified, and checked against the user row: gone, banned, or issued
 * before the user's tokens_valid_after (ban, demotion), is refused.
 * 401 lets the SPA refresh and replay once.
 */
export async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const header = request.headers.authorization;
  if (!header) return void (await refuse(reply, 401, authMessages.notAuthenticated));
  const token = bearerPattern.exec(header)?.[1];
  const context = await authContext(request.server);
  const claims = token ? await verifyAccessToken(context, token) : undefined;
  if (!claims) {
    request.log.warn({ event: 'auth.token_invalid', route: request.routeOptions.url }, 'access token refused: invalid');
    return void (await refuse(reply, 401, authMessages.invalidToken));
  }

  const { rows } = await request.server.db.query<{
    id: number;
    is_admin: boolean;
    steam_id: string | null;
    valid_after_seconds: number | null;
  }>(
    // Whole seconds, rounded up: a token's iat has whole seconds, so one issued in the same second as a
    // revocation counts as older (refused) rather than newer.
    `SELECT id, is_admin, steam_id,
       CASE WHEN tokens_valid_after = '-infinity' THEN NULL ELSE ceil(extract(epoch FROM tokens_valid_after)) END
         AS valid_after_seconds
     FROM users WHERE id = $1 AND banned_at IS NULL`,
    [Number(claims.sub)],
  );
  const user = rows[0];
  if (!user || (user.valid_after_seconds !== null && claims.iat < user.valid_after_seconds)) {
    request.log.warn({ event: 'auth.token_refused', userId: claims.sub }, 'access token refused: user gone or revoked');
    return void (await refuse(reply, 401, authMessages.invalidToken));
  }
  request.user = {
    id: user.id,
    isAdmin: user.is_admin,
    steamId: user.steam_id,
    tokenExpiresAt: claims.exp,
    tokenIssuedAt: claims.iat,
  };
}

/**
 * Guard for admin routes (after `authenticate`, or alone: it authenticates first). The role is the one
 * in the database at this request, never the token's flag, so a demotion acts at once.
 */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.user) await authenticate(request, reply);
  if (reply.sent || !request.user) return;
  if (!request.user.isAdmin || !(await actsAsAdminNow(request.server.db, request.user.id))) {
    request.log.warn(
      { event: 'auth.admin_refused', userId: request.user.id, route: request.routeOptions.url, method: request.method },
      'admin route refused',
    );
    await refuse(reply, 403, authMessages.forbidden);
  }
}

/**
 * Whether the user may act as an admin at this instant, as the database says: the role, and the standing
 * of the account. `authenticate` has already refused tokens issued before `tokens_valid_after`, which a ban
 * or a demotion moves forward; a banned admin acts as nobody.
 */
export const adminStandingSql = 'is_admin AND banned_at IS NULL';

export async function actsAsAdminNow(db: Db, userId: number): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM users WHERE id = $1 AND ${adminStandingSql}`, [userId]);
  return rows.length === 1;
}

/**
 * Whether the request's token would still be let through now (a stream re-checks it while open): the user is
 * there, not banned, and no revocation came after the token was issued.
 */
export async function tokenStillValid(db: Db, user: AuthenticatedUser): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM users WHERE id = $1 AND banned_at IS NULL
       AND (tokens_valid_after = '-infinity' OR ceil(extract(epoch FROM tokens_valid_after)) <= $2)`,
    [user.id, user.tokenIssuedAt],
  );
  return rows.length === 1;
}

/** The user `authenticate` let through; a route that forgot the guard fails loudly instead of leaking. */
export function signedInUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new Error('Route needs the authenticate guard');
  return request.user;
}

async function refuse(reply: FastifyReply, status: 401 | 403, detail: string) {
  return reply.code(status).send({ detail } satisfies DetailBody);
}
