import { createHash } from 'node:crypto';
import type { Db } from '../../db/db.ts';
import { formatSteamPrice, type SteamCurrency, steamCurrencies } from '../../pricing/steamMarket.ts';
import { gameOfAppId } from './steamInventory.ts';

/**
 * SANDBOX: the Steam Community Market's priceoverview for the demo, at Steam's own address for it
 * (`/sandbox/steam/market/priceoverview/`), answered from sandbox_market_prices (each demo name's market value) as
 * Steam answers: prices written for the currency asked, the median a little under the lowest listing, a name the
 * market does not list answered `{"success":false}` with a 500. Prices move a few percent from day to day, the same
 * way for everyone on the same day, so the price history has something to show.
 */

/** The day's move of a name's price: within ±4 %, the same all day. */
export function dailyMove(marketHashName: string, day: number): number {
  const phase = createHash('sha256').update(marketHashName).digest().readUInt16BE(0) / 65_536;
  return 0.04 * Math.sin(2 * Math.PI * (day / 9 + phase));
}

export interface SandboxQuote {
  medianUsd: number;
  lowestUsd: number;
  volume: number;
}

/** What the sandbox market says of a name today; undefined when it does not list it. */
export async function sandboxQuote(
  db: Db,
  appId: number,
  marketHashName: string,
  now: Date,
): Promise<SandboxQuote | undefined> {
  const game = gameOfAppId(appId);
  if (!game) return undefined;
  const { rows } = await db.query<{ base_usd: number; volume: number }>(
    'SELECT base_usd, volume FROM sandbox_market_prices WHERE game = $1 AND market_hash_name = $2',
    [game, marketHashName],
  );
  const row = rows[0];
  if (!row) return undefined;
  const day = Math.floor(now.getTime() / 86_400_000);
  const median = Math.max(0.03, Math.round(row.base_usd * (1 + dailyMove(marketHashName, day)) * 100) / 100);
  return { medianUsd: median, lowestUsd: Math.max(0.03, Math.round(median * 103) / 100), volume: row.volume };
}

/** priceoverview's answer for a name and a Steam currency code, with the shop's exchange rates for the others. */
export async function priceOverview(
  db: Db,
  query: { appid?: string; currency?: string; market_hash_name?: string },
  now: Date,
): Promise<{ status: number; body: unknown }> {
  const quote = await sandboxQuote(db, Number(query.appid), query.market_hash_name ?? '', now);
  if (!quote) return { status: 500, body: { success: false } };
  const currency =
    (Object.entries(steamCurrencies) as [SteamCurrency, number][]).find(
      ([, code]) => code === Number(query.currency),
    )?.[0] ?? 'USD';
  const { rows } = await db.query<{ rates: Record<string, number> }>(
    `SELECT value AS rates FROM settings WHERE key = 'currency_rates'`,
  );
  const rate = currency === 'USD' ? 1 : (rows[0]?.rates[currency] ?? 1);
  const written = (usd: number) => formatSteamPrice(Math.round(usd * rate * 100) / 100, currency);
  return {
    status: 200,
    body: {
      success: true,
      lowest_price: written(quote.lowestUsd),
      volume: quote.volume.toLocaleString('en-US'),
      median_price: written(quote.medianUsd),
    },
  };
}
