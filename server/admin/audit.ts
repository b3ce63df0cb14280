import type { AuditEntry } from '#contract/admin/audit.ts';
import type { Db } from '../db/db.ts';
import { type PageRequest, pageOf, pageWindow, SqlConditions } from './pages.ts';

export interface AdminAction {
  adminId: number;
  /** Dotted verb: `order.refund`, `user.ban`… */
  action: string;
  targetType: string;
  targetId: string | number;
  /** The target as it was (null for a creation) and as it became: any JSON. */
  before: unknown;
  after: unknown;
  reason?: string | null;
}

/**
 * Records an admin action. Call it with the transaction that performs the action, so the action and its
 * audit row are committed together or not at all.
 */
export async function recordAdminAction(tx: Db, action: AdminAction): Promise<void> {
  await tx.query(
    `INSERT INTO admin_audit (admin_id, action, target_type, target_id, before, after, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      action.adminId,
      action.action,
      action.targetType,
      String(action.targetId),
      action.before === undefined || action.before === null ? null : JSON.stringify(action.before),
      action.after === undefined || action.after === null ? null : JSON.stringify(action.after),
      action.reason ?? null,
    ],
  );
}

export interface AuditFilters extends PageRequest {
  admin_id?: number | undefined;
  target_type?: string | undefined;
  target_id?: string | undefined;
  action?: string[] | undefined;
}

interface AuditRow {
  id: number;
  admin_id: number | null;
  admin_name: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  at: Date;
}

/** The audit log, newest first, filtered. */
export async function listAudit(db: Db, filters: AuditFilters) {
  const where = new SqlConditions();
  if (filters.admin_id !== undefined) where.add('admin_audit.admin_id = $?', filters.admin_id);
  if (filters.target_type !== undefined) where.add('admin_audit.target_type = $?', filters.target_type);
  if (filters.target_id !== undefined) where.add('admin_audit.target_id = $?', filters.target_id);
  if (filters.action && filters.action.length > 0) where.add('admin_audit.action = ANY($?::text[])', filters.action);
  const { limit, offset } = pageWindow(filters);
  const { rows } = await db.query<AuditRow>(
    `SELECT admin_audit.id, admin_audit.admin_id, users.username AS admin_name, admin_audit.action,
       admin_audit.target_type, admin_audit.target_id, admin_audit.before, admin_audit.after, admin_audit.reason,
       admin_audit.at
     FROM admin_audit LEFT JOIN users ON users.id = admin_audit.admin_id
     ${where.sql}
     ORDER BY admin_audit.id DESC LIMIT ${where.param(limit)} OFFSET ${where.param(offset)}`,
    where.params,
  );
  return pageOf(
    rows.map(
      (row): AuditEntry => ({
        id: row.id,
        admin: row.admin_id === null ? null : { id: row.admin_id, name: row.admin_name ?? '' },
        action: row.action,
        target_type: row.target_type,
        target_id: row.target_id,
        before: row.before,
        after: row.after,
        reason: row.reason,
        at: row.at.toISOString(),
      }),
    ),
    filters,
  );
}
