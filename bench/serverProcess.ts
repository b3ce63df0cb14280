import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

export interface RunningProcess<T> {
  /** What `ready` read from the line that said the process is ready. */
  ready: T;
  /** SIGTERM, then waits for the exit (the servers clean up on SIGTERM). */
  stop: () => Promise<void>;
}

/**
 * Runs `node <script> …args` as a process of its own, as the marketplace runs in production (the browser a bench
 * drives is not in the server's process), and resolves once a line of its output makes `ready` answer.
 */
export async function startNodeProcess<T>(
  script: string,
  args: string[],
  { env, ready }: { env?: NodeJS.ProcessEnv; ready: (line: string) => T | undefined },
): Promise<RunningProcess<T>> {
  const child = spawn(process.execPath, [script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`${script} exited (${code}) before it was ready`);
  });
  const readyLine = new Promise<T>((resolveReady) => {
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      const value = ready(line);
      if (value !== undefined) resolveReady(value);
    });
  });
  try {
    return { ready: await Promise.race([readyLine, exited]), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A TCP port nothing listens on right now, for a server that needs one up front. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}
