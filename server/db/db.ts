import { mkdir, readdir, readFile } from 'node:fs/promises';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';
import { DatabaseUnavailable } from './availability.ts';

/**
 * The one way the server talks to its database, on PostgreSQL semantics whichever engine runs underneath:
 * PGlite (embedded, in-process) by default, a PostgreSQL pool when a connection string is given.
 */
export interface Db {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Runs a script of several statements (no parameters): migrations, bulk seeding. */
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Runs `work` while holding the lock `name`, across every process on this database (and schema): one at a time,
   * the others wait for it. PostgreSQL: a session advisory lock, released when the work ends or its connection dies.
   * PGlite: its database is one process's, so the work just runs.
   */
  underLock<T>(name: string, work: () => Promise<T>): Promise<T>;
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

/**
 * Resolves when the database answers a trivial query within `timeoutMs` (health checks); rejects otherwise, with
 * `DatabaseUnavailable` when it did not answer in time (a database behind a dead network never refuses: it is silent).
 */
export async function databaseAnswers(db: Db, timeoutMs = 2_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const silence = new Promise<never>((_, fail) => {
    timer = setTimeout(
      () => fail(new DatabaseUnavailable(`The database did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([db.query('SELECT 1'), silence]);
  } finally {
    clearTimeout(timer);
  }
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
      underLock: (_name, work) => work(),
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

/** How long a query waits for a connection before failing (503), rather than hanging while the database is away. */
const connectionTimeoutMs = 10_000;

async function openPostgres(connectionString: string, schema: string | undefined): Promise<Db> {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const numberParser = (value: string) => Number(value);
  const pool = new pg.Pool({
    connectionString,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    connectionTimeoutMillis: connectionTimeoutMs,
    // A connection a failover or a firewall dropped silently is found out, not trusted for hours.
    keepAlive: true,
    types: {
      getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
        numberTypeIds.includes(typeId)
          ? numberParser
          : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection PostgreSQL closed (a restart, a failover: 57P01) is an 'error' event on the pool; unheard, it
  // would end the process. The pool drops that connection and the next query opens a new one; a query that meets the
  // outage fails by itself and is answered there (503, a worker's retry).
  pool.on('error', () => undefined);
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
      underLock: (_name, work) => work(),
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
    transaction: (work) =>
      onOwnConnection(pool, async (client, broke) => {
        await client.query('BEGIN');
        try {
          const result = await work(wrapClient(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          // On a broken connection the ROLLBACK fails too (the server rolled back already): the first error is the
          // one that says what happened.
          await client.query('ROLLBACK').catch(broke);
          throw error;
        }
      }),
    underLock: (name, work) =>
      onOwnConnection(pool, async (client, broke) => {
        // Keyed by the search path too: instances of one shop share it, test files in schemas of their own do not.
        const key = "hashtextextended($1 || ':' || current_setting('search_path'), 0)";
        const lockName = [`skinsmarket.${name}`];
        await client.query(`SELECT pg_advisory_lock(${key})`, lockName);
        try {
          return await work();
        } finally {
          await client.query(`SELECT pg_advisory_unlock(${key})`, lockName).catch(broke);
        }
      }),
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

/**
 * Runs `work` on a connection of its own. A checked-out connection has no listener of the pool's: one that breaks
 * meanwhile (a restart, a failover) must fail the work, not the process; and a broken one is closed, not handed to the
 * next query. `broke` records such a failure met along the way.
 */
async function onOwnConnection<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient, broke: (error: Error) => void) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const broke = (error: Error) => {
    broken ??= error;
  };
  client.on('error', broke);
  try {
    return await work(client, broke);
  } finally {
    client.removeListener('error', broke);
    client.release(broken);
  }
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
