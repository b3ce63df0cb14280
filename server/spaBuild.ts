import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { serverBuildFolder } from './http/ssr.ts';

const projectRoot = resolve(import.meta.dirname, '..');
/** What the built SPA is made from (it imports the endpoint contract too): a change to any of these makes dist/ stale. */
const spaSources = ['src', 'contract', 'public', 'index.html', 'vite.config.ts', 'lingui.config.ts'];

async function newestModification(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const entries = await readdir(path, { withFileTypes: true, recursive: true });
  const times = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry) => (await stat(join(entry.parentPath, entry.name))).mtimeMs),
  );
  return Math.max(info.mtimeMs, ...times);
}

/** True when dist/ (the SPA or the server's rendering entry) is missing or older than any of the SPA's sources. */
export async function isSpaBuildStale(distDir: string): Promise<boolean> {
  const builtAt = Math.min(
    await newestModification(join(distDir, 'index.html')),
    await newestModification(join(distDir, serverBuildFolder, 'entry-server.js')),
  );
  if (builtAt === 0) return true;
  const sourceTimes = await Promise.all(spaSources.map((source) => newestModification(join(projectRoot, source))));
  return Math.max(...sourceTimes) > builtAt;
}

function runVite(args: readonly string[]): Promise<void> {
  // vite's exports map hides its bin; find it beside its package.json.
  const viteBin = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
  return new Promise<void>((resolvePromise, reject) => {
    // Always a production build, also when a test run (NODE_ENV=test) asks for it: React's development JSX
    // runtime in the server's build would not match the production React it bundles.
    const child = spawn(process.execPath, [viteBin, ...args], {
      cwd: projectRoot,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`vite ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * Runs `vite build` in child processes (the server itself never loads Vite): the SPA into dist/, then the
 * server's rendering entry into dist/server/ (DESIGN.md §7), which the server loads to draw public pages.
 * `npm run build` runs this too.
 */
export async function buildSpa(): Promise<void> {
  await runVite(['build']);
  await runVite(['build', '--ssr', 'src/entry-server.tsx']);
}
