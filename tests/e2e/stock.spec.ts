import { demoStock } from '#server/sandbox/steam/inventory.ts';
import { sandboxBotSteamId } from '#server/trading/sandboxBot.ts';
import { adminInOwnBrowser } from './support/admin.ts';
import { expect, type Page, test } from './support/test.ts';

/**
 * The shop stocks itself (issue 25) against the real server and its sandboxes: the demo bot holds items not yet
 * listed on the sandbox Steam; an admin presses Sync now and they appear in the store, priced by the sandbox market;
 * an item traded away by hand on the sandbox Steam leaves the store at the next sync.
 */

test.describe.configure({ mode: 'serial' });

const stock = demoStock(new Date());
const gameOf = (name: string) => stock.find((gift) => gift.item.name === name)?.item.game;
/** What the sync lists and prices at once: a Dota 2 arcana (no inspection, no hold) and a Rust door. */
const arcana = stock.find((gift) => gift.item.rarity === 'arcana' && gift.holdUntil === undefined)?.item.name ?? '';
const door = stock.find((gift) => gift.item.type === 'door')?.item.name ?? '';
const storeOf = { csgo: '/cs-store', dota2: '/dota-store', rust: '/rust-store' } as const;
/** A painted CS2 weapon: on sale only once the sandbox game coordinator has reported its float. */
const painted = stock.find(
  (gift) => gift.item.game === 'csgo' && gift.item.stattrak && gift.item.itemFloat !== null,
)?.item;

/** Sync now on the settings page, then the latest sync's line once it is done. */
async function syncNow(admin: Page) {
  await admin.goto('/profile/admin/settings');
  const panel = admin.getByRole('region', { name: 'Inventory sync' });
  await panel.getByRole('button', { name: 'Sync now' }).click();
  await expect(admin.getByText('Sync queued: the bots’ inventories are read one after another')).toBeVisible();
  await expect(panel.getByText(/^Last sync .*added/)).toBeVisible({ timeout: 30_000 });
  return panel;
}

/**
 * The newest row of the listings page's Recent syncs, and its cells by their column's heading (`Added`, `Status`…).
 */
async function newestSync(admin: Page) {
  const recent = admin.getByRole('grid', { name: 'Recent syncs' });
  // A whole back-office page started afresh, its history loading apart: on CI's busy cores this took over 10 s once.
  await expect(recent.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  const headings = await recent.getByRole('columnheader').allTextContents();
  const row = recent.getByRole('row').nth(1);
  return (heading: string) => {
    expect(headings).toContain(heading);
    return row.locator('[role="rowheader"], [role="gridcell"]').nth(headings.indexOf(heading));
  };
}

/** The store of the item's game, searched for its name; its cards of exactly that name (demo listings may share it). */
async function cardsInStore(page: Page, name: string) {
  const game = gameOf(name) ?? 'csgo';
  await page.goto(`${storeOf[game]}?search=${encodeURIComponent(name)}`);
  await expect(page.getByText(/items? found|Skins not found/).first()).toBeVisible();
  return page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByText(name, { exact: true }) });
}

/** Waits until the store shows this many cards of the name (the jobs run every few seconds). */
async function untilCardsInStore(page: Page, name: string, count: number) {
  await expect(async () => {
    await expect(await cardsInStore(page, name)).toHaveCount(count, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}

let admin: Page;

let arcanaCopies: number;
let doorCopies: number;

test('an admin presses Sync now: what the sandbox bot holds appears in the store, priced', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  expect(arcana).not.toBe('');
  // Before the sync, the store has only the demo catalogue's copies of these names.
  arcanaCopies = await (await cardsInStore(page, arcana)).count();
  doorCopies = await (await cardsInStore(page, door)).count();

  admin = await adminInOwnBrowser(browser);
  const panel = await syncNow(admin);
  await expect(panel.getByText(new RegExp(`${stock.length} added`))).toBeVisible();
  // The listings page's Recent syncs shows it first: who started it, that every inventory was read, what it added.
  await admin.goto('/profile/admin/listings');
  const cell = await newestSync(admin);
  await expect(cell('Started by')).toHaveText('admin');
  await expect(cell('Status').getByText('Finished', { exact: true })).toBeVisible();
  await expect(cell('Added')).toHaveText(String(stock.length));
  await expect(cell('Taken off sale')).toHaveText('0');
  // Each bot and game's own counts, on demand.
  await cell('Status').getByRole('button', { name: '3 inventories' }).click();
  await expect(cell('Status').getByRole('listitem')).toHaveCount(3);

  // The sync asked the sandbox market for their prices: on sale once read.
  await untilCardsInStore(page, arcana, arcanaCopies + 1);
  await untilCardsInStore(page, door, doorCopies + 1);
  // The newest listing of the name is the synced one; its product page shows the market price the shop read.
  await (await cardsInStore(page, arcana)).last().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: arcana })).toBeVisible();
  await expect(page.getByText(/^1 market price on /)).toBeVisible();
});

test('a painted CS2 weapon the sync listed is inspected by the game and reaches the store with its float', async ({
  page,
}) => {
  test.setTimeout(120_000);
  if (!painted || painted.itemFloat === null) throw new Error('the demo stock has no painted StatTrak weapon');
  const { name, itemFloat } = painted;
  // The demo catalogue may list copies of the name: the synced one is the one with the float the sandbox gave.
  await expect(async () => {
    await expect(
      (await cardsInStore(page, name)).filter({ has: page.getByRole('meter', { name: 'Float' }) }),
    ).not.toHaveCount(0, { timeout: 2_000 });
    const floats = await (await cardsInStore(page, name))
      .getByRole('meter', { name: 'Float' })
      .evaluateAll((meters) => meters.map((meter) => Number(meter.getAttribute('aria-valuenow'))));
    expect(floats.map((float) => float.toFixed(6))).toContain(itemFloat.toFixed(6));
  }).toPass({ timeout: 90_000 });
});

test('an item traded away by hand on Steam leaves the store at the next sync', async ({ page }) => {
  test.setTimeout(120_000);
  // On the sandbox Steam, the bot trades the door away by hand, outside any order.
  await page.goto(`/sandbox/steam/profiles/${sandboxBotSteamId}/inventory/`);
  await page.getByRole('button', { name: `Trade away by hand: ${door}` }).click();
  await expect(page.getByRole('button', { name: `Trade away by hand: ${door}` })).toHaveCount(0);

  // This time from the listings page: the recent syncs follow the sync there and show its counts once it ends.
  await admin.goto('/profile/admin/listings');
  const listingsPanel = admin.getByRole('region', { name: 'Bots’ inventories' });
  await listingsPanel.getByRole('button', { name: 'Sync now' }).click();
  await expect(listingsPanel.getByText(/^Last sync .*1 taken off sale/)).toBeVisible({ timeout: 30_000 });
  const cell = await newestSync(admin);
  await expect(cell('Taken off sale')).toHaveText('1');
  await expect(cell('Status').getByText('Finished', { exact: true })).toBeVisible();
  await expect(cell('Added')).toHaveText('0');
  await untilCardsInStore(page, door, doorCopies);
});
