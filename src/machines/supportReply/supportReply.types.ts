/** A reply to a ticket: the text the customer receives by e-mail. */
export interface SupportReplyValues {
  ticketId: number;
  message: string;
}

export type SupportReplyField = 'message';
