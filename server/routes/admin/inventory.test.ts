import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEndpoints } from '#contract/admin/audit.ts';
import { type InventorySync, type InventorySyncPage, inventoryEndpoints } from '#contract/admin/inventory.ts';
import type { Endpoint } from '#contract/endpoint.ts';
import type { StoreSearchAnswer } from '#contract/store.ts';
import { type Buyer, callEndpoint, createShopTestApp, type ShopTestApp } from '../../orders/testKit.ts';
import { demoStock, giveSandboxItems, sandboxPictureBase } from '../../sandbox/steam/inventory.ts';
import { leftInventoryReason } from '../../stock/inventorySync.ts';
import { sandboxBotAccountName, sandboxBotSteamId } from '../../trading/sandboxBot.ts';

/**
 * Sync now in the back-office, against the demo's sandbox bot: its inventory served by the sandbox Steam in Steam's
 * JSON and read through steamcommunity, its prices by the sandbox market's priceoverview.
 */

let shop: ShopTestApp;
let alex: Buyer;
let admin: Buyer;
let demoted: Buyer;

beforeAll(async () => {
  shop = await createShopTestApp();
  alex = await shop.buyer(1);
  admin = await shop.buyer(2);
  demoted = await shop.buyer(3);
  await shop.db.query('UPDATE users SET is_admin = true WHERE id = ANY($1::int[])', [[admin.userId, demoted.userId]]);
  await shop.db.query('UPDATE users SET is_admin = false WHERE id = $1', [demoted.userId]);
  await giveSandboxItems(shop.db, sandboxBotSteamId, demoStock(new Date()));
}, 60_000);
afterAll(() => shop.close());

const start = () => callEndpoint(shop.app, inventoryEndpoints.start, admin, { body: {} });
const detail = async (id: number) =>
  (await callEndpoint(shop.app, inventoryEndpoints.detail, admin, { params: { id } })).json<InventorySync>();
const search = async (query: string) =>
  (await shop.app.inject({ method: 'GET', url: `/api/store/skins/search/?${query}` })).json<StoreSearchAnswer>();

describe('inventory sync routes: who may call them', () => {
  it.each([
    ['start', inventoryEndpoints.start, { body: {} }],
    ['list', inventoryEndpoints.list, {}],
    ['detail', inventoryEndpoints.detail, { params: { id: 999_999 } }],
  ] as [string, Endpoint, { body?: unknown; params?: Record<string, number> }][])(
    '%s: visitor 401, user 403, demoted admin 403',
    async (_name, endpoint, call) => {
      expect((await callEndpoint(shop.app, endpoint, undefined, call)).statusCode).toBe(401);
      expect((await callEndpoint(shop.app, endpoint, alex, call)).statusCode).toBe(403);
      expect((await callEndpoint(shop.app, endpoint, demoted, call)).statusCode).toBe(403);
    },
  );

  it('answers 404 for a sync that does not exist, and refuses a body it does not know', async () => {
    expect(
      (await callEndpoint(shop.app, inventoryEndpoints.detail, admin, { params: { id: 999_999 } })).statusCode,
    ).toBe(404);
    expect((await callEndpoint(shop.app, inventoryEndpoints.start, admin, { body: { bots: ['x'] } })).statusCode).toBe(
      400,
    );
  });
});

describe('Sync now, against the sandbox bot', () => {
  let syncId: number;

  it('queues one sync, audited, and answers the same one while it waits', async () => {
    const first = await start();
    expect(first.statusCode).toBe(202);
    const sync = first.json<InventorySync>();
    syncId = sync.id;
    expect(sync).toMatchObject({
      status: 'queued',
      trigger: 'admin',
      started_by: { id: admin.userId },
      progress: { done: 0, total: 3 },
    });
    expect(sync.parts.map((part) => [part.bot, part.game, part.status])).toEqual([
      [sandboxBotAccountName, 'csgo', 'waiting'],
      [sandboxBotAccountName, 'dota2', 'waiting'],
      [sandboxBotAccountName, 'rust', 'waiting'],
    ]);
    expect((await start()).json<InventorySync>().id).toBe(syncId);
    const { rows } = await shop.db.query(
      `SELECT admin_id, action, target_id FROM admin_audit WHERE action = 'inventory.sync'`,
    );
    expect(rows).toEqual([{ admin_id: admin.userId, action: 'inventory.sync', target_id: String(syncId) }]);
  });

  it('lists the bot’s stock once its job has run, and prices it from the market', async () => {
    expect(await shop.app.jobs.runDue('inventory.sync')).toBe(1);
    const sync = await detail(syncId);
    const stock = demoStock(new Date());
    expect(sync).toMatchObject({ status: 'finished', progress: { done: 3, total: 3 }, failed_parts: 0 });
    expect(sync.totals).toMatchObject({ assets: stock.length, added: stock.length, removed: 0, attention: 1 });

    // The sync asked for the prices of what it listed: the sandbox market answers.
    expect(await shop.app.jobs.runDue('prices.refresh')).toBe(1);
    const { rows } = await shop.db.query<{
      name: string;
      available: boolean;
      attention: string | null;
      inspection_due: boolean;
      price_base_usd: number | null;
      icon_url: string;
    }>(
      `SELECT name, available, attention, inspection_due, price_base_usd, icon_url FROM items
       WHERE steam_bot = $1 ORDER BY steam_asset_id`,
      [sandboxBotAccountName],
    );
    expect(rows).toHaveLength(stock.length);
    for (const row of rows) expect(row.icon_url.startsWith(sandboxPictureBase)).toBe(true);
    // Painted CS2 weapons wait for their inspection; the unknown one for an admin; the one the market has no price
    // for stays unpriced; every other is on sale.
    const waiting = rows.filter((row) => row.inspection_due);
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.every((row) => !row.available)).toBe(true);
    expect(rows.filter((row) => row.attention !== null)).toHaveLength(1);
    expect(rows.filter((row) => row.price_base_usd === null && row.attention === null)).toHaveLength(1);
    for (const row of rows) {
      const keptOff = row.inspection_due || row.attention !== null || row.price_base_usd === null;
      expect(row.available, row.name).toBe(!keptOff);
    }

    // They are in the store, with the picture Steam's description names.
    const dota = await shop.db.query<{ name: string; icon_url: string }>(
      `SELECT name, icon_url FROM items WHERE steam_bot = $1 AND game = 'dota2' AND available LIMIT 1`,
      [sandboxBotAccountName],
    );
    const listed = dota.rows[0];
    if (!listed) throw new Error('no Dota 2 item on sale');
    const found = await search(`game=dota2&search=${encodeURIComponent(listed.name)}&page_size=100`);
    expect(found.items.some((item) => item.image_url === listed.icon_url)).toBe(true);
  });

  it('takes off sale what was traded away by hand on the sandbox Steam, at the next sync', async () => {
    const { rows } = await shop.db.query<{ id: number; steam_asset_id: string }>(
      `SELECT id, steam_asset_id FROM items WHERE steam_bot = $1 AND available ORDER BY id LIMIT 1`,
      [sandboxBotAccountName],
    );
    const [traded] = rows;
    if (!traded) throw new Error('nothing on sale');
    const page = await shop.app.inject({
      method: 'POST',
      url: `/sandbox/steam/profiles/${sandboxBotSteamId}/inventory/`,
      payload: `action=trade_away&asset=${traded.steam_asset_id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(page.statusCode).toBe(303);
    const next = (await start()).json<InventorySync>();
    expect(next.id).not.toBe(syncId);
    await shop.app.jobs.runDue('inventory.sync');
    expect((await detail(next.id)).totals).toMatchObject({ removed: 1, added: 0, updated: 0 });
    const { rows: after } = await shop.db.query('SELECT available, off_sale_reason FROM items WHERE id = $1', [
      traded.id,
    ]);
    expect(after).toEqual([{ available: false, off_sale_reason: leftInventoryReason }]);
    // The audit log says the shop did it, not an admin.
    const audit = await callEndpoint(shop.app, auditEndpoints.list, admin, {
      query: `target_type=listing&target_id=${traded.id}`,
    });
    expect(audit.json<{ results: unknown[] }>().results).toEqual([
      expect.objectContaining({ admin: null, action: 'listing.off_sale', reason: leftInventoryReason }),
    ]);
  });

  it('lists the last syncs, newest first', async () => {
    const page = (
      await callEndpoint(shop.app, inventoryEndpoints.list, admin, { query: 'page_size=1' })
    ).json<InventorySyncPage>();
    expect(page.results).toHaveLength(1);
    expect(page.has_more).toBe(true);
    expect(page.results[0]?.id).toBeGreaterThan(syncId);
  });
});

describe('the schedule', () => {
  const tick = async () => {
    await shop.app.jobs.send('inventory.schedule', {});
    await shop.app.jobs.runDue('inventory.schedule');
    const { rows } = await shop.db.query<{ id: number; trigger: string }>(
      `SELECT id, trigger FROM inventory_syncs WHERE status = 'queued'`,
    );
    return rows;
  };

  it('queues a sync when the setting’s minutes have passed since the last one, and never when it is 0', async () => {
    expect(await tick()).toEqual([]);
    await shop.db.query(`UPDATE inventory_syncs SET queued_at = now() - interval '31 minutes'`);
    const queued = await tick();
    expect(queued).toHaveLength(1);
    expect(queued[0]?.trigger).toBe('schedule');
    // Already queued: not a second one.
    expect(await tick()).toEqual(queued);
    await shop.app.jobs.runDue('inventory.sync');

    await shop.db.query(`UPDATE settings SET value = '0' WHERE key = 'inventory_sync_minutes'`);
    await shop.db.query(`UPDATE inventory_syncs SET queued_at = now() - interval '1 day'`);
    expect(await tick()).toEqual([]);
  });
});
