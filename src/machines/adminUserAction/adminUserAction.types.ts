import type { AdminUserAction } from '#api/adminUsers.ts';

/** What the confirmation sends: which action on which user, and the admin's reason (kept in the audit log). */
export interface AdminUserActionValues {
  action: AdminUserAction;
  userId: number;
  reason: string;
}

export type AdminUserActionField = 'reason';
