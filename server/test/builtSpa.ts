import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { distDir } from '../config.ts';
import { buildSpa, isSpaBuildStale } from '../spaBuild.ts';

/** One lock per checkout (its dist/), outside it so a lock a killed run left never shows in the work tree. */
const lockDir = join(
  tmpdir(),
  `skins-spa-build-${createHash('sha256').update(distDir).digest('hex').slice(0, 16)}.lock`,
);
const lockOwner = join(lockDir, 'pid');

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Takes the build lock, waiting while a live process holds it; a dead holder's lock is taken over. */
async function takeLock(): Promise<void> {
  for (;;) {
    try {
      await mkdir(lockDir);
      await writeFile(lockOwner, String(process.pid));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(await readFile(lockOwner, 'utf8').catch(() => ''));
      // A lock without its pid yet is being taken right now: wait for it as for a live one.
      if (holder > 0 && !isRunning(holder)) await rm(lockDir, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * The real build (the SPA and its rendering entry) in dist/, made as `npm start` makes it when it is missing or
 * stale. Test files that need it may run at once (two workers): they take turns, so one builds and the other
 * finds it built, instead of two builds writing dist/ together.
 */
export async function builtSpa(): Promise<string> {
  await takeLock();
  try {
    if (await isSpaBuildStale(distDir)) await buildSpa();
  } finally {
    await rm(lockDir, { recursive: true, force: true });
  }
  return distDir;
}
