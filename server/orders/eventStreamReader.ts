import { request as httpRequest, type IncomingMessage } from 'node:http';

/**
 * Tests and the bench: reads an order stream (text/event-stream) with a bearer token, as the SPA does, and keeps
 * its events as they arrive. One connection of its own per stream (no pool): closing the stream closes it, so no
 * spare connection keeps the server from closing.
 */
export interface StreamEvent {
  name: string;
  data: unknown;
  at: number;
}

export interface OpenStream {
  status: number;
  events: StreamEvent[];
  /** Resolves with the first event (from the start) that `matches`, or rejects after `timeoutMs`. */
  next(matches: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openOrderStream(url: string, headers: Record<string, string>): Promise<OpenStream> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    httpRequest(url, { headers, agent: false }, resolve).on('error', reject).end();
  });
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let boundary = buffer.indexOf('\n\n');
        while (boundary >= 0) {
          const block = buffer.slice(0, boundary);
          buffer = buffer.slice(boundary + 2);
          const lines = block.split('\n').filter((line) => !line.startsWith(':'));
          const name = lines.find((line) => line.startsWith('event: '))?.slice(7);
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
          if (name) events.push({ name, data: data ? JSON.parse(data) : undefined, at: performance.now() });
          for (const wake of waiters) wake();
          boundary = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Closed by us.
    }
  })();
  return {
    status: response.statusCode ?? 0,
    events,
    ended,
    close: () => response.destroy(),
    next: (matches, timeoutMs = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(matches);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      }),
  };
}
