import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/db.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

/** Windows that ended this long ago are deleted now and then, so the table holds only live counters. */
const staleAfter = "interval '1 hour'";
const sweepEvery = 500;

/**
 * A @fastify/rate-limit store in the database, so a limit holds across every server instance on one
 * PostgreSQL (the plugin's default store counts per process). One statement counts a hit atomically: a window
 * that has ended starts again at 1. Plug in with `app.register(rateLimit, { store: databaseRateLimitStore(db) })`.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let calls = 0;

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;

    constructor(_options?: unknown, prefix = 'global:') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      calls += 1;
      if (calls % sweepEvery === 0) {
        db.query(`DELETE FROM rate_limit_hits WHERE window_ends < now() - ${staleAfter}`).catch(() => undefined);
      }
      db.query<{ hits: number; ttl: number }>(
        `INSERT INTO rate_limit_hits (key, hits, window_ends) VALUES ($1, 1, now() + $2::int * interval '1 millisecond')
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_limit_hits.window_ends <= now() THEN 1 ELSE rate_limit_hits.hits + 1 END,
           window_ends = CASE WHEN rate_limit_hits.window_ends <= now() THEN EXCLUDED.window_ends
             ELSE rate_limit_hits.window_ends END
         RETURNING hits, greatest(0, ceil(extract(epoch FROM window_ends - now()) * 1000))::int AS ttl`,
        [this.prefix + key, timeWindow],
      ).then(
        ({ rows }) => callback(null, { current: rows[0]?.hits ?? 1, ttl: rows[0]?.ttl ?? timeWindow }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      db.query<{ hits: number; ttl: number }>(
        `SELECT hits, ceil(extract(epoch FROM window_ends - now()) * 1000)::int AS ttl
         FROM rate_limit_hits WHERE key = $1 AND window_ends > now()`,
        [this.prefix + key],
      ).then(
        ({ rows }) => callback(null, { current: rows[0]?.hits ?? 0, ttl: rows[0]?.ttl ?? 0 }),
        (error: Error) => callback(error),
      );
    }

    /** Each route counts on its own, as the plugin's own stores do. */
    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      // The plugin passes the route as `routeInfo` (the typings leave it out); a limiter made by hand has none.
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new DatabaseRateLimitStore(undefined, `${String(route?.method ?? '')}${String(route?.url ?? '')}:`);
    }
  }

  return DatabaseRateLimitStore;
}
