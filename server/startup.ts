import { ensureDemoAdmin } from './auth/admins.ts';
import { type ServerSecret, serverSecrets, storedSecret } from './auth/secrets.ts';
import type { AppConfig, ServerSettings } from './config.ts';
import { DatabaseUnavailable, databaseTroubleOf } from './db/availability.ts';
import { checkDataFolder, explainOpeningFailure, holdDataFolder } from './db/dataFolder.ts';
import { type Db, databaseAnswers, migrate, openDb } from './db/db.ts';
import { seedDemoDataOnce } from './demoData.ts';

/** How long a start waits for a PostgreSQL that is not up yet (a deployment starting both at once). */
const databaseWaitMs = 60_000;

export interface ServerDatabase {
  db: Db;
  /** The embedded database's folder, watched for free space while the server runs; undefined on PostgreSQL. */
  storageDir: string | undefined;
  /** Closes the database and lets go of its folder. */
  close(): Promise<void>;
}

/**
 * Opens the configured database. PostgreSQL: waits up to a minute for it to answer (it may be starting too), saying so
 * once. Embedded: checks its folder first (writable, not full: a bad disk is told in one line, `DataFolderProblem`)
 * and holds it, so that no second process opens it meanwhile.
 */
export async function openServerDatabase(
  settings: Pick<ServerSettings, 'databaseUrl' | 'dataDir'>,
  say: (line: string) => void = (line) => console.error(line),
): Promise<ServerDatabase> {
  if (settings.databaseUrl) {
    const db = await openDb({ databaseUrl: settings.databaseUrl });
    try {
      await waitForDatabase(db, say);
    } catch (error) {
      await db.close();
      throw error;
    }
    return { db, storageDir: undefined, close: () => db.close() };
  }
  const folder = settings.dataDir;
  await checkDataFolder(folder);
  const release = await holdDataFolder(folder);
  try {
    const db = await openDb({ dataDir: folder });
    return {
      db,
      storageDir: folder,
      close: async () => {
        await db.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw await explainOpeningFailure(error, folder);
  }
}

async function waitForDatabase(db: Db, say: (line: string) => void): Promise<void> {
  const deadline = Date.now() + databaseWaitMs;
  let told = false;
  for (;;) {
    try {
      await databaseAnswers(db, 5_000);
      return;
    } catch (error) {
      // Refused credentials, a database that does not exist: waiting would not help.
      if (databaseTroubleOf(error) !== 'unavailable') throw error;
      if (Date.now() > deadline) {
        const why = error instanceof Error ? error.message : String(error);
        throw new DatabaseUnavailable(
          `the database (DATABASE_URL) did not answer for ${databaseWaitMs / 1000} s (${why}): check that it runs ` +
            'and that DATABASE_URL names it',
          { cause: error },
        );
      }
      if (!told) say('Waiting for the database (DATABASE_URL) to answer…');
      told = true;
      await new Promise((done) => setTimeout(done, 1_000));
    }
  }
}

export interface PreparedDatabase {
  /** This start seeded the demo data (the first start of a demo database). */
  seededDemoData: boolean;
  /** The demo admin's password, when this start made the account with a generated one: printed once, by this start. */
  generatedAdminPassword: string | undefined;
}

/** The secrets this configuration makes once and keeps (those its settings do not give). */
function secretsToKeep(config: AppConfig): ServerSecret[] {
  const { auth, payments } = config;
  return [
    ...(auth.jwtSecret ? [] : [serverSecrets.jwt]),
    ...(auth.adminLoginSegment ? [] : [serverSecrets.adminLoginSegment]),
    ...(auth.sandboxes
      ? [
          ...(payments.webhookSecret ? [] : [serverSecrets.paymentWebhook]),
          serverSecrets.sandboxTradeBotIdentity,
          serverSecrets.sandboxSteamOpenIdKey,
        ]
      : []),
  ];
}

/**
 * Everything a start does once for the database, under one lock, so that instances starting together on a new
 * database do it once: the first migrates, seeds the demo (the demo only), makes the secrets and the demo admin; the
 * others wait for the lock, then find all of it done and use it. Production seeds nothing and makes no admin.
 */
export async function prepareDatabase(
  db: Db,
  settings: Pick<ServerSettings, 'demo' | 'demoItems' | 'demoAdminPassword'>,
  config: AppConfig,
): Promise<PreparedDatabase> {
  return db.underLock('startup', async () => {
    await migrate(db);
    const seededDemoData = settings.demo
      ? await seedDemoDataOnce(db, { items: settings.demoItems, sandboxes: config.auth.sandboxes })
      : false;
    for (const secret of secretsToKeep(config)) await storedSecret(db, secret);
    const generatedAdminPassword = settings.demo ? await ensureDemoAdmin(db, settings.demoAdminPassword) : undefined;
    return { seededDemoData, generatedAdminPassword };
  });
}
