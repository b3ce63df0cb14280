import { constants } from 'node:fs';
import { access, mkdir, open, readFile, rm, statfs, unlink } from 'node:fs/promises';
import { dirname, relative } from 'node:path';

/**
 * The embedded database's folder (DATA_DIR): checked before PGlite opens it, held by one process at a time, and
 * watched for free space while the server runs. PGlite reports a bad disk in its own words (`ErrnoError { errno: 51 }`
 * on a full disk, `PGlite failed to initialize properly` or an `mkdir` stack on a read-only one); these checks say
 * what is wrong and what to do, in one line.
 */

/** A problem with the data folder, said in one line: what is wrong, then what to do. */
export class DataFolderProblem extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DataFolderProblem';
  }
}

const megabyte = 1024 * 1024;

/**
 * Free space a start needs: a new database takes about 40 MB (and the demo catalogue some more), and below
 * `runningMinimumBytes` the running server refuses writes anyway.
 */
export const freshDatabaseMinimumBytes = 128 * megabyte;
export const existingDatabaseMinimumBytes = 48 * megabyte;

/**
 * Below this much free space the running server refuses writes (503) and keeps serving reads: PGlite refuses a write
 * that finds the disk full by itself (53100), but a checkpoint that does hangs it, so it is never let that far.
 */
export const runningMinimumBytes = 32 * megabyte;

/** The folder as the operator knows it: relative to where the server was started when it lies below it. */
export function shownFolder(folder: string): string {
  const fromHere = relative(process.cwd(), folder);
  return fromHere && !fromHere.startsWith('..') && !fromHere.startsWith('/') ? `./${fromHere}` : folder;
}

/** Bytes free for this process's user on the file system holding `folder`. */
export async function freeBytes(folder: string): Promise<number> {
  const stats = await statfs(folder);
  return stats.bavail * stats.bsize;
}

const inMegabytes = (bytes: number) => `${Math.floor(bytes / megabyte)} MB`;

/** The one-line problem an error of the file system means for the data folder, if it is one we can explain. */
export function dataFolderProblemOf(error: unknown, folder: string): DataFolderProblem | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  const shown = shownFolder(folder);
  const elsewhere = 'or set DATA_DIR to a folder elsewhere';
  switch (code) {
    case 'EROFS':
      return new DataFolderProblem(
        `the data folder ${shown} is on a read-only file system: remount it read-write, ${elsewhere}`,
        { cause: error },
      );
    case 'EACCES':
    case 'EPERM':
      return new DataFolderProblem(
        `the data folder ${shown} is not writable by this user (uid ${process.getuid?.() ?? '?'}): give it to that ` +
          `user (chown -R), ${elsewhere}`,
        { cause: error },
      );
    case 'ENOSPC':
    case 'EDQUOT':
      return new DataFolderProblem(
        `the disk holding the data folder ${shown} is full: free some space on it, ${elsewhere} on another disk`,
        { cause: error },
      );
    case 'ENOTDIR':
    case 'EEXIST':
      return new DataFolderProblem(`the data folder ${shown} is a file, not a folder: move it away, ${elsewhere}`, {
        cause: error,
      });
    default:
      return undefined;
  }
}

const probeFile = '.skinsmarket-write-check';

/**
 * Makes the folder and its missing parents. A recursive mkdir says ENOENT whatever stopped it (a read-only mount
 * included): on failure, the first missing folder is made alone, which fails with the real reason.
 */
async function makeFolder(folder: string): Promise<void> {
  try {
    await mkdir(folder, { recursive: true });
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ENOENT') throw error;
    let missing = folder;
    while (
      dirname(missing) !== missing &&
      !(await access(dirname(missing)).then(
        () => true,
        () => false,
      ))
    ) {
      missing = dirname(missing);
    }
    await mkdir(missing);
    throw error;
  }
}

/**
 * Checks, before the embedded database is opened, that its folder can be created, written to (a file is written,
 * synced and removed: a read-only mount or a full disk refuse it) and has the free space a start needs.
 */
export async function checkDataFolder(folder: string): Promise<void> {
  const explain = (error: unknown) => dataFolderProblemOf(error, folder) ?? error;
  const fresh = await readFile(`${folder}/PG_VERSION`).then(
    () => false,
    () => true,
  );
  try {
    await makeFolder(folder);
    const probe = await open(`${folder}/${probeFile}`, constants.O_CREAT | constants.O_WRONLY | constants.O_TRUNC);
    try {
      await probe.write('ok');
      await probe.sync();
    } finally {
      await probe.close();
      await unlink(`${folder}/${probeFile}`).catch(() => undefined);
    }
  } catch (error) {
    throw explain(error);
  }
  const needed = fresh ? freshDatabaseMinimumBytes : existingDatabaseMinimumBytes;
  const free = await freeBytes(folder);
  if (free < needed) {
    throw new DataFolderProblem(
      `the disk holding the data folder ${shownFolder(folder)} is nearly full (${inMegabytes(free)} free, ` +
        `${inMegabytes(needed)} needed${fresh ? ' for a new database' : ''}): free some space on it, or set DATA_DIR ` +
        'to a folder on another disk',
    );
  }
}

/**
 * PGlite's own words for a bad disk, turned into the checks' one line: `ErrnoError { errno: 51 }` (ENOSPC, WASI's
 * numbering) while it creates the database, or a failed initialisation, whose cause the checks find again.
 */
export async function explainOpeningFailure(error: unknown, folder: string): Promise<unknown> {
  const known = dataFolderProblemOf(error, folder);
  if (known) return known;
  if ((error as { name?: unknown; errno?: unknown } | null)?.errno === 51) {
    return dataFolderProblemOf({ code: 'ENOSPC' }, folder);
  }
  try {
    await checkDataFolder(folder);
  } catch (problem) {
    if (problem instanceof DataFolderProblem) return problem;
  }
  return error;
}

/** The file in the data folder that names the process holding it. */
export const lockFileName = 'skinsmarket.pid';

/** The folders this process holds (a file naming this pid is this process's only if listed here). */
const heldHere = new Set<string>();

/**
 * Holds the data folder for this process: PGlite takes no lock of its own, and two processes writing one folder
 * (a second `npm start`, `npm run admin:create` while the server runs) would corrupt it. A lock left by a process
 * that is gone is taken over. Returns the release.
 */
export async function holdDataFolder(folder: string): Promise<() => Promise<void>> {
  const lockFile = `${folder}/${lockFileName}`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.write(`${process.pid}\n`);
      await handle.close();
      heldHere.add(folder);
      return async () => {
        heldHere.delete(folder);
        await rm(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'EEXIST') throw dataFolderProblemOf(error, folder) ?? error;
      const holder = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
      // This pid in a file this process did not write: left by an earlier life of this container (pids are reused).
      const heldByThis = holder === process.pid ? heldHere.has(folder) : undefined;
      if (heldByThis ?? (Number.isInteger(holder) && holder > 0 && isRunning(holder))) {
        throw new DataFolderProblem(
          `the data folder ${shownFolder(folder)} is in use by another SkinsMarket process (pid ${holder}): stop it ` +
            'first, or give each server a DATA_DIR of its own',
        );
      }
      await rm(lockFile, { force: true });
    }
  }
  throw new DataFolderProblem(`the data folder ${shownFolder(folder)} could not be locked: try again`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as { code?: unknown }).code === 'EPERM';
  }
}

/**
 * Watches the free space of the embedded database's disk while the server runs, measured at most once a second:
 * `isLow()` says whether writes must be refused.
 */
export function storageWatch(
  folder: string,
  measure: (folder: string) => Promise<number> = freeBytes,
): { isLow(): Promise<boolean> } {
  let last: { at: number; low: boolean } | undefined;
  return {
    async isLow() {
      if (last && Date.now() - last.at < 1000) return last.low;
      const low = (await measure(folder).catch(() => Number.POSITIVE_INFINITY)) < runningMinimumBytes;
      last = { at: Date.now(), low };
      return low;
    },
  };
}
