import type { AdminUserEditBody } from '#contract/admin/users.ts';

export interface UserProfileEditValues {
  userId: number;
  profile: AdminUserEditBody;
}

export type UserProfileEditField = keyof AdminUserEditBody;
