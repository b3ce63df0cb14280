import type { z } from 'zod';
import {
  type AdminUserDetail,
  type AdminUserEditBody,
  type AdminUserPage,
  type AdminUserRow,
  type AdminUserSort,
  type adminCreateUserBodySchema,
  type adminUserListQuerySchema,
  adminUserMessages,
} from '#contract/admin/users.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import type { Db } from '../db/db.ts';
import { recordAdminAction } from './audit.ts';
import { escapeLike, pageOf, pageWindow, SqlConditions } from './pages.ts';

/** An admin action on a user the rules refuse: the status and the message the admin reads. */
export class UserActionRefused extends Error {
  readonly statusCode: 404 | 409;
  constructor(statusCode: 404 | 409, message: string) {
    super(message);
    this.statusCode = statusCode;
  }
}

export const userNotFound = 'User not found';

/** Orders whose money came in (not awaiting, failed, expired, refunded or reversed): what "spent" counts. */
const spendingStatuses = [
  'paid',
  'offer_sent',
  'awaiting_confirmation',
  'delivered',
  'offer_declined',
  'offer_expired',
  'offer_suspicious',
];

const orderBy: Record<AdminUserSort, string> = {
  joined_desc: 'users.created_at DESC, users.id DESC',
  joined_asc: 'users.created_at ASC, users.id ASC',
  last_sign_in: 'users.last_sign_in_at DESC NULLS LAST, users.id DESC',
  orders_count: 'orders_count DESC, users.id DESC',
  amount_spent: 'amount_spent_usd DESC, users.id DESC',
};

interface UserRow extends Omit<AdminUserRow, 'created_at' | 'last_sign_in_at'> {
  created_at: Date;
  last_sign_in_at: Date | null;
}

const iso = (date: Date) => date.toISOString();

export async function listUsers(db: Db, query: z.output<typeof adminUserListQuerySchema>): Promise<AdminUserPage> {
  const where = new SqlConditions();
  if (query.q !== undefined) {
    const prefix = `${escapeLike(query.q.toLowerCase())}%`;
    where.add(
      '(lower(users.username) LIKE $? OR users.steam_id LIKE $? OR lower(users.email) LIKE $?)',
      prefix,
      prefix,
      prefix,
    );
  }
  if (query.admin !== undefined) where.add('users.is_admin = $?', query.admin);
  if (query.banned !== undefined) where.add(query.banned ? 'users.banned_at IS NOT NULL' : 'users.banned_at IS NULL');
  if (query.has_orders !== undefined)
    where.add(`${query.has_orders ? '' : 'NOT '}EXISTS (SELECT 1 FROM orders WHERE orders.user_id = users.id)`);
  const { limit, offset } = pageWindow(query);
  const { rows } = await db.query<UserRow>(
    `SELECT users.id, users.username, users.steam_id, users.email, users.avatar, users.is_admin,
       users.banned_at IS NOT NULL AS banned, users.created_at, users.last_sign_in_at,
       coalesce(stats.orders_count, 0)::int AS orders_count, coalesce(stats.amount_spent_usd, 0) AS amount_spent_usd
     FROM users
     LEFT JOIN LATERAL (
       SELECT count(DISTINCT orders.id) AS orders_count,
         coalesce(sum(order_items.price_usd) FILTER (WHERE orders.status = ANY(${where.param(spendingStatuses)}::text[])), 0)
           AS amount_spent_usd
       FROM orders LEFT JOIN order_items ON order_items.order_id = orders.id
       WHERE orders.user_id = users.id) stats ON true
     ${where.sql}
     ORDER BY ${orderBy[query.sort]} LIMIT ${where.param(limit)} OFFSET ${where.param(offset)}`,
    where.params,
  );
  return pageOf(
    rows.map((row) => ({
      ...row,
      created_at: iso(row.created_at),
      last_sign_in_at: row.last_sign_in_at ? iso(row.last_sign_in_at) : null,
    })),
    query,
  );
}

type UserColumns = Omit<
  AdminUserDetail,
  'created_at' | 'last_sign_in_at' | 'banned_at' | 'orders' | 'purchases' | 'reviews' | 'support_requests' | 'sessions'
> & { created_at: Date; last_sign_in_at: Date | null; banned_at: Date | null };

/** Everything the user's admin page shows; undefined when there is no such user. */
export async function userDetail(db: Db, userId: number): Promise<AdminUserDetail | undefined> {
  const { rows } = await db.query<UserColumns>(
    `SELECT id, username, full_name, steam_id, email, phone, street_address, zip_code, country,
       to_char(date_birth, 'YYYY-MM-DD') AS date_birth, steam_trade_link, avatar, is_admin, banned_at, ban_reason,
       created_at, last_sign_in_at
     FROM users WHERE id = $1`,
    [userId],
  );
  const user = rows[0];
  if (!user) return undefined;
  const orders = await db.query<{
    id: number;
    code: string;
    status: string;
    total: number;
    currency: string;
    created_at: Date;
  }>(
    `SELECT id, code, status, total, currency, created_at FROM orders WHERE user_id = $1
     ORDER BY created_at DESC, id DESC LIMIT 50`,
    [userId],
  );
  const purchases = await db.query<{ order_id: number; skin_id: number; name: string; price_usd: number }>(
    `SELECT order_items.order_id, order_items.item_id AS skin_id, items.name, order_items.price_usd
     FROM orders JOIN order_items ON order_items.order_id = orders.id JOIN items ON items.id = order_items.item_id
     WHERE orders.user_id = $1 AND orders.status = 'delivered'
     ORDER BY orders.created_at DESC, order_items.item_id LIMIT 100`,
    [userId],
  );
  const reviews = await db.query<{ id: number; rate: number; description: string; status: string; created_at: Date }>(
    'SELECT id, rate, description, status, created_at FROM reviews WHERE user_id = $1 ORDER BY created_at DESC LIMIT 50',
    [userId],
  );
  // Support requests carry the e-mail typed in the form, not an account: matched on the profile's e-mail.
  const supportRequests = await db.query<{ id: number; status: string; message: string; created_at: Date }>(
    `SELECT id, status, message, created_at FROM support_requests
     WHERE $1::text IS NOT NULL AND lower(email) = lower($1::text) ORDER BY created_at DESC LIMIT 50`,
    [user.email],
  );
  const sessions = await db.query<{
    family_id: string;
    signed_in_at: Date;
    last_used_at: Date;
    expires_at: Date;
    user_agent: string | null;
  }>(
    `SELECT family_id::text AS family_id, min(created_at) AS signed_in_at, max(created_at) AS last_used_at,
       max(family_expires_at) AS expires_at, (array_agg(user_agent ORDER BY id))[1] AS user_agent
     FROM refresh_tokens WHERE user_id = $1 AND family_expires_at > now()
     GROUP BY family_id HAVING bool_and(revoked_at IS NULL)
     ORDER BY max(created_at) DESC`,
    [userId],
  );
  return {
    ...user,
    created_at: iso(user.created_at),
    last_sign_in_at: user.last_sign_in_at ? iso(user.last_sign_in_at) : null,
    banned_at: user.banned_at ? iso(user.banned_at) : null,
    orders: orders.rows.map((row) => ({ ...row, created_at: iso(row.created_at) })),
    purchases: purchases.rows,
    reviews: reviews.rows.map((row) => ({ ...row, created_at: iso(row.created_at) })),
    support_requests: supportRequests.rows.map((row) => ({ ...row, created_at: iso(row.created_at) })),
    sessions: sessions.rows.map((row) => ({
      ...row,
      signed_in_at: iso(row.signed_in_at),
      last_used_at: iso(row.last_used_at),
      expires_at: iso(row.expires_at),
    })),
  };
}

interface LockedUser {
  id: number;
  is_admin: boolean;
  banned_at: Date | null;
}

async function lockUser(tx: Db, userId: number): Promise<LockedUser> {
  const { rows } = await tx.query<LockedUser>('SELECT id, is_admin, banned_at FROM users WHERE id = $1 FOR UPDATE', [
    userId,
  ]);
  const user = rows[0];
  if (!user) throw new UserActionRefused(404, userNotFound);
  return user;
}

async function detailOrFail(tx: Db, userId: number): Promise<AdminUserDetail> {
  const detail = await userDetail(tx, userId);
  if (!detail) throw new UserActionRefused(404, userNotFound);
  return detail;
}

const editableFields = ['street_address', 'zip_code', 'phone', 'country', 'steam_trade_link', 'email'] as const;

/** Profile fields an admin corrects (a buyer's wrong trade link): the same fields and rules as the buyer's form. */
export async function editUser(db: Db, adminId: number, userId: number, body: AdminUserEditBody) {
  return db.transaction(async (tx) => {
    const before = await detailOrFail(tx, userId);
    await tx.query(
      `UPDATE users SET ${editableFields.map((field, index) => `${field} = $${index + 2}`).join(', ')}, updated_at = now()
       WHERE id = $1`,
      [userId, ...editableFields.map((field) => body[field])],
    );
    await recordAdminAction(tx, {
      adminId,
      action: 'user.edit',
      targetType: 'user',
      targetId: userId,
      before: Object.fromEntries(editableFields.map((field) => [field, before[field]])),
      after: body,
    });
    return detailOrFail(tx, userId);
  });
}

/**
 * Grants or revokes admin rights. An admin cannot demote themself, and the last admin standing cannot be
 * demoted (every admin row is locked first, so two demotions at once cannot both pass).
 */
export async function setAdminRole(db: Db, adminId: number, userId: number, isAdmin: boolean, reason: string) {
  return db.transaction(async (tx) => {
    if (!isAdmin && userId === adminId) throw new UserActionRefused(409, adminUserMessages.selfDemotion);
    const { rows: admins } = await tx.query<{ id: number }>(
      'SELECT id FROM users WHERE is_admin AND banned_at IS NULL ORDER BY id FOR UPDATE',
    );
    const user = await lockUser(tx, userId);
    if (user.is_admin === isAdmin) return detailOrFail(tx, userId);
    if (!isAdmin && admins.every((admin) => admin.id === userId))
      throw new UserActionRefused(409, adminUserMessages.lastAdmin);
    await tx.query('UPDATE users SET is_admin = $2, updated_at = now() WHERE id = $1', [userId, isAdmin]);
    // A demotion ends every session at once. A grant needs nothing: the server reads the role from the
    // database, and the SPA's next token refresh carries the new flag for its menus.
    if (!isAdmin) await revokeAllSessions(tx, userId);
    await recordAdminAction(tx, {
      adminId,
      action: isAdmin ? 'user.grant_admin' : 'user.revoke_admin',
      targetType: 'user',
      targetId: userId,
      before: { is_admin: user.is_admin },
      after: { is_admin: isAdmin },
      reason,
    });
    return detailOrFail(tx, userId);
  });
}

/** Bans a user: access tokens refused from the next request, sessions revoked, Steam sign-in refused. */
export async function banUser(db: Db, adminId: number, userId: number, reason: string) {
  return db.transaction(async (tx) => {
    if (userId === adminId) throw new UserActionRefused(409, adminUserMessages.selfBan);
    const user = await lockUser(tx, userId);
    if (user.banned_at) throw new UserActionRefused(409, adminUserMessages.alreadyBanned);
    await tx.query('UPDATE users SET banned_at = now(), ban_reason = $2, updated_at = now() WHERE id = $1', [
      userId,
      reason,
    ]);
    await revokeAllSessions(tx, userId);
    await recordAdminAction(tx, {
      adminId,
      action: 'user.ban',
      targetType: 'user',
      targetId: userId,
      before: { banned: false },
      after: { banned: true },
      reason,
    });
    return detailOrFail(tx, userId);
  });
}

export async function unbanUser(db: Db, adminId: number, userId: number, reason: string) {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user.banned_at) throw new UserActionRefused(409, adminUserMessages.notBanned);
    await tx.query('UPDATE users SET banned_at = NULL, ban_reason = NULL, updated_at = now() WHERE id = $1', [userId]);
    await recordAdminAction(tx, {
      adminId,
      action: 'user.unban',
      targetType: 'user',
      targetId: userId,
      before: { banned: true },
      after: { banned: false },
      reason,
    });
    return detailOrFail(tx, userId);
  });
}

export async function signOutEverywhere(db: Db, adminId: number, userId: number, reason: string) {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    await revokeAllSessions(tx, userId);
    await recordAdminAction(tx, {
      adminId,
      action: 'user.sign_out_everywhere',
      targetType: 'user',
      targetId: userId,
      before: null,
      after: null,
      reason,
    });
    return detailOrFail(tx, userId);
  });
}

/**
 * An account made ahead of a Steam user's first sign-in: when they sign in with that SteamID64, the Steam
 * sign-in finds this row (by steam_id) and the account is theirs, with what the admin filled in.
 */
export async function createUser(db: Db, adminId: number, body: z.output<typeof adminCreateUserBodySchema>) {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO users (steam_id, username, email, is_admin, currency_id)
       VALUES ($1, $2, $3, $4, (SELECT id FROM currencies WHERE code = 'EUR'))
       ON CONFLICT (steam_id) DO NOTHING RETURNING id`,
      [body.steam_id, body.username, body.email, body.is_admin],
    );
    const created = rows[0];
    if (!created) throw new UserActionRefused(409, adminUserMessages.steamIdTaken);
    await recordAdminAction(tx, {
      adminId,
      action: 'user.create',
      targetType: 'user',
      targetId: created.id,
      before: null,
      after: body,
    });
    return detailOrFail(tx, created.id);
  });
}
