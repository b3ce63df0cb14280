import { loadAppConfig, loadServerSettings } from '../config.ts';
import { describeAdminSignIn, startServer, stopOnSignals } from '../server.ts';

/**
 * TEST: one API server process (no SPA) configured from its environment, as an instance of a scaled-out
 * deployment runs; prints `seeded demo data` if this start seeded it, what `npm start` says about the admin sign-in,
 * then `listening <url>` once it accepts requests.
 * Used by the two-process suite.
 */
const server = await startServer(loadServerSettings(), loadAppConfig(process.env, { serveSpa: false }));
stopOnSignals(server.stop);
if (server.seededDemoData) console.log('seeded demo data');
// What `npm start` prints about the admin sign-in (server/main.ts): a demo password on the start that made it.
const adminSignIn = await describeAdminSignIn(server);
if (adminSignIn) console.log(adminSignIn);
console.log(`listening ${server.url}`);
