import { recordAdminAction } from '../admin/audit.ts';
import type { Db } from '../db/db.ts';
import { hashPassword } from './passwords.ts';
import { randomToken } from './secrets.ts';

/** The demo's administrator (the demo only: production's first admin is made with `npm run admin:create`). */
export const demoAdminUsername = 'admin';

/** What the password sign-in accepts (contract/auth.ts): an admin made here must be able to sign in. */
export const adminUsernameMaxLength = 150;
export const adminPasswordMaxLength = 1024;
/** The shortest password `admin:create` takes: the back-office moves money. */
export const adminPasswordMinLength = 12;

export class AdminRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminRefused';
  }
}

/** The usernames of the administrators who are not banned (signing in with a password or with Steam). */
export async function activeAdmins(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ username: string }>(
    'SELECT username FROM users WHERE is_admin AND banned_at IS NULL ORDER BY id',
  );
  return rows.map((row) => row.username);
}

export interface NewAdmin {
  username: string;
  password: string;
  /** Also when an administrator exists already: another one is made, or this username's password is replaced. */
  force: boolean;
  /** Recorded in the audit log as the reason, e.g. `npm run admin:create`. */
  reason: string;
}

/**
 * Makes an administrator who signs in with a password (`/admin/<segment>/login`), once: refused when one exists
 * already, unless forced. Forced on an existing username, the password is replaced and the admin's sessions end.
 * Audited in the same transaction, the admin as its own author. Concurrent calls make one admin: the check and the
 * write run under a lock.
 */
export async function createAdmin(db: Db, admin: NewAdmin): Promise<{ id: number; replaced: boolean }> {
  const username = admin.username.trim();
  if (username.length === 0 || username.length > adminUsernameMaxLength) {
    throw new AdminRefused(`the username must be 1 to ${adminUsernameMaxLength} characters`);
  }
  if (admin.password.length < adminPasswordMinLength || admin.password.length > adminPasswordMaxLength) {
    throw new AdminRefused(`the password must be ${adminPasswordMinLength} to ${adminPasswordMaxLength} characters`);
  }
  const passwordHash = await hashPassword(admin.password);
  return db.underLock('admins', () =>
    db.transaction(async (tx) => {
      const existing = await activeAdmins(tx);
      if (existing.length > 0 && !admin.force) {
        throw new AdminRefused(
          `an administrator exists already (${existing.join(', ')}): add --force to make another one, or to set a ` +
            'new password for one of them',
        );
      }
      const { rows: replaced } = await tx.query<{ id: number }>(
        `UPDATE users SET password_hash = $2, is_admin = true, banned_at = NULL, tokens_valid_after = now(),
           updated_at = now()
         WHERE username = $1 AND password_hash IS NOT NULL RETURNING id`,
        [username, passwordHash],
      );
      const id =
        replaced[0]?.id ??
        (
          await tx.query<{ id: number }>(
            'INSERT INTO users (username, is_admin, password_hash) VALUES ($1, true, $2) RETURNING id',
            [username, passwordHash],
          )
        ).rows[0]?.id;
      if (id === undefined) throw new Error('The administrator could not be stored');
      await recordAdminAction(tx, {
        adminId: id,
        action: replaced[0] ? 'admin.password_reset' : 'admin.create',
        targetType: 'user',
        targetId: id,
        before: null,
        after: { username, is_admin: true },
        reason: admin.reason,
      });
      return { id, replaced: replaced[0] !== undefined };
    }),
  );
}

/**
 * The demo's administrator `admin`. With a known password (DEMO_ADMIN_PASSWORD: the end-to-end runs) it is set on
 * every start; otherwise one is generated when the account is made and returned, to be printed once, by the one start
 * that made it (instances starting together make it once: this runs under the startup lock, and the insert says
 * whether it inserted).
 */
export async function ensureDemoAdmin(db: Db, knownPassword: string | undefined): Promise<string | undefined> {
  if (knownPassword !== undefined) {
    const passwordHash = await hashPassword(knownPassword);
    await db.query(
      `INSERT INTO users (username, is_admin, password_hash) VALUES ($1, true, $2)
       ON CONFLICT (username) WHERE password_hash IS NOT NULL DO UPDATE SET password_hash = EXCLUDED.password_hash`,
      [demoAdminUsername, passwordHash],
    );
    return undefined;
  }
  const { rows: existing } = await db.query('SELECT 1 FROM users WHERE username = $1 AND password_hash IS NOT NULL', [
    demoAdminUsername,
  ]);
  if (existing.length > 0) return undefined;
  const password = randomToken(12);
  const { rows: inserted } = await db.query(
    `INSERT INTO users (username, is_admin, password_hash) VALUES ($1, true, $2)
     ON CONFLICT (username) WHERE password_hash IS NOT NULL DO NOTHING RETURNING id`,
    [demoAdminUsername, await hashPassword(password)],
  );
  return inserted.length > 0 ? password : undefined;
}
