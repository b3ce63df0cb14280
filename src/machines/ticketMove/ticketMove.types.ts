import type { TicketMove } from '#api/adminSupport.ts';

export interface TicketMoveValues {
  ticketId: number;
  move: TicketMove;
}

/** Closing or reopening asks for nothing but the confirmation. */
export type TicketMoveField = never;
