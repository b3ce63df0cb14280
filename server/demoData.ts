import { readFile } from 'node:fs/promises';
import { defaultDemoSeed, type SeedOptions, seedCatalogue } from './catalogue/seed.ts';
import type { Db } from './db/db.ts';
import { handDemoSkinsToTheSandboxBot } from './sandbox/steam/gameCoordinator.ts';
import { demoStock, giveSandboxItems } from './sandbox/steam/inventory.ts';
import { sandboxBotSteamId } from './trading/sandboxBot.ts';

const seededMarker = 'demo_data_seeded_at';

/** SANDBOX: demo CS2 skins the sandbox bot holds, not yet inspected at first start (the game coordinator's demo). */
export const sandboxBotDemoSkins = 30;

/** The demo's sample reviews (they were migration 001's until production stopped getting them). */
export async function seedDemoReviews(db: Db): Promise<void> {
  await db.exec(await readFile(new URL('./demoReviews.sql', import.meta.url), 'utf8'));
}

/** Whether the demo data was seeded into this database (on its first start, or by `npm run seed`). */
export async function hasDemoData(db: Db): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM settings WHERE key = $1', [seededMarker]);
  return rows.length > 0;
}

/**
 * Replaces the catalogue with a generated one and, the first time, adds the sample reviews, gives the sandbox bot the
 * demo's stock not yet listed (an admin's first inventory sync lists it) and marks the database as the demo's. The
 * mark comes last, in one transaction with the reviews and the stock: a start interrupted while seeding seeds again
 * (the catalogue is replaced, not added to) and never doubles them.
 */
export async function seedDemoData(db: Db, options: SeedOptions & { sandboxes?: boolean }): Promise<void> {
  await seedCatalogue(db, options);
  // With the sandboxes, some of its CS2 skins are held by the sandbox bot and wait for their inspection, which the
  // sandbox game coordinator answers once the server runs.
  if (options.sandboxes) await handDemoSkinsToTheSandboxBot(db, sandboxBotDemoSkins);
  await db.transaction(async (tx) => {
    if (await hasDemoData(tx)) return;
    await seedDemoReviews(tx);
    await giveSandboxItems(tx, sandboxBotSteamId, demoStock(new Date()));
    await tx.query('INSERT INTO settings (key, value) VALUES ($1, to_jsonb(now()))', [seededMarker]);
  });
}

/**
 * Seeds the demo data the first time a demo database is started; later starts keep whatever the database holds. The
 * seed is fixed, so every fresh start shows the same catalogue and a screenshot or a bug report can be reproduced.
 * Run under the startup lock (server/startup.ts): of instances starting together, one seeds and the others find it
 * done. Never called in production, whose stock comes from its bots.
 */
export async function seedDemoDataOnce(db: Db, options: { items: number; sandboxes: boolean }): Promise<boolean> {
  if (await hasDemoData(db)) return false;
  await seedDemoData(db, { items: options.items, seed: defaultDemoSeed, sandboxes: options.sandboxes });
  return true;
}
