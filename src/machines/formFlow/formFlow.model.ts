import { createMachine } from 'xstate';
import type { EventDescriptions } from '../eventDescriptions.ts';

/*
 * The user-visible shapes of the form flows (formFlow.machine.ts), for the model-based suites that play every
 * path on the real pages against msw. `createTestModel` cannot walk machines that invoke actors, so the server's
 * answer is an event here rather than an actor. One model per shape: every page on that shape shares it.
 */

export type ConfirmedActionModelEvent =
  | { type: 'admin.open' }
  | { type: 'admin.back' }
  | { type: 'admin.confirmWithoutReason' }
  | { type: 'admin.confirm' }
  | { type: 'server.accept' }
  | { type: 'server.refuse' };

/**
 * A confirmed action (`confirm: true`): an order's refund, a ban, closing a ticket. `asksReason` when the
 * confirmation asks for a reason the audit log keeps (the order and user actions), which is checked first.
 */
export function confirmedActionModel({ asksReason }: { asksReason: boolean }) {
  const confirmWithoutReason = asksReason ? { 'admin.confirmWithoutReason': 'reasonMissing' } : {};
  return createMachine({
    id: 'confirmedActionModel',
    types: {} as { events: ConfirmedActionModelEvent },
    description: asksReason
      ? 'Sign in as an admin and open the back-office page of a record the action applies to (an order whose offer was declined for a refund, a user for a ban).'
      : 'Sign in as an admin and open the back-office page of a record the action applies to (an open ticket to close it).',
    schemas: {
      events: {
        'admin.open': {
          description: 'Press the action’s button (Refund, Ban, Close ticket…): its confirmation opens.',
        },
        'admin.back': { description: 'Press Back in the confirmation.' },
        'admin.confirmWithoutReason': { description: 'Leave the reason empty and press the confirm button.' },
        'admin.confirm': {
          description: asksReason
            ? 'Write a reason of at least 3 characters and press the confirm button.'
            : 'Press the confirm button.',
        },
        'server.accept': { description: 'The server carries the action out.' },
        'server.refuse': { description: 'The server refuses the action (409: someone changed the record meanwhile).' },
      } satisfies EventDescriptions<ConfirmedActionModelEvent>,
    },
    initial: 'viewing',
    states: {
      viewing: {
        description: 'The page with the actions its record allows.',
        on: { 'admin.open': 'confirming' },
      },
      confirming: {
        description: 'The confirmation is open (with an empty reason when it asks one); nothing was sent.',
        on: { 'admin.back': 'viewing', 'admin.confirm': 'inFlight', ...confirmWithoutReason },
      },
      ...(asksReason && {
        reasonMissing: {
          description: 'Confirmed without a reason: the field says why, nothing was sent.',
          on: { 'admin.confirm': 'inFlight', 'admin.back': 'viewing' },
        },
      }),
      inFlight: {
        description: 'The action is on its way: the confirm button shows progress, the controls are locked.',
        on: { 'server.accept': 'done', 'server.refuse': 'refused' },
      },
      refused: {
        description: 'The server said no (409): its message as an error toast, nothing changed, the dialog open.',
        on: { 'admin.confirm': 'inFlight', 'admin.back': 'viewing' },
      },
      done: {
        description: 'Success toast, the dialog closed, the page reloaded with the record in its new state.',
        type: 'final',
      },
    },
  });
}

export type FormSubmitModelEvent =
  | { type: 'admin.submitInvalid' }
  | { type: 'admin.submitValid' }
  | { type: 'server.accept' }
  | { type: 'server.refuse' };

/** A form sent without a confirmation (`confirm` off): editing a user, creating one, a reply, the settings. */
export const formSubmitModel = createMachine({
  id: 'formSubmitModel',
  types: {} as { events: FormSubmitModelEvent },
  description: 'Open the page with the form (for the back-office forms, signed in as an admin).',
  schemas: {
    events: {
      'admin.submitInvalid': { description: 'Put in a value the form’s rules refuse and submit the form.' },
      'admin.submitValid': { description: 'Put in values the form’s rules accept and submit the form.' },
      'server.accept': { description: 'The server saves the values.' },
      'server.refuse': {
        description: 'The server refuses the values (a rule only it knows, a record taken meanwhile).',
      },
    } satisfies EventDescriptions<FormSubmitModelEvent>,
  },
  initial: 'editing',
  states: {
    editing: {
      description: 'The form as the page opens it; nothing was sent.',
      on: { 'admin.submitInvalid': 'invalid', 'admin.submitValid': 'inFlight' },
    },
    invalid: {
      description: 'Sent with a value the shared rules refuse: the field says why, nothing went to the server.',
      on: { 'admin.submitValid': 'inFlight', 'admin.submitInvalid': 'invalidAgain' },
    },
    invalidAgain: {
      description: 'Sent again with a refused value: the field says why again (issue 28), nothing went to the server.',
      on: { 'admin.submitValid': 'inFlight' },
    },
    inFlight: {
      description: 'On its way: the submit button shows progress, the fields are locked.',
      on: { 'server.accept': 'saved', 'server.refuse': 'refused' },
    },
    refused: {
      description: "The server said no: its message as an error toast, the admin's input kept, the form usable.",
      on: { 'admin.submitValid': 'inFlight' },
    },
    saved: {
      description: "The server's message as a success toast; the page shows what was saved.",
      type: 'final',
    },
  },
});
