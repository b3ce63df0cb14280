import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingStates } from '#contract/enums.ts';
import { seedCatalogue } from '../catalogue/seed.ts';
import type { Db } from '../db/db.ts';
import { repriceListings } from '../pricing/listingPrices.ts';
import { openTestDb } from '../test/testApp.ts';
import { listingStateConditionSql, listingStateSql, offSaleReasons, refreshListings } from './listings.ts';

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

describe('a listing’s state', () => {
  let stateDb: Db;
  afterAll(() => stateDb?.close());

  it('is on sale when no reason holds, else the first reason that holds; each state’s filter finds its listings', async () => {
    stateDb = await openTestDb();
    await seedCatalogue(stateDb, { items: 80, seed: 11 });
    await stateDb.exec('DELETE FROM trades; UPDATE items SET available = true');
    const { rows: listings } = await stateDb.query<{ id: number }>('SELECT id FROM items ORDER BY id LIMIT 64');
    expect(listings).toHaveLength(64);
    const { rows: users } = await stateDb.query<{ id: number }>(
      "INSERT INTO users (steam_id, username) VALUES ('76561198000000777', 'Holder') RETURNING id",
    );
    const { rows: orders } = await stateDb.query<{ id: number }>(
      `INSERT INTO orders (user_id, gateway_id, code, status, context, currency, total, trade_link, expires_at)
       VALUES ($1, 1, 'HOLD-0001', 'awaiting_payment', '{}', 'EUR', 1, 'https://example.test', now() + interval '1 hour')
       RETURNING id`,
      [users[0]?.id],
    );

    // Every combination of the six reasons, one listing each: bit i set when offSaleReasons[i] holds.
    const holds = (combination: number, state: string) =>
      (combination >> offSaleReasons.findIndex((reason) => reason.state === state)) % 2 === 1;
    const ids = listings.map((listing) => listing.id);
    const where = (state: string) => ids.filter((_, combination) => holds(combination, state));
    await stateDb.query(
      'INSERT INTO trades (item_id, game, price_usd) SELECT id, game, 1 FROM items WHERE id = ANY($1)',
      [where('sold')],
    );
    await stateDb.query(
      "INSERT INTO reservations (item_id, order_id, expires_at) SELECT unnest($1::int[]), $2, now() + interval '1 hour'",
      [where('reserved'), orders[0]?.id],
    );
    await stateDb.query("UPDATE items SET off_sale_reason = 'Gone', off_sale_at = now() WHERE id = ANY($1)", [
      where('off_sale'),
    ]);
    await stateDb.query("UPDATE items SET attention = 'Unknown tag' WHERE id = ANY($1)", [where('needs_attention')]);
    await stateDb.query('UPDATE items SET inspection_due = true WHERE id = ANY($1)', [where('not_inspected')]);
    await stateDb.query('UPDATE items SET price_base_usd = NULL WHERE id = ANY($1)', [where('unpriced')]);
    await refreshListings(stateDb, ids);

    const { rows } = await stateDb.query<Record<string, unknown> & { id: number }>(
      `SELECT id, available, ${listingStateSql} AS state,
         ${listingStates.map((state) => `${listingStateConditionSql(state)} AS "${state}"`).join(', ')}
       FROM items WHERE id = ANY($1) ORDER BY id`,
      [ids],
    );
    const seen = rows.map((row) => {
      const combination = ids.indexOf(row.id);
      const expected = offSaleReasons.find((reason) => holds(combination, reason.state))?.state ?? 'on_sale';
      return {
        combination,
        state: row.state,
        available: row.available,
        foundBy: listingStates.filter((state) => row[state] === true),
        expected,
      };
    });
    expect(seen).toEqual(
      seen.map((row) => ({
        ...row,
        state: row.expected,
        available: row.expected === 'on_sale',
        foundBy: [row.expected],
      })),
    );
    expect(seen.filter((row) => row.state === 'on_sale')).toHaveLength(1);
  });
});

describe('what a listing keeps of the trades and the reservations (the first two states)', () => {
  let holdsDb: Db;
  let ids: number[];
  let orderId: number;
  afterAll(() => holdsDb?.close());

  /** The listings whose kept facts disagree with what the trades and the reservations hold. */
  const disagreeing = async () =>
    (
      await holdsDb.query<{ id: number; sold: boolean; reserved: boolean }>(
        `SELECT id, sold, reserved FROM items
         WHERE sold IS DISTINCT FROM EXISTS (SELECT 1 FROM trades WHERE trades.item_id = items.id)
            OR reserved IS DISTINCT FROM EXISTS (SELECT 1 FROM reservations WHERE reservations.item_id = items.id)`,
      )
    ).rows;
  const factsOf = async (listed: readonly number[]) =>
    (
      await holdsDb.query<{ id: number; sold: boolean; reserved: boolean }>(
        'SELECT id, sold, reserved FROM items WHERE id = ANY($1) ORDER BY id',
        [listed],
      )
    ).rows.map((row) => [row.id, row.sold, row.reserved]);
  const newOrder = async (code: string) =>
    (
      await holdsDb.query<{ id: number }>(
        `INSERT INTO orders (user_id, gateway_id, code, status, context, currency, total, trade_link, expires_at)
         SELECT id, 1, $1, 'awaiting_payment', '{}', 'EUR', 1, 'https://example.test', now() + interval '1 hour'
         FROM users WHERE steam_id = '76561198000000778'
         RETURNING id`,
        [code],
      )
    ).rows[0]?.id as number;

  beforeAll(async () => {
    holdsDb = await openTestDb();
    await seedCatalogue(holdsDb, { items: 60, seed: 5 });
    const { rows } = await holdsDb.query<{ id: number }>('SELECT id FROM items WHERE NOT sold ORDER BY id LIMIT 4');
    ids = rows.map((row) => row.id);
    expect(ids).toHaveLength(4);
    await holdsDb.query("INSERT INTO users (steam_id, username) VALUES ('76561198000000778', 'Holder')");
    orderId = await newOrder('HOLD-0002');
  });

  it('is what the seeded catalogue holds: its sold copies are sold, nothing is reserved', async () => {
    const { rows } = await holdsDb.query<{ sold: number }>('SELECT count(*) AS sold FROM items WHERE sold');
    expect(rows[0]?.sold).toBeGreaterThan(0);
    expect(await disagreeing()).toEqual([]);
  });

  it('follows the trades: recorded, recorded twice, one removed, moved to another listing, all removed', async () => {
    const [a, b] = ids as [number, number];
    const record = (id: number) =>
      holdsDb.query('INSERT INTO trades (item_id, game, price_usd) SELECT id, game, 1 FROM items WHERE id = $1', [id]);
    await record(a);
    await record(a);
    expect(await factsOf([a, b])).toEqual([
      [a, true, false],
      [b, false, false],
    ]);
    await holdsDb.query('DELETE FROM trades WHERE id = (SELECT min(id) FROM trades WHERE item_id = $1)', [a]);
    expect(await factsOf([a])).toEqual([[a, true, false]]);
    await holdsDb.query('UPDATE trades SET item_id = $2 WHERE item_id = $1', [a, b]);
    expect(await factsOf([a, b])).toEqual([
      [a, false, false],
      [b, true, false],
    ]);
    await holdsDb.query('DELETE FROM trades WHERE item_id = $1', [b]);
    expect(await factsOf([a, b])).toEqual([
      [a, false, false],
      [b, false, false],
    ]);
    expect(await disagreeing()).toEqual([]);
  });

  it('follows the reservations: held, moved, released, and gone with their order', async () => {
    const [, , c, d] = ids as [number, number, number, number];
    await holdsDb.query(
      "INSERT INTO reservations (item_id, order_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')",
      [c, orderId],
    );
    expect(await factsOf([c, d])).toEqual([
      [c, false, true],
      [d, false, false],
    ]);
    await holdsDb.query('UPDATE reservations SET item_id = $2 WHERE item_id = $1', [c, d]);
    expect(await factsOf([c, d])).toEqual([
      [c, false, false],
      [d, false, true],
    ]);
    await holdsDb.query('DELETE FROM reservations WHERE item_id = $1', [d]);
    expect(await factsOf([d])).toEqual([[d, false, false]]);

    const other = await newOrder('HOLD-0003');
    await holdsDb.query(
      "INSERT INTO reservations (item_id, order_id, expires_at) SELECT unnest($1::int[]), $2, now() + interval '1 hour'",
      [[c, d], other],
    );
    expect(await factsOf([c, d])).toEqual([
      [c, false, true],
      [d, false, true],
    ]);
    await holdsDb.query('DELETE FROM orders WHERE id = $1', [other]);
    expect(await factsOf([c, d])).toEqual([
      [c, false, false],
      [d, false, false],
    ]);
    expect(await disagreeing()).toEqual([]);
  });

  it('is cleared everywhere when a table is emptied at once', async () => {
    const [a, , c] = ids as [number, number, number];
    await holdsDb.query('INSERT INTO trades (item_id, game, price_usd) SELECT id, game, 1 FROM items WHERE id = $1', [
      a,
    ]);
    await holdsDb.query(
      "INSERT INTO reservations (item_id, order_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')",
      [c, orderId],
    );
    await holdsDb.exec('TRUNCATE reservations');
    await holdsDb.exec('TRUNCATE trades');
    const { rows } = await holdsDb.query<{ held: number }>('SELECT count(*) AS held FROM items WHERE sold OR reserved');
    expect(rows[0]?.held).toBe(0);
    expect(await disagreeing()).toEqual([]);
  });
});
