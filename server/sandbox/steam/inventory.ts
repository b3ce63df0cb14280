import type { FastifyInstance } from 'fastify';
import type SteamCommunity from 'steamcommunity';
import { itemImagesPath, stickerImagesPath } from '#contract/pictures.ts';
import type { Game } from '#contract/store.ts';
import { type CatalogueItem, generateCatalogue } from '../../catalogue/generator.ts';
import { apiPrefix } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import type { InventoryBot } from '../../stock/inventoryBots.ts';
import type { SteamEconItem } from '../../stock/steamItems.ts';
import { sandboxBotAccountName, sandboxBotSteamId } from '../../trading/sandboxBot.ts';
import { teachTheSandboxGame } from './gameCoordinator.ts';
import {
  describeForSteam,
  type SteamInventoryAsset,
  type SteamRawDescription,
  tradableContextId,
} from './steamInventory.ts';
import { sandboxSteamRequest } from './transport.ts';

/**
 * SANDBOX: the demo bot's Steam inventory (sandbox_inventory_assets), served in Steam's inventory JSON at Steam's own
 * address for it (`/sandbox/steam/inventory/<steamid>/<appid>/2`), and read by the inventory sync through
 * steamcommunity exactly as a production bot's is. A tester gives the bot items or trades one away by hand on the
 * bot's sandbox inventory page (`/sandbox/steam/profiles/<steamid>/inventory/`).
 */

/** The sandbox's item pictures are the demo catalogue's drawings: `icon_url` is the drawing's file. */
export const sandboxPictureBase = `${apiPrefix}/${itemImagesPath}`;
const sandboxStickerPicture = (key: string) => `${apiPrefix}/${stickerImagesPath}${key}.webp`;

/** The demo bot's inventory of one game, newest first (as Steam lists it). */
export async function sandboxInventory(db: Db, steamId: string, appId: number): Promise<SteamInventoryAsset[]> {
  const { rows } = await db.query<{ assetid: string; description: SteamRawDescription }>(
    `SELECT assetid, description FROM sandbox_inventory_assets
     WHERE steam_id = $1 AND appid = $2 AND contextid = $3
     ORDER BY added_at DESC, length(assetid) DESC, assetid DESC`,
    [steamId, appId, tradableContextId],
  );
  return rows;
}

export interface SandboxAssetRow {
  assetid: string;
  appid: number;
  name: string;
  tradable: boolean;
}

/** Every asset of an account, for its sandbox inventory page. */
export async function sandboxAssets(db: Db, steamId: string): Promise<SandboxAssetRow[]> {
  const { rows } = await db.query<SandboxAssetRow>(
    `SELECT assetid, appid, description ->> 'market_hash_name' AS name, (description ->> 'tradable') = '1' AS tradable
     FROM sandbox_inventory_assets WHERE steam_id = $1 ORDER BY appid, added_at DESC, assetid DESC`,
    [steamId],
  );
  return rows;
}

/** An asset leaves the account outside any order: traded away by hand (or reversed). False when it has no such asset. */
export async function tradeAwayByHand(db: Db, steamId: string, assetId: string): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM sandbox_inventory_assets WHERE steam_id = $1 AND assetid = $2 RETURNING 1',
    [steamId, assetId],
  );
  return rows.length > 0;
}

/** A new asset id, after every one the sandbox gave (Steam's grow the same way). */
async function nextAssetIds(db: Db, count: number): Promise<string[]> {
  const { rows } = await db.query<{ last: string | null }>(
    'SELECT max(assetid::numeric)::text AS last FROM sandbox_inventory_assets',
  );
  const last = BigInt(rows[0]?.last ?? '39000000000');
  return Array.from({ length: count }, (_, index) => String(last + BigInt(index + 1)));
}

export interface SandboxGift {
  item: Omit<CatalogueItem, 'id' | 'sale' | 'holdMinutes'>;
  /** A trade hold until then. */
  holdUntil?: Date;
  /** What Steam says instead of the item's own description (an item the shop's mapping does not know). */
  description?: (described: SteamRawDescription) => SteamRawDescription;
  /** The market's price for the item's name; none: the sandbox market has no price for it. */
  marketUsd: number | null;
}

/**
 * Gives the account these items (new assets), teaches the sandbox game the CS2 ones (their float, pattern and stickers)
 * and gives the sandbox market their prices. The new asset ids.
 */
export async function giveSandboxItems(db: Db, steamId: string, gifts: readonly SandboxGift[]): Promise<string[]> {
  const ids = await nextAssetIds(db, gifts.length);
  const described = gifts.map((gift) => {
    const description = describeForSteam(gift.item, {
      iconUrl: `${gift.item.definitionKey}.webp`,
      stickerImage: (sticker) => sandboxStickerPicture(sticker.key),
      holdUntil: gift.holdUntil,
    });
    return gift.description ? gift.description(description) : description;
  });
  await db.query(
    `INSERT INTO sandbox_inventory_assets (steam_id, appid, assetid, classid, instanceid, description)
     SELECT $1, (description ->> 'appid')::int, assetid, description ->> 'classid', description ->> 'instanceid', description
     FROM unnest($2::text[], $3::jsonb[]) AS gift (assetid, description)`,
    [steamId, ids, described.map((description) => JSON.stringify(description))],
  );
  // The sandbox game knows every CS2 item the sandbox gives, as the real one does: its coordinator answers their
  // inspections once the sync has listed them.
  await teachTheSandboxGame(
    db,
    gifts.flatMap((gift, index) => {
      const assetId = ids[index];
      if (gift.item.game !== 'csgo' || assetId === undefined) return [];
      return [
        {
          assetId,
          ownerSteamId: steamId,
          key: assetId,
          weapon: gift.item.weapon,
          finish: gift.item.finish,
          phase: gift.item.phase,
          float: gift.item.itemFloat,
          paintSeed: gift.item.paintSeed,
          stickers: gift.item.stickers,
          nameTag: gift.item.nameTag,
        },
      ];
    }),
  );
  const priced = gifts.filter((gift) => gift.marketUsd !== null);
  await db.query(
    `INSERT INTO sandbox_market_prices (game, market_hash_name, base_usd, volume)
     SELECT game, name, usd, 12 FROM unnest($1::text[], $2::text[], $3::numeric[]) AS gift (game, name, usd)
     ON CONFLICT (game, market_hash_name) DO NOTHING`,
    [priced.map((gift) => gift.item.game), priced.map((gift) => gift.item.name), priced.map((gift) => gift.marketUsd)],
  );
  return ids;
}

/** The demo's stock not yet listed: the catalogue items a sandbox bot holds at first start, picked by what they show. */
const stockSeed = 20_261_125;

/** What the demo bot holds at first start: one of each case the sync and the store show. */
export function demoStock(now: Date): SandboxGift[] {
  const candidates = [...generateCatalogue({ items: 400, seed: stockSeed })].filter((item) => item.sale === null);
  const picked = new Set<number>();
  const pick = (test: (item: CatalogueItem) => boolean) => {
    const item = candidates.find((candidate) => !picked.has(candidate.id) && test(candidate));
    if (item) picked.add(item.id);
    return item;
  };
  const of = (game: Game) => (item: CatalogueItem) => item.game === game;
  const gifts: SandboxGift[] = [];
  const give = (item: CatalogueItem | undefined, extra: Partial<SandboxGift> = {}) => {
    if (item) gifts.push({ item, marketUsd: item.marketValueUsd, ...extra });
  };
  // CS2: painted weapons wait for their float (the inspection); a vanilla knife has none to wait for.
  give(pick((item) => of('csgo')(item) && item.stickers.length >= 2 && !item.souvenir));
  give(pick((item) => of('csgo')(item) && item.stattrak && item.wear !== null));
  give(pick((item) => of('csgo')(item) && item.souvenir));
  give(pick((item) => of('csgo')(item) && item.nameTag !== null));
  give(pick((item) => of('csgo')(item) && item.weaponClass === 'knife' && item.wear === null));
  give(pick((item) => of('csgo')(item) && item.weaponClass === 'gloves'));
  // Dota 2 and Rust are on sale as soon as they are priced.
  give(pick((item) => of('dota2')(item) && item.quality !== 'standard'));
  give(pick((item) => of('dota2')(item) && item.type === 'courier'));
  give(pick((item) => of('dota2')(item) && item.rarity === 'arcana'));
  give(pick(of('dota2')), { holdUntil: new Date(now.getTime() + 3 * 86_400_000 + 3_600_000) });
  give(pick((item) => of('rust')(item) && item.type === 'door'));
  give(pick((item) => of('rust')(item) && item.type === 'weapon_skin'));
  give(pick((item) => of('rust')(item) && item.type === 'clothing'));
  // One the market has no price for (unpriced until an admin fixes its price), one Steam describes in a way the
  // shop's mapping does not know (it needs an admin's attention).
  give(pick(of('rust')), { marketUsd: null });
  give(pick(of('csgo')), {
    description: (described) => ({
      ...described,
      tags: described.tags.map((tag) =>
        tag.category === 'Type'
          ? { ...tag, internal_name: 'CSGO_Type_Prototype', localized_tag_name: 'Prototype' }
          : tag,
      ),
    }),
  });
  return gifts;
}

/** SANDBOX: the demo bot, whose inventory the sync reads through steamcommunity from the sandbox Steam. */
export function sandboxInventoryBot(app: FastifyInstance, prefix: string): InventoryBot {
  let community: Promise<SteamCommunity> | undefined;
  const communityOf = () => {
    // steamcommunity is loaded for the first sync, not at start.
    community ??= import('steamcommunity').then(
      ({ default: SteamCommunity }) => new SteamCommunity({ request: sandboxSteamRequest(app, prefix) as never }),
    );
    return community;
  };
  return {
    accountName: sandboxBotAccountName,
    pictureBase: sandboxPictureBase,
    steamId: async () => sandboxBotSteamId,
    async readInventory(appId, contextId) {
      const client = await communityOf();
      // The typings give the callback only its error; steamcommunity passes the inventory after it.
      const read = client.getUserInventoryContents.bind(client) as unknown as (
        ...args: [string, number, number, boolean, string, (error: Error | null, inventory?: SteamEconItem[]) => void]
      ) => void;
      return new Promise<SteamEconItem[]>((resolve, reject) =>
        read(sandboxBotSteamId, appId, Number(contextId), false, 'english', (error, inventory) =>
          error ? reject(error) : resolve(inventory ?? []),
        ),
      );
    },
  };
}
