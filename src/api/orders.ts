import { queryOptions } from '@tanstack/react-query';
import { type OrderDetail, orderEndpoints } from '#contract/orders.ts';
import { callEndpoint } from './endpoint.ts';
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

/** How often an open order page asks for news while its delivery is under way. */
export const orderPollIntervalMs = 3_000;

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
 * Statuses change while a list is open (a payment, a trade offer): a list is fresh for 10 s, and refetched that
 * often while an order in it is under way, a calmer pace than the order page's.
 */
export const orderListRefreshMs = 10_000;

/** Polls while any listed order is in progress (a buyer back from the checkout sees it move on). */
function pollWhileAnyInProgress(rows: readonly Pick<OrderDetail, 'status'>[] | undefined): number | false {
  return rows?.some(isOrderInProgress) ? orderListRefreshMs : false;
}

export const ordersQuery = queryOptions({
  queryKey: orderKeys.list(),
  queryFn: ({ signal }) => fetchOrders(signal),
  staleTime: orderListRefreshMs,
  refetchInterval: (query) => pollWhileAnyInProgress(query.state.data),
  refetchIntervalInBackground: false,
});

export const purchasesQuery = queryOptions({
  queryKey: orderKeys.purchases(),
  queryFn: ({ signal }) => fetchPurchases(signal),
  staleTime: orderListRefreshMs,
  refetchInterval: (query) => pollWhileAnyInProgress(query.state.data),
  refetchIntervalInBackground: false,
});

/**
 * One order, polled every 3 s while it is in progress; TanStack Query pauses the polling while the tab is
 * hidden and resumes it when the buyer comes back. An unknown order (null) is never polled.
 */
export const orderQuery = (orderId: number) =>
  queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => fetchOrder(orderId, signal),
    staleTime: orderPollIntervalMs,
    refetchInterval: (query) => {
      const order = query.state.data;
      return order && isOrderInProgress(order) ? orderPollIntervalMs : false;
    },
    refetchIntervalInBackground: false,
  });
