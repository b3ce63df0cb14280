import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseMessages } from '#contract/cart.ts';
import { accountIdFromSteamId64 } from '#contract/tradeUrl.ts';
import { buySkin, createShopTestApp, newIdempotencyKey, type ShopTestApp } from '../orders/testKit.ts';
import { type FakeSteam, startFakeSteam } from './steam/fakeSteam.ts';
import { steamWebApiTradeHolds, TradeHoldUnknown } from './tradeHold.ts';

const day = 86_400;
const buyerSteamId = '76561198000000001';
const tradeLinkOf = (steamId: string, token: string) => ({ partner: accountIdFromSteamId64(steamId) ?? '', token });

let steam: FakeSteam;
beforeAll(async () => {
  steam = await startFakeSteam([]);
});
afterAll(() => steam.close());

describe('the trade hold read from the Steam Web API (GetTradeHoldDurations)', () => {
  const holds = () => steamWebApiTradeHolds({ key: steam.apiKey, baseUrl: `${steam.origin}/api.steampowered.com` });

  it("reads the buyer's own hold in whole days, rounded up", async () => {
    steam.addBuyer('76561198000000101', { token: 'NoHold1', holdSeconds: 0 });
    steam.addBuyer('76561198000000102', { token: 'Held15', holdSeconds: 15 * day });
    steam.addBuyer('76561198000000103', { token: 'HeldHours', holdSeconds: 3600 });
    expect(await holds().buyerHoldDays(tradeLinkOf('76561198000000101', 'NoHold1'))).toBe(0);
    expect(await holds().buyerHoldDays(tradeLinkOf('76561198000000102', 'Held15'))).toBe(15);
    expect(await holds().buyerHoldDays(tradeLinkOf('76561198000000103', 'HeldHours'))).toBe(1);
  });

  it('tells a hold Steam did not give apart from no hold: throttled, wrong key, stale token, unreachable', async () => {
    steam.addBuyer('76561198000000104', { token: 'Known', holdSeconds: 0 });
    const link = tradeLinkOf('76561198000000104', 'Known');
    steam.throttleTradeHolds(1);
    await expect(holds().buyerHoldDays(link)).rejects.toThrow(
      new TradeHoldUnknown('GetTradeHoldDurations answered 429'),
    );
    const wrongKey = steamWebApiTradeHolds({ key: 'NOT-THE-KEY', baseUrl: `${steam.origin}/api.steampowered.com` });
    await expect(wrongKey.buyerHoldDays(link)).rejects.toThrow('GetTradeHoldDurations answered 403');
    await expect(holds().buyerHoldDays(tradeLinkOf('76561198000000104', 'Stale'))).rejects.toThrow(
      'answered without the buyer’s hold',
    );

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = steamWebApiTradeHolds({ key: steam.apiKey, baseUrl: `http://127.0.0.1:${port}` });
    await expect(unreachable.buyerHoldDays(link)).rejects.toBeInstanceOf(TradeHoldUnknown);
    // And once Steam answers again, the same link reads fine.
    expect(await holds().buyerHoldDays(link)).toBe(0);
  });
});

describe('a shop reading trade holds from the Steam Web API', () => {
  let shop: ShopTestApp;
  beforeAll(async () => {
    shop = await createShopTestApp({
      steamWebApi: { key: steam.apiKey, baseUrl: `${steam.origin}/api.steampowered.com` },
    });
  }, 60_000);
  afterAll(() => shop.close());

  it('refuses a held buyer with the days, refuses while Steam is throttled, then sells once Steam answers', async () => {
    const buyer = await shop.buyer(1);
    // The test kit's trade link token.
    steam.addBuyer(buyerSteamId, { token: 'Ab12Cd34', holdSeconds: 7 * day });
    const [skinId] = await shop.availableSkins(1);
    const held = await buySkin(shop.app, buyer, skinId as number);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ reason: 'trade_hold', hold_days: 7 });

    steam.addBuyer(buyerSteamId, { token: 'Ab12Cd34', holdSeconds: 0 });
    steam.throttleTradeHolds(1);
    const key = newIdempotencyKey();
    const throttled = await buySkin(shop.app, buyer, skinId as number, key);
    expect(throttled.statusCode).toBe(503);
    expect(throttled.json()).toEqual({
      message: purchaseMessages.tradeHoldUnknown,
      locked_skins: [],
      reason: 'trade_hold_unknown',
    });
    const { rows } = await shop.db.query('SELECT 1 FROM orders WHERE user_id = $1', [buyer.userId]);
    expect(rows).toEqual([]);

    const retried = await buySkin(shop.app, buyer, skinId as number, key);
    expect(retried.statusCode).toBe(200);
  });
});
