import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AdminCreateOrderBody, AdminOrderAction, AdminOrderListQuery } from '#contract/admin/orders.ts';
import { adminOrderEndpoints } from '#contract/admin/orders.ts';
import type { Language } from '#contract/languages.ts';
import type { OrderDocumentKind } from '#contract/orders.ts';
import { callEndpoint, downloadEndpoint } from './endpoint.ts';
import { isHTTPError } from './httpError.ts';

/** Back-office data is never the signed-in user's own: under `['admin']`. */
export const adminOrderKeys = {
  all: ['admin', 'orders'] as const,
  list: (query: Partial<AdminOrderListQuery>) => [...adminOrderKeys.all, 'list', query] as const,
  detail: (orderId: number) => [...adminOrderKeys.all, 'detail', orderId] as const,
  buyers: (text: string) => [...adminOrderKeys.all, 'buyers', text] as const,
  bots: () => ['admin', 'bots'] as const,
};

/** How often the orders page asks again how the trade bots are doing (a bot signs in again within minutes). */
export const botStatusRefreshMs = 30_000;

/** The trade bots and their sign-in state, kept fresh while the orders page is open. */
export const adminBotsQuery = queryOptions({
  queryKey: adminOrderKeys.bots(),
  queryFn: ({ signal }) => callEndpoint(adminOrderEndpoints.bots, { signal }),
  staleTime: botStatusRefreshMs,
  refetchInterval: botStatusRefreshMs,
  refetchIntervalInBackground: false,
});

/** One page of the admin orders list; the previous page stays on screen while the next one loads. */
export const adminOrderListQuery = (query: Partial<AdminOrderListQuery>) =>
  queryOptions({
    queryKey: adminOrderKeys.list(query),
    queryFn: ({ signal }) => callEndpoint(adminOrderEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The order page, `null` for an order the server does not know (404), shown as not found; reloaded after actions. */
export const adminOrderQuery = (orderId: number) =>
  queryOptions({
    queryKey: adminOrderKeys.detail(orderId),
    queryFn: async ({ signal }) => {
      try {
        return await callEndpoint(adminOrderEndpoints.detail, { params: { id: orderId }, signal });
      } catch (error) {
        if (isHTTPError(error) && error.response.status === 404) return null;
        throw error;
      }
    },
    staleTime: 0,
  });

/** Users to place an order for, as the admin types. */
export const adminBuyerSearchQuery = (text: string) =>
  queryOptions({
    queryKey: adminOrderKeys.buyers(text),
    queryFn: ({ signal }) => callEndpoint(adminOrderEndpoints.buyers, { query: { q: text }, signal }),
    enabled: text.trim().length > 0,
    placeholderData: keepPreviousData,
  });

export interface AdminOrderActionRequest {
  action: AdminOrderAction;
  orderId: number;
  /** The reason the admin confirmed with; for a note, the note itself. */
  reason: string;
}

/** Sends one action of the order page. */
export function runAdminOrderAction(request: AdminOrderActionRequest, signal?: AbortSignal) {
  const params = { id: request.orderId };
  if (request.action === 'note') {
    return callEndpoint(adminOrderEndpoints.note, { params, body: { text: request.reason }, signal });
  }
  return callEndpoint(adminOrderEndpoints[request.action], { params, body: { reason: request.reason }, signal });
}

export function createAdminOrder(body: AdminCreateOrderBody, signal?: AbortSignal) {
  return callEndpoint(adminOrderEndpoints.create, { body, signal });
}

/** An order's receipt or credit note, as the buyer received it (or in `language`). */
export function fetchAdminOrderDocument(orderId: number, kind: OrderDocumentKind, language?: Language) {
  return downloadEndpoint(adminOrderEndpoints.document, { id: orderId, kind }, { language });
}
