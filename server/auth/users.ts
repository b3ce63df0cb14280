import type { Db } from '../db/db.ts';
import type { VerifiedIdentity } from './openid.ts';
import { verifyPassword } from './passwords.ts';

export interface UserRole {
  id: number;
  is_admin: boolean;
}

export interface SteamUser extends UserRole {
  /** A banned user is refused a session (the sign-in says why). */
  banned: boolean;
}

export async function findUser(db: Db, userId: number): Promise<UserRole | undefined> {
  const { rows } = await db.query<UserRole>('SELECT id, is_admin FROM users WHERE id = $1', [userId]);
  return rows[0];
}

/**
 * The administrator a username and password name, or undefined: unknown name, wrong password, or not an admin.
 * The password is checked even for an unknown name, so the answer takes as long either way.
 */
export async function adminOfCredentials(db: Db, username: string, password: string): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number; is_admin: boolean; password_hash: string }>(
    // A banned admin is no admin: the password alone never signs them in.
    'SELECT id, is_admin AND banned_at IS NULL AS is_admin, password_hash FROM users WHERE username = $1 AND password_hash IS NOT NULL',
    [username],
  );
  const candidate = rows[0];
  const passwordMatches = await verifyPassword(password, candidate?.password_hash);
  return candidate && passwordMatches && candidate.is_admin ? candidate.id : undefined;
}

const usernameMaxLength = 32;

/** An avatar is shown in an <img>: only a plain web address is kept. */
function webAddressOrNull(text: string | undefined): string | null {
  const url = text ? URL.parse(text) : null;
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.toString() : null;
}

/**
 * The user of a verified Steam identity, created on the first sign-in with the persona name as username and
 * EUR as currency (spec §3). Later sign-ins refresh the avatar only: the username is the user's to change.
 * An account an admin created for this SteamID64 beforehand is found the same way: it becomes theirs, with
 * the name and e-mail the admin filled in.
 */
export async function upsertSteamUser(db: Db, identity: VerifiedIdentity): Promise<SteamUser> {
  const username = (identity.personaName?.trim() || `Steam user ${identity.steamId.slice(-4)}`).slice(
    0,
    usernameMaxLength,
  );
  const { rows } = await db.query<SteamUser>(
    `INSERT INTO users (steam_id, username, avatar, currency_id)
     VALUES ($1, $2, $3, (SELECT id FROM currencies WHERE code = 'EUR'))
     ON CONFLICT (steam_id) DO UPDATE SET avatar = COALESCE(EXCLUDED.avatar, users.avatar), updated_at = now()
     RETURNING id, is_admin, banned_at IS NOT NULL AS banned`,
    [identity.steamId, username, webAddressOrNull(identity.avatar)],
  );
  const user = rows[0];
  if (!user) throw new Error('Steam user upsert returned no row');
  return user;
}
