import type { FastifyBaseLogger } from 'fastify';
import { wearRangeOfFloat } from '#contract/wear.ts';
import type { InspectionsConfig } from '../config.ts';
import type { Db } from '../db/db.ts';
import type { JobAttempt, JobDefinition, JobSender } from '../jobs/queue.ts';
import { jobsSchemaOf } from '../jobs/queue.ts';
import { type GcInspector, type GcState, GcUnavailable, type InspectedItem } from '../trading/steam/gameCoordinator.ts';
import { phaseOfPaintIndex } from './dopplerPhases.ts';
import { refreshListings } from './listings.ts';

declare module '../jobs/queue.ts' {
  interface JobPayloads {
    /** Inspects one CS2 listing (items.id) through a bot's game coordinator session; keyed by its asset id. */
    'listing.inspect': { itemId: number };
    /** Sends an inspection for every listing waiting without one: the backstop, not the way listings are inspected. */
    'inspections.sweep': Record<string, never>;
  }
}

/** The shop's bots as inspections use them: each one's game coordinator session. */
export interface Cs2Inspectors {
  readonly bots: readonly GcInspector[];
}

/** What an admin sees of each bot's game session. */
export interface InspectorStatus {
  accountName: string;
  state: GcState;
}

export const inspectorStatuses = (inspectors: Cs2Inspectors | undefined): InspectorStatus[] =>
  (inspectors?.bots ?? []).map((bot) => ({ accountName: bot.accountName, state: bot.state() }));

/**
 * The bot that inspects a listing: the one holding it when that one has a session, else any bot that has one (an
 * inspect link names its owner, so any account may ask). Undefined when no bot has a session now.
 */
export function inspectorFor(inspectors: Cs2Inspectors | undefined, holder: string | null): GcInspector | undefined {
  const inSession = (inspectors?.bots ?? []).filter((bot) => bot.state() === 'connected');
  return inSession.find((bot) => bot.accountName === holder) ?? inSession[0];
}

/**
 * An inspect link CS2 reads: `steam://rungame/730/<id>/+csgo_econ_action_preview%20` followed by the owner, asset and
 * D numbers (`S…A…D…`, or `M…A…D…` for a market listing), or by the item's own data, masked (links Steam has written
 * since 2025, which the library reads without asking the coordinator).
 */
const inspectLinkPattern =
  /^steam:\/\/rungame\/730\/\d+\/[+ ]?csgo_econ_action_preview(?:%20| )(?:[SM]\d+A\d+D\d+|[0-9A-F]+)$/i;

/** Listings waiting for the game's word, as SQL over `items`: due, not inspected, not given up. */
const waitingSql = 'items.inspection_due AND items.inspected_at IS NULL AND items.inspection_failed_at IS NULL';

export interface InspectionRequest {
  /** Listings the cache of earlier inspections answered at once (now inspected). */
  fromCache: number[];
  /** Listings whose inspection was sent to the queue. */
  queued: number[];
}

/**
 * What the inventory sync calls, in its transaction, for the listings it created or changed: every one that waits for
 * its inspection is answered from the cache of earlier inspections of its asset when there is one (a re-sync or a
 * restart never asks the game coordinator twice), and otherwise gets a `listing.inspect` job, created if the
 * transaction commits. Listings not due, inspected already or given up are left alone.
 */
export async function requestInspections(
  tx: Db,
  jobs: JobSender,
  itemIds: readonly number[],
): Promise<InspectionRequest> {
  if (itemIds.length === 0) return { fromCache: [], queued: [] };
  const { rows } = await tx.query<{ id: number; asset_id: string | null; cached: boolean }>(
    `SELECT items.id, items.steam_asset_id AS asset_id, cs2_inspections.asset_id IS NOT NULL AS cached
     FROM items LEFT JOIN cs2_inspections ON cs2_inspections.asset_id = items.steam_asset_id
     WHERE items.id = ANY($1::int[]) AND ${waitingSql}
     ORDER BY items.id`,
    [itemIds],
  );
  const fromCache = rows.filter((row) => row.cached).map((row) => row.id);
  await applyInspections(tx, fromCache);
  const queued: number[] = [];
  for (const row of rows) {
    if (row.cached) continue;
    await jobs.send('listing.inspect', { itemId: row.id }, { tx, key: row.asset_id ?? `item-${row.id}` });
    queued.push(row.id);
  }
  return { fromCache, queued };
}

interface InspectedListing {
  id: number;
  finish: string | null;
  finish_float_min: string | null;
  finish_float_max: string | null;
  stickers: { slot: number; [key: string]: unknown }[];
  paint_index: number;
  paint_seed: number;
  paint_wear: number;
  inspected_stickers: { slot: number; sticker_id: number; wear: number | null }[];
}

/**
 * Writes what the cache of inspections says into these listings, and refreshes their sale: the float to the 6 decimals
 * shown, the wear that float falls in (spec §3), the pattern, the paint index and the Doppler phase it names, each
 * sticker's wear by its slot. A float outside the finish's range means the listing was mapped to the wrong finish: it
 * is kept for an admin to look at (attention), never shown with a wear it does not have.
 */
async function applyInspections(tx: Db, itemIds: readonly number[]): Promise<void> {
  if (itemIds.length === 0) return;
  const { rows } = await tx.query<InspectedListing>(
    `SELECT items.id, items.finish, items.finish_float_min::text, items.finish_float_max::text, items.stickers,
       c.paint_index, c.paint_seed, c.paint_wear, c.stickers AS inspected_stickers
     FROM items JOIN cs2_inspections AS c ON c.asset_id = items.steam_asset_id
     WHERE items.id = ANY($1::int[])`,
    [itemIds],
  );
  for (const row of rows) {
    const itemFloat = row.paint_wear.toFixed(6);
    const min = row.finish_float_min === null ? 0 : Number(row.finish_float_min);
    const max = row.finish_float_max === null ? 1 : Number(row.finish_float_max);
    const inRange = Number(itemFloat) >= min && Number(itemFloat) <= max;
    const wearBySlot = new Map(row.inspected_stickers.map((sticker) => [sticker.slot, sticker.wear]));
    const stickers = row.stickers.map((sticker) => ({ ...sticker, wear: wearBySlot.get(sticker.slot) ?? null }));
    await tx.query(
      `UPDATE items SET
         item_float = $2::numeric, wear = $3, paint_seed = $4, paint_index = $5, phase = $6,
         stickers = $7::jsonb, inspected_at = now(), inspection_error = NULL,
         attention = coalesce($8, attention)
       WHERE id = $1`,
      [
        row.id,
        inRange ? itemFloat : null,
        inRange ? (wearRangeOfFloat(Number(itemFloat))?.key ?? null) : null,
        row.paint_seed,
        row.paint_index,
        phaseOfPaintIndex(row.paint_index),
        JSON.stringify(stickers),
        inRange
          ? null
          : `The game reports a float of ${itemFloat}, outside the ${row.finish ?? 'finish'}'s range ` +
            `${row.finish_float_min}-${row.finish_float_max}: check which finish this listing is`,
      ],
    );
  }
  await refreshListings(tx, itemIds);
}

/** Keeps what the coordinator reported of an asset (the first report stands: an asset id names one item as it is). */
async function cacheInspection(tx: Db, item: InspectedItem, botAccount: string): Promise<void> {
  await tx.query(
    `INSERT INTO cs2_inspections (asset_id, def_index, paint_index, paint_seed, paint_wear, stickers, inspected_by)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7) ON CONFLICT (asset_id) DO NOTHING`,
    [
      item.assetId,
      item.defIndex,
      item.paintIndex,
      item.paintSeed,
      item.paintWear,
      JSON.stringify(
        item.stickers.map((sticker) => ({ slot: sticker.slot, sticker_id: sticker.stickerId, wear: sticker.wear })),
      ),
      botAccount,
    ],
  );
}

export interface InspectionDeps {
  db: Db;
  jobs: JobSender;
  /** The bots' game sessions, once the shop's context is known; undefined when the shop has no bot. */
  inspectors(): Promise<Cs2Inspectors | undefined>;
  config: InspectionsConfig;
  log: FastifyBaseLogger;
}

interface WaitingListing {
  id: number;
  steam_bot: string | null;
  steam_asset_id: string | null;
  inspect_link: string | null;
  inspection_tries: number;
}

/** A bot account's claimed turn: when it starts, on the database's clock, and how long from now that is. */
export interface Turn {
  startsAt: Date;
  waitMs: number;
}

/**
 * Claims the next moment this bot account may ask the coordinator, in the database so every instance keeps to one
 * pace: a turn starts one pace after the one claimed before it, or now if that one has passed.
 */
export async function claimTurn(db: Db, botAccount: string, paceMs: number): Promise<Turn> {
  const { rows } = await db.query<{ starts_at: Date; wait_ms: number }>(
    `INSERT INTO inspection_pace AS pace (bot_account, next_at)
     VALUES ($1, clock_timestamp() + $2::int * interval '1 millisecond')
     ON CONFLICT (bot_account) DO UPDATE
       SET next_at = greatest(pace.next_at, clock_timestamp()) + $2::int * interval '1 millisecond'
     RETURNING pace.next_at - $2::int * interval '1 millisecond' AS starts_at,
       greatest(0, extract(epoch FROM pace.next_at - clock_timestamp()) * 1000 - $2)::float AS wait_ms`,
    [botAccount, paceMs],
  );
  const turn = rows[0];
  if (!turn) throw new Error(`no turn claimed for ${botAccount}`);
  return { startsAt: turn.starts_at, waitMs: turn.wait_ms };
}

/** Claims the bot account's next turn (`claimTurn`) and waits for it. */
export async function waitForTurn(db: Db, botAccount: string, paceMs: number): Promise<void> {
  const { waitMs } = await claimTurn(db, botAccount, paceMs);
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.ceil(waitMs)));
}

/**
 * One try at inspecting a listing: from the cache if its asset was inspected before, else through the game coordinator
 * by a bot with a session, at that bot's pace. A listing no longer waiting is left alone. Without a bot in session
 * the listing waits and its inspection is sent again a little later, spending no try; a try the coordinator leaves
 * unanswered is recorded on the listing (why, and how many) and thrown, so the queue tries again with back-off; the
 * last one gives the inspection up, leaving the listing waiting and off sale, with why, for an admin.
 */
export async function inspectListing(deps: InspectionDeps, itemId: number, attempt: JobAttempt): Promise<void> {
  const { db, config } = deps;
  const { rows } = await db.query<WaitingListing>(
    `SELECT id, steam_bot, steam_asset_id, inspect_link, inspection_tries FROM items WHERE id = $1 AND ${waitingSql}`,
    [itemId],
  );
  const listing = rows[0];
  if (!listing) return;

  const giveUp = (reason: string) =>
    db.query(`UPDATE items SET inspection_error = $2, inspection_failed_at = now() WHERE id = $1 AND ${waitingSql}`, [
      itemId,
      reason,
    ]);
  const { steam_asset_id: assetId, inspect_link: inspectLink } = listing;
  if (!assetId || !inspectLink) {
    await giveUp('The listing has no Steam asset or inspect link to inspect');
    return;
  }
  if (!inspectLinkPattern.test(inspectLink)) {
    await giveUp(`The inspect link is not one CS2 can read: ${inspectLink.slice(0, 200)}`);
    return;
  }
  if (await fromCache(db, itemId, assetId)) return;

  const bot = inspectorFor(await deps.inspectors(), listing.steam_bot);
  if (!bot) {
    await waitForSession(deps, listing, 'No bot has a game coordinator session: waiting for one');
    return;
  }
  await waitForTurn(db, bot.accountName, config.paceMs);
  let item: InspectedItem;
  try {
    item = await bot.inspect(inspectLink, assetId);
  } catch (error) {
    if (error instanceof GcUnavailable) {
      await waitForSession(deps, listing, error.message);
      return;
    }
    const reason = error instanceof Error ? error.message : String(error);
    const tries = listing.inspection_tries + 1;
    const last = attempt.isLast || tries >= config.maxTries;
    deps.log.warn({ event: 'inspection.unanswered', itemId, assetId, bot: bot.accountName, tries, last, reason });
    await db.query(
      `UPDATE items SET inspection_tries = $2, inspection_error = $3,
         inspection_failed_at = CASE WHEN $4 THEN now() END
       WHERE id = $1 AND ${waitingSql}`,
      [itemId, tries, `${reason} (${bot.accountName}, try ${tries} of ${config.maxTries})`, last],
    );
    // The queue keeps the failure in its history, and tries again unless this was the last try.
    throw error;
  }
  await db.transaction(async (tx) => {
    await cacheInspection(tx, item, bot.accountName);
    await applyInspections(tx, [itemId]);
  });
}

async function fromCache(db: Db, itemId: number, assetId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query('SELECT 1 FROM cs2_inspections WHERE asset_id = $1', [assetId]);
    if (rows.length === 0) return false;
    await applyInspections(tx, [itemId]);
    return true;
  });
}

/** No bot can ask the coordinator now: the listing says so, and its inspection comes back a little later. */
async function waitForSession(deps: InspectionDeps, listing: WaitingListing, reason: string): Promise<void> {
  await deps.db.query(`UPDATE items SET inspection_error = $2 WHERE id = $1 AND ${waitingSql}`, [listing.id, reason]);
  await deps.jobs.send(
    'listing.inspect',
    { itemId: listing.id },
    {
      key: listing.steam_asset_id ?? `item-${listing.id}`,
      startAfter: new Date(Date.now() + deps.config.noSessionWaitMs),
    },
  );
}

/**
 * The `listing.inspect` job. One runs per asset at a time (keyed by asset id); a process runs one per bot at once,
 * each waiting for its bot's turn. The queue's retries are what the coordinator's silence spends.
 */
export function listingInspectJob(deps: InspectionDeps, botCount: number): JobDefinition<'listing.inspect'> {
  return {
    name: 'listing.inspect',
    policy: 'onePerKey',
    retry: {
      limit: deps.config.maxTries - 1,
      delaySeconds: deps.config.retryDelaySeconds,
      backoff: true,
      maxDelaySeconds: 30 * 60,
    },
    concurrency: Math.max(1, Math.min(botCount, 8)),
    // A try waits its bot's turn and the coordinator's answer: well under a minute.
    timeoutSeconds: 120,
    pollingSeconds: 1,
    keepSeconds: 24 * 3600,
    run: ({ itemId }, attempt) => inspectListing(deps, itemId, attempt),
  };
}

/**
 * The `inspections.sweep` job: every listing waiting without an inspection job (queued, waiting to retry or running)
 * gets one. Given-up ones wait for an admin.
 */
export function inspectionsSweepJob(db: Db, jobs: JobSender): JobDefinition<'inspections.sweep'> {
  return {
    name: 'inspections.sweep',
    retry: { limit: 0, delaySeconds: 0 },
    run: async () => {
      const { rows } = await db.query<{ id: number }>(
        `SELECT items.id FROM items
         WHERE ${waitingSql} AND NOT EXISTS (
           SELECT 1 FROM ${jobsSchemaOf(db)}.job AS job
           WHERE job.name = 'listing.inspect' AND job.state IN ('created', 'retry', 'active')
             AND job.singleton_key = coalesce(items.steam_asset_id, 'item-' || items.id))
         ORDER BY items.id LIMIT 1000`,
      );
      await db.transaction((tx) =>
        requestInspections(
          tx,
          jobs,
          rows.map((row) => row.id),
        ).then(() => undefined),
      );
    },
  };
}

/** An admin asks again for listings whose inspection was given up: their tries start over. The ids sent again. */
export async function retryInspections(tx: Db, jobs: JobSender, itemIds: readonly number[]): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `UPDATE items SET inspection_failed_at = NULL, inspection_tries = 0
     WHERE id = ANY($1::int[]) AND inspection_due AND inspected_at IS NULL AND inspection_failed_at IS NOT NULL
     RETURNING id`,
    [itemIds],
  );
  const ids = rows.map((row) => row.id);
  await requestInspections(tx, jobs, ids);
  return ids;
}

export interface WaitingInspections {
  waiting: number;
  givenUp: number;
  /** Given up first (they wait for an admin), then the longest waiting. */
  listings: {
    id: number;
    name: string;
    steam_bot: string | null;
    steam_asset_id: string | null;
    inspection_tries: number;
    inspection_error: string | null;
    inspection_failed_at: Date | null;
  }[];
}

/** What waits for the game's word: counts of every listing still tried and given up, and the first `limit` of them. */
export async function waitingInspections(db: Db, limit: number): Promise<WaitingInspections> {
  const pending = 'items.inspection_due AND items.inspected_at IS NULL';
  const [counts, listings] = await Promise.all([
    db.query<{ waiting: number; given_up: number }>(
      `SELECT count(*) FILTER (WHERE inspection_failed_at IS NULL)::int AS waiting,
         count(*) FILTER (WHERE inspection_failed_at IS NOT NULL)::int AS given_up
       FROM items WHERE ${pending}`,
    ),
    db.query<WaitingInspections['listings'][number]>(
      `SELECT id, name, steam_bot, steam_asset_id, inspection_tries, inspection_error, inspection_failed_at
       FROM items WHERE ${pending}
       ORDER BY inspection_failed_at IS NULL, id LIMIT $1`,
      [limit],
    ),
  ]);
  return { waiting: counts.rows[0]?.waiting ?? 0, givenUp: counts.rows[0]?.given_up ?? 0, listings: listings.rows };
}
