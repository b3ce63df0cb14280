import type { Game } from '#contract/store.ts';
import { steamAppIds } from '../sandbox/steam/steamInventory.ts';
import { type PriceQuote, type PriceSource, PriceSourceThrottled, PriceSourceUnavailable } from './priceSource.ts';

/**
 * The Steam Community Market as a price source: `GET https://steamcommunity.com/market/priceoverview/?appid=730&
 * currency=1&market_hash_name=…` answers `{"success":true,"lowest_price":"$1.23","volume":"1,234","median_price":
 * "$1.20"}`, each price in the currency asked and written as Steam writes it for that currency; a price the market
 * does not have is left out, and a name it does not list is `{"success":false}` (with a 500). It answers about twenty
 * requests a minute from one address, then 429.
 */

/** Steam's currency codes (ECurrencyCode) of the currencies its answers are read in here. */
export const steamCurrencies = { USD: 1, GBP: 2, EUR: 3, RUB: 5, BRL: 7, CAD: 20, AUD: 21 } as const;
export type SteamCurrency = keyof typeof steamCurrencies;

export const steamMarketOrigin = 'https://steamcommunity.com';
/** Steam throttles priceoverview past about twenty requests a minute from one address. */
export const steamMarketRequestIntervalMs = 3500;

/**
 * A price as Steam writes it in any currency (`$1,234.56`, `1.234,56€`, `12,--€`, `1 234,56 pуб.`, `R$ 1.234,56`,
 * `CDN$ 12.34`, `A$ 0.03`): its amount, or null for no text or no number. The decimal mark is the last `.` or `,`
 * followed by one or two digits at the end; every other mark groups thousands.
 */
export function parseSteamPrice(text: string | undefined | null): number | null {
  if (typeof text !== 'string') return null;
  const number = /\d[\d\s\u00a0\u202f.,']*/.exec(text.replace(/,--|\.--/, ',00'))?.[0];
  if (!number) return null;
  const digits = number.replace(/[\s\u00a0\u202f']/g, '').replace(/[.,]$/, '');
  const decimal = /[.,](\d{1,2})$/.exec(digits);
  const whole = (decimal ? digits.slice(0, decimal.index) : digits).replace(/[.,]/g, '');
  const amount = Number(`${whole}.${decimal?.[1] ?? '0'}`);
  return Number.isFinite(amount) ? amount : null;
}

/** Steam's sales count (`"1,234"`, `"1 234"`), or null. */
export function parseSteamVolume(text: string | undefined | null): number | null {
  if (typeof text !== 'string') return null;
  const digits = text.replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
}

const grouped = (amount: number, group: string, decimal: string) => {
  const [whole = '0', cents = '00'] = amount.toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, group)}${decimal}${cents}`;
};

/** SANDBOX and TEST: an amount as Steam writes it in its answers for `currency`. */
export function formatSteamPrice(amount: number, currency: SteamCurrency): string {
  switch (currency) {
    case 'USD':
      return `$${grouped(amount, ',', '.')}`;
    case 'GBP':
      return `£${grouped(amount, ',', '.')}`;
    case 'EUR':
      return `${grouped(amount, '.', ',').replace(/,00$/, ',--')}€`;
    case 'RUB':
      return `${grouped(amount, ' ', ',')} pуб.`;
    case 'BRL':
      return `R$ ${grouped(amount, '.', ',')}`;
    case 'CAD':
      return `CDN$ ${grouped(amount, ',', '.')}`;
    case 'AUD':
      return `A$ ${grouped(amount, ',', '.')}`;
  }
}

interface PriceOverview {
  success?: unknown;
  lowest_price?: unknown;
  median_price?: unknown;
  volume?: unknown;
}

export interface SteamMarketOptions {
  /** Production: Steam's origin; tests: the local fake's. */
  origin?: string;
  fetch?: typeof fetch;
  /** Prices are asked in this currency (the shop's reference prices are in US dollars). */
  currency?: SteamCurrency;
  requestIntervalMs?: number;
  timeoutMs?: number;
  name?: string;
}

/** The Steam Community Market's priceoverview as a PriceSource. */
export function steamMarketPriceSource(options: SteamMarketOptions = {}): PriceSource {
  const origin = options.origin ?? steamMarketOrigin;
  const fetchPrices = options.fetch ?? fetch;
  const currency = steamCurrencies[options.currency ?? 'USD'];
  const timeoutMs = options.timeoutMs ?? 15_000;
  return {
    name: options.name ?? 'Steam Community Market (priceoverview)',
    requestIntervalMs: options.requestIntervalMs ?? steamMarketRequestIntervalMs,
    async quote(game: Game, marketHashName: string): Promise<PriceQuote> {
      const url = `${origin}/market/priceoverview/?appid=${steamAppIds[game]}&currency=${currency}&market_hash_name=${encodeURIComponent(marketHashName)}`;
      let response: Response;
      try {
        response = await fetchPrices(url, {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: 'application/json' },
        });
      } catch (error) {
        throw new PriceSourceUnavailable(
          `Steam market request failed: ${error instanceof Error ? error.message : error}`,
        );
      }
      if (response.status === 429) {
        await response.body?.cancel();
        const retryAfter = Number(response.headers.get('retry-after'));
        throw new PriceSourceThrottled(
          'Steam market answered 429',
          Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined,
        );
      }
      const text = await response.text();
      let body: PriceOverview | null = null;
      try {
        body = JSON.parse(text) as PriceOverview | null;
      } catch {
        body = null;
      }
      // A name the market does not list: no price, as good an answer as a price.
      if (body?.success === false) return { lowestUsd: null, medianUsd: null, volume: null };
      if (!response.ok || body?.success !== true) {
        throw new PriceSourceUnavailable(`Steam market answered ${response.status} without prices`);
      }
      return {
        lowestUsd: parseSteamPrice(body.lowest_price as string | undefined),
        medianUsd: parseSteamPrice(body.median_price as string | undefined),
        volume: parseSteamVolume(body.volume as string | undefined),
      };
    },
  };
}
