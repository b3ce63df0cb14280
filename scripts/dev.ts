import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { loadAppConfig, loadServerSettings } from '#server/config.ts';
import { describeStart, startServer, stopOnSignals } from '#server/server.ts';

/**
 * `npm run dev`: the API server (port 3000 unless PORT says otherwise, no SPA) and Vite's dev server with
 * hot reload, which proxies /api and /sandbox to it (vite.config.ts).
 */
const vitePort = 5173;
const settings = loadServerSettings();
// The shopper's browser talks to Vite, so sign-in must send it back there, not to the API's own port.
const appEnv = { ...process.env, PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN ?? `http://localhost:${vitePort}` };
const server = await startServer(settings, loadAppConfig(appEnv, { serveSpa: false }));
console.log(describeStart(server, { servesSpa: false }));

const viteBin = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
const vite = spawn(process.execPath, [viteBin, '--port', String(vitePort), '--strictPort'], {
  stdio: 'inherit',
  env: { ...process.env, API_URL: `http://localhost:${settings.port}` },
});

stopOnSignals(async () => {
  vite.kill('SIGTERM');
  await server.stop();
});
vite.on('exit', (code) => {
  void server.stop().then(() => process.exit(code ?? 0));
});
