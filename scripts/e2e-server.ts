import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { distDir, loadAppConfig, loadServerSettings } from '#server/config.ts';
import { describeStart, picturesDirBeside, startServer, stopOnSignals } from '#server/server.ts';
import { buildSpa, isSpaBuildStale } from '#server/spaBuild.ts';

/**
 * The server Playwright runs: the built SPA and the API on a fresh embedded database in a temporary
 * folder, deleted on exit. Folders left by a run that was killed outright are removed on the next start.
 */
const folderPrefix = 'skins-e2e-';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function removeAbandonedFolders(): Promise<void> {
  for (const name of await readdir(tmpdir())) {
    const pid = Number(name.slice(folderPrefix.length).split('-')[0]);
    if (name.startsWith(folderPrefix) && Number.isInteger(pid) && !isRunning(pid)) {
      await rm(join(tmpdir(), name), { recursive: true, force: true });
    }
  }
}

await removeAbandonedFolders();
const dataDir = await mkdtemp(join(tmpdir(), `${folderPrefix}${process.pid}-`));
/** The database's folder and the rendered pictures kept beside it. */
const removeDataDir = () =>
  Promise.all([dataDir, picturesDirBeside(dataDir)].map((folder) => rm(folder, { recursive: true, force: true })));

try {
  if (await isSpaBuildStale(distDir)) await buildSpa();
  const settings = { ...loadServerSettings(process.env), dataDir, databaseUrl: undefined };
  const server = await startServer(settings, loadAppConfig(process.env, { serveSpa: true }));
  stopOnSignals(async () => {
    await server.stop();
    await removeDataDir();
  });
  console.log(describeStart(server, { servesSpa: true }));
} catch (error) {
  await removeDataDir();
  throw error;
}
