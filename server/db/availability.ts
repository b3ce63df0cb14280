import { databaseTroubleMessages } from '#contract/errors.ts';

/**
 * The one place that tells a database that is away for a moment from a bug. Both engines and every pool (the
 * server's, a job queue's) fail the same ways: the HTTP error handler answers them with 503 and Retry-After, and the
 * workers wait for the database instead of logging each round as a failure.
 *
 * - `unavailable`: PostgreSQL restarting, shutting down, failing over or unreachable; a retry in a few seconds works.
 * - `storageFull`: the disk under the database is full; reads still work, writes wait until space is freed.
 */
export type DatabaseTrouble = 'unavailable' | 'storageFull';

/**
 * SQLSTATEs of a server going away or not there yet: admin_shutdown (`57P01`, a restart or a failover's kill),
 * crash_shutdown, cannot_connect_now (starting up, shutting down, in recovery), too_many_connections (a restart's
 * stampede of reconnects), read_only_sql_transaction (a write reaching a standby mid-failover), and class 08
 * (connection exceptions).
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300', '25006']);
const connectionExceptionClass = '08';

/** disk_full: PostgreSQL's, and PGlite's too (it reports ENOSPC under a running database as PostgreSQL does). */
const storageFullStates = new Set(['53100']);

/** What a socket to a database that is down, restarting or moved reports. */
const unreachableSocketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and pg-pool say it in words only. */
const unreachableMessages = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Connection timeout/,
];

/** PGlite's file system (Emscripten) reports errors by WASI errno: 51 is ENOSPC. */
const wasiNoSpace = 51;

const causesOf = function* (error: unknown): Generator<Record<string, unknown>> {
  const seen = new Set<unknown>();
  const pending = [error];
  // A short, bounded walk: the error, its cause chain and an AggregateError's members (a host with two addresses).
  while (pending.length > 0 && seen.size < 16) {
    const next = pending.shift();
    if (next === null || typeof next !== 'object' || seen.has(next)) continue;
    seen.add(next);
    const record = next as Record<string, unknown>;
    yield record;
    if ('cause' in record) pending.push(record.cause);
    if (Array.isArray(record.errors)) pending.push(...record.errors);
  }
};

/** What is wrong with the database, if `error` says the database (not the query, not the code) is the trouble. */
export function databaseTroubleOf(error: unknown): DatabaseTrouble | undefined {
  for (const cause of causesOf(error)) {
    const code = typeof cause.code === 'string' ? cause.code : undefined;
    if (code !== undefined && storageFullStates.has(code)) return 'storageFull';
    if (code === 'ENOSPC' || (cause.name === 'ErrnoError' && cause.errno === wasiNoSpace)) return 'storageFull';
    if (code !== undefined && (unavailableStates.has(code) || unreachableSocketCodes.has(code))) return 'unavailable';
    if (code?.length === 5 && code.startsWith(connectionExceptionClass)) return 'unavailable';
    if (cause instanceof DatabaseUnavailable) return 'unavailable';
    const message = typeof cause.message === 'string' ? cause.message : '';
    if (unreachableMessages.some((pattern) => pattern.test(message))) return 'unavailable';
  }
  return undefined;
}

/** Thrown where the server itself decides the database is away (a health check that got no answer in time). */
export class DatabaseUnavailable extends Error {
  constructor(message = 'The database did not answer', options?: ErrorOptions) {
    super(message, options);
    this.name = 'DatabaseUnavailable';
  }
}

/** How long a client should wait before trying again, by trouble (the `Retry-After` of a 503). */
export const retryAfterSeconds: Record<DatabaseTrouble, number> = { unavailable: 5, storageFull: 60 };

/** The 503's sentence, by trouble: what happened and what the shopper can do (the app translates it). */
export const troubleDetail: Record<DatabaseTrouble, string> = databaseTroubleMessages;

/**
 * Logs a database outage once, when it starts, and once when it ends, for code that retries on its own (a worker's
 * rounds, a queue's pollers): not one error per attempt while PostgreSQL restarts.
 */
export interface OutageLog {
  /** Call with a failure: true when it was the database's (logged if it is a new outage), false otherwise. */
  failed(error: unknown): boolean;
  /** Call after a success: logs the end of an outage if there was one. */
  succeeded(): void;
}

export function outageLog(
  log: { warn(object: object, message: string): void; info(object: object, message: string): void },
  who: string,
): OutageLog {
  let since: { trouble: DatabaseTrouble; at: number } | undefined;
  return {
    failed(error) {
      const trouble = databaseTroubleOf(error);
      if (trouble === undefined) return false;
      if (since?.trouble !== trouble) {
        since = { trouble, at: Date.now() };
        log.warn(
          { event: `database.${trouble}`, err: error },
          `${who}: the database is ${trouble === 'unavailable' ? 'unavailable' : 'out of storage'}; retrying`,
        );
      }
      return true;
    },
    succeeded() {
      if (!since) return;
      log.info({ event: 'database.back', afterMs: Date.now() - since.at }, `${who}: the database is back`);
      since = undefined;
    },
  };
}
