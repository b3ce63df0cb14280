import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type OrderChange, orderStreamEvents } from '#contract/orders.ts';
import type { OrderEventHub, PublishedChange } from '../orders/orderEvents.ts';

export interface OrderStreamOptions {
  hub: OrderEventHub;
  /** The changes this caller may see (a buyer: their own orders). */
  shows(change: PublishedChange): boolean;
  /** Asked with every keep-alive: false ends the stream (a ban, a demotion, a revoked session). */
  stillAllowed(): Promise<boolean>;
  /** The stream ends then (the access token's expiry): the client opens a new one with a fresh token. */
  endsAt: Date;
  /** How often a comment line goes out, so proxies and browsers keep an idle stream open. */
  keepAliveMs: number;
}

const eventOf = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Answers `request` with a stream of server-sent events about orders (text/event-stream): `ready` once the stream
 * listens (the page reads the order again, for what changed before), `order` for each change it may see, and a
 * comment line every `keepAliveMs`. Sent through Fastify (its hooks set the security and CORS headers), never
 * compressed (the route says so), flushed event by event.
 */
export function answerWithOrderStream(request: FastifyRequest, reply: FastifyReply, options: OrderStreamOptions) {
  const stream = new PassThrough();
  let open = true;
  const write = (chunk: string) => {
    if (open) stream.write(chunk);
  };
  const end = () => {
    if (!open) return;
    open = false;
    unsubscribe();
    clearInterval(keepAlive);
    clearTimeout(expiry);
    stream.end();
  };
  const unsubscribe = options.hub.subscribe({
    change: (change) => {
      if (!options.shows(change)) return;
      const shown: OrderChange = { order_id: change.order_id, status: change.status, version: change.version };
      write(eventOf(orderStreamEvents.order, shown));
    },
    resync: () => write(eventOf(orderStreamEvents.ready, {})),
    close: end,
  });
  const keepAlive = setInterval(() => {
    write(': keep-alive\n\n');
    options.stillAllowed().then(
      (allowed) => {
        if (!allowed) end();
      },
      () => end(),
    );
  }, options.keepAliveMs);
  const expiry = setTimeout(end, Math.max(0, options.endsAt.getTime() - Date.now()));
  request.raw.on('close', end);
  reply.raw.on('close', end);

  // A comment first: some proxies hold a response back until its first bytes.
  write(`: order changes\n\n${eventOf(orderStreamEvents.ready, {})}`);
  return reply
    .code(200)
    .headers({
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'private, no-store, no-transform',
      // nginx and some other proxies buffer answers unless told not to.
      'x-accel-buffering': 'no',
    })
    .send(stream);
}
