import { parseArgs } from 'node:util';
import { defaultDemoSeed } from './catalogue/seed.ts';
import { loadServerSettings } from './config.ts';
import { DataFolderProblem } from './db/dataFolder.ts';
import { migrate } from './db/db.ts';
import { seedDemoData } from './demoData.ts';
import { openServerDatabase } from './startup.ts';

/**
 * `npm run seed -- --items N [--seed S]`: replaces the catalogue of the configured database (DATA_DIR or
 * DATABASE_URL, like the server) with N generated listings and their sales history, and makes it a demo database
 * (the sample reviews, the first time). Up to 1,000,000. Refused with NODE_ENV=production: it empties the catalogue,
 * and with it every cart and order.
 */
const maxItems = 1_000_000;

if (process.env.NODE_ENV === 'production') {
  console.error('npm run seed replaces the catalogue with demo data: refused with NODE_ENV=production');
  process.exit(2);
}

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
const database = await openServerDatabase(settings).catch((error: unknown) => {
  console.error(`npm run seed: ${error instanceof DataFolderProblem ? error.message : String(error)}`);
  process.exit(1);
});
try {
  const { db } = database;
  const startedAt = Date.now();
  // Under the startup lock: a server starting meanwhile waits, instead of seeding on top of this.
  await db.underLock('startup', async () => {
    await migrate(db);
    let lastReport = 0;
    await seedDemoData(db, {
      items,
      seed,
      onProgress: (listed) => {
        if (listed - lastReport >= 50_000 || listed === items) {
          lastReport = listed;
          console.log(`  ${listed.toLocaleString('en')} / ${items.toLocaleString('en')} listings`);
        }
      },
    });
  });
  const where = settings.databaseUrl ? 'PostgreSQL' : settings.dataDir;
  console.log(
    `Seeded ${items.toLocaleString('en')} listings (seed ${seed}) into ${where} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
  );
} finally {
  await database.close();
}
