import { describeAdminSignIn } from './auth/context.ts';
import { type AppConfig, distDir, loadAppConfig, loadServerSettings, type ServerSettings } from './config.ts';
import { describeStart, startServer, stopOnSignals } from './server.ts';
import { buildSpa, isSpaBuildStale } from './spaBuild.ts';

/** `npm start`: one process serving the SPA and the API, on the embedded database unless DATABASE_URL is set. */
let settings: ServerSettings;
let config: AppConfig;
try {
  settings = loadServerSettings();
  config = loadAppConfig(process.env, { serveSpa: true });
} catch (error) {
  // A setting is missing or wrong: say which, before building or opening anything.
  console.error(`SkinsMarket cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
if (await isSpaBuildStale(distDir)) {
  console.log('Building the SPA (dist/ is missing or older than its sources)…');
  await buildSpa();
}
const server = await startServer(settings, config);
stopOnSignals(server.stop);
console.log(describeStart(server, { servesSpa: true }));
console.log(await describeAdminSignIn(server.app, server.url));
