import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { gameKeys } from '#contract/store.ts';
import type { Db } from '../db/db.ts';
import type { JobAttempt } from '../jobs/queue.ts';
import { repriceListings } from '../pricing/listingPrices.ts';
import { steamAppIds, tradableContextId } from '../sandbox/steam/steamInventory.ts';
import { type InventoryBot, type ReadFailure, readFailureOf } from './inventoryBots.ts';
import { freshPriceSinceSql, refreshListings } from './listings.ts';
import { fingerprintOf, listingOfSteamItem, type SteamEconItem, type SteamListing } from './steamItems.ts';

/**
 * The inventory sync: each bot's inventory of each game, read from Steam (every page), becomes the shop's listings.
 * A new asset is listed; one that changed on Steam (a hold ended, a name tag or stickers applied) is described anew;
 * one that left the bot outside an order (traded by hand, reversed under Steam's trade protection) is taken off sale,
 * in the audit log; one that comes back goes back on sale. A listing an order holds or sold is never touched. Running
 * it again with nothing new changes no listing (only when each was last seen).
 *
 * Steam is read paced (the bots' shared pacer) and backed off when it throttles or fails; a part that still cannot
 * be read is reported with why, removes nothing, and the sync carries on with the next bot and game. Listings are
 * written a few hundred per transaction, so the store's searches run between them.
 */

/** Why a listing whose asset left the bot is off sale; its `off_sale_by` is null: the shop took it off, not an admin. */
export const leftInventoryReason =
  'Left the bot’s inventory outside an order (traded by hand, or reversed under Steam’s trade protection)';
const backInInventoryReason = 'Back in the bot’s inventory';

export interface SyncRetry {
  /** The pause after a part's first failed read, doubled after each further one up to `maxPauseMs`. */
  firstPauseMs: number;
  maxPauseMs: number;
  /** Reads of a part before it is reported as failed. */
  attempts: number;
}

export interface InventorySyncDeps {
  db: Db;
  bots: readonly InventoryBot[];
  log: FastifyBaseLogger;
  retry: SyncRetry;
  /** Listings written per transaction. */
  batchSize?: number;
  /** Once a sync has run (the price refresh prices what it listed). */
  afterSync?: () => Promise<void>;
  pause?: (ms: number) => Promise<void>;
  now?: () => Date;
}

export interface PartCounts {
  assets: number;
  added: number;
  updated: number;
  removed: number;
  returned: number;
  attention: number;
  held: number;
}

const noCounts: PartCounts = { assets: 0, added: 0, updated: 0, removed: 0, returned: 0, attention: 0, held: 0 };

// ---- starting ---------------------------------------------------------------------------------------------------

export interface StartedSync {
  id: number;
  /** False when a sync was already queued or running: that one is answered. */
  created: boolean;
}

/**
 * Queues a sync of these bots (one part per bot and game), in `tx`, unless one is queued or running already (that
 * one is answered). The caller sends its job in the same transaction.
 */
export async function createSync(
  tx: Db,
  sync: { trigger: 'admin' | 'schedule'; adminId: number | null; bots: readonly string[] },
): Promise<StartedSync> {
  // One writer at a time decides (the unique index on waiting syncs is the backstop).
  await tx.query('LOCK TABLE inventory_syncs IN SHARE ROW EXCLUSIVE MODE');
  const { rows: waiting } = await tx.query<{ id: number }>(
    `SELECT id FROM inventory_syncs WHERE status IN ('queued', 'running') ORDER BY id LIMIT 1`,
  );
  if (waiting[0]) return { id: waiting[0].id, created: false };
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO inventory_syncs (trigger, started_by) VALUES ($1, $2) RETURNING id',
    [sync.trigger, sync.adminId],
  );
  const id = rows[0]?.id as number;
  const parts = sync.bots.flatMap((bot) => gameKeys.map((game) => ({ bot, game })));
  await tx.query(
    `INSERT INTO inventory_sync_parts (sync_id, bot, game, position)
     SELECT $1, part.bot, part.game, part.position FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS part (bot, game, position)`,
    [id, parts.map((part) => part.bot), parts.map((part) => part.game)],
  );
  return { id, created: true };
}

// ---- running ----------------------------------------------------------------------------------------------------

interface PartRow {
  bot: string;
  game: (typeof gameKeys)[number];
  status: string;
}

/**
 * Runs a queued sync (the `inventory.sync` job). A sync whose process died is taken up again where it stood: the parts
 * already read stay read, the others are read again (a sync is idempotent). The last failed try marks it failed.
 */
export async function runSync(deps: InventorySyncDeps, syncId: number, attempt?: JobAttempt): Promise<void> {
  const { db } = deps;
  const { rows } = await db.query<{ id: number }>(
    `UPDATE inventory_syncs SET status = 'running', started_at = coalesce(started_at, now())
     WHERE id = $1 AND status IN ('queued', 'running') RETURNING id`,
    [syncId],
  );
  if (rows.length === 0) return;
  try {
    const { rows: parts } = await db.query<PartRow>(
      'SELECT bot, game, status FROM inventory_sync_parts WHERE sync_id = $1 ORDER BY position',
      [syncId],
    );
    // A bot whose inventory is private or whose session is lost fails the same way for each game: its other games
    // are reported at once rather than read and waited on again, so the next bots are not held up.
    const givenUp = new Map<string, ReadFailure>();
    for (const part of parts) {
      if (part.status === 'done' || part.status === 'failed') continue;
      const known = givenUp.get(part.bot);
      if (known) {
        await failPart(db, [syncId, part.bot, part.game], known.message);
        continue;
      }
      const failure = await runPart(deps, syncId, part);
      if (failure && wholeBotFailures.has(failure.kind)) givenUp.set(part.bot, failure);
    }
    await db.query(
      `UPDATE inventory_syncs SET status = 'finished', finished_at = now(),
         error = CASE WHEN $2 THEN 'No bot is configured (STEAM_BOTS): there was no inventory to read' END
       WHERE id = $1`,
      [syncId, parts.length === 0],
    );
    deps.log.info({ event: 'inventory.sync_finished', syncId }, 'inventory sync finished');
  } catch (error) {
    if (attempt?.isLast !== false) {
      await db.query(`UPDATE inventory_syncs SET status = 'failed', finished_at = now(), error = $2 WHERE id = $1`, [
        syncId,
        error instanceof Error ? error.message : String(error),
      ]);
    }
    throw error;
  }
  await deps.afterSync?.();
}

/** Failures that are the bot's, not one game's: its other games would fail the same way. */
const wholeBotFailures = new Set<ReadFailure['kind']>(['private', 'signed_out']);
/** Failures trying again cannot mend: the inventory's privacy is a setting of the bot's Steam profile. */
const finalFailures = new Set<ReadFailure['kind']>(['private']);

const failPart = (db: Db, key: readonly unknown[], message: string) =>
  db.query(
    `UPDATE inventory_sync_parts SET status = 'failed', finished_at = now(), error = $4
     WHERE sync_id = $1 AND bot = $2 AND game = $3`,
    [...key, message],
  );

/** Reads one bot's inventory of one game and applies it, retrying as `retry` says; the failure when it gave up. */
async function runPart(deps: InventorySyncDeps, syncId: number, part: PartRow): Promise<ReadFailure | undefined> {
  const { db, retry } = deps;
  const key = [syncId, part.bot, part.game];
  const bot = deps.bots.find((candidate) => candidate.accountName === part.bot);
  for (let attempt = 1; ; attempt++) {
    await db.query(
      `UPDATE inventory_sync_parts SET status = 'reading', attempts = attempts + 1, started_at = coalesce(started_at, now())
       WHERE sync_id = $1 AND bot = $2 AND game = $3`,
      key,
    );
    try {
      if (!bot) throw new Error(`Bot ${part.bot} is no longer configured (STEAM_BOTS)`);
      const ownerSteamId = await bot.steamId();
      const items = await bot.readInventory(steamAppIds[part.game], tradableContextId);
      const counts = await applyInventory(deps, { bot, game: part.game, ownerSteamId }, items);
      await db.query(
        `UPDATE inventory_sync_parts SET status = 'done', finished_at = now(), error = NULL, assets = $4, added = $5,
           updated = $6, removed = $7, returned = $8, attention = $9, held = $10
         WHERE sync_id = $1 AND bot = $2 AND game = $3`,
        [
          ...key,
          counts.assets,
          counts.added,
          counts.updated,
          counts.removed,
          counts.returned,
          counts.attention,
          counts.held,
        ],
      );
      return undefined;
    } catch (error) {
      const failure: ReadFailure = bot
        ? readFailureOf(error)
        : { kind: 'unavailable', message: String((error as Error).message) };
      const log = {
        event: 'inventory.read_failed',
        syncId,
        bot: part.bot,
        game: part.game,
        attempt,
        kind: failure.kind,
      };
      if (!bot || finalFailures.has(failure.kind) || attempt >= retry.attempts) {
        deps.log.warn(log, `inventory not read: ${failure.message}`);
        await failPart(db, key, failure.message);
        return failure;
      }
      const pauseMs = Math.min(retry.firstPauseMs * 2 ** (attempt - 1), retry.maxPauseMs);
      deps.log.info({ ...log, pauseMs }, `inventory read failed, trying again: ${failure.message}`);
      await (deps.pause ?? sleep)(pauseMs);
    }
  }
}

// ---- applying one inventory -------------------------------------------------------------------------------------

interface StockRow {
  id: number;
  steam_asset_id: string;
  steam_fingerprint: string | null;
  left: boolean;
  held: boolean;
}

interface PartTarget {
  bot: InventoryBot;
  game: (typeof gameKeys)[number];
  ownerSteamId: string;
}

/**
 * Assets whose last sighting one statement writes. The embedded database runs one statement at a time in the server's
 * thread, so the store's searches wait for a statement to end; at a fraction of a millisecond a row, a few dozen keep
 * that wait short, and the statements' count costs little beside the rows.
 */
const seenPerStatement = 25;

/** Assets mapped between two turns of the event loop: a big inventory never holds up the shoppers' requests. */
const mappedPerTurn = 200;

/** A listing as Steam describes its asset, with the digest a later sync compares. */
type DescribedListing = SteamListing & { fingerprint: string };

/** The listing of each asset: never throws, whatever Steam sent. */
async function listingsOf(items: readonly SteamEconItem[], target: PartTarget, now: Date): Promise<DescribedListing[]> {
  const context = { game: target.game, ownerSteamId: target.ownerSteamId, pictureBase: target.bot.pictureBase, now };
  const listings: DescribedListing[] = [];
  const keep = (listing: SteamListing) => listings.push({ ...listing, fingerprint: fingerprintOf(listing) });
  for (const [index, item] of items.entries()) {
    if (index > 0 && index % mappedPerTurn === 0) await new Promise((resolve) => setImmediate(resolve));
    let listing: ReturnType<typeof listingOfSteamItem>;
    try {
      listing = listingOfSteamItem(item, context);
    } catch (error) {
      listing = unreadable(item, target, error);
    }
    if (!('skipped' in listing)) keep(listing);
  }
  return listings;
}

/** An asset the mapping failed on: listed under what little is sure, for an admin to look at. */
function unreadable(item: SteamEconItem, target: PartTarget, error: unknown): SteamListing {
  const name =
    typeof item.market_hash_name === 'string' ? item.market_hash_name : `Unknown item (class ${item.classid})`;
  return {
    assetId: String(item.assetid),
    classId: String(item.classid),
    instanceId: String(item.instanceid ?? '0'),
    game: target.game,
    name,
    marketHashName: null,
    definitionKey: `unknown-${String(item.classid)}`,
    rarity: null,
    weapon: null,
    weaponClass: null,
    finish: null,
    stattrak: false,
    souvenir: false,
    nameTag: null,
    stickers: [],
    charms: [],
    hero: null,
    slot: null,
    type: null,
    quality: null,
    holdUntil: null,
    iconUrl: null,
    inspectLink: null,
    inspectionDue: false,
    attention: `The shop could not read Steam’s description: ${error instanceof Error ? error.message : String(error)}`,
  };
}

/**
 * `list` in chunks of `size`, the event loop given a turn before each chunk after the first. On the embedded database
 * a statement's answer is a promise settled without ever leaving the microtask queue, so a loop of statements would
 * run to its end before any request that arrived meanwhile (a shopper's search) was even read.
 */
async function* inTurns<T>(list: readonly T[], size: number): AsyncGenerator<T[]> {
  for (let start = 0; start < list.length; start += size) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    yield list.slice(start, start + size);
  }
}

/** The columns a sync writes from Steam's description, as arrays for `unnest`, in `describedColumns` order. */
function describedArrays(listings: readonly DescribedListing[]): unknown[][] {
  return [
    listings.map((listing) => listing.assetId),
    listings.map((listing) => listing.classId),
    listings.map((listing) => listing.instanceId),
    listings.map((listing) => listing.name),
    listings.map((listing) => listing.marketHashName),
    listings.map((listing) => listing.definitionKey),
    listings.map((listing) => listing.rarity),
    listings.map((listing) => listing.weapon),
    listings.map((listing) => listing.weaponClass),
    listings.map((listing) => listing.finish),
    listings.map((listing) => listing.stattrak),
    listings.map((listing) => listing.souvenir),
    listings.map((listing) => listing.nameTag),
    listings.map((listing) => JSON.stringify(listing.stickers)),
    listings.map((listing) => JSON.stringify(listing.charms)),
    listings.map((listing) => listing.hero),
    listings.map((listing) => listing.slot),
    listings.map((listing) => listing.type),
    listings.map((listing) => listing.quality),
    listings.map((listing) => listing.holdUntil),
    listings.map((listing) => listing.iconUrl),
    listings.map((listing) => listing.inspectLink),
    listings.map((listing) => listing.inspectionDue),
    listings.map((listing) => listing.attention),
    listings.map((listing) => listing.fingerprint),
  ];
}

const describedColumns = [
  ['asset_id', 'text'],
  ['class_id', 'text'],
  ['instance_id', 'text'],
  ['name', 'text'],
  ['market_hash_name', 'text'],
  ['definition_key', 'text'],
  ['rarity', 'text'],
  ['weapon', 'text'],
  ['weapon_class', 'text'],
  ['finish', 'text'],
  ['stattrak', 'boolean'],
  ['souvenir', 'boolean'],
  ['name_tag', 'text'],
  ['stickers', 'jsonb'],
  ['charms', 'jsonb'],
  ['hero', 'text'],
  ['slot', 'text'],
  ['type', 'text'],
  ['quality', 'text'],
  ['hold_until', 'timestamptz'],
  ['icon_url', 'text'],
  ['inspect_link', 'text'],
  ['inspection_due', 'boolean'],
  ['attention', 'text'],
  ['fingerprint', 'text'],
] as const;

/** `unnest($from::type[], …) AS described (columns…)`, parameters numbered from `from`. */
const describedFrom = (from: number) =>
  `unnest(${describedColumns.map(([, type], index) => `$${from + index}::${type}[]`).join(', ')})
   AS described (${describedColumns.map(([name]) => name).join(', ')})`;

const stickerTournamentsSql = `ARRAY(SELECT DISTINCT sticker ->> 'tournament' FROM jsonb_array_elements(described.stickers) AS sticker
  WHERE sticker ->> 'tournament' IS NOT NULL ORDER BY 1)`;

/** Locks these listings in id order (as a purchase does), so a sync and a buyer never interleave on one. */
const lockListings = (tx: Db, ids: readonly number[]) =>
  tx.query('SELECT id FROM items WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE', [ids]);

/**
 * No order holds the listing and none bought it: what the reservations and the trades hold, kept on the listing by
 * their triggers (migration 030), so a sync reads it with the row instead of two probes a listing.
 */
const notHeldSql = 'NOT items.reserved AND NOT items.sold';

/** Turns one bot's inventory of one game into listings; what it did, counted. */
export async function applyInventory(
  deps: Pick<InventorySyncDeps, 'db' | 'batchSize' | 'now'>,
  target: PartTarget,
  items: readonly SteamEconItem[],
): Promise<PartCounts> {
  const { db } = deps;
  const batchSize = deps.batchSize ?? 250;
  const now = deps.now?.() ?? new Date();
  const botName = target.bot.accountName;
  const listings = await listingsOf(items, target, now);
  const counts: PartCounts = { ...noCounts, assets: items.length };

  // What syncs listed (source 'inventory'): the demo catalogue's own listings are never a sync's to take off sale.
  const { rows: stock } = await db.query<StockRow>(
    `SELECT id, steam_asset_id, steam_fingerprint,
       (off_sale_by IS NULL AND off_sale_reason IS NOT DISTINCT FROM $3) AS left,
       NOT (${notHeldSql}) AS held
     FROM items WHERE steam_bot = $1 AND game = $2 AND steam_asset_id IS NOT NULL AND source = 'inventory'`,
    [botName, target.game, leftInventoryReason],
  );
  const byAsset = new Map(stock.map((row) => [row.steam_asset_id, row]));
  const present = new Set(listings.map((listing) => listing.assetId));

  const added: DescribedListing[] = [];
  const changed: { id: number; listing: DescribedListing }[] = [];
  const returned: number[] = [];
  for (const listing of listings) {
    const row = byAsset.get(listing.assetId);
    if (!row) {
      added.push(listing);
    } else if (row.held) {
      counts.held += 1;
    } else {
      if (row.steam_fingerprint !== listing.fingerprint) changed.push({ id: row.id, listing });
      if (row.left) returned.push(row.id);
    }
  }
  const gone = stock.filter((row) => !present.has(row.steam_asset_id) && !row.held && !row.left).map((row) => row.id);
  counts.held += stock.filter((row) => !present.has(row.steam_asset_id) && row.held).length;

  for await (const chunk of inTurns(added, batchSize)) {
    const ids = await db.transaction(async (tx) => {
      const params = [botName, target.game, ...describedArrays(chunk)];
      await registerMarketNames(
        tx,
        target.game,
        chunk.map((listing) => listing.marketHashName),
      );
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO items (source, steam_bot, game, steam_asset_id, steam_class_id, steam_instance_id, name,
           market_hash_name, definition_key, rarity, weapon, weapon_class, finish, stattrak, souvenir, name_tag, stickers,
           sticker_tournaments, charms, hero, slot, type, quality, hold_until, icon_url, inspect_link, inspection_due,
           attention, steam_fingerprint, market_value_usd, market_value_read_at, available, listed_at, seen_at)
         SELECT 'inventory', $1, $2, described.asset_id, described.class_id, described.instance_id, described.name,
           described.market_hash_name, described.definition_key, described.rarity, described.weapon,
           described.weapon_class, described.finish, described.stattrak, described.souvenir, described.name_tag,
           described.stickers, ${stickerTournamentsSql}, described.charms, described.hero, described.slot,
           described.type, described.quality, described.hold_until, described.icon_url, described.inspect_link,
           described.inspection_due, described.attention, described.fingerprint, market.reference_usd,
           CASE WHEN market.reference_usd IS NOT NULL THEN market.read_at END, false, now(), now()
         FROM ${describedFrom(3)}
         LEFT JOIN market_prices AS market
           ON market.game = $2 AND market.market_hash_name = described.market_hash_name
         ON CONFLICT (steam_bot, steam_asset_id) WHERE steam_asset_id IS NOT NULL DO NOTHING
         RETURNING id`,
        params,
      );
      const inserted = rows.map((row) => row.id);
      await repriceListings(tx, inserted, 'sync');
      return inserted;
    });
    counts.added += ids.length;
    counts.attention += chunk.filter((listing) => listing.attention !== null).length;
  }

  for await (const chunk of inTurns(changed, batchSize)) {
    const updated = await db.transaction(async (tx) => {
      const ids = chunk.map((entry) => entry.id);
      await lockListings(tx, ids);
      const { rows } = await tx.query<{ id: number }>(
        `UPDATE items SET steam_class_id = described.class_id, steam_instance_id = described.instance_id,
           name = described.name, definition_key = described.definition_key, rarity = described.rarity,
           weapon = described.weapon, weapon_class = described.weapon_class, finish = described.finish,
           stattrak = described.stattrak, souvenir = described.souvenir, name_tag = described.name_tag,
           stickers = described.stickers, sticker_tournaments = ${stickerTournamentsSql}, charms = described.charms,
           hero = described.hero, slot = described.slot, type = described.type, quality = described.quality,
           hold_until = described.hold_until, icon_url = described.icon_url, inspect_link = described.inspect_link,
           inspection_due = described.inspection_due, attention = described.attention,
           steam_fingerprint = described.fingerprint,
           -- Another name is another market price: the one known for it, if any.
           market_value_usd = CASE WHEN items.market_hash_name IS NOT DISTINCT FROM described.market_hash_name
             THEN items.market_value_usd ELSE market.reference_usd END,
           market_value_read_at = CASE WHEN items.market_hash_name IS NOT DISTINCT FROM described.market_hash_name
             THEN items.market_value_read_at ELSE market.read_at END,
           market_hash_name = described.market_hash_name
         FROM ${describedFrom(3)}
         LEFT JOIN market_prices AS market
           ON market.game = $2 AND market.market_hash_name = described.market_hash_name
         WHERE items.steam_bot = $1 AND items.steam_asset_id = described.asset_id AND ${notHeldSql}
         RETURNING items.id`,
        [botName, target.game, ...describedArrays(chunk.map((entry) => entry.listing))],
      );
      await registerMarketNames(
        tx,
        target.game,
        chunk.map((entry) => entry.listing.marketHashName),
      );
      await repriceListings(
        tx,
        rows.map((row) => row.id),
        'sync',
      );
      return rows.length;
    });
    counts.updated += updated;
    counts.attention += chunk.filter((entry) => entry.listing.attention !== null).length;
  }

  for await (const chunk of inTurns(returned, batchSize)) {
    counts.returned += await db.transaction(async (tx) => {
      await lockListings(tx, chunk);
      const { rows } = await tx.query<{ id: number }>(
        `UPDATE items SET off_sale_reason = NULL, off_sale_at = NULL
         WHERE id = ANY($1::int[]) AND off_sale_by IS NULL AND off_sale_reason = $2 AND ${notHeldSql}
         RETURNING id`,
        [chunk, leftInventoryReason],
      );
      await auditShopAction(tx, rows, 'listing.on_sale', backInInventoryReason, {
        before: { off_sale_reason: leftInventoryReason },
        after: { off_sale_reason: null },
      });
      await refreshListings(
        tx,
        rows.map((row) => row.id),
      );
      return rows.length;
    });
  }

  for await (const chunk of inTurns(gone, batchSize)) {
    counts.removed += await db.transaction(async (tx) => {
      await lockListings(tx, chunk);
      const { rows } = await tx.query<{ id: number; off_sale_reason: string | null; off_sale_by: number | null }>(
        `WITH before AS (SELECT id, off_sale_reason, off_sale_by FROM items WHERE id = ANY($1::int[]))
         UPDATE items SET off_sale_reason = $2, off_sale_at = now(), off_sale_by = NULL
         FROM before
         WHERE items.id = before.id AND ${notHeldSql}
           AND NOT (items.off_sale_by IS NULL AND items.off_sale_reason IS NOT DISTINCT FROM $2)
         RETURNING items.id, before.off_sale_reason, before.off_sale_by`,
        [chunk, leftInventoryReason],
      );
      for (const row of rows) {
        await auditShopAction(tx, [row], 'listing.off_sale', leftInventoryReason, {
          before: { off_sale_reason: row.off_sale_reason, off_sale_by: row.off_sale_by },
          after: { off_sale_reason: leftInventoryReason, off_sale_by: null },
        });
      }
      await refreshListings(
        tx,
        rows.map((row) => row.id),
      );
      return rows.length;
    });
  }

  // When each present asset was last seen: the one write a sync with nothing new makes, a few rows a statement.
  for await (const chunk of inTurns([...present], seenPerStatement)) {
    await db.query(
      `UPDATE items SET seen_at = $3 WHERE steam_bot = $1 AND steam_asset_id = ANY($2::text[]) AND ${notHeldSql}`,
      [botName, chunk, now],
    );
  }
  return counts;
}

/**
 * The price refresh reads these names (market_prices): at once when never read or too old to sell at (the
 * listings waiting for them are unpriced or off sale), else when they are due anyway.
 */
async function registerMarketNames(tx: Db, game: string, names: readonly (string | null)[]): Promise<void> {
  await tx.query(
    `INSERT INTO market_prices (game, market_hash_name)
     SELECT DISTINCT $1::text, name FROM unnest($2::text[]) AS name WHERE name IS NOT NULL
     ON CONFLICT (game, market_hash_name) DO UPDATE SET next_read_at = now()
     WHERE market_prices.read_at IS NULL OR market_prices.read_at <= ${freshPriceSinceSql}`,
    [game, names],
  );
}

/** An audit row per listing for what the shop did by itself (no admin). */
async function auditShopAction(
  tx: Db,
  listings: readonly { id: number }[],
  action: string,
  reason: string,
  change: { before: unknown; after: unknown },
): Promise<void> {
  if (listings.length === 0) return;
  await tx.query(
    `INSERT INTO admin_audit (admin_id, action, target_type, target_id, before, after, reason)
     SELECT NULL, $1, 'listing', id::text, $3, $4, $2 FROM unnest($5::int[]) AS id`,
    [action, reason, JSON.stringify(change.before), JSON.stringify(change.after), listings.map((row) => row.id)],
  );
}
