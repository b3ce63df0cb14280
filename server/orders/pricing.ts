import type { CurrencyCode } from '../../contract/lists.ts';
import { priceFactors } from '../catalogue/search.ts';
import type { Db } from '../db/db.ts';

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

/**
 * Prices of listings in a currency, with the store's factors (server/catalogue/search.ts): the same
 * round(base * fee * rate, 2) the shopper saw, and the USD price for the trades ledger.
 */
export async function priceItems(db: Db, itemIds: number[], currency: CurrencyCode): Promise<Map<number, PricedItem>> {
  const [shown, usd] = await Promise.all([priceFactors(db, currency), priceFactors(db, 'USD')]);
  const { rows } = await db.query<PricedItem>(
    `SELECT id, name, round(price_base_usd * $2::numeric * $3::numeric, 2) AS price,
       round(price_base_usd * $4::numeric * $5::numeric, 2) AS price_usd
     FROM items WHERE id = ANY($1::int[])`,
    [itemIds, shown.fee, shown.rate, usd.fee, usd.rate],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** Sum of 2-decimal amounts in whole cents, so 0.1 + 0.2 stays 0.30. */
export const sumMoney = (amounts: number[]) =>
  amounts.reduce((cents, amount) => cents + Math.round(amount * 100), 0) / 100;
