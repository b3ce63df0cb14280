import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pg from 'pg';
import type { OrderChange } from '#contract/orders.ts';
import type { Db } from '../db/db.ts';

/**
 * Order changes pushed to the pages that show them (issue #26). A transition (or a new order) notifies a channel
 * in its own transaction (`publishOrderChange`): PostgreSQL delivers a NOTIFY only once that transaction commits,
 * and never if it rolls back, to every instance listening. Each server process keeps ONE listening connection
 * (`createOrderEventHub`) and fans each change out to the streams it serves; the embedded database notifies the
 * same way, in this process.
 */

/** A change as it travels between processes: the stream's filter needs the buyer. */
export interface PublishedChange extends OrderChange {
  user_id: number;
}

/** One channel per shop schema: test files sharing a PostgreSQL server hear only their own orders. */
export const orderEventsChannel = (db: Db) =>
  db.engine.kind === 'postgres' && db.engine.schema ? `${db.engine.schema}_order_events` : 'order_events';

/** Tells every listening process that an order changed, once `tx` commits. */
export async function publishOrderChange(tx: Db, change: PublishedChange): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [orderEventsChannel(tx), JSON.stringify(change)]);
}

export interface OrderEventSubscriber {
  change(change: PublishedChange): void;
  /** Changes may have been missed (the listening connection dropped and came back): read everything again. */
  resync(): void;
  /** The process is closing: end the stream. */
  close(): void;
}

export interface OrderEventHub {
  subscribe(subscriber: OrderEventSubscriber): () => void;
  /** Streams open in this process (the metrics, the bench). */
  size(): number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    orderEvents: OrderEventHub;
  }
}

/** Waits before listening again after the connection dropped: 0.5 s, doubling up to 30 s. */
const reconnectDelayMs = (attempt: number) => Math.min(500 * 2 ** attempt, 30_000);

export function createOrderEventHub(db: Db, log: FastifyBaseLogger): OrderEventHub {
  const subscribers = new Set<OrderEventSubscriber>();
  const channel = orderEventsChannel(db);
  let stopListening: (() => Promise<void>) | undefined;
  let stopped = false;

  const deliver = (payload: string | undefined) => {
    let change: PublishedChange;
    try {
      change = JSON.parse(payload ?? '') as PublishedChange;
    } catch {
      log.warn({ event: 'orders.event_unreadable' }, 'an order event could not be read');
      return;
    }
    for (const subscriber of subscribers) subscriber.change(change);
  };

  async function listenOnPostgres(connectionString: string, attempt = 0): Promise<void> {
    const client = new pg.Client({ connectionString, application_name: 'skinsmarket-order-events' });
    let reconnecting = false;
    const reconnect = (error: unknown) => {
      if (stopped || reconnecting) return;
      reconnecting = true;
      log.warn({ err: error, event: 'orders.events_listener_lost' }, 'order events listener lost; listening again');
      client.end().catch(() => undefined);
      setTimeout(() => {
        if (stopped) return;
        listenOnPostgres(connectionString, attempt + 1).catch((next: unknown) => reconnect(next));
      }, reconnectDelayMs(attempt)).unref();
    };
    client.on('error', reconnect);
    client.on('end', () => reconnect(new Error('connection ended')));
    client.on('notification', (message) => {
      if (message.channel === channel) deliver(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      reconnect(error);
      return;
    }
    stopListening = async () => {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    };
    // Listening again after a drop: whatever changed meanwhile was not heard, so every stream reads again.
    if (attempt > 0) for (const subscriber of subscribers) subscriber.resync();
  }

  return {
    subscribe(subscriber) {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    size: () => subscribers.size,
    async start() {
      stopped = false;
      const { engine } = db;
      if (engine.kind === 'pglite') {
        stopListening = await engine.pglite.listen(channel, deliver);
        return;
      }
      await listenOnPostgres(engine.connectionString);
    },
    async stop() {
      stopped = true;
      for (const subscriber of [...subscribers]) subscriber.close();
      subscribers.clear();
      await stopListening?.();
    },
  };
}

/**
 * The hub with the app: listening once the app is ready, and before it closes every open stream ends (an open
 * stream would keep the server from closing).
 */
export function installOrderEvents(app: FastifyInstance): void {
  const hub = createOrderEventHub(app.db, app.log);
  app.decorate('orderEvents', hub);
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', () => hub.stop());
}
