import { parseArgs } from 'node:util';
import { defaultDemoSeed, seedCatalogue } from './catalogue/seed.ts';
import { loadServerSettings } from './config.ts';
import { migrate, openDb } from './db/db.ts';

/**
 * `npm run seed -- --items N [--seed S]`: replaces the catalogue of the configured database (DATA_DIR or
 * DATABASE_URL, like the server) with N generated listings and their sales history. Up to 1,000,000.
 */
const maxItems = 1_000_000;

const { values } = parseArgs({
  options: { items: { type: 'string', default: '5000' }, seed: { type: 'string', default: String(defaultDemoSeed) } },
});
const items = Number(values.items);
const seed = Number(values.seed);
if (!Number.isInteger(items) || items < 1 || items > maxItems) {
  console.error(`--items must be a whole number from 1 to ${maxItems}, got "${values.items}"`);
  process.exit(2);
}
if (!Number.isInteger(seed)) {
  console.error(`--seed must be a whole number, got "${values.seed}"`);
  process.exit(2);
}

const settings = loadServerSettings();
const db = await openDb(settings.databaseUrl ? { databaseUrl: settings.databaseUrl } : { dataDir: settings.dataDir });
try {
  await migrate(db);
  const startedAt = Date.now();
  let lastReport = 0;
  await seedCatalogue(db, {
    items,
    seed,
    onProgress: (listed) => {
      if (listed - lastReport >= 50_000 || listed === items) {
        lastReport = listed;
        console.log(`  ${listed.toLocaleString('en')} / ${items.toLocaleString('en')} listings`);
      }
    },
  });
  const where = settings.databaseUrl ? 'PostgreSQL' : settings.dataDir;
  console.log(
    `Seeded ${items.toLocaleString('en')} listings (seed ${seed}) into ${where} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
  );
} finally {
  await db.close();
}
