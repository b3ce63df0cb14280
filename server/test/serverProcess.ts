import { loadAppConfig, loadServerSettings } from '../config.ts';
import { startServer, stopOnSignals } from '../server.ts';

/**
 * TEST: one API server process (no SPA) configured from its environment, as an instance of a scaled-out
 * deployment runs; prints `seeded demo data` if this start seeded it, then `listening <url>` once it accepts requests.
 * Used by the two-process suite.
 */
const server = await startServer(loadServerSettings(), loadAppConfig(process.env, { serveSpa: false }));
stopOnSignals(server.stop);
if (server.seededDemoData) console.log('seeded demo data');
if (server.generatedAdminPassword) console.log('generated the demo admin password');
console.log(`listening ${server.url}`);
