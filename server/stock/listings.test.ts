import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../catalogue/seed.ts';
import type { Db } from '../db/db.ts';
import { repriceListings } from '../pricing/listingPrices.ts';
import { openTestDb } from '../test/testApp.ts';
import { refreshListings } from './listings.ts';

let db: Db;
let itemId: number;

beforeAll(async () => {
  db = await openTestDb();
  await seedCatalogue(db, { items: 5, seed: 3 });
  const { rows } = await db.query<{ id: number }>('SELECT id FROM items WHERE available ORDER BY id LIMIT 1');
  itemId = rows[0]?.id as number;
});
afterAll(() => db.close());

const available = async () =>
  (await db.query<{ available: boolean }>('SELECT available FROM items WHERE id = $1', [itemId])).rows[0]?.available;

/** Changes the listing, refreshes it, checks it left the sale; undoes the change, refreshes, checks it is back. */
async function leavesTheSaleWhile(change: string, undo: string) {
  await db.query(change, [itemId]);
  expect(await refreshListings(db, [itemId])).toEqual([itemId]);
  expect(await available()).toBe(false);
  await db.query(undo, [itemId]);
  expect(await refreshListings(db, [itemId])).toEqual([itemId]);
  expect(await available()).toBe(true);
}

describe('whether a listing is on sale', () => {
  it('is on sale when nothing keeps it off, and a refresh then changes nothing', async () => {
    expect(await available()).toBe(true);
    expect(await refreshListings(db, [itemId])).toEqual([]);
  });

  it('leaves the sale while taken off sale', () =>
    leavesTheSaleWhile(
      `UPDATE items SET off_sale_reason = 'Traded away by hand', off_sale_at = now() WHERE id = $1`,
      'UPDATE items SET off_sale_reason = NULL, off_sale_at = NULL WHERE id = $1',
    ));

  it('leaves the sale while it needs an admin to look at it', () =>
    leavesTheSaleWhile(
      `UPDATE items SET attention = 'Unknown exterior tag' WHERE id = $1`,
      'UPDATE items SET attention = NULL WHERE id = $1',
    ));

  it('leaves the sale until the game has reported its float', () =>
    leavesTheSaleWhile(
      'UPDATE items SET inspection_due = true, inspected_at = NULL WHERE id = $1',
      'UPDATE items SET inspected_at = now() WHERE id = $1',
    ));

  it('leaves the sale while it has no price', async () => {
    const { rows } = await db.query<{ price: number }>('SELECT price_base_usd AS price FROM items WHERE id = $1', [
      itemId,
    ]);
    await leavesTheSaleWhile(
      'UPDATE items SET price_base_usd = NULL WHERE id = $1',
      `UPDATE items SET price_base_usd = ${rows[0]?.price} WHERE id = $1`,
    );
  });

  it('leaves the sale for good once sold', async () => {
    await db.query(`INSERT INTO trades (item_id, game, price_usd) SELECT id, game, 1 FROM items WHERE id = $1`, [
      itemId,
    ]);
    expect(await refreshListings(db, [itemId])).toEqual([itemId]);
    expect(await available()).toBe(false);
  });
});

describe('a listing priced from what it is made of', () => {
  it('takes an admin fixed price over the market one, and goes off sale with neither', async () => {
    const { rows } = await db.query<{ id: number }>('SELECT id FROM items WHERE available ORDER BY id DESC LIMIT 1');
    const id = rows[0]?.id as number;
    const priceOf = async () =>
      (
        await db.query<{ price: number | null; available: boolean }>(
          'SELECT price_base_usd AS price, available FROM items WHERE id = $1',
          [id],
        )
      ).rows[0];
    await db.query('UPDATE items SET fixed_price_usd = 12.34 WHERE id = $1', [id]);
    await repriceListings(db, [id], 'fixed');
    expect(await priceOf()).toEqual({ price: 12.34, available: true });

    await db.query('UPDATE items SET fixed_price_usd = NULL, market_value_usd = NULL WHERE id = $1', [id]);
    await repriceListings(db, [id], 'fixed');
    expect(await priceOf()).toEqual({ price: null, available: false });
  });
});
