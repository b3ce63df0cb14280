import { loadAppConfig, loadServerSettings } from '../config.ts';
import { describeAdminSignIn, startServer, stopOnSignals } from '../server.ts';

/**
 * TEST: one server process configured from its environment, as an instance of a scaled-out deployment runs: the
 * API only, or with `--spa` the built SPA too. Prints `seeded demo data` if this start seeded it, what `npm start` says
 * about the admin sign-in, then `listening <url>` once it accepts requests. Used by the suites of several instances.
 */
const serveSpa = process.argv.includes('--spa');
const server = await startServer(loadServerSettings(), loadAppConfig(process.env, { serveSpa }));
stopOnSignals(server.stop);
if (server.seededDemoData) console.log('seeded demo data');
// What `npm start` prints about the admin sign-in (server/main.ts): a demo password on the start that made it.
const adminSignIn = await describeAdminSignIn(server);
if (adminSignIn) console.log(adminSignIn);
console.log(`listening ${server.url}`);
