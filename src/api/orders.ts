import { queryOptions } from '@tanstack/react-query';
import type { Language } from '#contract/languages.ts';
import { type OrderDetail, type OrderDocumentKind, orderEndpoints } from '#contract/orders.ts';
import { callEndpoint, downloadEndpoint } from './endpoint.ts';
import { isHTTPError } from './httpError.ts';
import { userDataKeys } from './profile.queries.ts';

/** `GET payments/orders/`: the signed-in user's orders, newest first. */
export function fetchOrders(signal?: AbortSignal) {
  return callEndpoint(orderEndpoints.orders, { signal });
}

/**
 * `GET payments/orders/{id}/`: one of the user's orders with its delivery; `null` when the server knows no such
 * order for this user (404: an unknown id and another user's order look the same), which the page shows as not found.
 */
export async function fetchOrder(orderId: number, signal?: AbortSignal): Promise<OrderDetail | null> {
  try {
    return await callEndpoint(orderEndpoints.order, { params: { id: orderId }, signal });
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 404) return null;
    throw error;
  }
}

/**
 * `POST payments/orders/{id}/confirm_resend/`: after an offer was countered or cancelled by someone else, the buyer
 * has checked their Steam account and asks for a new offer (409 when the order is not waiting for that).
 */
export function confirmResend(orderId: number) {
  return callEndpoint(orderEndpoints.confirmResend, { params: { id: orderId } });
}

/** `GET payments/purchases/`: every item the user bought or is paying for, newest order first. */
export function fetchPurchases(signal?: AbortSignal) {
  return callEndpoint(orderEndpoints.purchases, { signal });
}

/** Orders and purchases belong to the signed-in user: under `['me']`, which signing out forgets. */
export const orderKeys = {
  all: [...userDataKeys.all, 'orders'] as const,
  list: () => [...orderKeys.all, 'list'] as const,
  detail: (orderId: number) => [...orderKeys.all, 'detail', orderId] as const,
  purchases: () => [...userDataKeys.all, 'purchases'] as const,
};

/**
 * True while the order may still move on by itself, so its page keeps polling. It stops at delivered,
 * payment failed or expired, refunded and reversed. A declined or expired offer is not an end even at the
 * last attempt: the server then refunds the order within seconds, and the page waits to show that.
 * (A delivered trade can still be reversed for 7 days, and a late payment refunded: too rare and too slow to
 * poll for; the page shows them when next opened.)
 */
export function isOrderInProgress(order: Pick<OrderDetail, 'status'>): boolean {
  return !settledStatuses.has(order.status);
}

const settledStatuses = new Set<OrderDetail['status']>([
  'delivered',
  'payment_failed',
  'payment_expired',
  'refunded',
  'reversed',
]);

/**
 * How often a page asks by itself: never while the server pushes the order's changes (src/app/orderPush.ts), which
 * mark these queries stale; `pollMs` (with back-off) while the push is lost, and only while something may still move.
 */
export type FallbackPoll = number | false;

/** A list's rows may still move on by themselves while any of them is in progress. */
function pollWhileAnyInProgress(rows: readonly Pick<OrderDetail, 'status'>[] | undefined, pollMs: FallbackPoll) {
  return pollMs !== false && rows?.some(isOrderInProgress) ? pollMs : false;
}

export const ordersQuery = (pollMs: FallbackPoll = false) =>
  queryOptions({
    queryKey: orderKeys.list(),
    queryFn: ({ signal }) => fetchOrders(signal),
    refetchInterval: (query) => pollWhileAnyInProgress(query.state.data, pollMs),
    refetchIntervalInBackground: false,
  });

export const purchasesQuery = (pollMs: FallbackPoll = false) =>
  queryOptions({
    queryKey: orderKeys.purchases(),
    queryFn: ({ signal }) => fetchPurchases(signal),
    refetchInterval: (query) => pollWhileAnyInProgress(query.state.data, pollMs),
    refetchIntervalInBackground: false,
  });

/**
 * One order. Kept fresh by the push; while it is lost, polled every `pollMs` while the order is in progress
 * (TanStack Query pauses that while the tab is hidden). An unknown order (null) is never polled.
 */
export const orderQuery = (orderId: number, pollMs: FallbackPoll = false) =>
  queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => fetchOrder(orderId, signal),
    refetchInterval: (query) => {
      const order = query.state.data;
      return pollMs !== false && order && isOrderInProgress(order) ? pollMs : false;
    },
    refetchIntervalInBackground: false,
  });

/** Where an order's document is downloaded from (the page fetches it with the bearer token, then saves it). */
export async function fetchOrderDocument(
  orderId: number,
  kind: OrderDocumentKind,
  language: Language,
): Promise<{ blob: Blob; fileName: string }> {
  return downloadEndpoint(orderEndpoints.document, { id: orderId, kind }, { language });
}
