import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateCatalogue } from '../catalogue/generator.ts';
import { type Buyer, buySkin, createShopTestApp, type ShopTestApp } from '../orders/testKit.ts';
import { describeForSteam, type SteamInventoryAsset, tradableAfterLine } from '../sandbox/steam/steamInventory.ts';
import type { SteamBotAccount } from '../trading/steam/botConfig.ts';
import { type FakeSteam, fakeSteamRequest, startFakeSteam } from '../trading/steam/fakeSteam.ts';
import { createSteamBot, type SteamBot } from '../trading/steam/steamBot.ts';
import { applyInventory, createSync, type InventorySyncDeps, leftInventoryReason, runSync } from './inventorySync.ts';
import { assetsOf, heldCourier, inscribedManifoldParadox, unknownCs2Type } from './steamFixtures.ts';
import { findSync } from './syncReports.ts';

/**
 * The inventory sync driven through the real libraries (steam-tradeoffer-manager's getInventoryContents over
 * steamcommunity) against the local fake of Steam's inventory pages: pages, throttling, a private inventory, unknown
 * items; then what it does to the listings.
 */

const secret = () => randomBytes(20).toString('base64');
const account = (accountName: string): SteamBotAccount => ({
  accountName,
  password: `pw-${accountName}`,
  sharedSecret: secret(),
  identitySecret: secret(),
});
const alpha = account('stock_alpha');
const beta = account('stock_beta');

let steam: FakeSteam;
let shop: ShopTestApp;
let buyer: Buyer;
let bots: SteamBot[];
const pauses: number[] = [];

beforeAll(async () => {
  steam = await startFakeSteam([alpha, beta]);
  shop = await createShopTestApp();
  buyer = await shop.buyer(1);
  bots = [alpha, beta].map((botAccount) =>
    createSteamBot({
      account: botAccount,
      signIn: async (signingIn) => steam.webSession(signingIn),
      community: { request: fakeSteamRequest(steam.origin) as never },
    }),
  );
}, 60_000);
afterAll(async () => {
  for (const bot of bots) bot.stop();
  await shop.close();
  await steam.close();
});
beforeEach(() => {
  pauses.length = 0;
});

const deps = (): InventorySyncDeps => ({
  db: shop.db,
  bots,
  log: shop.app.log,
  retry: { firstPauseMs: 1000, maxPauseMs: 4000, attempts: 3 },
  batchSize: 4,
  pause: async (ms) => {
    pauses.push(ms);
  },
});

/** Queues and runs a sync of both bots; the sync as the back-office shows it. */
async function sync() {
  const { id } = await shop.db.transaction((tx) =>
    createSync(tx, { trigger: 'admin', adminId: null, bots: [alpha.accountName, beta.accountName] }),
  );
  await runSync(deps(), id);
  const report = await findSync(shop.db, id);
  if (!report) throw new Error('no sync');
  return report;
}

const part = (report: Awaited<ReturnType<typeof sync>>, bot: string, game: string) =>
  report.parts.find((candidate) => candidate.bot === bot && candidate.game === game);

interface ListingRow {
  id: number;
  steam_asset_id: string;
  name: string;
  available: boolean;
  attention: string | null;
  inspection_due: boolean;
  inspect_link: string | null;
  hold_until: Date | null;
  price_base_usd: number | null;
  off_sale_reason: string | null;
  off_sale_by: number | null;
  icon_url: string | null;
  source: string;
  seen_at: Date;
}

const listingsOf = async (bot: string) =>
  (
    await shop.db.query<ListingRow>(
      `SELECT id, steam_asset_id, name, available, attention, inspection_due, inspect_link, hold_until, price_base_usd,
         off_sale_reason, off_sale_by, icon_url, source, seen_at
       FROM items WHERE steam_bot = $1 ORDER BY steam_asset_id`,
      [bot],
    )
  ).rows;

/** Demo catalogue items of one game, described as Steam describes them. */
function stockOf(game: 'csgo' | 'dota2' | 'rust', count: number, firstAsset: number): SteamInventoryAsset[] {
  const items = [...generateCatalogue({ items: 400, seed: 11 })].filter(
    (item) => item.sale === null && item.game === game,
  );
  return items.slice(0, count).map((item, index) => ({
    assetid: String(firstAsset + index),
    description: describeForSteam(item, {
      iconUrl: `icon-${item.definitionKey}`,
      stickerImage: () => 'https://steamcdn-a.akamaihd.net/apps/730/icons/econ/stickers/sticker.png',
    }),
  }));
}

/** Held for three more days, to the second (Steam's older date form). */
const holdEnd = new Date(Math.floor(Date.now() / 1000) * 1000 + 3 * 86_400_000);
const courierHeldThreeDays = {
  ...heldCourier,
  descriptions: [{ type: 'html', value: tradableAfterLine('dota2', holdEnd) }],
};

describe('a first sync', () => {
  it('lists every asset of every page of each bot’s inventories, through the real library', async () => {
    steam.setInventoryPageSize(3);
    steam.setInventory(alpha.accountName, 730, [
      ...stockOf('csgo', 7, 40_000_000_000),
      ...assetsOf([unknownCs2Type], 40_000_000_100),
    ]);
    steam.setInventory(alpha.accountName, 570, [
      ...assetsOf([inscribedManifoldParadox, courierHeldThreeDays], 40_000_000_200),
    ]);
    steam.setInventory(beta.accountName, 252490, stockOf('rust', 4, 41_000_000_000));
    // The market already knows one name: its listing is priced at once.
    await shop.db.query(
      `INSERT INTO market_prices (game, market_hash_name, reference_usd, read_at, next_read_at)
       VALUES ('dota2', 'Inscribed Manifold Paradox', 31.4, now(), now() + interval '1 hour')`,
    );
    const requestsBefore = steam.inventoryRequests;

    const report = await sync();
    expect(report.status).toBe('finished');
    expect(report.progress).toEqual({ done: 6, total: 6 });
    expect(part(report, alpha.accountName, 'csgo')).toMatchObject({
      status: 'done',
      assets: 8,
      added: 8,
      attention: 1,
    });
    expect(part(report, alpha.accountName, 'dota2')).toMatchObject({ status: 'done', assets: 2, added: 2 });
    expect(part(report, beta.accountName, 'rust')).toMatchObject({ status: 'done', assets: 4, added: 4 });
    expect(part(report, beta.accountName, 'csgo')).toMatchObject({ status: 'done', assets: 0, added: 0 });
    expect(report.totals).toMatchObject({ assets: 14, added: 14, removed: 0, attention: 1 });
    // 8 CS2 assets at 3 a page are 3 pages; 2 Dota 2 assets 1; 4 Rust assets 2; three empty inventories 1 each.
    expect(steam.inventoryRequests - requestsBefore).toBe(3 + 1 + 2 + 3);

    const alphaListings = await listingsOf(alpha.accountName);
    expect(alphaListings).toHaveLength(10);
    expect(alphaListings.every((listing) => listing.source === 'inventory')).toBe(true);
    const unknown = alphaListings.find((listing) => listing.name === 'Prototype Thing');
    expect(unknown).toMatchObject({
      available: false,
      attention: 'Unknown CS2 item type "Prototype" (CSGO_Type_Prototype).',
    });
    const arcana = alphaListings.find((listing) => listing.name === 'Inscribed Manifold Paradox');
    // 31.40 × (1 + 6 % for an arcana), on sale at once: nothing to inspect on a Dota 2 item.
    expect(arcana).toMatchObject({ available: true, price_base_usd: 33.28, attention: null });
    expect(arcana?.icon_url).toMatch(/^https:\/\/community\.akamai\.steamstatic\.com\/economy\/image\//);
    const courier = alphaListings.find((listing) => listing.name === 'Mango Tang');
    expect(courier).toMatchObject({ hold_until: holdEnd, available: false, price_base_usd: null });
    // Painted CS2 weapons wait for the game coordinator, their inspect link naming the bot and the asset.
    const painted = alphaListings.filter((listing) => listing.inspection_due);
    expect(painted.length).toBeGreaterThan(0);
    for (const listing of painted) {
      expect(listing.available).toBe(false);
      expect(listing.inspect_link).toContain(`S${steam.steamIdOf(alpha.accountName)}A${listing.steam_asset_id}D`);
    }
  });

  it('changes no listing when run again with nothing new', async () => {
    const before = await listingsOf(alpha.accountName);
    const report = await sync();
    expect(report.totals).toMatchObject({ added: 0, updated: 0, removed: 0, returned: 0, attention: 0 });
    const after = await listingsOf(alpha.accountName);
    const withoutSeen = (rows: ListingRow[]) => rows.map(({ seen_at: _seen, ...row }) => row);
    expect(withoutSeen(after)).toEqual(withoutSeen(before));
    // Only when each was last seen moved.
    expect(after.every((row, index) => row.seen_at >= (before[index]?.seen_at ?? row.seen_at))).toBe(true);
  });
});

describe('assets that change, leave and come back', () => {
  it('describes anew an asset Steam describes differently (its hold ended)', async () => {
    const [courier] = steam
      .inventoryOf(alpha.accountName, 570)
      .filter((asset) => asset.description.market_hash_name === 'Mango Tang');
    if (!courier) throw new Error('no courier');
    const tradable = { ...courier.description, tradable: 1 as const, descriptions: [], instanceid: '0' };
    steam.setInventory(alpha.accountName, 570, [
      ...steam.inventoryOf(alpha.accountName, 570).filter((asset) => asset !== courier),
      { assetid: courier.assetid, description: tradable },
    ]);
    const report = await sync();
    expect(part(report, alpha.accountName, 'dota2')).toMatchObject({ updated: 1, added: 0, removed: 0 });
    const listing = (await listingsOf(alpha.accountName)).find((row) => row.name === 'Mango Tang');
    expect(listing?.hold_until).toBeNull();
  });

  it('takes off sale, with the reason in the audit log, an asset that left outside an order, and back when it returns', async () => {
    const inventory = steam.inventoryOf(alpha.accountName, 570);
    const arcana = inventory.find((asset) => asset.description.market_hash_name === 'Inscribed Manifold Paradox');
    if (!arcana) throw new Error('no arcana');
    steam.setInventory(
      alpha.accountName,
      570,
      inventory.filter((asset) => asset !== arcana),
    );
    const report = await sync();
    expect(part(report, alpha.accountName, 'dota2')).toMatchObject({ removed: 1 });
    const gone = (await listingsOf(alpha.accountName)).find((row) => row.steam_asset_id === arcana.assetid);
    expect(gone).toMatchObject({ available: false, off_sale_reason: leftInventoryReason, off_sale_by: null });
    const { rows: audit } = await shop.db.query<{ admin_id: number | null; action: string; reason: string }>(
      `SELECT admin_id, action, reason FROM admin_audit WHERE target_type = 'listing' AND target_id = $1 ORDER BY id`,
      [String(gone?.id)],
    );
    expect(audit).toEqual([{ admin_id: null, action: 'listing.off_sale', reason: leftInventoryReason }]);

    // A second sync does not take it off sale again.
    expect(part(await sync(), alpha.accountName, 'dota2')).toMatchObject({ removed: 0 });

    steam.setInventory(alpha.accountName, 570, inventory);
    expect(part(await sync(), alpha.accountName, 'dota2')).toMatchObject({ returned: 1 });
    expect((await listingsOf(alpha.accountName)).find((row) => row.id === gone?.id)).toMatchObject({
      available: true,
      off_sale_reason: null,
    });
  });

  it('never touches a listing an order holds, even when its asset left', async () => {
    const arcana = (await listingsOf(alpha.accountName)).find((row) => row.name === 'Inscribed Manifold Paradox');
    if (!arcana) throw new Error('no arcana');
    const bought = await buySkin(shop.app, buyer, arcana.id);
    expect(bought.statusCode).toBe(200);
    steam.setInventory(
      alpha.accountName,
      570,
      steam.inventoryOf(alpha.accountName, 570).filter((asset) => asset.assetid !== arcana.steam_asset_id),
    );
    const before = await listingsOf(alpha.accountName);
    const report = await sync();
    expect(part(report, alpha.accountName, 'dota2')).toMatchObject({ removed: 0, held: 1 });
    const held = (await listingsOf(alpha.accountName)).find((row) => row.id === arcana.id);
    expect(held).toEqual(before.find((row) => row.id === arcana.id));
  });
});

describe('when Steam does not answer', () => {
  it('backs off when Steam throttles (429) and reads again', async () => {
    steam.throttleInventories(2);
    const report = await sync();
    expect(report.failed_parts).toBe(0);
    expect(part(report, alpha.accountName, 'csgo')).toMatchObject({ status: 'done', attempts: 3 });
    expect(pauses).toEqual([1000, 2000]);
  });

  it('reports a private inventory at once, removes nothing of it, and still reads the other bot', async () => {
    steam.setInventoryPrivate(beta.accountName, true);
    const before = await listingsOf(beta.accountName);
    const report = await sync();
    expect(report.status).toBe('finished');
    for (const game of ['csgo', 'dota2', 'rust']) {
      expect(part(report, beta.accountName, game)).toMatchObject({
        status: 'failed',
        removed: 0,
        error: expect.stringContaining('inventory is private'),
      });
      expect(part(report, alpha.accountName, game)).toMatchObject({ status: 'done' });
    }
    expect(report.failed_parts).toBe(3);
    // Privacy is a setting of the bot's profile: read once, not waited on again, and its other games not read at all.
    expect(pauses).toEqual([]);
    expect(report.parts.filter((entry) => entry.bot === beta.accountName).map((entry) => entry.attempts)).toEqual([
      1, 0, 0,
    ]);
    expect((await listingsOf(beta.accountName)).map((row) => row.available)).toEqual(
      before.map((row) => row.available),
    );
    steam.setInventoryPrivate(beta.accountName, false);
  });

  it('fails the parts of a bot no longer configured, and the others run', async () => {
    const { id } = await shop.db.transaction((tx) =>
      createSync(tx, { trigger: 'schedule', adminId: null, bots: ['retired_bot', alpha.accountName] }),
    );
    await runSync(deps(), id);
    const report = await findSync(shop.db, id);
    expect(part(report as never, 'retired_bot', 'csgo')).toMatchObject({
      status: 'failed',
      error: 'Bot retired_bot is no longer configured (STEAM_BOTS)',
    });
    expect(part(report as never, alpha.accountName, 'csgo')).toMatchObject({ status: 'done' });
  });
});

describe('sharing the server while it writes', () => {
  it('gives the event loop a turn between its statements, so a request that arrives meanwhile is served', async () => {
    const [reader] = bots as [SteamBot];
    const kept = steam.inventoryOf(alpha.accountName, 570);
    steam.setInventory(alpha.accountName, 570, assetsOf(Array(5).fill(inscribedManifoldParadox), 39_000_000_000));
    const items = await reader.readInventory(570, '2').finally(() => steam.setInventory(alpha.accountName, 570, kept));
    expect(items).toHaveLength(5);
    const bot = {
      accountName: 'stock_turns',
      pictureBase: reader.pictureBase,
      steamId: () => reader.steamId(),
      readInventory: () => reader.readInventory(570, '2'),
    };
    let turns = 0;
    let done = false;
    const tick = () => {
      if (done) return;
      turns += 1;
      setImmediate(tick);
    };
    setImmediate(tick);
    const counts = await applyInventory(
      { db: shop.db, batchSize: 1 },
      { bot, game: 'dota2', ownerSteamId: await reader.steamId() },
      items,
    );
    done = true;
    expect(counts.added).toBe(items.length);
    // A listing a transaction: a turn before each but the first.
    expect(turns).toBeGreaterThanOrEqual(items.length - 1);
  });
});
