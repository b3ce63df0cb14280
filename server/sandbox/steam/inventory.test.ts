import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.ts';
import { sandboxBotSteamId } from '../../trading/sandboxBot.ts';
import { ETradeOfferState } from '../../trading/tradeBot.ts';
import { demoStock, giveSandboxItems, sandboxInventory } from './inventory.ts';
import { sandboxQuote } from './market.ts';
import type { SteamInventoryPage } from './steamInventory.ts';
import { answerOffer } from './tradeOffers.ts';

/** SANDBOX: the demo bot's inventory in Steam's JSON, the sandbox market's priceoverview, the tester's inventory page. */
let testApp: TestApp;
let assetIds: string[];

beforeAll(async () => {
  testApp = await createTestApp();
  assetIds = await giveSandboxItems(testApp.db, sandboxBotSteamId, demoStock(new Date()));
}, 60_000);
afterAll(() => testApp.close());

const get = (url: string) => testApp.app.inject({ method: 'GET', url });
const inventoryUrl = (appId: number, query: string) =>
  `/sandbox/steam/inventory/${sandboxBotSteamId}/${appId}/2?l=english&${query}`;

describe('the sandbox Steam’s inventory pages', () => {
  it('pages an inventory as Steam does: assets, their descriptions, more_items and last_assetid', async () => {
    const first = (await get(inventoryUrl(730, 'count=2'))).json<SteamInventoryPage>();
    const all = await sandboxInventory(testApp.db, sandboxBotSteamId, 730);
    expect(first.total_inventory_count).toBe(all.length);
    expect(first.assets?.map((asset) => asset.assetid)).toEqual(all.slice(0, 2).map((asset) => asset.assetid));
    expect(first).toMatchObject({ more_items: 1, last_assetid: all[1]?.assetid, success: 1 });
    for (const asset of first.assets ?? []) {
      expect(first.descriptions?.some((d) => d.classid === asset.classid && d.instanceid === asset.instanceid)).toBe(
        true,
      );
    }
    const rest = (
      await get(inventoryUrl(730, `count=100&start_assetid=${first.last_assetid}`))
    ).json<SteamInventoryPage>();
    expect(rest.assets?.map((asset) => asset.assetid)).toEqual(all.slice(2).map((asset) => asset.assetid));
    expect(rest.more_items).toBeUndefined();
  });

  it('answers an empty inventory, a private one and a malformed request as Steam does', async () => {
    expect((await get(`/sandbox/steam/inventory/76561198000000001/730/2?count=10`)).json()).toEqual({
      total_inventory_count: 0,
      success: 1,
      rwgrsn: -2,
    });
    // Private Pete keeps his inventory private: 403 with a body of null.
    const pete = await get('/sandbox/steam/inventory/76561198000000003/730/2?count=10');
    expect([pete.statusCode, pete.body]).toEqual([403, 'null']);
    expect((await get(`/sandbox/steam/inventory/${sandboxBotSteamId}/999/2`)).statusCode).toBe(400);
  });
});

describe('the sandbox market', () => {
  it('answers priceoverview as Steam writes it, in the currency asked', async () => {
    const [gift] = demoStock(new Date());
    if (!gift) throw new Error('no stock');
    const name = encodeURIComponent(gift.item.name);
    const usd = (await get(`/sandbox/steam/market/priceoverview/?appid=730&currency=1&market_hash_name=${name}`)).json<
      Record<string, string | boolean>
    >();
    const quote = await sandboxQuote(testApp.db, 730, gift.item.name, new Date());
    expect(usd).toEqual({
      success: true,
      lowest_price: `$${quote?.lowestUsd.toFixed(2)}`,
      median_price: `$${quote?.medianUsd.toFixed(2)}`,
      volume: '12',
    });
    const eur = (await get(`/sandbox/steam/market/priceoverview/?appid=730&currency=3&market_hash_name=${name}`)).json<
      Record<string, string>
    >();
    expect(eur.median_price).toMatch(/^\d+(,\d\d|,--)€$/);
    const unknown = await get('/sandbox/steam/market/priceoverview/?appid=730&currency=1&market_hash_name=Nothing');
    expect([unknown.statusCode, unknown.json()]).toEqual([500, { success: false }]);
  });

  it('moves a price a little from day to day, within a few percent', async () => {
    const [gift] = demoStock(new Date());
    if (!gift || gift.marketUsd === null) throw new Error('no stock');
    for (let day = 0; day < 30; day++) {
      const quote = await sandboxQuote(testApp.db, 730, gift.item.name, new Date(day * 86_400_000 + 1e12));
      expect(Math.abs((quote?.medianUsd ?? 0) / gift.marketUsd - 1)).toBeLessThan(0.05);
    }
  });
});

describe('the bot’s sandbox inventory page', () => {
  const post = (payload: string) =>
    testApp.app.inject({
      method: 'POST',
      url: `/sandbox/steam/profiles/${sandboxBotSteamId}/inventory/`,
      payload,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('lists the assets, trades one away by hand, and gives the demo stock again', async () => {
    const page = await get(`/sandbox/steam/profiles/${sandboxBotSteamId}/inventory/`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('SANDBOX');
    expect(page.body).toContain('Trade away by hand');
    const [asset] = assetIds;
    expect((await post(`action=trade_away&asset=${asset}`)).statusCode).toBe(303);
    expect((await post(`action=trade_away&asset=${asset}`)).statusCode).toBe(409);
    const count = async () =>
      (
        await testApp.db.query<{ n: number }>(
          'SELECT count(*) AS n FROM sandbox_inventory_assets WHERE steam_id = $1',
          [sandboxBotSteamId],
        )
      ).rows[0]?.n ?? 0;
    const before = await count();
    expect((await post('action=give')).statusCode).toBe(303);
    expect(await count()).toBe(before + demoStock(new Date()).length);
    expect((await get('/sandbox/steam/profiles/76561198000000001/inventory/')).statusCode).toBe(404);
  });

  it('loses the skins a buyer accepts, as on Steam', async () => {
    const [asset] = assetIds.slice(1);
    const { rows } = await testApp.db.query<{ id: number }>(
      `INSERT INTO items (game, definition_key, name, steam_bot, steam_asset_id, source)
       VALUES ('csgo', 'x', 'X', 'sandbox_bot', $1, 'inventory') RETURNING id`,
      [asset],
    );
    const { rows: offers } = await testApp.db.query<{ id: number }>(
      `INSERT INTO sandbox_trade_offers (trade_link, message, item_ids, state)
       VALUES ('https://steamcommunity.com/tradeoffer/new/?partner=39734273&token=abc', 'm', $1, $2) RETURNING id`,
      [[rows[0]?.id], ETradeOfferState.Active],
    );
    expect(await answerOffer(testApp.db, '76561198000000001', String(offers[0]?.id), 'accept')).toBe(true);
    const { rows: left } = await testApp.db.query('SELECT 1 FROM sandbox_inventory_assets WHERE assetid = $1', [asset]);
    expect(left).toEqual([]);
  });
});
