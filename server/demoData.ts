import { defaultDemoSeed, seedCatalogue } from './catalogue/seed.ts';
import type { Db } from './db/db.ts';
import { handDemoSkinsToTheSandboxBot } from './sandbox/steam/gameCoordinator.ts';

const seededMarker = 'demo_data_seeded_at';

/** SANDBOX: demo CS2 skins the sandbox bot holds, not yet inspected at first start (the game coordinator's demo). */
export const sandboxBotDemoSkins = 30;

/**
 * Seeds the demo catalogue the first time a database is started (the reviews, gateways and settings come
 * with the migrations); later starts keep whatever the database holds. The seed is fixed, so every fresh start shows the same
 * catalogue and a screenshot or a bug report can be reproduced. With the sandboxes, some of its CS2 skins are held by
 * the sandbox bot and wait for their inspection, which the sandbox game coordinator answers once the server runs.
 */
export async function seedDemoDataOnce(db: Db, options: { items: number; sandboxes: boolean }): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM settings WHERE key = $1', [seededMarker]);
  if (rows.length > 0) return false;
  await seedCatalogue(db, { items: options.items, seed: defaultDemoSeed });
  if (options.sandboxes) await handDemoSkinsToTheSandboxBot(db, sandboxBotDemoSkins);
  await db.query('INSERT INTO settings (key, value) VALUES ($1, to_jsonb(now())) ON CONFLICT (key) DO NOTHING', [
    seededMarker,
  ]);
  return true;
}
