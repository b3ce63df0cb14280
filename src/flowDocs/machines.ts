import type { AnyStateMachine } from 'xstate';
import { adminListingActionMachine } from '#machines/adminListingAction/adminListingAction.machine.ts';
import { adminOrderActionMachine } from '#machines/adminOrderAction/adminOrderAction.machine.ts';
import { createOrderMachine } from '#machines/adminOrderAction/createOrder.machine.ts';
import { adminUserActionMachine } from '#machines/adminUserAction/adminUserAction.machine.ts';
import { cartMachine } from '#machines/cart/cart.machine.ts';
import { createUserMachine } from '#machines/createUser/createUser.machine.ts';
import { inspectionRetryMachine } from '#machines/inspectionRetry/inspectionRetry.machine.ts';
import { inventorySyncMachine } from '#machines/inventorySync/inventorySync.machine.ts';
import { profileCompletionMachine } from '#machines/profileCompletion/profileCompletion.machine.ts';
import { profileSettingsMachine } from '#machines/profileSettings/profileSettings.machine.ts';
import { purchaseMachine } from '#machines/purchase/purchase.machine.ts';
import { reviewMachine } from '#machines/review/review.machine.ts';
import { sessionMachine } from '#machines/session/session.machine.ts';
import { shopSettingsMachine } from '#machines/shopSettings/shopSettings.machine.ts';
import { supportFormMachine } from '#machines/supportForm/supportForm.machine.ts';
import { supportReplyMachine } from '#machines/supportReply/supportReply.machine.ts';
import { ticketMoveMachine } from '#machines/ticketMove/ticketMove.machine.ts';
import { userProfileEditMachine } from '#machines/userProfileEdit/userProfileEdit.machine.ts';
// Pure (xstate and types only, checked by server/orders/order.machine.test.ts), so a browser runs it.
import { orderMachine } from '#server/orders/order.machine.ts';
import type { FlowName } from './catalog.ts';

/**
 * The machines the shop runs, by flow: what the flow pages draw. Apart from catalog.ts because these need the
 * app's build (the Lingui macro, Vite's aliases), which Storybook and Vitest have and `npm run test-plan` does not.
 */
export const flowMachines: Record<FlowName, AnyStateMachine> = {
  session: sessionMachine,
  cart: cartMachine,
  purchase: purchaseMachine,
  profileCompletion: profileCompletionMachine,
  profileSettings: profileSettingsMachine,
  review: reviewMachine,
  supportForm: supportFormMachine,
  adminOrderAction: adminOrderActionMachine,
  adminListingAction: adminListingActionMachine,
  inspectionRetry: inspectionRetryMachine,
  inventorySync: inventorySyncMachine,
  createOrder: createOrderMachine,
  adminUserAction: adminUserActionMachine,
  createUser: createUserMachine,
  userProfileEdit: userProfileEditMachine,
  supportReply: supportReplyMachine,
  ticketMove: ticketMoveMachine,
  shopSettings: shopSettingsMachine,
  order: orderMachine,
};
