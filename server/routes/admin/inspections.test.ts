import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminInspectionEndpoints, adminInspectionsSchema } from '#contract/admin/inspections.ts';
import { jobsSchemaOf } from '../../jobs/queue.ts';
import { type Buyer, callEndpoint, createShopTestApp, type ShopTestApp } from '../../orders/testKit.ts';

let shop: ShopTestApp;
let admin: Buyer;
let shopper: Buyer;

beforeAll(async () => {
  shop = await createShopTestApp();
  shopper = await shop.buyer(1);
  admin = await shop.buyer(2);
  await shop.db.query('UPDATE users SET is_admin = true WHERE id = $1', [admin.userId]);
}, 60_000);
afterAll(() => shop.close());

/**
 * Listings as the inspections leave them (a fixture: server/stock/inspections.test.ts drives the real path): one still
 * tried, one given up after three unanswered tries. Both off sale.
 */
async function waitingListings() {
  const [tried, givenUp] = await shop.availableSkins(2);
  if (tried === undefined || givenUp === undefined) throw new Error('two skins on sale');
  await shop.db.query(
    `UPDATE items SET inspection_due = true, inspected_at = NULL, available = false, steam_bot = 'sandbox_bot',
       steam_asset_id = 'asset-' || id, inspect_link = NULL,
       inspection_tries = CASE WHEN id = $2 THEN 3 ELSE 1 END,
       inspection_error = CASE WHEN id = $2 THEN 'The game coordinator did not answer within 10 s (sandbox_bot, try 3 of 3)'
         ELSE 'The game coordinator did not answer within 10 s (sandbox_bot, try 1 of 3)' END,
       inspection_failed_at = CASE WHEN id = $2 THEN now() END
     WHERE id = ANY($1::int[])`,
    [[tried, givenUp], givenUp],
  );
  return { tried, givenUp };
}

const inspectJobs = async (itemId: number) =>
  (
    await shop.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${jobsSchemaOf(shop.db)}.job WHERE name = 'listing.inspect'
         AND state IN ('created', 'retry') AND (data->>'itemId')::int = $1`,
      [itemId],
    )
  ).rows[0]?.n;

describe('CS2 inspections in the back-office', () => {
  it('are for admins only', async () => {
    const body = { skin_ids: [1], reason: 'The item is back in the game' };
    expect((await callEndpoint(shop.app, adminInspectionEndpoints.overview, undefined)).statusCode).toBe(401);
    expect((await callEndpoint(shop.app, adminInspectionEndpoints.overview, shopper)).statusCode).toBe(403);
    expect((await callEndpoint(shop.app, adminInspectionEndpoints.retry, shopper, { body })).statusCode).toBe(403);
  });

  it('show what waits for the game, given up first with why, and each bot’s game session', async () => {
    const { tried, givenUp } = await waitingListings();
    const answer = await callEndpoint(shop.app, adminInspectionEndpoints.overview, admin);
    expect(answer.statusCode).toBe(200);
    const overview = adminInspectionsSchema.parse(answer.json());
    expect(overview).toMatchObject({ waiting: 1, given_up: 1 });
    expect(overview.listings.map((listing) => listing.skin_id)).toEqual([givenUp, tried]);
    expect(overview.listings[0]).toMatchObject({
      bot: 'sandbox_bot',
      asset_id: `asset-${givenUp}`,
      tries: 3,
      error: expect.stringMatching(/try 3 of 3/),
      given_up_at: expect.any(String),
    });
    expect(overview.listings[1]).toMatchObject({ tries: 1, given_up_at: null });
    expect(overview.sessions.map((session) => session.account_name)).toEqual(['sandbox_bot']);
  });

  it('ask the game again for given-up listings only, each with its audit row, and refuse a bad request', async () => {
    const { tried, givenUp } = await waitingListings();
    const reason = 'The item is back in the game';
    const answer = await callEndpoint(shop.app, adminInspectionEndpoints.retry, admin, {
      body: { skin_ids: [tried, givenUp], reason },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ retried: [givenUp] });

    const { rows } = await shop.db.query<{ inspection_tries: number; inspection_failed_at: Date | null }>(
      'SELECT inspection_tries, inspection_failed_at FROM items WHERE id = $1',
      [givenUp],
    );
    expect(rows[0]).toEqual({ inspection_tries: 0, inspection_failed_at: null });
    expect(await inspectJobs(givenUp)).toBe(1);
    const audit = await shop.db.query<{ target_id: string; admin_id: number; reason: string }>(
      `SELECT target_id, admin_id, reason FROM admin_audit WHERE action = 'listing.inspect_again' ORDER BY id`,
    );
    expect(audit.rows).toEqual([{ target_id: String(givenUp), admin_id: admin.userId, reason }]);

    // Asked again, it is no longer given up: a second press changes nothing and writes no audit row.
    const again = await callEndpoint(shop.app, adminInspectionEndpoints.retry, admin, {
      body: { skin_ids: [givenUp], reason },
    });
    expect(again.json()).toEqual({ retried: [] });
    const count = await shop.db.query(`SELECT 1 FROM admin_audit WHERE action = 'listing.inspect_again'`);
    expect(count.rows).toHaveLength(1);

    for (const body of [{ skin_ids: [], reason }, { skin_ids: [givenUp], reason: 'no' }, { skin_ids: [givenUp] }]) {
      expect((await callEndpoint(shop.app, adminInspectionEndpoints.retry, admin, { body })).statusCode).toBe(400);
    }
  });
});
