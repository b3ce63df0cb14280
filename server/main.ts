import { type AppConfig, distDir, loadAppConfig, loadServerSettings, type ServerSettings } from './config.ts';
import { DatabaseUnavailable } from './db/availability.ts';
import { checkDataFolder, DataFolderProblem } from './db/dataFolder.ts';
import { describeAdminSignIn, describeStart, type RunningServer, startServer, stopOnSignals } from './server.ts';
import { buildSpa, isSpaBuildStale } from './spaBuild.ts';
import { startTracing } from './tracing/tracing.ts';

/** `npm start`: one process serving the SPA and the API, on the embedded database unless DATABASE_URL is set. */
let settings: ServerSettings;
let config: AppConfig;
try {
  settings = loadServerSettings();
  config = loadAppConfig(process.env, { serveSpa: true });
  // A bad disk is told before a build takes its time (the start checks it again as it opens the database).
  if (!settings.databaseUrl) await checkDataFolder(settings.dataDir);
} catch (error) {
  // A setting is missing or wrong, the data folder unusable: say which and what to do, before building or opening.
  console.error(`SkinsMarket cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
if (await isSpaBuildStale(distDir)) {
  console.log('Building the SPA (dist/ is missing or older than its sources)…');
  await buildSpa();
}
// Traces are on when an OTLP endpoint is set: the SDK starts before the app is built, and sends its last spans on the
// way out.
const tracing = config.observability.tracing && startTracing(config.observability.tracing);
let server: RunningServer;
try {
  server = await startServer(settings, config);
} catch (error) {
  // A bad disk or a database that never answered is said in one line, with what to do; anything else with its stack.
  if (!(error instanceof DataFolderProblem || error instanceof DatabaseUnavailable)) console.error(error);
  console.error(`SkinsMarket cannot start: ${error instanceof Error ? error.message : String(error)}`);
  await tracing?.shutdown();
  process.exit(1);
}
stopOnSignals(async () => {
  await server.stop();
  await tracing?.shutdown();
});
console.log(describeStart(server, { servesSpa: true }));
const adminSignIn = await describeAdminSignIn(server);
if (adminSignIn) console.log(adminSignIn);
