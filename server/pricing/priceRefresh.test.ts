import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminSettings, settingsEndpoints } from '#contract/admin/settings.ts';
import { endpointPath } from '#contract/endpoint.ts';
import type { ProductDetail } from '#contract/store.ts';
import { makeJobsDue } from '../jobs/testKit.ts';
import { type Buyer, buySkin, callEndpoint, createShopTestApp, type ShopTestApp } from '../orders/testKit.ts';
import { steamAppIds } from '../sandbox/steam/steamInventory.ts';
import { unpaced } from '../stock/pacer.ts';
import { type FakeSteam, startFakeSteam } from '../trading/steam/fakeSteam.ts';
import { repriceBatchAfter, sweepStalePrices } from './plugin.ts';
import { type PriceRefreshDeps, refreshPrices } from './priceRefresh.ts';
import { steamMarketPriceSource } from './steamMarket.ts';

/**
 * Reference prices from the Steam market's priceoverview (the local fake, through the production adapter), the
 * shop's rules on top, and never a sale at a stale price.
 */

let steam: FakeSteam;
let shop: ShopTestApp;
let admin: Buyer;
let alex: Buyer;

beforeAll(async () => {
  steam = await startFakeSteam([]);
  shop = await createShopTestApp();
  admin = await shop.buyer(2);
  alex = await shop.buyer(1);
  await shop.db.query('UPDATE users SET is_admin = true WHERE id = $1', [admin.userId]);
}, 60_000);
afterAll(async () => {
  await shop.close();
  await steam.close();
});

const deps = (): PriceRefreshDeps => ({
  db: shop.db,
  source: steamMarketPriceSource({ origin: `${steam.origin}/steamcommunity.com`, requestIntervalMs: 0 }),
  pacer: unpaced,
  log: shop.app.log,
});

interface Listing {
  id: number;
  game: 'csgo' | 'dota2' | 'rust';
  name: string;
  rarity: string | null;
  market_value_usd: number | null;
  price_base_usd: number | null;
  available: boolean;
}

const listing = async (id: number) =>
  (
    await shop.db.query<Listing>(
      `SELECT id, game, market_hash_name AS name, rarity, market_value_usd, price_base_usd, available FROM items
       WHERE id = $1`,
      [id],
    )
  ).rows[0] as Listing;

/** A listing on sale of a game, by its rarity when given, which no other test uses. */
const used = new Set<number>();
async function aListing(game: Listing['game'], rarity?: string): Promise<Listing> {
  const { rows } = await shop.db.query<{ id: number }>(
    `SELECT id FROM items WHERE available AND game = $1 AND ($2::text IS NULL OR rarity = $2)
       AND id <> ALL($3::int[]) AND market_hash_name NOT IN (SELECT market_hash_name FROM items WHERE id = ANY($3::int[]))
     ORDER BY id LIMIT 1`,
    [game, rarity ?? null, [...used, 0]],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error(`no ${game} listing`);
  used.add(id);
  return listing(id);
}

/** Makes the name due now (as a never-read one is), with the market's prices for it. */
async function quoted(item: Listing, prices: Parameters<FakeSteam['setMarketPrice']>[2]) {
  steam.setMarketPrice(steamAppIds[item.game], item.name, prices);
  await shop.db.query('UPDATE market_prices SET next_read_at = NULL WHERE game = $1 AND market_hash_name = $2', [
    item.game,
    item.name,
  ]);
}

describe('reading reference prices', () => {
  it('reads the names due, keeps each with its age and history, and prices their listings by the rules', async () => {
    const item = await aListing('csgo', 'covert');
    await quoted(item, { lowestUsd: 105, medianUsd: 100, volume: 17 });
    const result = await refreshPrices(deps(), 10_000);
    expect(result).toMatchObject({ read: 1, changed: 1, missing: 0, throttled: false });
    // The median, plus the covert markup of 5 %.
    expect(await listing(item.id)).toMatchObject({ market_value_usd: 100, price_base_usd: 105, available: true });
    const { rows: market } = await shop.db.query(
      `SELECT lowest_usd, median_usd, volume, reference_usd, next_read_at > now() + interval '11 hours' AS later
       FROM market_prices WHERE game = $1 AND market_hash_name = $2`,
      [item.game, item.name],
    );
    expect(market).toEqual([{ lowest_usd: 105, median_usd: 100, volume: 17, reference_usd: 100, later: true }]);
    const { rows: changes } = await shop.db.query(
      'SELECT price_base_usd, reference_usd, cause FROM listing_price_changes WHERE item_id = $1',
      [item.id],
    );
    expect(changes).toEqual([{ price_base_usd: 105, reference_usd: 100, cause: 'reference' }]);

    // Nothing is due any more: no request at all.
    const requests = steam.marketRequests;
    expect((await refreshPrices(deps(), 10_000)).read).toBe(0);
    expect(steam.marketRequests).toBe(requests);
  });

  it('shows the market’s history and the shop’s own sales on the product page', async () => {
    const item = await aListing('dota2');
    await quoted(item, { lowestUsd: 2.5, medianUsd: 2.4, volume: 3 });
    await refreshPrices(deps(), 10_000);
    await quoted(item, { lowestUsd: 2.5, medianUsd: 2.6, volume: 3 });
    await refreshPrices(deps(), 10_000);
    // Read again without a change: no new point.
    await quoted(item, { lowestUsd: 2.7, medianUsd: 2.6, volume: 4 });
    await refreshPrices(deps(), 10_000);
    const detail = (
      await shop.app.inject({ method: 'GET', url: `/api/store/skins/${item.id}/?currency=USD` })
    ).json<ProductDetail>();
    expect(detail.market_history.map((point) => point.price)).toEqual([2.4, 2.6]);
    expect(Array.isArray(detail.price_history)).toBe(true);
  });

  it('leaves a listing unpriced, off sale, when the market has no price for its name', async () => {
    const item = await aListing('rust');
    await quoted(item, { lowestUsd: null, medianUsd: null, volume: 0 });
    expect(await refreshPrices(deps(), 10_000)).toMatchObject({ read: 1, missing: 1 });
    expect(await listing(item.id)).toMatchObject({ market_value_usd: null, price_base_usd: null, available: false });
    // A name the market does not list at all is the same.
    const other = await aListing('rust');
    await quoted(other, null);
    await refreshPrices(deps(), 10_000);
    expect(await listing(other.id)).toMatchObject({ price_base_usd: null, available: false });
  });

  it('pauses every read when the market throttles, for as long as it asks', async () => {
    const item = await aListing('csgo');
    const before = await listing(item.id);
    await quoted(item, { lowestUsd: 9, medianUsd: 8, volume: 1 });
    steam.throttleMarket(1, 120);
    expect(await refreshPrices(deps(), 10_000)).toMatchObject({ read: 0, throttled: true });
    const requests = steam.marketRequests;
    expect((await refreshPrices(deps(), 10_000)).read).toBe(0);
    expect(steam.marketRequests).toBe(requests);
    expect(await listing(item.id)).toEqual(before);
    // Once the pause is over, it reads again.
    await shop.db.query(`DELETE FROM settings WHERE key = 'price_source_paused_until'`);
    expect((await refreshPrices(deps(), 10_000)).read).toBe(1);
    expect(await listing(item.id)).toMatchObject({ market_value_usd: 8 });
  });

  it('changes nothing when the market fails, and tries those names again later', async () => {
    const item = await aListing('dota2');
    const before = await listing(item.id);
    await quoted(item, { lowestUsd: 3, medianUsd: 3, volume: 1 });
    steam.failMarket(1);
    expect((await refreshPrices(deps(), 10_000)).read).toBe(0);
    expect(await listing(item.id)).toEqual(before);
    const { rows } = await shop.db.query<{ soon: boolean }>(
      `SELECT next_read_at BETWEEN now() + interval '9 minutes' AND now() + interval '11 minutes' AS soon
       FROM market_prices WHERE game = $1 AND market_hash_name = $2`,
      [item.game, item.name],
    );
    expect(rows[0]?.soon).toBe(true);
  });
});

describe('the shop’s rules and stale prices', () => {
  const rulesOf = async () => (await callEndpoint(shop.app, settingsEndpoints.read, admin)).json<AdminSettings>();
  const saveRules = async (change: (rules: AdminSettings['price_rules']) => void) => {
    const settings = await rulesOf();
    change(settings.price_rules);
    const body = { ...settings, payment_methods: settings.payment_methods.map(({ id, shown }) => ({ id, shown })) };
    return callEndpoint(shop.app, settingsEndpoints.save, admin, { body });
  };

  it('prices every listing anew after an admin changes the rules: markup by game and rarity, rounding, floor', async () => {
    const covert = await aListing('csgo', 'covert');
    const cheap = await aListing('rust');
    await shop.db.query('UPDATE items SET market_value_usd = 0.02 WHERE id = $1', [cheap.id]);
    const fixed = await aListing('dota2');
    await shop.db.query('UPDATE items SET fixed_price_usd = 12.34 WHERE id = $1', [fixed.id]);
    const answer = await saveRules((rules) => {
      rules.markup_percent.csgo.covert = 10;
      rules.markup_percent.rust.default = 20;
      rules.rounding = 'ten_cents';
      rules.floor_usd = 0.5;
    });
    expect(answer.statusCode).toBe(200);
    await makeJobsDue(shop.db, 'prices.reprice');
    while ((await shop.app.jobs.runDue('prices.reprice')) > 0) {
      // Each job prices a batch and sends the next.
    }
    const reference = (await listing(covert.id)).market_value_usd as number;
    expect((await listing(covert.id)).price_base_usd).toBeCloseTo(Math.round((reference * 1.1) / 0.1) * 0.1, 6);
    expect(await listing(cheap.id)).toMatchObject({ price_base_usd: 0.5 });
    expect(await listing(fixed.id)).toMatchObject({ price_base_usd: 12.34 });
    const { rows } = await shop.db.query<{ cause: string }>(
      'SELECT cause FROM listing_price_changes WHERE item_id = $1 ORDER BY id DESC LIMIT 1',
      [covert.id],
    );
    expect(rows[0]?.cause).toBe('rules');
    const { rows: audit } = await shop.db.query<{ after: { price_rules: { rounding: string } } }>(
      `SELECT after FROM admin_audit WHERE action = 'settings.update' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit[0]?.after.price_rules.rounding).toBe('ten_cents');
  });

  it('refuses rules out of bounds', async () => {
    const answer = await saveRules((rules) => {
      rules.markup_percent.dota2.arcana = 1000;
    });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json())).toEqual(['price_rules.markup_percent.dota2.arcana']);
  });

  it('never sells at a stale price: refused at once, taken off sale by the sweep, back on sale once read', async () => {
    const item = await aListing('dota2');
    await shop.db.query(`UPDATE items SET market_value_read_at = now() - interval '30 hours' WHERE id = $1`, [item.id]);
    // Before any sweep, the purchase itself judges the listing anew.
    const refused = await buySkin(shop.app, alex, item.id);
    expect(refused.statusCode).toBe(409);
    await shop.db.query(
      `UPDATE items SET available = true, market_value_read_at = now() - interval '23 hours 59 minutes' WHERE id = $1`,
      [item.id],
    );
    // Within the sweep's margin of the maximum age: off sale before it is stale.
    expect(await sweepStalePrices(shop.db)).toBeGreaterThanOrEqual(1);
    expect((await listing(item.id)).available).toBe(false);
    await quoted(item, { lowestUsd: 5, medianUsd: 4.5, volume: 2 });
    await refreshPrices(deps(), 10_000);
    expect((await listing(item.id)).available).toBe(true);
  });

  it('keeps a reserved order at the prices it was placed at when the market moves', async () => {
    const item = await aListing('dota2');
    const bought = await buySkin(shop.app, alex, item.id);
    expect(bought.statusCode).toBe(200);
    const placed = async () =>
      (
        await shop.db.query<{ price: number; price_usd: number; total: number }>(
          `SELECT order_items.price, order_items.price_usd, orders.total FROM order_items
           JOIN orders ON orders.id = order_items.order_id WHERE order_items.item_id = $1`,
          [item.id],
        )
      ).rows;
    const before = await placed();
    expect(before).toHaveLength(1);
    const reference = item.market_value_usd as number;
    await quoted(item, { lowestUsd: reference * 3, medianUsd: reference * 3, volume: 9 });
    expect(await refreshPrices(deps(), 10_000)).toMatchObject({ read: 1 });
    // The market's new price is known for the name; the order still owes what it was placed at.
    expect((await listing(item.id)).market_value_usd).toBeCloseTo(reference * 3, 2);
    expect(await placed()).toEqual(before);
  });

  it('reprices the unsold listings only, a batch at a time', async () => {
    const last = await repriceBatchAfter(shop.db, 0, 5);
    expect(last).toBeGreaterThan(0);
    const { rows } = await shop.db.query<{ id: number }>(
      `SELECT id FROM items WHERE NOT EXISTS (SELECT 1 FROM trades WHERE item_id = items.id) ORDER BY id LIMIT 5`,
    );
    expect(last).toBe(rows.at(-1)?.id);
    expect(endpointPath(settingsEndpoints.save)).toBe('admin/settings/');
  });
});
