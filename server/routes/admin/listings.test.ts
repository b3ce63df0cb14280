import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminListingActionAnswer,
  type AdminListingPage,
  type AdminListingRow,
  adminListingEndpoints,
  adminListingMessages,
  type ListingState,
} from '#contract/admin/listings.ts';
import type { Endpoint } from '#contract/endpoint.ts';
import { storeEndpoints } from '#contract/store.ts';
import { steamImageHost } from '../../catalogue/items.ts';
import {
  type Buyer,
  buySkin,
  callEndpoint,
  createShopTestApp,
  type EndpointCall,
  type ShopTestApp,
} from '../../orders/testKit.ts';
import { repriceListings } from '../../pricing/listingPrices.ts';
import { refreshListings } from '../../stock/listings.ts';

let shop: ShopTestApp;
let alex: Buyer;
let admin: Buyer;
let demoted: Buyer;

/** Listings put in each state before the tests, by what that state is made of. */
const listing = {} as Record<
  'onSale' | 'attention' | 'uninspected' | 'unpriced' | 'bySync' | 'fromBot' | 'raced' | 'priced',
  number
> & {
  reserved: number;
  sold: number;
  order: number;
};

const call = (endpoint: Endpoint, who: Buyer | undefined, options?: EndpointCall) =>
  callEndpoint(shop.app, endpoint, who, options);
const reason = 'Counterfeit sticker reported by a buyer';

async function page(query: string): Promise<AdminListingPage> {
  const response = await call(adminListingEndpoints.list, admin, { query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminListingPage>();
}
const everything = async (query = '') => (await page(`page_size=100&${query}`)).results;
const rowOf = async (id: number, currency = 'EUR') => {
  const row = (await everything(`currency=${currency}`)).find((each) => each.id === id);
  if (!row) throw new Error(`Listing ${id} is not in the list`);
  return row;
};
const auditOf = async (id: number) =>
  (
    await shop.db.query<{ action: string; admin_id: number; reason: string; before: unknown; after: unknown }>(
      "SELECT action, admin_id, reason, before, after FROM admin_audit WHERE target_type = 'listing' AND target_id = $1 ORDER BY id",
      [String(id)],
    )
  ).rows;
const inStore = async (id: number) => {
  const { rows } = await shop.db.query<{ game: string; name: string }>('SELECT game, name FROM items WHERE id = $1', [
    id,
  ]);
  const item = rows[0];
  if (!item) throw new Error(`No listing ${id}`);
  const found = await shop.app.inject({
    method: 'GET',
    url: `/api/${storeEndpoints.search.path}?game=${item.game}&page_size=100&search=${encodeURIComponent(item.name)}`,
  });
  return found.json<{ items: { id: number }[] }>().items.some((each) => each.id === id);
};

beforeAll(async () => {
  shop = await createShopTestApp();
  alex = await shop.buyer(1);
  admin = await shop.buyer(2);
  demoted = await shop.buyer(3);
  await shop.db.query('UPDATE users SET is_admin = true WHERE id = $1', [admin.userId]);

  const [onSale, attention, uninspected, unpriced, bySync, fromBot, reserved, raced, priced] =
    await shop.availableSkins(9);
  Object.assign(listing, { onSale, attention, uninspected, unpriced, bySync, fromBot, reserved, raced, priced });
  await shop.db.query("UPDATE items SET attention = 'Unknown exterior tag: WearCategory9' WHERE id = $1", [attention]);
  await shop.db.query('UPDATE items SET inspection_due = true WHERE id = $1', [uninspected]);
  await shop.db.query('UPDATE items SET market_value_usd = NULL WHERE id = $1', [unpriced]);
  await repriceListings(shop.db, [unpriced as number], 'reference');
  await shop.db.query(
    "UPDATE items SET off_sale_reason = 'The asset left the bot outside an order', off_sale_at = now() WHERE id = $1",
    [bySync],
  );
  await shop.db.query(
    `UPDATE items SET source = 'inventory', steam_bot = 'skinsbot_two', steam_asset_id = '38350177019',
       market_hash_name = name, icon_url = '-9a81dlWLwJ2UUGcVs_nsVtzdOEdtWwKGZZLQHTxDZ7I56KU0Zwwo4NUX4oFJZ' WHERE id = $1`,
    [fromBot],
  );
  await refreshListings(shop.db, [attention, uninspected, bySync] as number[]);
  const bought = await buySkin(shop.app, alex, reserved as number);
  expect(bought.statusCode, bought.body).toBe(200);
  listing.order = bought.json<{ order_id: number }>().order_id;
  const { rows } = await shop.db.query<{ item_id: number }>('SELECT item_id FROM trades ORDER BY item_id LIMIT 1');
  listing.sold = rows[0]?.item_id as number;
}, 60_000);
afterAll(() => shop.close());

describe('admin listing routes: who may call them', () => {
  const body = { ids: [999_999], reason };
  const routes: [string, Endpoint, EndpointCall][] = [
    ['list', adminListingEndpoints.list, {}],
    ['take off sale', adminListingEndpoints.takeOffSale, { body }],
    ['put on sale', adminListingEndpoints.putOnSale, { body }],
    ['fix a price', adminListingEndpoints.fixPrice, { body: { ...body, price: 10, currency: 'EUR' } }],
  ];

  it.each(routes)(
    '%s: visitor 401, user 403, demoted admin 403, admin passes the guard',
    async (_name, endpoint, options) => {
      await shop.db.query('UPDATE users SET is_admin = true WHERE id = $1', [demoted.userId]);
      await shop.db.query('UPDATE users SET is_admin = false WHERE id = $1', [demoted.userId]);
      expect((await call(endpoint, undefined, options)).statusCode).toBe(401);
      expect((await call(endpoint, alex, options)).statusCode).toBe(403);
      expect((await call(endpoint, demoted, options)).statusCode).toBe(403);
      expect([200, 409]).toContain((await call(endpoint, admin, options)).statusCode);
    },
  );

  it('answers an unknown listing with why nothing changed', async () => {
    const response = await call(adminListingEndpoints.takeOffSale, admin, { body });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: adminListingMessages.notFound });
  });
});

describe('the listings list', () => {
  it('gives each listing its state: on sale, or the first reason it is not', async () => {
    const rows = await everything();
    const stateOf = (id: number) => rows.find((row) => row.id === id)?.state;
    const expected: [number, ListingState][] = [
      [listing.onSale, 'on_sale'],
      [listing.attention, 'needs_attention'],
      [listing.uninspected, 'not_inspected'],
      [listing.unpriced, 'unpriced'],
      [listing.bySync, 'off_sale'],
      [listing.reserved, 'reserved'],
      [listing.sold, 'sold'],
    ];
    expect(expected.map(([id]) => [id, stateOf(id)])).toEqual(expected);
  });

  it('says what keeps a listing off sale, who took it off, and which order holds it', async () => {
    expect(await rowOf(listing.attention)).toMatchObject({ attention: 'Unknown exterior tag: WearCategory9' });
    expect(await rowOf(listing.uninspected)).toMatchObject({ inspection_due: true, inspected_at: null });
    expect((await rowOf(listing.bySync)).off_sale).toEqual({
      reason: 'The asset left the bot outside an order',
      at: expect.any(String),
      by: null,
    });
    const { rows } = await shop.db.query<{ code: string }>('SELECT code FROM orders WHERE id = $1', [listing.order]);
    expect((await rowOf(listing.reserved)).order).toEqual({ id: listing.order, code: rows[0]?.code });
  });

  it('shows the asset a bot holds with Steam’s picture, and a demo listing with its drawn one', async () => {
    expect(await rowOf(listing.fromBot)).toMatchObject({
      source: 'inventory',
      bot: 'skinsbot_two',
      asset_id: '38350177019',
      image_url: `${steamImageHost}/economy/image/-9a81dlWLwJ2UUGcVs_nsVtzdOEdtWwKGZZLQHTxDZ7I56KU0Zwwo4NUX4oFJZ`,
    });
    expect((await rowOf(listing.onSale)).image_url).toMatch(/^\/api\/.+\.webp$/);
  });

  it('prices each listing in the currency asked, else the admin’s own: reference, rule, fixed and store price', async () => {
    const { rows } = await shop.db.query<{ reference: number; rule: number; price: number }>(
      `SELECT round(market_value_usd * 1.53, 2) AS reference, round(market_value_usd * rarity_factor * 1.53, 2) AS rule,
         round(price_base_usd * 1.05 * 1.53, 2) AS price
       FROM items WHERE id = $1`,
      [listing.onSale],
    );
    const expected = rows[0];
    expect(await rowOf(listing.onSale, 'AUD')).toMatchObject({
      reference_price: expected?.reference,
      rule_price: expected?.rule,
      fixed_price: null,
      price: expected?.price,
    });
    expect(await rowOf(listing.unpriced)).toMatchObject({ reference_price: null, rule_price: null, price: null });
    const answer = await page('page_size=1');
    expect(answer).toMatchObject({ currency: 'EUR', service_fee_percent: 5 });
    await shop.db.query("UPDATE users SET currency_id = (SELECT id FROM currencies WHERE code = 'AUD') WHERE id = $1", [
      admin.userId,
    ]);
    expect((await page('page_size=1')).currency).toBe('AUD');
    await shop.db.query("UPDATE users SET currency_id = (SELECT id FROM currencies WHERE code = 'EUR') WHERE id = $1", [
      admin.userId,
    ]);
  });

  it.each(['on_sale', 'not_inspected', 'unpriced', 'needs_attention', 'reserved', 'sold', 'off_sale'] as const)(
    'filters the listings %s',
    async (state) => {
      const rows = await everything(`state=${state}`);
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((row) => row.state))).toEqual(new Set([state]));
      const all = await everything();
      expect(rows.map((row) => row.id)).toEqual(all.filter((row) => row.state === state).map((row) => row.id));
    },
  );

  it('filters by several states, games and bots at once', async () => {
    const rows = await everything('state=unpriced,needs_attention');
    expect(rows.map((row) => row.id).sort()).toEqual([listing.attention, listing.unpriced].sort());
    const games = await everything('game=dota2&game=rust');
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((row) => row.game === 'dota2' || row.game === 'rust')).toBe(true);
    expect((await everything('bot=skinsbot_two')).map((row) => row.id)).toEqual([listing.fromBot]);
    expect(await everything('bot=skinsbot_one')).toEqual([]);
  });

  it('searches the start of each word of the name, or a listing’s id', async () => {
    const { rows } = await shop.db.query<{ name: string }>('SELECT name FROM items WHERE id = $1', [listing.onSale]);
    const words = (rows[0]?.name ?? '').match(/[\p{L}\p{N}]+/gu) ?? [];
    const typed = words.map((word) => word.slice(0, 3)).join(' ');
    const found = await everything(`q=${encodeURIComponent(typed.toUpperCase())}`);
    expect(found.map((row) => row.id)).toContain(listing.onSale);
    expect(
      found.every((row) => words.every((word) => row.name.toLowerCase().includes(word.slice(0, 3).toLowerCase()))),
    ).toBe(true);
    expect((await everything(`q=${listing.sold}`)).map((row) => row.id)).toContain(listing.sold);
    expect(await everything('q=zzqqxx')).toEqual([]);
  });

  it('sorts by listing, name and price, the unpriced last either way', async () => {
    const ids = (rows: AdminListingRow[]) => rows.map((row) => row.id);
    const newest = await everything();
    expect(ids(newest)).toEqual([...ids(newest)].sort((a, b) => b - a));
    expect(ids(await everything('sort=oldest'))).toEqual([...ids(newest)].sort((a, b) => a - b));
    const byName = (await everything('sort=name_asc')).map((row) => row.name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const sort of ['price_asc', 'price_desc']) {
      const prices = (await everything(`sort=${sort}`)).map((row) => row.price);
      expect(prices.at(-1)).toBeNull();
      const priced = prices.filter((price) => price !== null);
      const ordered = [...priced].sort((a, b) => (sort === 'price_asc' ? a - b : b - a));
      expect(priced).toEqual(ordered);
      expect(prices.indexOf(null)).toBe(priced.length);
    }
  });

  it('pages through the list', async () => {
    const first = await page('page_size=5');
    const second = await page('page_size=5&page=2');
    expect(first).toMatchObject({ page: 1, page_size: 5, has_more: true });
    expect(first.results).toHaveLength(5);
    expect(second.results.map((row) => row.id)).toEqual((await everything()).slice(5, 10).map((row) => row.id));
    expect((await page('page_size=100&page=2')).has_more).toBe(false);
  });

  it('refuses filters it does not know, with the field that is wrong', async () => {
    const response = await call(adminListingEndpoints.list, admin, { query: 'state=lost&sort=cheapest' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).map((field) => field.split('.')[0])).toEqual(['sort', 'state']);
  });
});

describe('taking listings off sale and back', () => {
  it('takes a listing off the store with the reason, audited, and puts it back', async () => {
    expect(await inStore(listing.onSale)).toBe(true);
    const off = await call(adminListingEndpoints.takeOffSale, admin, { body: { ids: [listing.onSale], reason } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ detail: adminListingMessages.takenOffSale, changed: [listing.onSale], skipped: [] });
    expect(await inStore(listing.onSale)).toBe(false);
    const row = await rowOf(listing.onSale);
    expect(row).toMatchObject({ state: 'off_sale', off_sale: { reason, by: { id: admin.userId } } });
    expect(row.actions).toEqual(['put_on_sale', 'fix_price']);

    const back = await call(adminListingEndpoints.putOnSale, admin, {
      body: { ids: [listing.onSale], reason: 'Sticker checked: genuine' },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await inStore(listing.onSale)).toBe(true);
    expect((await rowOf(listing.onSale)).state).toBe('on_sale');
    expect(await auditOf(listing.onSale)).toEqual([
      {
        action: 'listing.take_off_sale',
        admin_id: admin.userId,
        reason,
        before: { state: 'on_sale', off_sale_reason: null, off_sale_by: null },
        after: { state: 'off_sale', off_sale_reason: reason, off_sale_by: admin.userId },
      },
      {
        action: 'listing.put_on_sale',
        admin_id: admin.userId,
        reason: 'Sticker checked: genuine',
        before: { state: 'off_sale', off_sale_reason: reason, off_sale_by: admin.userId },
        after: { state: 'on_sale', off_sale_reason: null, off_sale_by: null },
      },
    ]);
  });

  it('changes what it can of a selection and says why it left the others', async () => {
    const ids = [listing.uninspected, listing.sold, listing.bySync, 999_999];
    const response = await call(adminListingEndpoints.takeOffSale, admin, { body: { ids, reason } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminListingActionAnswer>()).toEqual({
      detail: adminListingMessages.takenOffSale,
      changed: [listing.uninspected],
      skipped: [
        { id: listing.sold, reason: 'sold' },
        { id: listing.bySync, reason: 'already_off_sale' },
        { id: 999_999, reason: 'not_found' },
      ],
    });
    expect(await auditOf(listing.sold)).toEqual([]);
    const again = await call(adminListingEndpoints.takeOffSale, admin, {
      body: { ids: [listing.uninspected], reason },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: adminListingMessages.alreadyOffSale });
    const mixed = await call(adminListingEndpoints.takeOffSale, admin, {
      body: { ids: [listing.uninspected, listing.sold], reason },
    });
    expect(mixed.json()).toEqual({ detail: adminListingMessages.nothingChanged });
    await call(adminListingEndpoints.putOnSale, admin, { body: { ids: [listing.uninspected], reason } });
    expect((await rowOf(listing.uninspected)).state).toBe('not_inspected');
  });

  it('leaves to the sync a listing the sync took off sale', async () => {
    expect((await rowOf(listing.bySync)).actions).toEqual(['fix_price']);
    const response = await call(adminListingEndpoints.putOnSale, admin, { body: { ids: [listing.bySync], reason } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: adminListingMessages.offSaleBySync });
  });

  it('takes off sale a listing an order holds: it stays with the order, and off sale if the order lets it go', async () => {
    const response = await call(adminListingEndpoints.takeOffSale, admin, {
      body: { ids: [listing.reserved], reason },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await rowOf(listing.reserved)).toMatchObject({ state: 'reserved', off_sale: { reason } });
    await shop.db.query('DELETE FROM reservations WHERE item_id = $1', [listing.reserved]);
    await refreshListings(shop.db, [listing.reserved]);
    expect((await rowOf(listing.reserved)).state).toBe('off_sale');
  });

  it('lets one of two admins pressing at once take a listing off sale', async () => {
    const id = listing.raced;
    const answers = await Promise.all(
      [admin, admin].map((who) => call(adminListingEndpoints.takeOffSale, who, { body: { ids: [id], reason } })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(id)).toHaveLength(1);
  });
});

describe('fixed prices', () => {
  it('sets a price typed in the admin’s currency, reads it back as typed, and sells at it with the fee', async () => {
    const id = listing.priced;
    const body = { ids: [id], price: 123.45, currency: 'AUD', reason: 'Rare pattern, priced by hand' };
    const response = await call(adminListingEndpoints.fixPrice, admin, { body });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminListingActionAnswer>().detail).toBe(adminListingMessages.priceFixed);
    const row = await rowOf(id, 'AUD');
    expect(row).toMatchObject({ fixed_price: 123.45, price: 129.62, state: 'on_sale' });
    expect(row.rule_price).not.toBe(123.45);
    const { rows } = await shop.db.query<{ base: number }>('SELECT price_base_usd AS base FROM items WHERE id = $1', [
      id,
    ]);
    expect(rows[0]?.base).toBeCloseTo(123.45 / 1.53, 6);
    expect((await rowOf(id, 'EUR')).fixed_price).toBe(Math.round((123.45 / 1.53) * 0.92 * 100) / 100);
    expect((await auditOf(id)).at(-1)).toMatchObject({
      action: 'listing.fix_price',
      reason: 'Rare pattern, priced by hand',
      before: { fixed_price_usd: null },
      after: { entered_price: 123.45, currency: 'AUD', state: 'on_sale' },
    });

    const same = await call(adminListingEndpoints.fixPrice, admin, { body });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual({ detail: adminListingMessages.samePrice });

    const cleared = await call(adminListingEndpoints.fixPrice, admin, { body: { ...body, price: null } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<AdminListingActionAnswer>().detail).toBe(adminListingMessages.priceCleared);
    const ruled = await rowOf(id, 'AUD');
    expect(ruled.fixed_price).toBeNull();
    const { rows: repriced } = await shop.db.query<{ ruled: boolean }>(
      'SELECT price_base_usd = market_value_usd * rarity_factor AS ruled FROM items WHERE id = $1',
      [id],
    );
    expect(repriced[0]?.ruled).toBe(true);
    const again = await call(adminListingEndpoints.fixPrice, admin, { body: { ...body, price: null } });
    expect(again.json()).toEqual({ detail: adminListingMessages.noFixedPrice });
  });

  it('puts an unpriced listing on sale', async () => {
    expect(await inStore(listing.unpriced)).toBe(false);
    const body = { ids: [listing.unpriced], price: 40, currency: 'EUR', reason: 'No market price yet' };
    expect((await call(adminListingEndpoints.fixPrice, admin, { body })).statusCode).toBe(200);
    expect(await rowOf(listing.unpriced)).toMatchObject({ state: 'on_sale', fixed_price: 40, price: 42 });
    expect(await inStore(listing.unpriced)).toBe(true);
  });

  it.each([
    ['more than 2 decimals', { price: 10.005 }, 'price'],
    ['a price of zero', { price: 0 }, 'price'],
    ['a price above the largest', { price: 10_000_001 }, 'price'],
    ['an unknown currency', { currency: 'GBP' }, 'currency'],
    ['no listing', { ids: [] }, 'ids'],
    ['a listing twice', { ids: [7, 7] }, 'ids'],
    ['a short reason', { reason: 'ok' }, 'reason'],
    ['a field it does not know', { is_admin: true }, ''],
  ])('refuses %s, naming the field', async (_name, change, field) => {
    const audited = (await auditOf(listing.onSale)).length;
    const body = { ids: [listing.onSale], price: 10, currency: 'EUR', reason, ...change };
    const response = await call(adminListingEndpoints.fixPrice, admin, { body });
    expect(response.statusCode).toBe(400);
    if (field) expect(Object.keys(response.json())).toContain(field);
    expect(await auditOf(listing.onSale)).toHaveLength(audited);
  });

  it('says the 2-decimals rule in words', async () => {
    const body = { ids: [listing.onSale], price: 10.005, currency: 'EUR', reason };
    const response = await call(adminListingEndpoints.fixPrice, admin, { body });
    expect(response.json()).toEqual({ price: [adminListingMessages.priceDecimals] });
  });
});
