import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { activeAdmins, demoAdminUsername } from './auth/admins.ts';
import { authContext } from './auth/context.ts';
import { type AppConfig, apiPrefix, type ServerSettings } from './config.ts';
import { openServerDatabase, type PreparedDatabase, prepareDatabase } from './startup.ts';

/**
 * Where the demo's rendered pictures are kept for an embedded database in `dataDir`: beside it, not in it (the folder
 * is PostgreSQL's own).
 */
export const picturesDirBeside = (dataDir: string) => `${dataDir}-pictures`;

export interface RunningServer extends PreparedDatabase {
  app: FastifyInstance;
  url: string;
  /** The demo (seeded, with a demo admin) or production (empty; its first admin from `npm run admin:create`). */
  demo: boolean;
  stop(): Promise<void>;
}

/**
 * Opens the database (waiting for PostgreSQL, checking the embedded one's folder), prepares it under the startup lock
 * (migrations, the demo's data on its first start, the secrets) and listens. With the embedded database (the demo),
 * the demo's rendered pictures are kept beside it, and writes are refused while its disk is nearly full.
 */
export async function startServer(settings: ServerSettings, config: AppConfig): Promise<RunningServer> {
  const { db, storageDir, close } = await openServerDatabase(settings);
  let prepared: PreparedDatabase;
  let app: FastifyInstance;
  try {
    prepared = await prepareDatabase(db, settings, config);
    const picturesDir = settings.databaseUrl === undefined ? picturesDirBeside(settings.dataDir) : undefined;
    app = await buildApp({ db, config: { picturesDir, storageDir, ...config } });
    await app.listen({ port: settings.port, host: settings.host });
  } catch (error) {
    await close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  const shownHost = ['0.0.0.0', '::'].includes(settings.host) ? 'localhost' : settings.host;
  const url = `http://${shownHost}:${port}/`;
  return {
    ...prepared,
    app,
    url,
    demo: settings.demo,
    stop: async () => {
      await app.close();
      await close();
    },
  };
}

/**
 * What a start prints about the admin sign-in. The demo: the page (its address holds the hidden segment) and, on the
 * start that made it, the demo admin's generated password. Production writes no secret to its log: neither the
 * segment nor a password; until an admin exists it says how to make the first one.
 */
export async function describeAdminSignIn(server: RunningServer): Promise<string | undefined> {
  if (!server.demo) {
    const noAdmin = (await activeAdmins(server.app.db)).length === 0;
    return noAdmin ? 'No administrator yet: make the first one with npm run admin:create' : undefined;
  }
  const { adminLoginPath } = await authContext(server.app);
  const lines = [`Admin sign-in: ${server.url.replace(/\/$/, '')}${adminLoginPath} (user "${demoAdminUsername}")`];
  if (server.generatedAdminPassword) {
    lines.push(`  Demo admin password (shown once, generated now): ${server.generatedAdminPassword}`);
  }
  return lines.join('\n');
}

export function describeStart(server: RunningServer, options: { servesSpa: boolean }): string {
  const base = server.url.replace(/\/$/, '');
  return [
    options.servesSpa ? `Marketplace: ${server.url}` : `API only (no SPA): ${base}${apiPrefix}/`,
    `API reference: ${base}${apiPrefix}/docs`,
  ].join('\n');
}

/** Stops cleanly on Ctrl-C or a service manager's TERM, then exits. */
export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (stopping) return;
      stopping = true;
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}
