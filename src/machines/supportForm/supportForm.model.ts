import { createMachine } from 'xstate';
import type { EventDescriptions } from '../eventDescriptions.ts';

type SupportFormModelEvent =
  | { type: 'visitor.fillComplete' }
  | { type: 'visitor.fillBadEmail' }
  | { type: 'visitor.submit' }
  | { type: 'server.accept' }
  | { type: 'server.refuse' };

/**
 * The support form as a visitor sees it, for the model-based suite (supportForm.model.test.tsx): what is
 * on screen after each thing the visitor or the server does. `createTestModel` cannot walk machines that
 * invoke actors, so the server's answer is an event of this model rather than an actor.
 */
export const supportFormModel = createMachine({
  id: 'supportFormModel',
  types: {} as { events: SupportFormModelEvent },
  description: 'Open any page signed out and press Support: the dialog “Contact support” opens.',
  schemas: {
    events: {
      'visitor.fillComplete': { description: 'Type a name, a valid e-mail address and a message.' },
      'visitor.fillBadEmail': {
        description: 'Type a name, a message and an e-mail address without a domain ending (ada@example).',
      },
      'visitor.submit': { description: 'Press Send message.' },
      'server.accept': { description: 'The server takes the message.' },
      'server.refuse': { description: 'The server refuses the message (e.g. its mailbox is full).' },
    } satisfies EventDescriptions<SupportFormModelEvent>,
  },
  initial: 'empty',
  states: {
    empty: {
      description: 'The dialog has just opened: empty fields, no errors.',
      on: { 'visitor.fillComplete': 'complete', 'visitor.fillBadEmail': 'badEmail', 'visitor.submit': 'missingShown' },
    },
    missingShown: {
      description: 'An empty form was submitted: each field asks to be filled.',
      on: { 'visitor.fillComplete': 'complete', 'visitor.fillBadEmail': 'badEmail' },
    },
    badEmail: {
      description: 'Name and message typed, the email malformed; nothing said yet.',
      on: { 'visitor.submit': 'badEmailShown', 'visitor.fillComplete': 'complete' },
    },
    badEmailShown: {
      description: "The malformed email was submitted: 'Invalid email address', and only that.",
      on: { 'visitor.fillComplete': 'complete' },
    },
    complete: {
      description: 'Every field is right; no error is shown.',
      on: { 'visitor.submit': 'sending' },
    },
    sending: {
      description: 'The message is on its way: the button shows progress, the fields are locked.',
      on: { 'server.accept': 'sent', 'server.refuse': 'failed' },
    },
    failed: {
      description: 'The server refused: its message in a toast and in the form, what was typed still there.',
      on: { 'visitor.submit': 'sending' },
    },
    sent: {
      description: "The server's detail in a success toast, and the dialog closed.",
      type: 'final',
    },
  },
});
