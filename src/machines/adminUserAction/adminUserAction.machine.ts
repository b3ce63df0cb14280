import { runAdminUserAction } from '#api/adminUsers.ts';
import { serverMessage } from '#api/serverMessages.ts';
import { validateAdminOrderAction } from '../adminOrderAction/adminOrderAction.machine.ts';
import { createFormFlow } from '../formFlow/formFlow.machine.ts';
import type { AdminUserActionField, AdminUserActionValues } from './adminUserAction.types.ts';

/** The reason rule of every admin action (contract/admin/lists.ts `adminReasonSchema`), said before sending. */
export const validateAdminUserAction = ({ reason }: AdminUserActionValues) =>
  validateAdminOrderAction({ action: 'refund', orderId: 0, reason });

/**
 * A confirmed action of a user's admin page (ban, unban, grant or revoke admin, sign out everywhere):
 * confirm with a reason → in flight, controls locked → the server's message as a success toast and the page
 * reloaded, or the server's refusal (you cannot ban yourself, the last admin…) as an error toast.
 */
export const adminUserActionMachine = createFormFlow<
  AdminUserActionValues,
  Awaited<ReturnType<typeof runAdminUserAction>>,
  AdminUserActionField
>({
  id: 'adminUserAction',
  description: 'Runs one admin action on a user after a confirmation with its reason.',
  fields: ['reason'],
  validate: validateAdminUserAction,
  submit: (values, signal) => runAdminUserAction(values, signal),
  successMessage: (answer) => serverMessage(answer.detail),
  confirm: true,
});
