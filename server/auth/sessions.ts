import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { Db } from '../db/db.ts';
import type { AuthContext } from './context.ts';
import { randomToken } from './secrets.ts';

/** A sign-in lasts at most this long, however often its refresh token is rotated (absolute cap). */
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;
/**
 * Two tabs refreshing at the same moment both present the same token; the second, within this window,
 * gets the same successor instead of looking like a stolen token coming back.
 */
export const concurrentRefreshGraceMs = 10_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A token's successor is derived from it with a server key, so the grace answer can hand the same successor
 * to a second tab although only hashes are stored. Without the key nobody can derive it.
 */
const successorOf = (context: AuthContext, token: string) =>
  createHmac('sha256', context.successorKey).update(token).digest('base64url');

export interface Session {
  userId: number;
  refreshToken: string;
  endsAt: Date;
}

export type RotationResult =
  | ({ outcome: 'rotated' } & Session)
  /** An already rotated token came back after the grace window: the whole family is now revoked. */
  | { outcome: 'reused'; userId: number; familyId: string }
  | { outcome: 'invalid' };

/** How many characters of a browser's User-Agent the admin's list of sign-ins keeps. */
const userAgentMaxLength = 300;

/**
 * Starts a session (a new token family) for a user who just signed in, noting when and from which browser
 * (the admin's user page lists the active sign-ins).
 */
export async function startSession(
  db: Db,
  userId: number,
  {
    userAgent,
    steamSignIn = false,
    now = new Date(),
  }: { userAgent?: string | undefined; steamSignIn?: boolean; now?: Date } = {},
): Promise<Session> {
  const refreshToken = randomToken();
  const endsAt = new Date(now.getTime() + sessionLifetimeMs);
  await db.query(
    `INSERT INTO refresh_tokens (token_hash, family_id, user_id, family_expires_at, created_at, user_agent,
       steam_signed_in_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      hashOf(refreshToken),
      randomUUID(),
      userId,
      endsAt,
      now,
      userAgent?.slice(0, userAgentMaxLength) ?? null,
      steamSignIn ? now : null,
    ],
  );
  await db.query('UPDATE users SET last_sign_in_at = $2 WHERE id = $1', [userId, now]);
  return { userId, refreshToken, endsAt };
}

/** Whether the user a refresh token was issued to (live or not) is banned: their refresh says so. */
export async function tokenOfBannedUser(db: Db, refreshToken: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM refresh_tokens JOIN users ON users.id = refresh_tokens.user_id
     WHERE refresh_tokens.token_hash = $1 AND users.banned_at IS NOT NULL`,
    [hashOf(refreshToken)],
  );
  return rows.length > 0;
}

interface TokenRow {
  id: number;
  family_id: string;
  user_id: number;
  family_expires_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
}

/** Exchanges a refresh token for its successor (rotation on every use, reuse detection, absolute cap). */
export async function rotateRefreshToken(
  db: Db,
  context: AuthContext,
  refreshToken: string,
  now = new Date(),
): Promise<RotationResult> {
  return db.transaction(async (tx) => {
    const row = await lockToken(tx, hashOf(refreshToken));
    if (!row || row.revoked_at || row.family_expires_at <= now) return { outcome: 'invalid' };
    const successor = successorOf(context, refreshToken);
    const session = { userId: row.user_id, refreshToken: successor, endsAt: row.family_expires_at };

    if (row.rotated_at) {
      const withinGrace = now.getTime() - row.rotated_at.getTime() <= concurrentRefreshGraceMs;
      const successorRow = withinGrace ? await lockToken(tx, hashOf(successor)) : undefined;
      if (successorRow && !successorRow.rotated_at && !successorRow.revoked_at)
        return { outcome: 'rotated', ...session };
      await revokeFamily(tx, row.family_id, now);
      return { outcome: 'reused', userId: row.user_id, familyId: row.family_id };
    }

    await tx.query('UPDATE refresh_tokens SET rotated_at = $1 WHERE id = $2', [now, row.id]);
    await tx.query(
      `INSERT INTO refresh_tokens (token_hash, family_id, user_id, family_expires_at, created_at, user_agent,
         steam_signed_in_at)
       SELECT $1, $2, $3, $4, $5, user_agent, steam_signed_in_at FROM refresh_tokens WHERE id = $6`,
      [hashOf(successor), row.family_id, row.user_id, row.family_expires_at, now, row.id],
    );
    return { outcome: 'rotated', ...session };
  });
}

async function lockToken(db: Db, tokenHash: string): Promise<TokenRow | undefined> {
  const { rows } = await db.query<TokenRow>(
    `SELECT id, family_id, user_id, family_expires_at, rotated_at, revoked_at
     FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
    [tokenHash],
  );
  return rows[0];
}

/** Whether the token belongs to a live session (not revoked, not expired), without rotating it. */
export async function sessionUserOf(db: Db, refreshToken: string, now = new Date()): Promise<number | undefined> {
  const { rows } = await db.query<{ user_id: number }>(
    `SELECT user_id FROM refresh_tokens
     WHERE token_hash = $1 AND revoked_at IS NULL AND rotated_at IS NULL AND family_expires_at > $2`,
    [hashOf(refreshToken), now],
  );
  return rows[0]?.user_id;
}

/**
 * When the session this refresh token belongs to signed in through Steam (null: a password sign-in), for the
 * user it was issued to; undefined for a token that is not a live session of theirs.
 */
export async function steamSignInOfSession(
  db: Db,
  userId: number,
  refreshToken: string,
  now = new Date(),
): Promise<Date | null | undefined> {
  const { rows } = await db.query<{ steam_signed_in_at: Date | null }>(
    `SELECT steam_signed_in_at FROM refresh_tokens
     WHERE token_hash = $1 AND user_id = $2 AND revoked_at IS NULL AND family_expires_at > $3`,
    [hashOf(refreshToken), userId, now],
  );
  return rows[0]?.steam_signed_in_at;
}

async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = $1 WHERE family_id = $2 AND revoked_at IS NULL', [
    now,
    familyId,
  ]);
}

/** Logout: ends the session the token belongs to (its whole family, so no earlier token works either). */
export async function endSession(db: Db, refreshToken: string, now = new Date()): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = $1
     WHERE revoked_at IS NULL AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $2)`,
    [now, hashOf(refreshToken)],
  );
}

/**
 * Ban, demotion or password change: every session of the user ends and every access token already issued
 * is refused at once (tokens_valid_after). For the admin issues to call.
 */
export async function revokeAllSessions(db: Db, userId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('UPDATE users SET tokens_valid_after = $1 WHERE id = $2', [now, userId]);
    await tx.query('UPDATE refresh_tokens SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL', [
      now,
      userId,
    ]);
  });
}
