import { resolve } from 'node:path';
import { defaultDemoSeed, seedCatalogue } from '#server/catalogue/seed.ts';
import { type Db, migrate } from '#server/db/db.ts';

/** The listings benches measure on (0 skips the embedded database), and where it is kept (git-ignored). */
export const embeddedItems = Number(process.env.BENCH_EMBEDDED_ITEMS ?? 200_000);
export const postgresItems = Number(process.env.BENCH_POSTGRES_ITEMS ?? 1_000_000);

export const embeddedDataDir = (items: number) =>
  resolve(process.env.BENCH_DATA_DIR ?? resolve(import.meta.dirname, 'data'), `pglite-${items}`);

/**
 * Seeds when the database does not already hold this catalogue (the seed is slow; the figures are not about it),
 * so the benches share one seeded database per engine and size.
 */
export async function ensureCatalogue(db: Db, items: number, label: string): Promise<void> {
  const applied = async () => {
    // The table on the search path: PostgreSQL's other schemas (a bench's own, the tests') have theirs.
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*) AS n FROM (SELECT to_regclass('schema_migrations') AS kept) AS found WHERE kept IS NOT NULL",
    );
    if (!rows[0]?.n) return 0;
    return (await db.query<{ n: number }>('SELECT count(*) AS n FROM schema_migrations')).rows[0]?.n ?? 0;
  };
  const before = await applied();
  await migrate(db);
  // A migration that rewrote the listings leaves them as autovacuum would find them (PGlite has none): vacuumed, so
  // counts read indexes alone again.
  if (before > 0 && (await applied()) > before) await db.exec('VACUUM (ANALYZE) items');
  const { rows } = await db.query<{ listed: number }>('SELECT count(*) AS listed FROM items WHERE available');
  if (rows[0]?.listed === items) return;
  console.log(`  seeding ${items.toLocaleString('en')} listings into ${label} (once; kept for the next runs)…`);
  const startedAt = Date.now();
  await seedCatalogue(db, {
    items,
    seed: defaultDemoSeed,
    batchSize: 5000,
    onProgress: (listed) => {
      if (listed % 50_000 < 5000) console.log(`    ${listed.toLocaleString('en')}`);
    },
  });
  console.log(`  seeded in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
}
