import type { FastifyBaseLogger } from 'fastify';
import type { Game } from '#contract/store.ts';
import type { Db } from '../db/db.ts';
import type { Pacer } from '../stock/pacer.ts';
import { repriceListings } from './listingPrices.ts';
import {
  type PriceQuote,
  type PriceSource,
  PriceSourceThrottled,
  PriceSourceUnavailable,
  referenceOf,
} from './priceSource.ts';

/**
 * Keeping reference prices fresh: the price source is asked for each item name a listing has (market_prices), the
 * never-read names first, then each again half the rules' maximum age after its last read, so a price is read twice
 * before it would stop a sale. Each read is kept with its age, recorded in the name's history when it changed (or
 * once a day), and written to the name's listings, which the rules then price anew (listing_price_changes).
 *
 * The source is read paced (its own rate limit); a 429 pauses every read (`price_source_paused_until`, shared by the
 * shop's instances) for as long as it asks, else a doubling pause; a source that cannot answer leaves the name for a
 * later try and changes nothing.
 */

/** How long after a read a name is read again: half the rules' maximum age (SQL interval). */
export const refreshIntervalSql = `((SELECT make_interval(hours => (value ->> 'max_age_hours')::int)
  FROM settings WHERE key = 'price_rules') / 2)`;

/** A name the source could not answer is tried again this much later. */
const retryFailedAfter = '10 minutes';
/** The pause after the source's first 429 without Retry-After, doubled with each one in a row up to the maximum. */
const firstThrottlePauseMs = 60_000;
const maxThrottlePauseMs = 30 * 60_000;
/** A source that fails this many names in a row is left alone until the next run. */
const failuresBeforeGivingUp = 3;

export interface PriceRefreshDeps {
  db: Db;
  source: PriceSource;
  pacer: Pacer;
  log: FastifyBaseLogger;
}

export interface PriceRefreshResult {
  /** Names the source answered. */
  read: number;
  /** Of them, names whose reference changed (or was read the first time). */
  changed: number;
  /** Of them, names the market had no price for. */
  missing: number;
  /** Listings whose price changed. */
  repriced: number;
  /** The source said 429: reading stopped. */
  throttled: boolean;
}

interface DueName {
  game: Game;
  market_hash_name: string;
}

/** Reads the names due, until none is or `budgetMs` has passed (the job's run), paced as the source asks. */
export async function refreshPrices(deps: PriceRefreshDeps, budgetMs: number): Promise<PriceRefreshResult> {
  const { db, source, log } = deps;
  const result: PriceRefreshResult = { read: 0, changed: 0, missing: 0, repriced: 0, throttled: false };
  const endsAt = Date.now() + budgetMs;
  if (await pausedUntil(db)) return result;
  let failuresInARow = 0;
  while (Date.now() < endsAt) {
    const due = await dueNames(db, 20);
    if (due.length === 0) break;
    for (const name of due) {
      if (Date.now() >= endsAt) return result;
      if (!(await isWanted(db, name))) {
        await db.query(
          `UPDATE market_prices SET next_read_at = now() + ${refreshIntervalSql} WHERE game = $1 AND market_hash_name = $2`,
          [name.game, name.market_hash_name],
        );
        continue;
      }
      await deps.pacer.turn();
      let quote: PriceQuote;
      try {
        quote = await source.quote(name.game, name.market_hash_name);
      } catch (error) {
        if (error instanceof PriceSourceThrottled) {
          const pauseMs = await pauseReads(db, error.retryAfterMs);
          log.warn({ event: 'prices.throttled', source: source.name, pauseMs }, 'price source throttled: reads paused');
          result.throttled = true;
          return result;
        }
        if (!(error instanceof PriceSourceUnavailable)) throw error;
        failuresInARow += 1;
        log.warn({ event: 'prices.read_failed', source: source.name, name: name.market_hash_name }, error.message);
        await db.query(
          `UPDATE market_prices SET next_read_at = now() + interval '${retryFailedAfter}' WHERE game = $1 AND market_hash_name = $2`,
          [name.game, name.market_hash_name],
        );
        if (failuresInARow >= failuresBeforeGivingUp) return result;
        continue;
      }
      failuresInARow = 0;
      const applied = await applyQuote(db, name, quote);
      result.read += 1;
      if (applied.changed) result.changed += 1;
      if (referenceOf(quote) === null) result.missing += 1;
      result.repriced += applied.repriced;
    }
  }
  await db.query(`DELETE FROM settings WHERE key = 'price_source_paused_until'`);
  return result;
}

async function dueNames(db: Db, limit: number): Promise<DueName[]> {
  const { rows } = await db.query<DueName>(
    `SELECT game, market_hash_name FROM market_prices
     WHERE next_read_at IS NULL OR next_read_at <= now()
     ORDER BY next_read_at NULLS FIRST LIMIT $1`,
    [limit],
  );
  return rows;
}

/** Whether a listing not yet sold has this name: a name only sold copies have is not worth a request. */
async function isWanted(db: Db, name: DueName): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM items WHERE game = $1 AND market_hash_name = $2
       AND NOT EXISTS (SELECT 1 FROM trades WHERE trades.item_id = items.id) LIMIT 1`,
    [name.game, name.market_hash_name],
  );
  return rows.length > 0;
}

/**
 * Keeps a quote: the name's prices and their age, a snapshot in its history when the reference changed (or the last
 * one is a day old), its unsold listings' reference (none: unpriced), and their prices by the rules.
 */
export async function applyQuote(
  db: Db,
  name: DueName,
  quote: PriceQuote,
): Promise<{ changed: boolean; repriced: number }> {
  const reference = referenceOf(quote);
  return db.transaction(async (tx) => {
    const { rows: before } = await tx.query<{ reference_usd: number | null; read_at: Date | null }>(
      `SELECT reference_usd, read_at FROM market_prices WHERE game = $1 AND market_hash_name = $2 FOR UPDATE`,
      [name.game, name.market_hash_name],
    );
    const changed = before[0]?.read_at == null || before[0].reference_usd !== reference;
    await tx.query(
      `INSERT INTO market_prices (game, market_hash_name, lowest_usd, median_usd, volume, reference_usd, read_at, next_read_at)
       VALUES ($1, $2, $3, $4, $5, $6, now(), now() + ${refreshIntervalSql})
       ON CONFLICT (game, market_hash_name) DO UPDATE SET lowest_usd = $3, median_usd = $4, volume = $5,
         reference_usd = $6, read_at = now(), next_read_at = now() + ${refreshIntervalSql}`,
      [name.game, name.market_hash_name, quote.lowestUsd, quote.medianUsd, quote.volume, reference],
    );
    await tx.query(
      `INSERT INTO market_price_snapshots (game, market_hash_name, reference_usd, lowest_usd, median_usd, volume, read_at)
       SELECT $1, $2, $3, $4, $5, $6, now()
       WHERE NOT EXISTS (
         SELECT 1 FROM (
           SELECT reference_usd, read_at FROM market_price_snapshots WHERE game = $1 AND market_hash_name = $2
           ORDER BY read_at DESC LIMIT 1
         ) AS latest
         WHERE latest.reference_usd IS NOT DISTINCT FROM $3::numeric AND latest.read_at > now() - interval '1 day'
       )`,
      [name.game, name.market_hash_name, reference, quote.lowestUsd, quote.medianUsd, quote.volume],
    );
    const { rows: listings } = await tx.query<{ id: number }>(
      `UPDATE items SET market_value_usd = $3, market_value_read_at = now()
       WHERE game = $1 AND market_hash_name = $2 AND NOT EXISTS (SELECT 1 FROM trades WHERE trades.item_id = items.id)
       RETURNING id`,
      [name.game, name.market_hash_name, reference],
    );
    const repriced = await repriceListings(
      tx,
      listings.map((listing) => listing.id),
      'reference',
    );
    return { changed, repriced: repriced.length };
  });
}

/** Whether reads are paused after a 429, and until when. */
async function pausedUntil(db: Db): Promise<Date | undefined> {
  const { rows } = await db.query<{ until: string }>(
    `SELECT value ->> 'until' AS until FROM settings WHERE key = 'price_source_paused_until'
     AND (value ->> 'until')::timestamptz > now()`,
  );
  return rows[0] ? new Date(rows[0].until) : undefined;
}

/** Pauses every read for what the source asked, else a pause doubling with each 429 in a row. The pause. */
async function pauseReads(db: Db, retryAfterMs: number | undefined): Promise<number> {
  const { rows } = await db.query<{ throttles: number }>(
    `SELECT coalesce((value ->> 'throttles')::int, 0) AS throttles FROM settings WHERE key = 'price_source_paused_until'`,
  );
  const throttles = (rows[0]?.throttles ?? 0) + 1;
  const pauseMs = retryAfterMs ?? Math.min(firstThrottlePauseMs * 2 ** (throttles - 1), maxThrottlePauseMs);
  await db.query(
    `INSERT INTO settings (key, value) VALUES ('price_source_paused_until', $1)
     ON CONFLICT (key) DO UPDATE SET value = $1`,
    [JSON.stringify({ until: new Date(Date.now() + pauseMs).toISOString(), throttles })],
  );
  return pauseMs;
}
