import { msg } from '@lingui/core/macro';
import { runAdminOrderAction } from '#api/adminOrders.ts';
import { serverMessage } from '#api/serverMessages.ts';
import { createFormFlow } from '../formFlow/formFlow.machine.ts';
import type { AdminOrderActionField, AdminOrderActionValues } from './adminOrderAction.types.ts';

/** The server's rule (contract/admin/lists.ts `adminReasonSchema`), said before anything is sent. */
export const minReasonLength = 3;
export const reasonMessages = {
  reasonRequired: msg`Give a reason of at least 3 characters`,
  noteRequired: msg`Write the note`,
};

export function validateAdminOrderAction({ action, reason }: AdminOrderActionValues) {
  const text = reason.trim();
  if (action === 'note') return text === '' ? { reason: reasonMessages.noteRequired } : {};
  return text.length < minReasonLength ? { reason: reasonMessages.reasonRequired } : {};
}

/**
 * An action of the admin order page (refund, re-send, cancel, note) as a confirmed form flow (DESIGN.md §7):
 * confirm with a reason → in flight, the controls locked → the server's message as a success toast and the
 * order page reloaded (`afterSuccess`, provided where mounted), or the server's refusal (a 409 saying why) as
 * an error toast with the confirmation still open and nothing changed.
 */
export const adminOrderActionMachine = createFormFlow<
  AdminOrderActionValues,
  Awaited<ReturnType<typeof runAdminOrderAction>>,
  AdminOrderActionField
>({
  id: 'adminOrderAction',
  description: 'Runs one admin action on an order after a confirmation with its reason.',
  fields: ['reason'],
  validate: validateAdminOrderAction,
  submit: (values, signal) => runAdminOrderAction(values, signal),
  successMessage: (answer) => serverMessage(answer.message),
  confirm: true,
});
