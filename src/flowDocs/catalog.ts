import type { AnyStateMachine } from 'xstate';
import { cartModel } from '#machines/cart/cart.model.ts';
import { confirmedActionModel, formSubmitModel } from '#machines/formFlow/formFlow.model.ts';
import { profileCompletionModel } from '#machines/profileCompletion/profileCompletion.model.ts';
import { purchaseModel } from '#machines/purchase/purchase.model.ts';
import { reviewModel } from '#machines/review/review.model.ts';
import { sessionModel } from '#machines/session/session.model.ts';
import { supportFormModel } from '#machines/supportForm/supportForm.model.ts';
import { orderMachine } from '#server/orders/order.machine.ts';
import type { OrderEvent } from '#server/orders/order.types.ts';
import type { ModelTraversal } from '#test/modelPaths.ts';

/*
 * Every machine of the shop, where it is defined, and the model its test plan walks: the one its model-based suite
 * plays on the real page, or the machine itself when it is pure (the server's order machine). Read by
 * `npm run test-plan` (scripts/test-plan.ts) and the flow pages in Storybook (Flows.stories.tsx), which draw the
 * machine itself; src/flowDocs/catalog.test.ts checks it against the suites and machines on disk.
 *
 * Only models and pure machines are imported here, so that Node runs it as it is (the shop's machines go through
 * the Lingui macro and Vite).
 */

export interface FlowPlanSource {
  model: AnyStateMachine;
  modelFile: string;
  /** The model-based suite that plays the model's paths on the real page, when one does. */
  suite: string | undefined;
  /** Where the paths start, for a machine walked as it is; a model's own description says it otherwise. */
  start?: string;
  /** Events with the data they need, and what makes two states the same, for a machine with context. */
  traversal?: ModelTraversal<AnyStateMachine>;
}

export interface Flow {
  machineFile: string;
  plan: FlowPlanSource;
}

const backoffice = 'src/pages/admin';
const formFlowModels = 'src/machines/formFlow/formFlow.model.ts';

const confirmedActions = (asksReason: boolean, suite: string | undefined): FlowPlanSource => ({
  model: confirmedActionModel({ asksReason }),
  modelFile: formFlowModels,
  suite,
});
const formSubmit = (suite: string | undefined): FlowPlanSource => ({
  model: formSubmitModel,
  modelFile: formFlowModels,
  suite,
});

/** The events of the order machine that carry data, as the gateway, the worker, the buyer and admins send them. */
const orderEvents: OrderEvent[] = [
  { type: 'payment.succeeded', paymentId: 'pi_demo_1' },
  { type: 'payment.failed', reason: 'Card declined' },
  { type: 'offer.sent', offerId: '6120431' },
  { type: 'offer.suspicious', how: 'countered' },
  { type: 'buyer.confirmResend', userId: 7 },
  { type: 'admin.paidOutside', adminId: 1 },
  { type: 'admin.refund', adminId: 1, reason: 'Buyer gave up' },
  { type: 'admin.resend', adminId: 1, reason: 'Buyer asked support' },
  { type: 'admin.cancel', adminId: 1, reason: 'Paid by bank transfer instead' },
];

export const flows = {
  session: {
    machineFile: 'src/machines/session/session.machine.ts',
    plan: {
      model: sessionModel,
      modelFile: 'src/machines/session/session.model.ts',
      suite: 'src/machines/session/session.model.test.tsx',
    },
  },
  cart: {
    machineFile: 'src/machines/cart/cart.machine.ts',
    plan: {
      model: cartModel,
      modelFile: 'src/machines/cart/cart.model.ts',
      suite: 'src/machines/cart/cart.model.test.tsx',
    },
  },
  purchase: {
    machineFile: 'src/machines/purchase/purchase.machine.ts',
    plan: {
      model: purchaseModel,
      modelFile: 'src/machines/purchase/purchase.model.ts',
      suite: 'src/machines/purchase/purchase.model.test.tsx',
    },
  },
  profileCompletion: {
    machineFile: 'src/machines/profileCompletion/profileCompletion.machine.ts',
    plan: {
      model: profileCompletionModel,
      modelFile: 'src/machines/profileCompletion/profileCompletion.model.ts',
      suite: 'src/machines/profileCompletion/profileCompletion.model.test.tsx',
    },
  },
  profileSettings: {
    machineFile: 'src/machines/profileSettings/profileSettings.machine.ts',
    plan: formSubmit(undefined),
  },
  review: {
    machineFile: 'src/machines/review/review.machine.ts',
    plan: {
      model: reviewModel,
      modelFile: 'src/machines/review/review.model.ts',
      suite: 'src/machines/review/review.model.test.tsx',
    },
  },
  supportForm: {
    machineFile: 'src/machines/supportForm/supportForm.machine.ts',
    plan: {
      model: supportFormModel,
      modelFile: 'src/machines/supportForm/supportForm.model.ts',
      suite: 'src/machines/supportForm/supportForm.model.test.tsx',
    },
  },
  adminOrderAction: {
    machineFile: 'src/machines/adminOrderAction/adminOrderAction.machine.ts',
    plan: confirmedActions(true, `${backoffice}/orders/AdminOrderView.model.test.tsx`),
  },
  adminListingAction: {
    machineFile: 'src/machines/adminListingAction/adminListingAction.machine.ts',
    plan: confirmedActions(true, `${backoffice}/listings/AdminListingsPage.model.test.tsx`),
  },
  inspectionRetry: {
    machineFile: 'src/machines/inspectionRetry/inspectionRetry.machine.ts',
    plan: confirmedActions(true, undefined),
  },
  inventorySync: {
    machineFile: 'src/machines/inventorySync/inventorySync.machine.ts',
    plan: formSubmit(undefined),
  },
  createOrder: {
    machineFile: 'src/machines/adminOrderAction/createOrder.machine.ts',
    plan: formSubmit(undefined),
  },
  adminUserAction: {
    machineFile: 'src/machines/adminUserAction/adminUserAction.machine.ts',
    plan: confirmedActions(true, `${backoffice}/backoffice/confirmedActions.model.test.tsx`),
  },
  createUser: {
    machineFile: 'src/machines/createUser/createUser.machine.ts',
    plan: formSubmit(`${backoffice}/backoffice/forms.model.test.tsx`),
  },
  userProfileEdit: {
    machineFile: 'src/machines/userProfileEdit/userProfileEdit.machine.ts',
    plan: formSubmit(`${backoffice}/backoffice/forms.model.test.tsx`),
  },
  supportReply: {
    machineFile: 'src/machines/supportReply/supportReply.machine.ts',
    plan: formSubmit(`${backoffice}/backoffice/forms.model.test.tsx`),
  },
  ticketMove: {
    machineFile: 'src/machines/ticketMove/ticketMove.machine.ts',
    plan: confirmedActions(false, `${backoffice}/backoffice/confirmedActions.model.test.tsx`),
  },
  shopSettings: {
    machineFile: 'src/machines/shopSettings/shopSettings.machine.ts',
    plan: formSubmit(`${backoffice}/backoffice/forms.model.test.tsx`),
  },
  order: {
    machineFile: 'server/orders/order.machine.ts',
    plan: {
      model: orderMachine,
      modelFile: 'server/orders/order.machine.ts',
      suite: undefined,
      start:
        'Place an order on the demo shop (sandbox gateway and bots) and follow it on its back-office order page, whose ' +
        'timeline lists every transition; the sandbox pages act for the gateway, Steam and the buyer.',
      traversal: {
        events: orderEvents,
        input: { maxOfferAttempts: 2 },
        // A state is the order's status and the transition that led to it, as createTestModel counts them, but
        // without the context: counting the offers sent would make every status a new state per offer, and the
        // simple paths thousands. What that leaves out (a refund once the offers reach the cap) the plan says.
        serializeState: (snapshot, event, previous) =>
          `${JSON.stringify(snapshot.value)}${event && previous ? ` via ${event.type} from ${JSON.stringify(previous.value)}` : ''}`,
      },
    },
  },
} satisfies Record<string, Flow>;

export type FlowName = keyof typeof flows;

export const flowNames = Object.keys(flows) as FlowName[];

export const isFlowName = (name: string): name is FlowName => Object.hasOwn(flows, name);
