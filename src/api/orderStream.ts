import { adminOrderEndpoints } from '#contract/admin/orders.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { type OrderChange, orderEndpoints, orderStreamEvents } from '#contract/orders.ts';
import { loadHttpClient } from './endpoint.ts';

/** Whose orders a stream carries: the signed-in buyer's, or (the back-office) everyone's. */
export type OrderStreamKind = 'mine' | 'all';

const streamEndpoints = { mine: orderEndpoints.events, all: adminOrderEndpoints.events } as const;

export type OrderStreamEvent = { type: 'ready' } | { type: 'order'; change: OrderChange };

/**
 * Reads an order stream (server-sent events, contract/orders.ts) until the server ends it (the access token ran out:
 * the caller opens a new one) or `signal` aborts it. Read with the API client, not EventSource: the request carries
 * the bearer token like every other call (refreshed and replayed once after a 401), and no token ever sits in a URL,
 * where logs and history would keep it. Rejects when the connection fails or the server refuses.
 */
export async function readOrderStream(
  kind: OrderStreamKind,
  onEvent: (event: OrderStreamEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const { api } = await loadHttpClient();
  const response = await api(endpointPath(streamEndpoints[kind]), {
    signal,
    // A stream stays open for minutes: neither the reads' timeout nor their retries apply.
    timeout: false,
    retry: 0,
    headers: { accept: 'text/event-stream' },
  });
  if (!response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let boundary = buffer.indexOf('\n\n');
    while (boundary >= 0) {
      const event = parseEvent(buffer.slice(0, boundary));
      buffer = buffer.slice(boundary + 2);
      if (event) onEvent(event);
      boundary = buffer.indexOf('\n\n');
    }
  }
}

/** One block of the stream; comments (keep-alives) and events we do not know are skipped. */
function parseEvent(block: string): OrderStreamEvent | undefined {
  const lines = block.split('\n');
  const name = lines
    .find((line) => line.startsWith('event:'))
    ?.slice(6)
    .trim();
  const data = lines
    .find((line) => line.startsWith('data:'))
    ?.slice(5)
    .trim();
  if (name === orderStreamEvents.ready) return { type: 'ready' };
  if (name !== orderStreamEvents.order || !data) return undefined;
  try {
    const change = JSON.parse(data) as OrderChange;
    return typeof change.order_id === 'number' ? { type: 'order', change } : undefined;
  } catch {
    return undefined;
  }
}
