import { createHash } from 'node:crypto';
import type { InspectionsConfig } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import { paintIndexesOfPhase } from '../../stock/dopplerPhases.ts';
import type { Cs2Inspectors } from '../../stock/inspections.ts';
import { refreshListings } from '../../stock/listings.ts';
import { sandboxBotAccountName, sandboxBotSteamId } from '../../trading/sandboxBot.ts';
import { createGcInspector } from '../../trading/steam/gameCoordinator.ts';
import { createLocalGameCoordinator, type GcItem, LocalSteamClient } from '../../trading/steam/localGameCoordinator.ts';

/** SANDBOX: the inspect link Steam writes into a CS2 asset's actions, for an asset of the sandbox bot. */
export const sandboxInspectLink = (assetId: string, d: string) =>
  `steam://rungame/730/76561202255233023/+csgo_econ_action_preview%20S${sandboxBotSteamId}A${assetId}D${d}`;

/** SANDBOX: what the sandbox game knows of an asset (sandbox_cs2_assets); undefined for an asset it does not know. */
async function sandboxAsset(db: Db, assetId: string): Promise<GcItem | undefined> {
  if (!/^\d{1,20}$/.test(assetId)) return undefined;
  const { rows } = await db.query<{
    def_index: number;
    paint_index: number;
    paint_seed: number;
    paint_wear: number;
    stickers: { slot: number; sticker_id: number; wear: number | null }[];
    custom_name: string | null;
  }>(
    'SELECT def_index, paint_index, paint_seed, paint_wear, stickers, custom_name FROM sandbox_cs2_assets WHERE asset_id = $1',
    [assetId],
  );
  const row = rows[0];
  return (
    row && {
      assetId,
      defIndex: row.def_index,
      paintIndex: row.paint_index,
      paintSeed: row.paint_seed,
      paintWear: row.paint_wear,
      stickers: row.stickers.map((sticker) => ({
        slot: sticker.slot,
        stickerId: sticker.sticker_id,
        wear: sticker.wear,
      })),
      customName: row.custom_name,
    }
  );
}

/**
 * SANDBOX: the sandbox bot's game session, through the real globaloffensive library on a local steam-user stand-in
 * whose game coordinator answers from the database: the production inspection path, on this machine.
 */
export function createSandboxInspectors(db: Db, config: InspectionsConfig): Cs2Inspectors & { stop(): void } {
  const coordinator = createLocalGameCoordinator({
    lookup: (assetId) => sandboxAsset(db, assetId),
    answerDelayMs: config.sandboxAnswerDelayMs,
  });
  const client = new LocalSteamClient(coordinator, sandboxBotSteamId);
  const bot = createGcInspector({
    accountName: sandboxBotAccountName,
    client: client.asSteamUser(),
    timeoutMs: config.timeoutMs,
  });
  client.signIn();
  return { bots: [bot], stop: () => bot.stop() };
}

/** A stable number in [0, modulo) from a text: the sandbox game's made-up ids. */
function stableNumber(text: string, modulo: number): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) % modulo;
}

/** The paint index the sandbox game gives a finish: the phase's own for a Doppler, a made-up one otherwise. */
function sandboxPaintIndex(finish: string, weapon: string, phase: Parameters<typeof paintIndexesOfPhase>[0] | null) {
  if (phase) {
    const gamma = finish === 'Gamma Doppler';
    const candidates = paintIndexesOfPhase(phase).filter((index) =>
      gamma ? (weapon === 'Glock-18' ? index >= 1119 : index >= 568 && index <= 572) : index >= 415 && index <= 421,
    );
    if (candidates[0] !== undefined) return candidates[0];
  }
  return 2000 + stableNumber(finish, 1000);
}

interface DemoCs2Listing {
  id: number;
  name: string;
  weapon: string;
  finish: string;
  item_float: string;
  paint_seed: number | null;
  phase: Parameters<typeof paintIndexesOfPhase>[0] | null;
  stickers: { slot: number }[];
}

/** A CS2 item the sandbox hands a bot, as the game knows it. */
export interface SandboxCs2Item {
  assetId: string;
  ownerSteamId: string;
  /** What the sandbox game's made-up ids (sticker ids, a seed when none is given, sticker wear) are drawn from. */
  key: string;
  weapon: string | null;
  finish: string | null;
  phase: Parameters<typeof paintIndexesOfPhase>[0] | null;
  /** The float; null for an item without a wear (a vanilla knife): the game reports 0. */
  float: number | null;
  paintSeed: number | null;
  stickers: readonly { slot: number }[];
  nameTag: string | null;
}

/**
 * SANDBOX: the sandbox game learns these items (sandbox_cs2_assets), as the real game knows every item it made: the
 * float, a seed, the Doppler phase's paint index, a wear per sticker. Its coordinator then answers their inspections.
 * An asset it already knows keeps what it knew.
 */
export async function teachTheSandboxGame(db: Db, items: readonly SandboxCs2Item[]): Promise<void> {
  if (items.length === 0) return;
  const rows = items.map((item) => ({
    asset_id: item.assetId,
    owner_steam_id: item.ownerSteamId,
    def_index: 1 + stableNumber(item.weapon ?? 'vanilla', 600),
    paint_index:
      item.finish === null || item.float === null ? 0 : sandboxPaintIndex(item.finish, item.weapon ?? '', item.phase),
    paint_seed: item.float === null ? 0 : (item.paintSeed ?? stableNumber(`seed${item.key}`, 1001)),
    paint_wear: item.float ?? 0,
    stickers: item.stickers.map((sticker, index) => {
      const scrape = stableNumber(`${item.key}/${sticker.slot}`, 100);
      return {
        slot: sticker.slot,
        sticker_id: 1000 + stableNumber(`${item.key}:${index}`, 5000),
        wear: scrape < 50 ? null : (scrape - 50) / 50,
      };
    }),
    custom_name: item.nameTag,
  }));
  await db.query(
    `INSERT INTO sandbox_cs2_assets (asset_id, owner_steam_id, def_index, paint_index, paint_seed, paint_wear, stickers, custom_name)
     SELECT asset_id, owner_steam_id, def_index, paint_index, paint_seed, paint_wear, stickers, custom_name
     FROM jsonb_to_recordset($1::jsonb) AS item (asset_id text, owner_steam_id text, def_index int, paint_index int,
       paint_seed int, paint_wear real, stickers jsonb, custom_name text)
     ON CONFLICT (asset_id) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}

/**
 * SANDBOX: hands some of the demo catalogue's CS2 skins to the sandbox bot as assets not yet inspected, as the
 * inventory sync lists them: held by the bot, with their inspect link, due for inspection and off sale meanwhile,
 * their float (so their wear), pattern and phase unknown until the game reports them. The sandbox game learns each asset from what
 * the catalogue had drawn (a float within its finish, a seed, the Doppler phase's paint index, a wear per sticker).
 * Once the server runs, the sandbox game coordinator answers their inspections and they go on sale.
 */
export async function handDemoSkinsToTheSandboxBot(db: Db, count: number): Promise<number[]> {
  const pick = (where: string, limit: number) =>
    db.query<DemoCs2Listing>(
      `SELECT id, name, weapon, finish, item_float::text, paint_seed, phase, stickers FROM items
       WHERE game = 'csgo' AND available AND item_float IS NOT NULL AND steam_bot IS NULL AND ${where}
       ORDER BY id LIMIT $1`,
      [limit],
    );
  const dopplers = await pick('phase IS NOT NULL', Math.ceil(count / 5));
  const withStickers = await pick("phase IS NULL AND stickers <> '[]'", Math.ceil((count * 2) / 5));
  const others = await pick(
    "phase IS NULL AND stickers = '[]'",
    count - dopplers.rows.length - withStickers.rows.length,
  );
  const listings = [...dopplers.rows, ...withStickers.rows, ...others.rows];
  const assetIdOf = (listing: DemoCs2Listing) => String(41_000_000_000 + listing.id);
  await db.transaction(async (tx) => {
    await teachTheSandboxGame(
      tx,
      listings.map((listing) => ({
        assetId: assetIdOf(listing),
        ownerSteamId: sandboxBotSteamId,
        key: String(listing.id),
        weapon: listing.weapon,
        finish: listing.finish,
        phase: listing.phase,
        float: Number(listing.item_float),
        paintSeed: listing.paint_seed,
        stickers: listing.stickers,
        nameTag: null,
      })),
    );
    for (const listing of listings) {
      const assetId = assetIdOf(listing);
      const d = String(10_000_000_000_000_000 + stableNumber(`d${listing.id}`, 1_000_000_000));
      await tx.query(
        `UPDATE items SET steam_bot = $2, steam_asset_id = $3, inspect_link = $4, market_hash_name = name,
           inspection_due = true, inspected_at = NULL, item_float = NULL, wear = NULL, paint_seed = NULL, phase = NULL
         WHERE id = $1`,
        [listing.id, sandboxBotAccountName, assetId, sandboxInspectLink(assetId, d)],
      );
    }
    await refreshListings(
      tx,
      listings.map((listing) => listing.id),
    );
  });
  return listings.map((listing) => listing.id);
}
