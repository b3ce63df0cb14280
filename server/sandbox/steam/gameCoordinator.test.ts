import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryEndpoints } from '#contract/admin/inventory.ts';
import { defaultInspectionsConfig } from '../../config.ts';
import { makeJobsDue } from '../../jobs/testKit.ts';
import { shopContext } from '../../orders/context.ts';
import { type Buyer, callEndpoint, createShopTestApp, type ShopTestApp } from '../../orders/testKit.ts';
import { sandboxBotAccountName, sandboxBotSteamId } from '../../trading/sandboxBot.ts';
import { demoStock, giveSandboxItems, type SandboxGift } from './inventory.ts';

/**
 * The demo's whole stocking path for CS2: the sandbox bot is given its demo stock, an admin presses Sync now, the
 * painted weapons wait for their float, and the sandbox game coordinator (through globaloffensive) reports what the
 * sandbox gave: they go on sale with that float, pattern and sticker wear.
 */

let shop: ShopTestApp;
let admin: Buyer;
const stock = demoStock(new Date());
/** The gifts by the asset id the sandbox gave them. */
const gifts = new Map<string, SandboxGift>();

beforeAll(async () => {
  shop = await createShopTestApp(
    {},
    { inspections: { ...defaultInspectionsConfig, paceMs: 0, sandboxAnswerDelayMs: 0, timeoutMs: 5_000 } },
  );
  admin = await shop.buyer(2);
  await shop.db.query('UPDATE users SET is_admin = true WHERE id = $1', [admin.userId]);
  const ids = await giveSandboxItems(shop.db, sandboxBotSteamId, stock);
  ids.forEach((id, index) => {
    const gift = stock[index];
    if (gift) gifts.set(id, gift);
  });
}, 60_000);
afterAll(() => shop.close());

interface Listed {
  id: number;
  name: string;
  steam_asset_id: string;
  inspect_link: string | null;
  inspection_due: boolean;
  inspected_at: Date | null;
  inspection_error: string | null;
  item_float: string | null;
  wear: string | null;
  paint_seed: number | null;
  stickers: { slot: number; wear: number | null }[];
  attention: string | null;
  price_base_usd: number | null;
  available: boolean;
}

const listedCs2 = async () =>
  (
    await shop.db.query<Listed>(
      `SELECT id, name, steam_asset_id, inspect_link, inspection_due, inspected_at, inspection_error, item_float::text,
         wear, paint_seed, stickers, attention, price_base_usd, available
       FROM items WHERE steam_bot = $1 AND game = 'csgo' ORDER BY steam_asset_id`,
      [sandboxBotAccountName],
    )
  ).rows;

/** Waits for the sandbox bot's game session (the sandbox coordinator's welcome). */
async function sandboxSessionUp() {
  const inspectors = (await shopContext(shop.app)).inspectors;
  const bot = inspectors?.bots.find((candidate) => candidate.accountName === sandboxBotAccountName);
  if (!bot) throw new Error('the sandbox bot has no game session');
  await expect.poll(() => bot.state(), { timeout: 5_000 }).toBe('connected');
}

describe('Sync now, then the sandbox game inspects what the sandbox bot was given', () => {
  it('lists the painted CS2 weapons as waiting, with an inspect link naming the bot and the asset', async () => {
    await callEndpoint(shop.app, inventoryEndpoints.start, admin, { body: {} });
    expect(await shop.app.jobs.runDue('inventory.sync')).toBe(1);
    expect(await shop.app.jobs.runDue('prices.refresh')).toBe(1);

    const waiting = (await listedCs2()).filter((row) => row.inspection_due);
    const painted = stock.filter((gift) => gift.item.game === 'csgo' && gift.item.itemFloat !== null);
    // Every painted weapon but the one Steam describes in a way the shop does not know waits for its float.
    expect(waiting.length).toBeGreaterThanOrEqual(painted.length - 1);
    for (const row of waiting) {
      expect(row.available).toBe(false);
      expect(row.item_float).toBeNull();
      // What globaloffensive reads from an inspect link (its own pattern): the owner and the asset the coordinator
      // is asked for.
      const match = row.inspect_link?.match(/[SM](\d+)A(\d+)D(\d+)$/);
      expect(row.inspect_link).toMatch(/^steam:\/\/rungame\/730\/\d+\/\+csgo_econ_action_preview%20S\d+A\d+D\d+$/);
      expect(match?.[1]).toBe(sandboxBotSteamId);
      expect(match?.[2]).toBe(row.steam_asset_id);
    }
  });

  it('reads each float from the sandbox game coordinator on the inspection jobs, and puts them on sale', async () => {
    await sandboxSessionUp();
    // The sync asked for their inspections as it ended (the sweep), rather than at the next minute.
    expect(await shop.app.jobs.runDue('inspections.sweep')).toBe(1);
    await makeJobsDue(shop.db, 'listing.inspect');
    const due = (await listedCs2()).filter((row) => row.inspection_due);
    expect(await shop.app.jobs.runDue('listing.inspect')).toBe(due.length);

    const rows = await listedCs2();
    for (const row of rows.filter((listed) => listed.inspection_due)) {
      const gift = gifts.get(row.steam_asset_id);
      if (!gift) throw new Error(`no gift for asset ${row.steam_asset_id}`);
      const { item } = gift;
      expect(row.inspection_error, row.name).toBeNull();
      expect(row.inspected_at, row.name).not.toBeNull();
      // The float the sandbox gave, to the 6 decimals shown, its wear and its pattern.
      expect(row.item_float, row.name).toBe(item.itemFloat?.toFixed(6));
      expect(row.wear, row.name).toBe(item.wear);
      if (item.paintSeed !== null) expect(row.paint_seed, row.name).toBe(item.paintSeed);
      else expect(row.paint_seed, row.name).not.toBeNull();
      // Each sticker's wear comes from the game (none or scraped), slot by slot.
      expect(row.stickers.map((sticker) => sticker.slot)).toEqual(item.stickers.map((sticker) => sticker.slot));
      for (const sticker of row.stickers) expect(sticker).toHaveProperty('wear');
      // Inspected and priced: on sale, unless the admin must look at it.
      expect(row.available, row.name).toBe(row.attention === null && row.price_base_usd !== null);
    }
    const onSale = rows.filter((row) => row.inspection_due && row.available);
    expect(onSale.length).toBeGreaterThanOrEqual(4);
    const stickered = rows.find((row) => row.inspection_due && row.stickers.length >= 2);
    expect(stickered?.stickers.some((sticker) => sticker.wear !== null)).toBe(true);
  });
});
