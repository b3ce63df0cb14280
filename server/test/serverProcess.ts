import { loadAppConfig, loadServerSettings } from '../config.ts';
import { startServer, stopOnSignals } from '../server.ts';

/**
 * TEST: one server process configured from its environment, as an instance of a scaled-out deployment runs: the
 * API only, or with `--spa` the built SPA too; prints `listening <url>` once it accepts requests. Used by the
 * two-process suites.
 */
const serveSpa = process.argv.includes('--spa');
const server = await startServer(loadServerSettings(), loadAppConfig(process.env, { serveSpa }));
stopOnSignals(server.stop);
console.log(`listening ${server.url}`);
