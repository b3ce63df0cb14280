import { describeAdminSignIn } from './auth/context.ts';
import { distDir, loadAppConfig, loadServerSettings } from './config.ts';
import { describeStart, startServer, stopOnSignals } from './server.ts';
import { buildSpa, isSpaBuildStale } from './spaBuild.ts';

/** `npm start`: one process serving the SPA and the API, on the embedded database unless DATABASE_URL is set. */
const settings = loadServerSettings();
if (await isSpaBuildStale(distDir)) {
  console.log('Building the SPA (dist/ is missing or older than its sources)…');
  await buildSpa();
}
const server = await startServer(settings, loadAppConfig(process.env, { serveSpa: true }));
stopOnSignals(server.stop);
console.log(describeStart(server, { servesSpa: true }));
console.log(await describeAdminSignIn(server.app, server.url));
