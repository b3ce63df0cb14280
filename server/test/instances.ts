import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/**
 * TEST: server processes (`serverProcess.ts`) as instances of a scaled-out deployment run them, on one PostgreSQL: the
 * suites of several instances (server/scaleOut.test.ts, server/startTogether.test.ts, server/databaseRestart.test.ts)
 * and of production mode start them here.
 */
export interface Instance {
  origin: string;
  process: ChildProcess;
  /** Everything it printed so far, stdout and stderr (its log included, when LOG_LEVEL is not silent). */
  output(): string;
}

export const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** The connection string of `databaseUrl` working in `schema` (as DATABASE_URL may, with libpq's `options`). */
export function inSchema(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/** Settings of a test instance: sandboxes on, a one-listing demo, quick sandbox buyers, limits tests will not hit. */
const testInstanceEnv: NodeJS.ProcessEnv = {
  PUBLIC_ORIGIN: 'http://localhost:3000',
  LOG_LEVEL: 'silent',
  SANDBOX_BUYER_ACCEPT_DELAY_MS: '1',
  DEMO_ITEMS: '1',
  PURCHASE_RATE_LIMIT: '100',
  CONTACT_FORM_RATE_LIMIT: '2',
};

/**
 * Starts an instance on `databaseUrl` and resolves once it listens; `env` adds to or overrides the test settings. The
 * API only, or with `spa` the built SPA too.
 */
export async function startInstance(
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
  { spa = false }: { spa?: boolean } = {},
): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, [resolve(import.meta.dirname, 'serverProcess.ts'), ...(spa ? ['--spa'] : [])], {
    env: {
      PATH: process.env.PATH,
      ...testInstanceEnv,
      ...env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const record = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`server process did not start:\n${output}`)), 60_000);
    const listening = () => {
      if (!output.includes('listening')) return;
      clearTimeout(timer);
      child.stdout?.off('data', listening);
      done();
    };
    child.stdout?.on('data', listening);
    child.on('exit', (code) => fail(new Error(`server process exited with ${code}:\n${output}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, process: child, output: () => output };
}

export const isRunning = (instance: Instance) =>
  instance.process.exitCode === null && instance.process.signalCode === null;

/** Stops an instance as a service manager does (TERM), and waits for it to exit. */
export const stopInstance = (instance: Instance | undefined) =>
  new Promise<void>((done) => {
    if (!instance || !isRunning(instance)) return done();
    instance.process.once('exit', () => done());
    instance.process.kill('SIGTERM');
  });
