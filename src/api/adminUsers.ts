import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  type AdminCreateUserBody,
  type AdminUserEditBody,
  type AdminUserListQuery,
  adminUserEndpoints,
} from '#contract/admin/users.ts';
import { callEndpoint } from './endpoint.ts';

export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: (query: Partial<AdminUserListQuery>) => [...adminUserKeys.all, 'list', query] as const,
  detail: (userId: number) => [...adminUserKeys.all, 'detail', userId] as const,
};

export const adminUserListQuery = (query: Partial<AdminUserListQuery>) =>
  queryOptions({
    queryKey: adminUserKeys.list(query),
    queryFn: ({ signal }) => callEndpoint(adminUserEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const adminUserQuery = (userId: number) =>
  queryOptions({
    queryKey: adminUserKeys.detail(userId),
    queryFn: ({ signal }) => callEndpoint(adminUserEndpoints.detail, { params: { id: userId }, signal }),
    staleTime: 0,
  });

/** The confirmed actions of a user's page, each with the reason the audit log keeps. */
export type AdminUserAction = 'ban' | 'unban' | 'grantAdmin' | 'revokeAdmin' | 'signOutEverywhere';

export interface AdminUserActionRequest {
  action: AdminUserAction;
  userId: number;
  reason: string;
}

export function runAdminUserAction({ action, userId, reason }: AdminUserActionRequest, signal?: AbortSignal) {
  const params = { id: userId };
  switch (action) {
    case 'grantAdmin':
    case 'revokeAdmin':
      return callEndpoint(adminUserEndpoints.role, {
        params,
        body: { is_admin: action === 'grantAdmin', reason },
        signal,
      });
    default:
      return callEndpoint(adminUserEndpoints[action], { params, body: { reason }, signal });
  }
}

export const editAdminUser = (userId: number, body: AdminUserEditBody, signal?: AbortSignal) =>
  callEndpoint(adminUserEndpoints.edit, { params: { id: userId }, body, signal });

export const createAdminUser = (body: AdminCreateUserBody, signal?: AbortSignal) =>
  callEndpoint(adminUserEndpoints.create, { body, signal });
