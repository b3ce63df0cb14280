import { spawn } from 'node:child_process';
import { chmod, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import pg from 'pg';
import { type Db, migrationNames, openDb } from '../db/db.ts';
import { jobsSchemaBeside } from '../jobs/queue.ts';

/**
 * Backups of the whole shop (README "Backups"): every table of the shop's schema and of the job queue's, as one
 * consistent snapshot.
 * - The embedded database: pg_dump compiled to WebAssembly (@electric-sql/pglite-tools), a plain SQL file. The data
 *   folder belongs to one process at a time: the server must be stopped (its `postmaster.pid` says it is not).
 * - PostgreSQL: `pg_dump --format=custom` (the client tools of the server's major version), restored by
 *   `pg_restore` in one transaction; the server keeps running meanwhile.
 * A restore goes only into an empty data folder or database, and only when the backup's migrations are exactly this
 * version's: anything else is refused with the reason, and nothing is written.
 */

/** A refusal the operator must act on; the message says why and what to do. */
export class BackupRefusal extends Error {}

export type BackupFormat = 'pglite-sql' | 'postgres-custom';

/** Where the shop's data lives: DATABASE_URL, else the embedded database's folder. */
export interface ShopLocation {
  databaseUrl: string | undefined;
  dataDir: string;
}

export interface BackupSummary {
  file: string;
  format: BackupFormat;
  /** The last migration the backed-up shop had applied. */
  migration: string;
  bytes: number;
}

const customFormatMagic = 'PGDMP';

/** The plain-SQL backup of an open embedded database (pg_dump in WebAssembly, consistent as one transaction). */
export async function dumpPglite(pglite: PGlite): Promise<string> {
  // Rows go in INSERT statements (pglite-tools asks for them, so a backup replays through exec): a thousand a
  // statement, or a restore parses one statement per row.
  try {
    const dump = await pgDump({ pg: pglite, args: ['--no-owner', '--no-privileges', '--rows-per-insert=1000'] });
    return await dump.text();
  } finally {
    // pg_dump shares the database's one connection and leaves its read-only snapshot open and its settings (an
    // empty search_path…) behind: the connection is given back as it was.
    await pglite.exec('ROLLBACK; RESET ALL;');
  }
}

/** Backs up the shop at `location` into `file` (written aside, then renamed; readable by its owner only). */
export async function backupShop(location: ShopLocation, file: string): Promise<BackupSummary> {
  const partial = `${file}.partial`;
  try {
    if (location.databaseUrl) {
      const migration = await lastMigrationOf(location.databaseUrl);
      await runClientTool(
        'pg_dump',
        [
          '--format=custom',
          `--file=${partial}`,
          ...schemaArguments(location.databaseUrl),
          '--dbname',
          withoutPassword(location.databaseUrl),
        ],
        location.databaseUrl,
      );
      await chmod(partial, 0o600);
      await rename(partial, file);
      return { file, format: 'postgres-custom', migration, bytes: (await stat(file)).size };
    }
    await refuseOpenDataDir(location.dataDir);
    const pglite = await PGlite.create({ dataDir: location.dataDir });
    try {
      const migration = await lastMigration(wrapQuery(pglite));
      await writePrivate(partial, await dumpPglite(pglite));
      await rename(partial, file);
      return { file, format: 'pglite-sql', migration, bytes: (await stat(file)).size };
    } finally {
      await pglite.close();
    }
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** Restores `file` into the empty data folder or database at `location`. */
export async function restoreShop(
  location: ShopLocation,
  file: string,
): Promise<{ format: BackupFormat; migration: string }> {
  const format = await formatOf(file);
  if (location.databaseUrl) {
    if (format !== 'postgres-custom') {
      throw new BackupRefusal(
        `${file} is a backup of an embedded database (plain SQL): restore it into an empty data folder, with DATA_DIR and without DATABASE_URL.`,
      );
    }
    const migrations = await migrationsInCustomDump(file, location.databaseUrl);
    await refuseMismatch(migrations);
    await refuseNonEmptyDatabase(location.databaseUrl);
    await runClientTool(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        '--dbname',
        withoutPassword(location.databaseUrl),
        file,
      ],
      location.databaseUrl,
    );
    return { format, migration: migrations.at(-1) ?? '' };
  }
  if (format !== 'pglite-sql') {
    throw new BackupRefusal(
      `${file} is a PostgreSQL backup (pg_dump custom format): restore it into an empty PostgreSQL database named by DATABASE_URL.`,
    );
  }
  const sql = await readFile(file, 'utf8');
  const migrations = migrationsInSqlDump(sql);
  await refuseMismatch(migrations);
  await refuseNonEmptyDataDir(location.dataDir);
  await restorePglite(location.dataDir, sql);
  return { format, migration: migrations.at(-1) ?? '' };
}

/** Replays a plain-SQL backup into a new embedded database at `dataDir`; on failure the folder is removed again. */
export async function restorePglite(dataDir: string, sql: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create({ dataDir });
  try {
    // One transaction: a backup that fails half-way leaves nothing behind.
    await pglite.exec(`BEGIN;\n${sql}\nCOMMIT;`);
  } catch (error) {
    await pglite.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  await pglite.close();
}

/** The backup's kind, from its first bytes: pg_dump's custom format starts with PGDMP, a plain dump with SQL text. */
export async function formatOf(file: string): Promise<BackupFormat> {
  const handle = await open(file, 'r').catch(() => {
    throw new BackupRefusal(`${file} cannot be read: check the path.`);
  });
  try {
    const head = Buffer.alloc(256);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const text = head.subarray(0, bytesRead).toString('utf8');
    if (text.startsWith(customFormatMagic)) return 'postgres-custom';
    if (/^--\s*\n--\s*PostgreSQL database dump/.test(text)) return 'pglite-sql';
    throw new BackupRefusal(`${file} is not a SkinsMarket backup (neither pg_dump's custom format nor a SQL dump).`);
  } finally {
    await handle.close();
  }
}

/** The migrations a plain-SQL backup had applied, from its schema_migrations rows (INSERT statements). */
export function migrationsInSqlDump(sql: string): string[] {
  const statements = sql.matchAll(/^INSERT INTO (?:\w+\.)?schema_migrations (?:\([^)]*\) )?VALUES\b([\s\S]*?\));$/gm);
  const names = [...statements].flatMap((statement) =>
    [...(statement[1] ?? '').matchAll(/\(\s*'(\d{3}_[\w-]+\.sql)'/g)].map((match) => match[1] as string),
  );
  if (names.length === 0) throw new BackupRefusal('This backup holds no SkinsMarket shop (no schema_migrations rows).');
  return names.sort();
}

/** The migrations a custom-format backup had applied: pg_restore writes out that one table's rows. */
async function migrationsInCustomDump(file: string, databaseUrl: string): Promise<string[]> {
  const rows = await runClientTool(
    'pg_restore',
    ['--data-only', '--table=schema_migrations', '--file=-', file],
    databaseUrl,
  );
  const names = [...rows.matchAll(/^(\d{3}_[\w-]+\.sql)\t/gm)].map((match) => match[1] as string);
  if (names.length === 0) throw new BackupRefusal(`${file} holds no SkinsMarket shop (no schema_migrations rows).`);
  return names.sort();
}

/** Refuses a backup whose migrations are not exactly this version's, saying which version can restore it. */
export async function refuseMismatch(inBackup: string[]): Promise<void> {
  const known = await migrationNames();
  const backupOnly = inBackup.filter((name) => !known.includes(name));
  const codeOnly = known.filter((name) => !inBackup.includes(name));
  if (backupOnly.length === 0 && codeOnly.length === 0) return;
  const backupLast = inBackup.at(-1);
  const codeLast = known.at(-1);
  if (backupOnly.length > 0) {
    throw new BackupRefusal(
      `This backup was taken by another version of SkinsMarket: it has migrations this version does not know ` +
        `(${backupOnly.join(', ')}; this version ends at ${codeLast}). Restore it with the version that took it ` +
        `(its last migration is ${backupLast}), or a newer one.`,
    );
  }
  throw new BackupRefusal(
    `This backup was taken by an older version of SkinsMarket: its last migration is ${backupLast}, and this ` +
      `version also has ${codeOnly.join(', ')}. Restore it with the version that took it, then start this version: ` +
      `it applies the missing migrations on start.`,
  );
}

/** The embedded database's folder is PostgreSQL's own: while a server has it open, no one else may. */
async function refuseOpenDataDir(dataDir: string): Promise<void> {
  const entries = await readdir(dataDir).catch(() => [] as string[]);
  if (!entries.includes('PG_VERSION')) throw new BackupRefusal(`${dataDir} holds no embedded database to back up.`);
  if (entries.includes('postmaster.pid')) {
    throw new BackupRefusal(
      `The embedded database in ${dataDir} is open (postmaster.pid): stop SkinsMarket first, then back up. If it is ` +
        'not running, it did not stop cleanly: start it and stop it once.',
    );
  }
}

async function refuseNonEmptyDataDir(dataDir: string): Promise<void> {
  const entries = await readdir(dataDir).catch(() => [] as string[]);
  if (entries.length > 0) {
    throw new BackupRefusal(
      `${dataDir} is not empty: a backup is restored only into an empty data folder, so nothing is overwritten. ` +
        'Move the folder aside (or choose another DATA_DIR) and try again.',
    );
  }
}

async function refuseNonEmptyDatabase(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ relations: number; database: string }>(
      `SELECT current_database() AS database, count(*)::int AS relations
       FROM pg_class JOIN pg_namespace ON pg_namespace.oid = pg_class.relnamespace
       WHERE pg_class.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
         AND pg_namespace.nspname NOT IN ('pg_catalog', 'information_schema')
         AND pg_namespace.nspname NOT LIKE 'pg\\_%'`,
    );
    const row = rows[0];
    if (row && row.relations > 0) {
      throw new BackupRefusal(
        `The database ${row.database} is not empty (${row.relations} tables, views or sequences): a backup is ` +
          'restored only into an empty database, so nothing is overwritten. Create a new one (createdb) and point ' +
          'DATABASE_URL at it.',
      );
    }
  } finally {
    await client.end();
  }
}

async function lastMigrationOf(databaseUrl: string): Promise<string> {
  const db = await openDb({ databaseUrl });
  try {
    return await lastMigration(db);
  } finally {
    await db.close();
  }
}

async function lastMigration(db: Pick<Db, 'query'>): Promise<string> {
  const { rows } = await db
    .query<{ name: string }>('SELECT max(name) AS name FROM schema_migrations')
    .catch((): { rows: { name: string }[] } => {
      throw new BackupRefusal('This database holds no SkinsMarket shop (no schema_migrations table).');
    });
  const name = rows[0]?.name;
  if (!name) throw new BackupRefusal('This database holds no SkinsMarket shop (no migration applied).');
  return name;
}

const wrapQuery = (pglite: PGlite): Pick<Db, 'query'> => ({
  query: async <Row>(sql: string, params?: unknown[]) => ({ rows: (await pglite.query<Row>(sql, params)).rows }),
});

/** A shop kept in a schema of its own (`options=-c search_path=…`) is dumped with its job queue's schema only. */
function schemaArguments(databaseUrl: string): string[] {
  const options = URL.parse(databaseUrl)?.searchParams.get('options') ?? '';
  const schema = /(?:^|\s)-c\s*search_path=([a-z_][a-z0-9_]*)(?:\s|$)/.exec(options)?.[1];
  if (!schema) return [];
  return [`--schema=${schema}`, `--schema=${jobsSchemaBeside(schema)}`];
}

/** The connection string without its password, which goes to the child by PGPASSWORD (not its command line). */
function withoutPassword(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.password = '';
  return url.toString();
}

/**
 * Runs pg_dump or pg_restore (from PG_BIN when set, else PATH) and returns what it wrote to stdout; its stderr
 * becomes the error's message.
 */
function runClientTool(tool: 'pg_dump' | 'pg_restore', args: string[], databaseUrl: string): Promise<string> {
  const password = decodeURIComponent(new URL(databaseUrl).password);
  const command = process.env.PG_BIN ? join(process.env.PG_BIN, tool) : tool;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...(password && { PGPASSWORD: password }) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupRefusal(
              `${tool} was not found: install PostgreSQL's client tools of the server's major version (Debian: ` +
                `postgresql-client-17), or set PG_BIN to their folder.`,
            )
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else
        reject(
          new BackupRefusal(`${tool} failed: ${Buffer.concat(err).toString('utf8').trim() || `exit code ${code}`}`),
        );
    });
  });
}

async function writePrivate(file: string, text: string): Promise<void> {
  const handle = await open(file, 'w', 0o600);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
}
