import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { adminSupportEndpoints, type TicketListQuery } from '#contract/admin/support.ts';
import { callEndpoint } from './endpoint.ts';

export const adminSupportKeys = {
  all: ['admin', 'support'] as const,
  list: (query: Partial<TicketListQuery>) => [...adminSupportKeys.all, 'list', query] as const,
  detail: (ticketId: number) => [...adminSupportKeys.all, 'detail', ticketId] as const,
};

/** One page of the support center; the previous page stays on screen while the next one loads. */
export const supportTicketListQuery = (query: Partial<TicketListQuery>) =>
  queryOptions({
    queryKey: adminSupportKeys.list(query),
    queryFn: ({ signal }) => callEndpoint(adminSupportEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** A ticket with its thread; polled while a reply's e-mail is still queued, so its delivery shows. */
export const supportTicketQuery = (ticketId: number) =>
  queryOptions({
    queryKey: adminSupportKeys.detail(ticketId),
    queryFn: ({ signal }) => callEndpoint(adminSupportEndpoints.detail, { params: { id: ticketId }, signal }),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.thread.some((reply) => reply.mail?.status === 'queued') ? 3_000 : false,
  });

export const replyToTicket = (ticketId: number, message: string, signal?: AbortSignal) =>
  callEndpoint(adminSupportEndpoints.reply, { params: { id: ticketId }, body: { message }, signal });

export type TicketMove = 'close' | 'reopen';
export const moveTicket = (ticketId: number, move: TicketMove, signal?: AbortSignal) =>
  callEndpoint(adminSupportEndpoints[move], { params: { id: ticketId }, signal });

export const resendReply = (ticketId: number, replyId: number, signal?: AbortSignal) =>
  callEndpoint(adminSupportEndpoints.resend, { params: { id: ticketId, replyId }, signal });
