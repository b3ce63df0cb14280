import { loadAppConfig, loadServerSettings } from '../config.ts';
import { startServer, stopOnSignals } from '../server.ts';

/**
 * TEST: one API server process (no SPA) configured from its environment, as an instance of a scaled-out
 * deployment runs; prints `listening <url>` once it accepts requests. Used by the two-process suite.
 */
const server = await startServer(loadServerSettings(), loadAppConfig(process.env, { serveSpa: false }));
stopOnSignals(server.stop);
console.log(`listening ${server.url}`);
