import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminListingListQuerySchema, adminListingSorts } from '#contract/admin/listings.ts';
import { seedCatalogue } from '../catalogue/seed.ts';
import type { Db } from '../db/db.ts';
import { listingStateSql, refreshListings } from '../stock/listings.ts';
import { openTestDb } from '../test/testApp.ts';
import { listListings } from './listings.ts';

let db: Db;
let adminId: number;
let stale: number[];

beforeAll(async () => {
  db = await openTestDb();
  await seedCatalogue(db, { items: 90, seed: 7 });
  const { rows: admins } = await db.query<{ id: number }>(
    "INSERT INTO users (steam_id, username, is_admin) VALUES ('76561198000000779', 'Lister', true) RETURNING id",
  );
  adminId = admins[0]?.id as number;
  // Listings on sale whose market price went stale, one priced by hand (never stale), one with no price at all.
  const { rows } = await db.query<{ id: number }>('SELECT id FROM items WHERE available ORDER BY id LIMIT 24');
  const ids = rows.map((row) => row.id);
  stale = ids.slice(0, 20);
  await db.query("UPDATE items SET market_value_read_at = now() - interval '30 days' WHERE id = ANY($1)", [ids]);
  await db.query('UPDATE items SET fixed_price_usd = 5, price_base_usd = 5 WHERE id = $1', [ids[20]]);
  await db.query('UPDATE items SET market_value_usd = NULL, price_base_usd = NULL WHERE id = $1', [ids[21]]);
  await refreshListings(db, ids);
});
afterAll(() => db.close());

/** Every page of the unpriced listings in `sort`, five at a time, and the page queries' SQL. */
async function unpricedPages(sort: string, manyStale?: number) {
  const sqls: string[] = [];
  const watch = (inner: Db): Db => ({
    ...inner,
    query: (sql, params) => {
      sqls.push(sql);
      return inner.query(sql, params);
    },
    transaction: (work) => inner.transaction((tx) => work(watch(tx))),
  });
  const watched = watch(db);
  const pages: { id: number; state: string }[][] = [];
  for (let page = 1; page <= 10; page++) {
    const query = adminListingListQuerySchema.parse({ state: 'unpriced', sort, page_size: '5', page: String(page) });
    const answer = await listListings(watched, adminId, query, manyStale);
    pages.push(answer.results.map((row) => ({ id: row.id, state: row.state })));
    if (!answer.has_more) break;
  }
  return { rows: pages.flat(), pageSql: sqls.filter((sql) => sql.includes('AS page')) };
}

describe('the unpriced listings, few or many stale', () => {
  it.each(adminListingSorts)(
    'lists the same pages sorted %s, whether gathered and sorted or found by walking the sort’s index',
    async (sort) => {
      const { rows: expected } = await db.query<{ id: number }>(
        `SELECT id FROM items WHERE ${listingStateSql} = 'unpriced' ORDER BY id`,
      );
      expect(expected.map((row) => row.id)).toEqual(expect.arrayContaining(stale));

      const gathered = await unpricedPages(sort);
      const walked = await unpricedPages(sort, 10);
      expect(gathered.rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(expected.map((row) => row.id));
      expect(new Set(gathered.rows.map((row) => row.state))).toEqual(new Set(['unpriced']));
      expect(walked.rows).toEqual(gathered.rows);
      // Gathered: sorted by expressions no index holds; walked: by the columns, in an index's order.
      expect(gathered.pageSql.every((sql) => sql.includes('(items.id + 0)'))).toBe(true);
      expect(walked.pageSql.some((sql) => sql.includes('(items.id + 0)'))).toBe(false);
    },
  );
});
