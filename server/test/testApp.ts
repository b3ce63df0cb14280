import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type AppConfig, defaultAppConfig } from '../config.ts';
import { type Db, migrate, migratedPgliteSnapshot, openDb } from '../db/db.ts';
import { installJobQueueTables, jobsSchemaOf } from '../jobs/queue.ts';

const migrationsDir = resolve(import.meta.dirname, '../db/migrations');

/**
 * The migrated embedded database every test file starts from (the job queue's tables installed), kept in the temp folder under a name that
 * changes with the migrations and the PGlite and pg-boss versions, so it is rebuilt whenever either changes.
 */
export async function migratedSnapshot(): Promise<Blob> {
  const fingerprint = createHash('sha256');
  // The packages' exports maps hide their package.json: it sits one folder above the entry point.
  const require = createRequire(import.meta.url);
  for (const entry of [require.resolve('@electric-sql/pglite'), require.resolve('pg-boss')]) {
    fingerprint.update(await readFile(join(dirname(entry), '../package.json')));
  }
  for (const file of (await readdir(migrationsDir)).sort()) {
    fingerprint.update(file).update(await readFile(join(migrationsDir, file)));
  }
  const snapshotFile = join(tmpdir(), `skins-test-db-${fingerprint.digest('hex').slice(0, 16)}.tar`);
  const saved = await readFile(snapshotFile).catch(() => undefined);
  if (saved) return new Blob([saved]);
  const snapshot = await migratedPgliteSnapshot(installJobQueueTables);
  // Written aside then renamed: test files starting together never read a half-written snapshot.
  const partFile = `${snapshotFile}.${process.pid}.${randomUUID()}`;
  await writeFile(partFile, new Uint8Array(await snapshot.arrayBuffer()));
  await rename(partFile, snapshotFile);
  return snapshot;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when DATABASE_URL is set (or another
 * PostgreSQL is named), a schema of its own on that PostgreSQL server (dropped on close), so test files can run in
 * parallel.
 */
export async function openTestDb(databaseUrl = process.env.DATABASE_URL): Promise<Db> {
  if (!databaseUrl) return openDb({ dataDir: 'memory://', snapshot: await migratedSnapshot() });
  const schema = `test_${randomUUID().replaceAll('-', '')}`;
  const db = await openDb({ databaseUrl, schema });
  await migrate(db);
  return {
    ...db,
    close: async () => {
      // The job queue's tables live beside the test's schema (server/jobs/queue.ts).
      await db.exec(`DROP SCHEMA ${schema} CASCADE; DROP SCHEMA IF EXISTS ${jobsSchemaOf(db)} CASCADE`);
      await db.close();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/** The app on a fresh migrated database; `close` in afterAll. */
export async function createTestApp(config: Partial<AppConfig> = {}): Promise<TestApp> {
  const db = await openTestDb();
  const app = await buildApp({ db, config: defaultAppConfig(config) });
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
