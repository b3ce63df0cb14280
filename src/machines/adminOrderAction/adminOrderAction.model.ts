import { createMachine } from 'xstate';

/**
 * The refund of a declined order as the admin sees it on the order page, for the model-based suite
 * (adminOrderAction.model.test.tsx). `createTestModel` cannot walk machines that invoke actors, so the
 * server's answer is an event here rather than an actor.
 */
export const adminOrderActionModel = createMachine({
  id: 'adminOrderActionModel',
  types: {} as {
    events:
      | { type: 'admin.openRefund' }
      | { type: 'admin.back' }
      | { type: 'admin.confirmWithoutReason' }
      | { type: 'admin.confirmWithReason' }
      | { type: 'server.accept' }
      | { type: 'server.refuse' };
  },
  initial: 'viewing',
  states: {
    viewing: {
      description: 'The declined order with the actions its state allows: refund, re-send, note; no cancel.',
      on: { 'admin.openRefund': 'confirming' },
    },
    confirming: {
      description: 'The confirmation asks for a reason; nothing was sent.',
      on: {
        'admin.back': 'viewing',
        'admin.confirmWithoutReason': 'reasonMissing',
        'admin.confirmWithReason': 'inFlight',
      },
    },
    reasonMissing: {
      description: 'Confirmed without a reason: the field says why, nothing was sent.',
      on: { 'admin.confirmWithReason': 'inFlight', 'admin.back': 'viewing' },
    },
    inFlight: {
      description: 'The refund is on its way: the confirm button shows progress, the controls are locked.',
      on: { 'server.accept': 'refunded', 'server.refuse': 'refused' },
    },
    refused: {
      description: 'The server said no (409): its message as an error toast, the order unchanged, the dialog open.',
      on: { 'admin.confirmWithReason': 'inFlight', 'admin.back': 'viewing' },
    },
    refunded: {
      description: 'Success toast, the dialog closed, the page reloaded: refunded, only the note is left.',
      type: 'final',
    },
  },
});
