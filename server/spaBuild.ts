import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

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

/** True when dist/ is missing or older than any of the SPA's sources. */
export async function isSpaBuildStale(distDir: string): Promise<boolean> {
  const builtAt = await newestModification(join(distDir, 'index.html'));
  if (builtAt === 0) return true;
  const sourceTimes = await Promise.all(spaSources.map((source) => newestModification(join(projectRoot, source))));
  return Math.max(...sourceTimes) > builtAt;
}

/** Runs `vite build` in a child process (the server itself never loads Vite). */
export async function buildSpa(): Promise<void> {
  // vite's exports map hides its bin; find it beside its package.json.
  const viteBin = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
  await new Promise<void>((resolvePromise, reject) => {
    const child = spawn(process.execPath, [viteBin, 'build'], { cwd: projectRoot, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`vite build exited with ${code}`))));
  });
}
