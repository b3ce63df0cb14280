import type { CurrencyCode } from '#contract/lists.ts';
import type { Db } from '../db/db.ts';

/**
 * Prices (spec §3, DESIGN.md §3): a listing's stored base price (`price_base_usd`: market value × rarity factor,
 * in USD) plus the service fee (an admin setting), converted with the rates in settings:
 * shown price = round(price_base_usd × fee factor × rate, 2). Written once, here, as SQL (`shownPriceSql`), so
 * the store's filters, sorts and pages, the product page, the cart and the orders all price alike.
 */

/** The fee factor (1 + fee %) and the exchange rate, as numeric strings: PostgreSQL does the arithmetic exactly. */
export interface PriceFactors {
  fee: string;
  rate: string;
}

interface PriceSettings {
  feeFactor: string;
  rates: Record<string, number>;
  readAt: number;
}

/**
 * Settings change rarely (an admin edits them); a second of staleness saves a query per search. Short, as every
 * instance prices with its own copy and drawn pages add their own few seconds (config.ts `defaultPageCache`):
 * a new fee or rate reaches every instance's pages within 4 s.
 */
export const priceSettingsTtlMs = 1_000;
const priceSettingsCache = new WeakMap<Db, PriceSettings>();

/** After an admin saved the fee or the rates: this process prices with them from the next request on. */
export function forgetPriceSettings(db: Db): void {
  priceSettingsCache.delete(db);
}

export async function priceFactors(db: Db, currency: CurrencyCode): Promise<PriceFactors> {
  let settings = priceSettingsCache.get(db);
  if (!settings || Date.now() - settings.readAt > priceSettingsTtlMs) {
    const { rows } = await db.query<{ fee_factor: string; rates: Record<string, number> }>(
      `SELECT (1 + fee.value::text::numeric / 100)::text AS fee_factor, rates.value AS rates
       FROM settings fee, settings rates
       WHERE fee.key = 'service_fee_percent' AND rates.key = 'currency_rates'`,
    );
    const row = rows[0];
    if (!row) throw new Error('Settings "service_fee_percent" and "currency_rates" are missing');
    settings = { feeFactor: row.fee_factor, rates: row.rates, readAt: Date.now() };
    priceSettingsCache.set(db, settings);
  }
  const rate = settings.rates[currency];
  if (typeof rate !== 'number' || !(rate > 0)) throw new Error(`No exchange rate for ${currency} in settings`);
  return { fee: settings.feeFactor, rate: String(rate) };
}

/**
 * The shown price as SQL; `factor` is the SQL of fee factor × rate (statement parameters cast to numeric,
 * e.g. `$2::numeric * $3::numeric`). Price indexes hold the stored base price (migration 006): a search narrows
 * on that column and tests this expression only on the rows it reads.
 */
export const shownPriceSql = (factor: string, basePrice = 'price_base_usd') => `round(${basePrice} * ${factor}, 2)`;

/** A USD amount of the trades ledger in another currency, as SQL (no fee: the price was paid). */
export const convertedPriceSql = (usdAmount: string, rate: string) => `round(${usdAmount} * ${rate}, 2)`;

export interface PricedItem {
  id: number;
  name: string;
  /** Shown price in the buyer's currency, as the store shows it. */
  price: number;
  price_usd: number;
}

/** The buyer's currency now (their profile's choice). */
export async function currencyOfUser(db: Db, userId: number): Promise<CurrencyCode> {
  const { rows } = await db.query<{ code: CurrencyCode }>(
    'SELECT currencies.code FROM users JOIN currencies ON currencies.id = users.currency_id WHERE users.id = $1',
    [userId],
  );
  const code = rows[0]?.code;
  if (!code) throw new Error(`User ${userId} has no currency`);
  return code;
}

/** Prices of listings in a currency, as the shopper saw them, and the USD price for the trades ledger. */
export async function priceItems(db: Db, itemIds: number[], currency: CurrencyCode): Promise<Map<number, PricedItem>> {
  const [shown, usd] = await Promise.all([priceFactors(db, currency), priceFactors(db, 'USD')]);
  const { rows } = await db.query<PricedItem>(
    `SELECT id, name, ${shownPriceSql('$2::numeric * $3::numeric')} AS price,
       ${shownPriceSql('$4::numeric * $5::numeric')} AS price_usd
     FROM items WHERE id = ANY($1::int[])`,
    [itemIds, shown.fee, shown.rate, usd.fee, usd.rate],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** Sum of 2-decimal amounts in whole cents, so 0.1 + 0.2 stays 0.30. */
export const sumMoney = (amounts: number[]) =>
  amounts.reduce((cents, amount) => cents + Math.round(amount * 100), 0) / 100;
