import { msg } from '@lingui/core/macro';
import { createAdminOrder } from '#api/adminOrders.ts';
import { serverMessage } from '#api/serverMessages.ts';
import type { AdminCreateOrderBody } from '#contract/admin/orders.ts';
import { createFormFlow } from '../formFlow/formFlow.machine.ts';
import { minReasonLength, reasonMessages } from './adminOrderAction.machine.ts';

type CreateOrderField = 'user_id' | 'skin_ids' | 'reason' | 'gateway_id' | 'prices';

export const createOrderMessages = {
  userRequired: msg`Pick a user`,
  skinsRequired: msg`Pick at least one skin`,
};

export function validateCreateOrder(values: AdminCreateOrderBody) {
  return {
    ...(values.user_id <= 0 && { user_id: createOrderMessages.userRequired }),
    ...(values.skin_ids.length === 0 && { skin_ids: createOrderMessages.skinsRequired }),
    ...(values.prices.length > 0 &&
      (values.reason ?? '').trim().length < minReasonLength && { reason: reasonMessages.reasonRequired }),
  };
}

/**
 * Placing an order for a user from the back-office: the same form flow as every form (checked, sent once,
 * locked in flight; the server's refusal, e.g. a skin taken meanwhile, said once). The mount keeps the answer
 * (`afterSuccess`) to show the new order and its checkout link.
 */
export const createOrderMachine = createFormFlow<
  AdminCreateOrderBody,
  Awaited<ReturnType<typeof createAdminOrder>>,
  CreateOrderField
>({
  id: 'createOrder',
  description: 'Creates an order for a user, paid outside the site or with a checkout link to pass on.',
  fields: ['user_id', 'skin_ids', 'reason', 'gateway_id', 'prices'],
  validate: validateCreateOrder,
  submit: (values, signal) => createAdminOrder(values, signal),
  successMessage: (answer) => serverMessage(answer.message),
});
