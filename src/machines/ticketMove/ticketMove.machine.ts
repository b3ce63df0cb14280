import { moveTicket } from '#api/adminSupport.ts';
import { serverMessage } from '#api/serverMessages.ts';
import { createFormFlow } from '../formFlow/formFlow.machine.ts';
import type { TicketMoveField, TicketMoveValues } from './ticketMove.types.ts';

/** Closing or reopening a ticket: confirm → in flight, locked → toast and the ticket reloaded, or why not. */
export const ticketMoveMachine = createFormFlow<
  TicketMoveValues,
  Awaited<ReturnType<typeof moveTicket>>,
  TicketMoveField
>({
  id: 'ticketMove',
  description: 'Closes or reopens a support ticket after a confirmation.',
  fields: [],
  validate: () => ({}),
  submit: ({ ticketId, move }, signal) => moveTicket(ticketId, move, signal),
  successMessage: (answer) => serverMessage(answer.detail),
  confirm: true,
});
