import { mkdir, readdir, readFile } from 'node:fs/promises';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * The one way the server talks to its database, on PostgreSQL semantics whichever engine runs underneath:
 * PGlite (embedded, in-process) by default, a PostgreSQL pool when a connection string is given.
 */
export interface Db {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Runs a script of several statements (no parameters): migrations, bulk seeding. */
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The engine underneath, for a library that reaches the database its own way (the job queue). */
  readonly engine: DbEngine;
  /** How busy its connections are now (the metrics). */
  poolStats(): PoolStats;
}

/**
 * PostgreSQL: the pool's connections, the idle ones and the calls waiting for one. The embedded database has one
 * connection that runs a call at a time: waiting counts the calls queued behind the one it runs.
 */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export type DbEngine =
  | { kind: 'pglite'; pglite: PGlite }
  | { kind: 'postgres'; connectionString: string; schema: string | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Resolves when the database answers a trivial query (health checks); rejects otherwise. */
export async function databaseAnswers(db: Db): Promise<void> {
  await db.query('SELECT 1');
}

export interface OpenDbOptions {
  /** `postgres://…`: PostgreSQL through a pool; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data folder (created when missing); `memory://` keeps everything in memory (tests). */
  dataDir?: string;
  /** PostgreSQL only: the schema to work in (created when missing), so test files can share one server. */
  schema?: string;
  /** PGlite only: start from this dump (see `migratedPgliteSnapshot`) instead of an empty database. */
  snapshot?: Blob;
}

/**
 * Both engines answer the same JS types: bigint counts and numeric money come back as numbers
 * (node-postgres and PGlite would otherwise give strings or BigInts, and differ from each other).
 */
const numberTypeIds: readonly number[] = [pgliteTypes.INT8, pgliteTypes.NUMERIC];

export async function openDb(options: OpenDbOptions): Promise<Db> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.schema);
  return wrapPglite(await createPglite(options.dataDir ?? 'memory://', options.snapshot));
}

async function createPglite(dataDir: string, snapshot?: Blob): Promise<PGlite> {
  if (!dataDir.includes('://')) await mkdir(dataDir, { recursive: true });
  const parsers = Object.fromEntries(numberTypeIds.map((typeId) => [typeId, Number]));
  return PGlite.create({ dataDir, parsers, ...(snapshot ? { loadDataDir: snapshot } : {}) });
}

/**
 * A dump of a freshly migrated in-memory database (and whatever `prepare` adds). Creating an embedded database runs initdb, which takes
 * seconds; loading this dump takes a fraction of that, so test files start from it.
 */
export async function migratedPgliteSnapshot(prepare?: (db: Db) => Promise<void>): Promise<Blob> {
  const pglite = await createPglite('memory://');
  const db = wrapPglite(pglite);
  await migrate(db);
  await prepare?.(db);
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  return dump;
}

function wrapPglite(pglite: PGlite): Db {
  // PGlite runs one statement at a time anyway; this queue keeps a transaction's statements together,
  // so a query issued elsewhere while a transaction is open waits for it instead of joining it.
  let queue: Promise<unknown> = Promise.resolve();
  let pending = 0;
  const serialize = <T>(work: () => Promise<T>): Promise<T> => {
    pending += 1;
    const result = queue.then(work).finally(() => {
      pending -= 1;
    });
    queue = result.catch(() => undefined);
    return result;
  };
  const poolStats = (): PoolStats => ({ total: 1, idle: pending === 0 ? 1 : 0, waiting: Math.max(0, pending - 1) });

  type PgliteQueryable = Pick<PGlite, 'query' | 'exec'>;
  const engine: DbEngine = { kind: 'pglite', pglite };
  const wrap = (target: PgliteQueryable, inTransaction: boolean): Db => {
    const run = inTransaction ? <T>(work: () => Promise<T>) => work() : serialize;
    const db: Db = {
      query: <Row>(sql: string, params?: unknown[]) =>
        run(async () => ({ rows: (await target.query<Row>(sql, params)).rows })),
      exec: (sql) => run(async () => void (await target.exec(sql))),
      transaction: (work) =>
        inTransaction ? work(db) : serialize(() => pglite.transaction((tx) => work(wrap(tx, true)))),
      close: async () => {
        if (!inTransaction) await serialize(() => pglite.close());
      },
      engine,
      poolStats,
    };
    return db;
  };
  return wrap(pglite, false);
}

async function openPostgres(connectionString: string, schema: string | undefined): Promise<Db> {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const numberParser = (value: string) => Number(value);
  const pool = new pg.Pool({
    connectionString,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    types: {
      getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
        numberTypeIds.includes(typeId)
          ? numberParser
          : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
    },
  });
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);

  const engine: DbEngine = { kind: 'postgres', connectionString, schema: schema ?? searchPathOf(connectionString) };
  const poolStats = (): PoolStats => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  const wrapClient = (client: pg.PoolClient): Db => {
    const db: Db = {
      query: async <Row>(sql: string, params?: unknown[]) => ({
        rows: (await client.query(sql, params)).rows as Row[],
      }),
      exec: async (sql) => void (await client.query(sql)),
      transaction: (work) => work(db),
      close: async () => undefined,
      engine,
      poolStats,
    };
    return db;
  };

  return {
    query: async <Row>(sql: string, params?: unknown[]) => ({
      rows: (await pool.query(sql, params)).rows as Row[],
    }),
    exec: async (sql) => void (await pool.query(sql)),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrapClient(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    engine,
    poolStats,
  };
}

/** The schema a connection string's `options=-c search_path=…` puts the shop in, if it names one. */
function searchPathOf(connectionString: string): string | undefined {
  const options = URL.parse(connectionString)?.searchParams.get('options') ?? '';
  return /(?:^|\s)-c\s*search_path=([a-z_][a-z0-9_]*)(?:\s|$)/.exec(options)?.[1];
}

const migrationsDir = new URL('./migrations/', import.meta.url);

/** The migrations of this version, in the order they apply: server/db/migrations/NNN_name.sql. */
export async function migrationNames(): Promise<string[]> {
  return (await readdir(migrationsDir)).filter((file) => /^\d{3}_[\w-]+\.sql$/.test(file)).sort();
}

/** Applies the migrations in order, each once, recorded in schema_migrations. */
export async function migrate(db: Db): Promise<void> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  for (const file of await migrationNames()) {
    await db.transaction(async (tx) => {
      // The lock makes two processes starting together apply each migration once.
      await tx.query('LOCK TABLE schema_migrations IN EXCLUSIVE MODE');
      const { rows } = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (rows.length > 0) return;
      await tx.exec(await readFile(new URL(file, migrationsDir), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
  }
}
