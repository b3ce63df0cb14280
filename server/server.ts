import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type AppConfig, apiPrefix, type ServerSettings } from './config.ts';
import { type Db, migrate, openDb } from './db/db.ts';
import { seedDemoDataOnce } from './demoData.ts';

/**
 * Where the demo's rendered pictures are kept for an embedded database in `dataDir`: beside it, not in it (the folder
 * is PostgreSQL's own).
 */
export const picturesDirBeside = (dataDir: string) => `${dataDir}-pictures`;

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  stop(): Promise<void>;
}

/**
 * Opens the database, migrates it, seeds the demo data on first start and listens. With the embedded database (the
 * demo), the demo's rendered pictures are kept beside it.
 */
export async function startServer(settings: ServerSettings, config: AppConfig): Promise<RunningServer> {
  const db: Db = await openDb({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir });
  await migrate(db);
  await seedDemoDataOnce(db, { items: settings.demoItems, sandboxes: config.auth.sandboxes });
  const picturesDir = settings.databaseUrl === undefined ? picturesDirBeside(settings.dataDir) : undefined;
  const app = await buildApp({ db, config: { picturesDir, ...config } });
  await app.listen({ port: settings.port, host: settings.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  const shownHost = ['0.0.0.0', '::'].includes(settings.host) ? 'localhost' : settings.host;
  const url = `http://${shownHost}:${port}/`;
  return {
    app,
    url,
    stop: async () => {
      await app.close();
      await db.close();
    },
  };
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
