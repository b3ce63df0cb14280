import { defaultDemoSeed, seedCatalogue } from './catalogue/seed.ts';
import type { Db } from './db/db.ts';
import { demoStock, giveSandboxItems } from './sandbox/steam/inventory.ts';
import { sandboxBotSteamId } from './trading/sandboxBot.ts';

const seededMarker = 'demo_data_seeded_at';

/**
 * Seeds the demo catalogue the first time a database is started (the reviews, gateways and settings come
 * with the migrations); later starts keep whatever the database holds. The seed is fixed, so every fresh start shows the same
 * catalogue and a screenshot or a bug report can be reproduced. The sandbox bot also holds the demo's stock not yet
 * listed: an admin's first inventory sync lists it.
 */
export async function seedDemoDataOnce(db: Db, options: { items: number }): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM settings WHERE key = $1', [seededMarker]);
  if (rows.length > 0) return false;
  await seedCatalogue(db, { items: options.items, seed: defaultDemoSeed });
  await giveSandboxItems(db, sandboxBotSteamId, demoStock(new Date()));
  await db.query('INSERT INTO settings (key, value) VALUES ($1, to_jsonb(now())) ON CONFLICT (key) DO NOTHING', [
    seededMarker,
  ]);
  return true;
}
