import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../catalogue/seed.ts';
import { defaultInspectionsConfig } from '../config.ts';
import { jobsSchemaOf } from '../jobs/queue.ts';
import { makeJobsDue } from '../jobs/testKit.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { createGcInspector, type GcInspector } from '../trading/steam/gameCoordinator.ts';
import { createLocalGameCoordinator, type GcItem, LocalSteamClient } from '../trading/steam/localGameCoordinator.ts';
import { claimTurn, requestInspections, retryInspections, type Turn, waitForTurn } from './inspections.ts';

const paceMs = 500;
/** A request leaves a little after its turn (the event loop, the database): what two turns' requests may lose. */
const jitterMs = 150;
const timeoutMs = 1_500;
const maxTries = 3;

/** The game as the bots see it: the items it knows, by asset id. */
const game = new Map<string, GcItem>();
const coordinator = createLocalGameCoordinator({ lookup: (assetId) => game.get(assetId) });
const clientA = new LocalSteamClient(coordinator, '76561198099999911');
const clientB = new LocalSteamClient(coordinator, '76561198099999912');
let botA: GcInspector;
let botB: GcInspector;
let shop: TestApp;

beforeAll(async () => {
  botA = createGcInspector({ accountName: 'bot_a', client: clientA.asSteamUser(), timeoutMs });
  botB = createGcInspector({ accountName: 'bot_b', client: clientB.asSteamUser(), timeoutMs });
  shop = await createTestApp({
    inspections: {
      ...defaultInspectionsConfig,
      paceMs,
      timeoutMs,
      maxTries,
      retryDelaySeconds: 60,
      noSessionWaitMs: 60_000,
      inspectors: { bots: [botA, botB] },
    },
  });
  await seedCatalogue(shop.db, { items: 300, seed: 11 });
  await signIn(clientA, botA);
  await signIn(clientB, botB);
});
afterAll(async () => {
  botA.stop();
  botB.stop();
  await shop.close();
});

/** Signs the bot in and waits for its game session (hooks cannot use expect.poll). */
async function signIn(client: LocalSteamClient, bot: GcInspector) {
  if (!client.steamID) client.signIn();
  const until = Date.now() + 5_000;
  while (bot.state() !== 'connected') {
    if (Date.now() > until) throw new Error(`${bot.accountName} got no game session`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Listing {
  id: number;
  finish_float_min: string;
  finish_float_max: string;
  stickers: { slot: number; name: string }[];
}

let nextAsset = 52_000_000_000;
const used = new Set<number>();

/**
 * A CS2 listing of the demo catalogue, as the inventory sync would list an asset of `bot`: due for its inspection,
 * with its inspect link, its float, wear, pattern and phase unknown. `where` picks which kind of skin.
 */
async function waitingListing(bot: string, where = 'true'): Promise<Listing & { assetId: string }> {
  const { rows } = await shop.db.query<Listing>(
    `SELECT id, finish_float_min::text, finish_float_max::text, stickers FROM items
     WHERE game = 'csgo' AND item_float IS NOT NULL AND steam_bot IS NULL AND available AND NOT (id = ANY($1::int[]))
       AND ${where}
     ORDER BY id LIMIT 1`,
    [[...used]],
  );
  const listing = rows[0];
  if (!listing) throw new Error(`No catalogue listing left where ${where}`);
  used.add(listing.id);
  nextAsset += 1;
  const assetId = String(nextAsset);
  await shop.db.query(
    `UPDATE items SET steam_bot = $2, steam_asset_id = $3, inspect_link = $4, inspection_due = true,
       inspected_at = NULL, item_float = NULL, wear = NULL, paint_seed = NULL, phase = NULL, available = false
     WHERE id = $1`,
    [
      listing.id,
      bot,
      assetId,
      `steam://rungame/730/76561202255233023/+csgo_econ_action_preview%20S76561198099999911A${assetId}D1234567890`,
    ],
  );
  return { ...listing, assetId };
}

/** What the game reports of an asset: a float inside the listing's finish, unless given. */
function inGame(listing: Listing & { assetId: string }, item: Partial<GcItem> = {}): GcItem {
  const min = Number(listing.finish_float_min);
  const max = Number(listing.finish_float_max);
  const reported: GcItem = {
    assetId: listing.assetId,
    defIndex: 7,
    paintIndex: 282,
    paintSeed: 417,
    paintWear: min + (max - min) * 0.3,
    stickers: [],
    customName: null,
    ...item,
  };
  game.set(listing.assetId, reported);
  return reported;
}

const request = (itemIds: number[]) => shop.db.transaction((tx) => requestInspections(tx, shop.app.jobs, itemIds));
const runInspections = () => shop.app.jobs.runDue('listing.inspect');
/** One sweep, as the schedule sends every minute. */
async function sweep() {
  await shop.app.jobs.send('inspections.sweep', {});
  expect(await shop.app.jobs.runDue('inspections.sweep')).toBe(1);
}

async function listingRow(id: number) {
  const { rows } = await shop.db.query<{
    available: boolean;
    item_float: string | null;
    wear: string | null;
    paint_seed: number | null;
    paint_index: number | null;
    phase: string | null;
    stickers: { slot: number; wear: number | null }[];
    inspected_at: Date | null;
    inspection_error: string | null;
    inspection_tries: number;
    inspection_failed_at: Date | null;
    attention: string | null;
  }>(
    `SELECT available, item_float::text, wear, paint_seed, paint_index, phase, stickers, inspected_at, inspection_error,
       inspection_tries, inspection_failed_at, attention
     FROM items WHERE id = $1`,
    [id],
  );
  return rows[0];
}

const requestsFor = (assetId: string) => coordinator.requests.filter((request) => request.assetId === assetId);

describe('a CS2 listing waits for the game before it goes on sale', () => {
  it('is off sale until inspected, then on sale with the float, its wear, the pattern, the phase and sticker wear', async () => {
    const knife = await waitingListing('bot_a', "finish = 'Doppler' AND weapon_class = 'knife'");
    const rifle = await waitingListing('bot_a', "stickers <> '[]' AND jsonb_array_length(stickers) >= 2");
    inGame(knife, { paintIndex: 415, paintSeed: 12, paintWear: 0.0312 });
    const [firstSlot, secondSlot] = rifle.stickers.map((sticker) => sticker.slot);
    inGame(rifle, {
      paintSeed: 0,
      stickers: [
        { slot: firstSlot as number, stickerId: 101, wear: 0.25 },
        { slot: secondSlot as number, stickerId: 102, wear: null },
      ],
    });

    expect(await request([knife.id, rifle.id])).toEqual({
      fromCache: [],
      queued: [knife.id, rifle.id].sort((a, b) => a - b),
    });
    expect((await listingRow(knife.id))?.available).toBe(false);
    expect(await runInspections()).toBe(2);

    expect(await listingRow(knife.id)).toMatchObject({
      available: true,
      item_float: '0.031200',
      wear: 'factory_new',
      paint_seed: 12,
      paint_index: 415,
      phase: 'ruby',
      inspection_error: null,
    });
    const inspectedRifle = await listingRow(rifle.id);
    expect(inspectedRifle?.available).toBe(true);
    expect(inspectedRifle?.paint_seed).toBe(0);
    expect(inspectedRifle?.phase).toBeNull();
    expect(inspectedRifle?.stickers.slice(0, 2).map((sticker) => sticker.wear)).toEqual([0.25, null]);

    // The store shows what the game reported.
    const product = await shop.app.inject({ method: 'GET', url: `/api/store/skins/${knife.id}/` });
    expect(product.json()).toMatchObject({
      item_float: '0.031200',
      wear: 'factory_new',
      phase: 'ruby',
      paint_seed: 12,
    });
  });

  it('shows the wear the float falls in, by the shop’s ranges', async () => {
    const listing = await waitingListing('bot_a', 'finish_float_min <= 0.37 AND finish_float_max >= 0.45');
    inGame(listing, { paintWear: 0.3712 });
    await request([listing.id]);
    await runInspections();
    expect(await listingRow(listing.id)).toMatchObject({ item_float: '0.371200', wear: 'well_worn' });
  });

  it('is kept for an admin when the game reports a float its finish cannot have', async () => {
    const listing = await waitingListing('bot_a', 'finish_float_max < 0.5');
    inGame(listing, { paintWear: 0.93 });
    await request([listing.id]);
    await runInspections();
    const row = await listingRow(listing.id);
    expect(row).toMatchObject({ available: false, item_float: null, wear: null });
    expect(row?.inspected_at).not.toBeNull();
    expect(row?.attention).toMatch(/float of 0\.930000, outside .* range/);
  });
});

describe('inspections are kept by asset id', () => {
  it('answers a listing of an asset inspected before from the cache, never asking the game again', async () => {
    const listing = await waitingListing('bot_a');
    inGame(listing, { paintWear: Number(listing.finish_float_min) + 0.001 });
    await request([listing.id]);
    await runInspections();
    expect(requestsFor(listing.assetId)).toHaveLength(1);
    const inspected = await listingRow(listing.id);

    // A re-sync (or a restart) finds the asset waiting again: the cache answers within the sync's transaction.
    await shop.db.query(
      `UPDATE items SET inspected_at = NULL, item_float = NULL, wear = NULL, paint_seed = NULL, available = false
       WHERE id = $1`,
      [listing.id],
    );
    expect(await request([listing.id])).toEqual({ fromCache: [listing.id], queued: [] });
    expect(await listingRow(listing.id)).toMatchObject({
      available: true,
      item_float: inspected?.item_float,
      paint_seed: inspected?.paint_seed,
    });

    // A job sent for it anyway (the sweep, a duplicate) reads the cache too.
    await shop.db.query('UPDATE items SET inspected_at = NULL WHERE id = $1', [listing.id]);
    await shop.app.jobs.send('listing.inspect', { itemId: listing.id }, { key: listing.assetId });
    await runInspections();
    expect((await listingRow(listing.id))?.inspected_at).not.toBeNull();
    expect(requestsFor(listing.assetId)).toHaveLength(1);
  });
});

describe('inspections are paced per bot account', () => {
  it('lets one account ask once per pace, whoever asks (the turn is kept in the database)', async () => {
    // Three askers at once, as three instances' jobs would: their turns are one pace apart on the database's clock,
    // the first one now. (On the database's clock, not the test's: a busy machine delays when each answer is read.)
    const turns = await Promise.all([0, 1, 2].map(() => claimTurn(shop.db, 'pace_test_bot', paceMs)));
    const [first, second, third] = turns.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime()) as [
      Turn,
      Turn,
      Turn,
    ];
    expect(second.startsAt.getTime() - first.startsAt.getTime()).toBe(paceMs);
    expect(third.startsAt.getTime() - second.startsAt.getTime()).toBe(paceMs);
    expect(first.waitMs).toBe(0);
    expect(third.waitMs).toBeGreaterThan(second.waitMs);
    // Another account keeps its own pace: its first turn is now.
    expect((await claimTurn(shop.db, 'other_pace_bot', paceMs)).waitMs).toBe(0);
  });

  it('waits for the turn it claimed', async () => {
    const { startsAt } = await claimTurn(shop.db, 'waiting_bot', paceMs);
    await waitForTurn(shop.db, 'waiting_bot', paceMs);
    // It returns once the database's clock has reached its turn, a pace after the first.
    const { rows } = await shop.db.query<{ now: Date }>('SELECT clock_timestamp() AS now');
    const [{ now }] = rows as [{ now: Date }];
    expect(now.getTime() - startsAt.getTime()).toBeGreaterThanOrEqual(paceMs);
  });

  it('spaces one bot’s requests and does not hold another bot back', async () => {
    const a1 = await waitingListing('bot_a');
    const b1 = await waitingListing('bot_b');
    const a2 = await waitingListing('bot_a');
    for (const listing of [a1, b1, a2]) inGame(listing);
    await request([a1.id, b1.id, a2.id]);
    await runInspections();
    const [first] = requestsFor(a1.assetId);
    const [other] = requestsFor(b1.assetId);
    const [second] = requestsFor(a2.assetId);
    // Each listing is inspected by the bot holding it.
    expect([first?.client, other?.client, second?.client]).toEqual([clientA, clientB, clientA]);
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(paceMs - jitterMs);
    expect((other?.at ?? 0) - (first?.at ?? 0)).toBeLessThan(paceMs - jitterMs);
  });
});

describe('an inspection the game does not answer', () => {
  it('is tried again with back-off, then given up: the listing waits off sale, with why, until an admin asks again', async () => {
    const listing = await waitingListing('bot_a');
    await request([listing.id]);

    expect(await runInspections()).toBe(1);
    expect(await listingRow(listing.id)).toMatchObject({
      available: false,
      inspection_tries: 1,
      inspection_failed_at: null,
    });
    expect((await listingRow(listing.id))?.inspection_error).toMatch(
      /did not answer within 1.5 s \(bot_a, try 1 of 3\)/,
    );
    // The retry backs off: nothing is due now.
    expect(await runInspections()).toBe(0);

    for (const tries of [2, 3]) {
      await makeJobsDue(shop.db, 'listing.inspect');
      await runInspections();
      expect((await listingRow(listing.id))?.inspection_tries).toBe(tries);
    }
    const given = await listingRow(listing.id);
    expect(given?.inspection_failed_at).not.toBeNull();
    expect(given?.inspection_error).toMatch(/try 3 of 3/);
    expect(given?.available).toBe(false);
    expect(requestsFor(listing.assetId)).toHaveLength(maxTries);
    const failure = (await shop.app.jobs.failures(20)).find(
      (job) => (job.data as { itemId: number }).itemId === listing.id,
    );
    expect(failure).toMatchObject({ tries: maxTries, error: expect.stringMatching(/did not answer/) });

    // The sweep leaves a given-up listing to the admin.
    await sweep();
    await makeJobsDue(shop.db, 'listing.inspect');
    expect(await runInspections()).toBe(0);

    // The item turns up in the game (Steam had it in an inventory cache): an admin asks again, from the first try.
    inGame(listing);
    expect(await shop.db.transaction((tx) => retryInspections(tx, shop.app.jobs, [listing.id]))).toEqual([listing.id]);
    await runInspections();
    expect(await listingRow(listing.id)).toMatchObject({
      available: true,
      inspection_tries: 0,
      inspection_error: null,
    });
  });

  it('spends no try while no bot has a game session, and goes on once one has', async () => {
    const listing = await waitingListing('bot_a');
    inGame(listing);
    clientA.disconnect();
    clientB.disconnect();
    try {
      await request([listing.id]);
      expect(await runInspections()).toBe(1);
      expect(await listingRow(listing.id)).toMatchObject({
        available: false,
        inspection_tries: 0,
        inspection_error: 'No bot has a game coordinator session: waiting for one',
      });
      expect(requestsFor(listing.assetId)).toHaveLength(0);
      // Sent again for later.
      const { rows } = await shop.db.query<{ later: boolean }>(
        `SELECT start_after > now() AS later FROM ${jobsSchemaOf(shop.db)}.job
         WHERE name = 'listing.inspect' AND singleton_key = $1 AND state = 'created'`,
        [listing.assetId],
      );
      expect(rows).toEqual([{ later: true }]);
    } finally {
      await signIn(clientA, botA);
      await signIn(clientB, botB);
    }
    await makeJobsDue(shop.db, 'listing.inspect');
    await runInspections();
    expect(await listingRow(listing.id)).toMatchObject({ available: true, inspection_error: null });
  });

  it('goes to another bot when the holder has no session', async () => {
    const listing = await waitingListing('bot_b');
    inGame(listing);
    clientB.disconnect();
    try {
      await request([listing.id]);
      await runInspections();
      expect(requestsFor(listing.assetId).map((request) => request.client)).toEqual([clientA]);
      expect((await listingRow(listing.id))?.available).toBe(true);
    } finally {
      await signIn(clientB, botB);
    }
  });
});

describe('the sweep', () => {
  it('sends an inspection for a listing waiting without one', async () => {
    const listing = await waitingListing('bot_a');
    inGame(listing);
    expect(await runInspections()).toBe(0);
    await sweep();
    expect(await runInspections()).toBe(1);
    expect((await listingRow(listing.id))?.available).toBe(true);
  });

  it('gives up at once on a listing without an inspect link CS2 can read', async () => {
    const listing = await waitingListing('bot_a');
    await shop.db.query(`UPDATE items SET inspect_link = 'https://example.com/not-an-inspect-link' WHERE id = $1`, [
      listing.id,
    ]);
    await request([listing.id]);
    await runInspections();
    const row = await listingRow(listing.id);
    expect(row?.inspection_failed_at).not.toBeNull();
    expect(row?.inspection_error).toMatch(/not one CS2 can read/);
    expect(requestsFor(listing.assetId)).toHaveLength(0);
  });
});
