import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { adminOrderKeys } from '#api/adminOrders.ts';
import { type OrderStreamEvent, type OrderStreamKind, readOrderStream } from '#api/orderStream.ts';
import { orderKeys } from '#api/orders.ts';

/**
 * Order pages kept up to date by the server's push (issue #26) instead of asking again every few seconds. The pages
 * of a tab that show orders share one stream per kind (a buyer's own orders, or the back-office's every order),
 * opened while one of them is on screen and the tab is visible: a hidden tab holds no connection (browsers allow a
 * few per server) and asks nothing. Each change makes the pages read the order again, once. When the stream is lost
 * (a proxy, the network), the pages fall back to asking, every 3 s at first and less often the longer it lasts, while
 * the stream is opened again with the same back-off; the page says nothing about it: the shopper sees their order
 * move either way.
 */
export type PushState = 'connecting' | 'live' | 'lost';

/** The fallback's first pause, as the order page polled before the push; doubled per failed reconnection. */
export const fallbackPollMs = 3_000;
const longestFallbackMs = 60_000;
const longestReconnectMs = 30_000;

interface Channel {
  state: PushState;
  /** Failed connections in a row: the back-off of both the polling and the next try. */
  failures: number;
  users: number;
  listeners: Set<() => void>;
  stop?: () => void;
}

const channels: Record<OrderStreamKind, Channel> = {
  mine: { state: 'connecting', failures: 0, users: 0, listeners: new Set() },
  all: { state: 'connecting', failures: 0, users: 0, listeners: new Set() },
};

function setState(channel: Channel, state: PushState, failures: number) {
  if (channel.state === state && channel.failures === failures) return;
  channel.state = state;
  channel.failures = failures;
  for (const listener of channel.listeners) listener();
}

/** What a change means for the cached queries: the pages showing them read again. */
function refresh(queryClient: QueryClient, kind: OrderStreamKind, event: OrderStreamEvent) {
  if (kind === 'all') {
    void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all });
    return;
  }
  if (event.type === 'order') {
    void queryClient.invalidateQueries({ queryKey: orderKeys.detail(event.change.order_id) });
    void queryClient.invalidateQueries({ queryKey: orderKeys.list() });
    void queryClient.invalidateQueries({ queryKey: orderKeys.purchases() });
    return;
  }
  // Listening (again): whatever changed before is read once.
  void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  void queryClient.invalidateQueries({ queryKey: orderKeys.purchases() });
}

/** Keeps the stream of `kind` open while the tab is visible, opening it again after an end or a failure. */
function run(kind: OrderStreamKind, queryClient: QueryClient): () => void {
  const channel = channels[kind];
  let stopped = false;
  let connection: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const connect = () => {
    clearTimeout(retryTimer);
    if (stopped || document.visibilityState === 'hidden' || connection) return;
    const controller = new AbortController();
    connection = controller;
    const failures = channel.failures;
    readOrderStream(
      kind,
      (event) => {
        if (event.type === 'ready') setState(channel, 'live', 0);
        refresh(queryClient, kind, event);
      },
      controller.signal,
    ).then(
      () => {
        // The server ended it (the access token's time was up): a new one, with the token renewed meanwhile.
        connection = undefined;
        connect();
      },
      () => {
        connection = undefined;
        if (controller.signal.aborted) return;
        setState(channel, 'lost', failures + 1);
        retryTimer = setTimeout(connect, Math.min(1_000 * 2 ** failures, longestReconnectMs));
      },
    );
  };

  const onVisibility = () => {
    if (document.visibilityState === 'hidden') {
      connection?.abort();
      connection = undefined;
      clearTimeout(retryTimer);
    } else {
      connect();
    }
  };
  document.addEventListener('visibilitychange', onVisibility);
  connect();
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', onVisibility);
    clearTimeout(retryTimer);
    connection?.abort();
    setState(channel, 'connecting', 0);
  };
}

/** How often a page asks the server itself while the push is not live (false: never, the push brings the news). */
export function fallbackPollOf(state: PushState, failures: number): number | false {
  if (state === 'live') return false;
  return Math.min(fallbackPollMs * 2 ** Math.max(0, failures - 1), longestFallbackMs);
}

/**
 * Joins the tab's order stream of `kind` while the calling page is mounted; returns how often the page should ask
 * by itself meanwhile (`false` while the push is live).
 */
export function useOrderPush(kind: OrderStreamKind): number | false {
  const queryClient = useQueryClient();
  const channel = channels[kind];
  useEffect(() => {
    channel.users += 1;
    if (channel.users === 1) channel.stop = run(kind, queryClient);
    return () => {
      channel.users -= 1;
      if (channel.users === 0) {
        channel.stop?.();
        channel.stop = undefined;
      }
    };
  }, [channel, kind, queryClient]);
  const subscribe = useCallback(
    (listener: () => void) => {
      channel.listeners.add(listener);
      return () => channel.listeners.delete(listener);
    },
    [channel],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => channel.state,
    () => 'connecting' as const,
  );
  const failures = useSyncExternalStore(
    subscribe,
    () => channel.failures,
    () => 0,
  );
  return fallbackPollOf(state, failures);
}
