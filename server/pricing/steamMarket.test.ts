import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeSteam, startFakeSteam } from '../trading/steam/fakeSteam.ts';
import { PriceSourceThrottled, PriceSourceUnavailable, referenceOf } from './priceSource.ts';
import {
  formatSteamPrice,
  parseSteamPrice,
  parseSteamVolume,
  steamCurrencies,
  steamMarketPriceSource,
} from './steamMarket.ts';

describe('Steam’s localised prices', () => {
  it.each([
    ['$1,234.56', 1234.56],
    ['$0.03', 0.03],
    ['£12.40', 12.4],
    ['1.234,56€', 1234.56],
    ['0,03€', 0.03],
    ['12,--€', 12],
    ['1 234,56 pуб.', 1234.56],
    ['1\u00a0234,56 pуб.', 1234.56],
    ['R$ 1.234,56', 1234.56],
    ['CDN$ 12.34', 12.34],
    ['A$ 1,000.00', 1000],
    ['¥ 123', 123],
    ["CHF 1'234.50", 1234.5],
  ])('reads %s as %d', (text, amount) => {
    expect(parseSteamPrice(text)).toBe(amount);
  });

  it('reads nothing from nothing', () => {
    expect(parseSteamPrice(undefined)).toBeNull();
    expect(parseSteamPrice('')).toBeNull();
    expect(parseSteamPrice('--')).toBeNull();
    expect(parseSteamVolume('1,234')).toBe(1234);
    expect(parseSteamVolume(undefined)).toBeNull();
  });

  it.each(Object.keys(steamCurrencies) as (keyof typeof steamCurrencies)[])(
    'writes %s as Steam does and reads it back',
    (currency) => {
      for (const amount of [0.03, 1, 12.5, 1234.56, 1_000_000]) {
        expect(parseSteamPrice(formatSteamPrice(amount, currency))).toBe(amount);
      }
    },
  );
});

describe('the Steam market price source, against a local fake of priceoverview', () => {
  let steam: FakeSteam;
  const source = () =>
    steamMarketPriceSource({ origin: `${steam.origin}/steamcommunity.com`, requestIntervalMs: 0, timeoutMs: 2000 });

  beforeAll(async () => {
    steam = await startFakeSteam([]);
    steam.setMarketPrice(730, 'AK-47 | Redline (Field-Tested)', { lowestUsd: 41.2, medianUsd: 39.87, volume: 1234 });
    steam.setMarketPrice(570, 'Mango Tang', { lowestUsd: 1.25, medianUsd: null, volume: null });
    steam.setMarketPrice(252490, 'Tempered AK47', { lowestUsd: null, medianUsd: null, volume: 0 });
  });
  afterAll(() => steam.close());

  it('reads the lowest and median prices and the volume of a name', async () => {
    const quote = await source().quote('csgo', 'AK-47 | Redline (Field-Tested)');
    expect(quote).toEqual({ lowestUsd: 41.2, medianUsd: 39.87, volume: 1234 });
    expect(referenceOf(quote)).toBe(39.87);
  });

  it('reads prices in another currency as Steam writes them', async () => {
    const euros = steamMarketPriceSource({ origin: `${steam.origin}/steamcommunity.com`, currency: 'EUR' });
    expect(await euros.quote('csgo', 'AK-47 | Redline (Field-Tested)')).toEqual({
      lowestUsd: 37.08,
      medianUsd: 35.88,
      volume: 1234,
    });
  });

  it('falls back on the lowest price without a median, and has none when the market has neither', async () => {
    expect(referenceOf(await source().quote('dota2', 'Mango Tang'))).toBe(1.25);
    const none = await source().quote('rust', 'Tempered AK47');
    expect(none).toEqual({ lowestUsd: null, medianUsd: null, volume: 0 });
    expect(referenceOf(none)).toBeNull();
  });

  it('has no price for a name the market does not list (Steam’s 500 with success false)', async () => {
    expect(await source().quote('csgo', 'Not A Real Item')).toEqual({ lowestUsd: null, medianUsd: null, volume: null });
  });

  it('is told to slow down by a 429, with the pause Steam asks for', async () => {
    steam.throttleMarket(1, 90);
    const error = await source()
      .quote('csgo', 'AK-47 | Redline (Field-Tested)')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PriceSourceThrottled);
    expect((error as PriceSourceThrottled).retryAfterMs).toBe(90_000);
    steam.throttleMarket(1);
    const bare = await source()
      .quote('csgo', 'AK-47 | Redline (Field-Tested)')
      .catch((caught: unknown) => caught);
    expect((bare as PriceSourceThrottled).retryAfterMs).toBeUndefined();
  });

  it('reports Steam failing, or unreachable, as unavailable: no price is invented', async () => {
    steam.failMarket(1);
    await expect(source().quote('csgo', 'AK-47 | Redline (Field-Tested)')).rejects.toBeInstanceOf(
      PriceSourceUnavailable,
    );
    const nowhere = steamMarketPriceSource({ origin: 'http://127.0.0.1:9', timeoutMs: 1000 });
    await expect(nowhere.quote('csgo', 'AK-47 | Redline (Field-Tested)')).rejects.toBeInstanceOf(
      PriceSourceUnavailable,
    );
  });
});
