import { buildApp } from '#server/app.ts';
import {
  defaultAppConfig,
  distDir,
  pageCacheSettings,
  rateLimitOverrides,
  shopRateLimitDefaults,
} from '#server/config.ts';
import { migrate, openDb } from '#server/db/db.ts';
import { picturesDirBeside, stopOnSignals } from '#server/server.ts';

/**
 * The marketplace on a bench database, in a process of its own (as in production, where the shopper's browser
 * is not in the server's process): `node bench/benchServer.ts <data dir | postgres://…>` serves the built SPA and
 * the API on a free port of 127.0.0.1 and prints `{"origin":…,"listed":…}` on one line once it listens. SIGTERM
 * stops it. `PAGE_CACHE_MB` and `RATE_LIMITS` are read as the shop reads them (README settings).
 */
const database = process.argv[2];
if (!database) throw new Error('usage: node bench/benchServer.ts <data dir | postgres://…>');
const onPostgres = /^postgres(ql)?:\/\//.test(database);

const db = await openDb(onPostgres ? { databaseUrl: database } : { dataDir: database });
await migrate(db);
const { rows } = await db.query<{ listed: number }>('SELECT count(*) AS listed FROM items WHERE available');
const app = await buildApp({
  db,
  config: defaultAppConfig({
    spaDir: distDir,
    ...(onPostgres ? {} : { picturesDir: picturesDirBeside(database) }),
    rateLimits: { ...shopRateLimitDefaults, ...rateLimitOverrides(process.env.RATE_LIMITS) },
    pageCache: pageCacheSettings(process.env),
  }),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
stopOnSignals(async () => {
  await app.close();
  await db.close();
});
console.log(JSON.stringify({ origin: `http://127.0.0.1:${port}`, listed: rows[0]?.listed ?? 0 }));
