import { describeAdminSignIn } from './auth/context.ts';
import { type AppConfig, distDir, loadAppConfig, loadServerSettings, type ServerSettings } from './config.ts';
import { describeStart, startServer, stopOnSignals } from './server.ts';
import { buildSpa, isSpaBuildStale } from './spaBuild.ts';
import { startTracing } from './tracing/tracing.ts';

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
// Traces are on when an OTLP endpoint is set: the SDK starts before the app is built, and sends its last spans on the
// way out.
const tracing = config.observability.tracing && startTracing(config.observability.tracing);
const server = await startServer(settings, config);
stopOnSignals(async () => {
  await server.stop();
  await tracing?.shutdown();
});
console.log(describeStart(server, { servesSpa: true }));
console.log(await describeAdminSignIn(server.app, server.url));
