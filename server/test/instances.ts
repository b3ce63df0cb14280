import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/** TEST: another server process on the test's PostgreSQL schema, as a second instance of a scaled-out shop. */
export interface Instance {
  origin: string;
  process: ChildProcess;
}

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * Starts server/test/serverProcess.ts on `schema` of `databaseUrl` (the API, and the built SPA with `spa`), with
 * `env` added to what every instance needs; resolves once it listens.
 */
export async function startInstance(
  databaseUrl: string,
  schema: string,
  { env = {}, spa = false }: { env?: Record<string, string>; spa?: boolean } = {},
): Promise<Instance> {
  const port = await freePort();
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const child = spawn(process.execPath, [resolve(import.meta.dirname, 'serverProcess.ts'), ...(spa ? ['--spa'] : [])], {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: url.toString(),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: 'http://localhost:3000',
      LOG_LEVEL: 'silent',
      DEMO_ITEMS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error('server process did not start')), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) {
        clearTimeout(timer);
        done();
      }
    });
    child.on('exit', (code) => fail(new Error(`server process exited with ${code}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, process: child };
}

export const stopInstance = (instance: Instance | undefined) =>
  new Promise<void>((done) => {
    if (!instance || instance.process.exitCode !== null || instance.process.signalCode !== null) return done();
    instance.process.once('exit', () => done());
    instance.process.kill('SIGTERM');
  });
