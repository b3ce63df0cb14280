import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { endpointPath } from '#contract/endpoint.ts';
import { supportEndpoints } from '#contract/lists.ts';
import { storeEndpoints } from '#contract/store.ts';
import { defaultAppConfig } from '../config.ts';
import { refuseWritesWhileStorageIsLow } from '../http/storageGuard.ts';
import { startServer } from '../server.ts';
import { retryAfterSeconds, troubleDetail } from './availability.ts';
import {
  checkDataFolder,
  DataFolderProblem,
  explainOpeningFailure,
  freeBytes,
  holdDataFolder,
  lockFileName,
  runningMinimumBytes,
  storageWatch,
} from './dataFolder.ts';

/**
 * Issue #30: a bad disk is said in one line with what to do, before the embedded database is opened, and a disk that
 * fills while the server runs refuses writes (503) and keeps serving reads. The read-only and full file systems are
 * real ones (tmpfs) where this machine lets the tests mount them (root, or CAP_SYS_ADMIN); elsewhere those cases skip.
 */
const root = mkdtempSync(join(tmpdir(), 'data-folder-'));
const mounted: string[] = [];

/** Mounts a tmpfs of `megabytes` at a new folder, read-only if asked; undefined where mounting is not allowed. */
function tmpfs(name: string, megabytes: number, readOnly = false): string | undefined {
  const folder = join(root, name);
  try {
    execFileSync('mkdir', ['-p', folder]);
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m${readOnly ? ',ro' : ''}`, 'tmpfs', folder], {
      stdio: 'ignore',
    });
    mounted.push(folder);
    return folder;
  } catch {
    return undefined;
  }
}
const canMount = tmpfs('probe', 1) !== undefined;

afterAll(() => {
  for (const folder of mounted) execFileSync('umount', ['-l', folder], { stdio: 'ignore' });
  rmSync(root, { recursive: true, force: true });
});

const oneLine = (error: unknown) => {
  expect(error).toBeInstanceOf(DataFolderProblem);
  expect(String((error as Error).message)).not.toContain('\n');
  return (error as Error).message;
};

describe('the data folder checked before the database opens', () => {
  it('is made when missing, and passes on a disk with room', async () => {
    await expect(checkDataFolder(join(root, 'fresh', 'data'))).resolves.toBeUndefined();
  });

  it.skipIf(!canMount)('on a read-only file system: says so, and what to do', async () => {
    const readOnly = tmpfs('read-only', 1, true) as string;
    const error = await checkDataFolder(join(readOnly, 'data')).catch((problem: unknown) => problem);
    expect(oneLine(error)).toMatch(
      /^the data folder .+\/read-only\/data is on a read-only file system: remount it read-write, or set DATA_DIR/,
    );
  });

  it.skipIf(!canMount)('on a read-only file system: `npm start` says it in one line and exits', () => {
    const readOnly = tmpfs('read-only-start', 1, true) as string;
    const start = spawnSync(process.execPath, [join(import.meta.dirname, '../main.ts')], {
      env: { PATH: process.env.PATH, DATA_DIR: join(readOnly, 'data') },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(start.status).toBe(1);
    expect(start.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^SkinsMarket cannot start: the data folder .+ is on a read-only file system: remount/),
    ]);
  });

  it.skipIf(!canMount)('on a full disk: says so, and what to do', async () => {
    const full = tmpfs('full', 1) as string;
    await writeFile(join(full, 'filler'), Buffer.alloc(1024 * 1024)).catch(() => undefined);
    const error = await checkDataFolder(join(full, 'data')).catch((problem: unknown) => problem);
    expect(oneLine(error)).toMatch(
      /^the disk holding the data folder .+ is full: free some space on it, or set DATA_DIR/,
    );
  });

  it.skipIf(!canMount)('on a disk without room for a new database: says how much it has and needs', async () => {
    const small = tmpfs('small', 16) as string;
    const error = await checkDataFolder(join(small, 'data')).catch((problem: unknown) => problem);
    expect(oneLine(error)).toMatch(
      /^the disk holding the data folder .+ is nearly full \(1\d MB free, 128 MB needed for a new database\): free/,
    );
  });

  it('that is a file: says so', async () => {
    const file = join(root, 'a-file');
    await writeFile(file, 'not a folder');
    const error = await checkDataFolder(file).catch((problem: unknown) => problem);
    expect(oneLine(error)).toMatch(/^the data folder .+ is a file, not a folder: move it away, or set DATA_DIR/);
  });

  it("explains PGlite's own words for a full disk", async () => {
    const pgliteError = Object.assign(new Error(''), { name: 'ErrnoError', errno: 51 });
    const explained = await explainOpeningFailure(pgliteError, join(root, 'fresh', 'data'));
    expect(oneLine(explained)).toMatch(/^the disk holding the data folder .+ is full/);
  });
});

describe('the data folder held by one process', () => {
  it('refuses a second holder while the first runs, and is free again once let go', async () => {
    const folder = join(root, 'held');
    await mkdir(folder);
    const release = await holdDataFolder(folder);
    const error = await holdDataFolder(folder).catch((problem: unknown) => problem);
    expect(oneLine(error)).toMatch(/is in use by another SkinsMarket process \(pid \d+\): stop it first/);
    await release();
    await (await holdDataFolder(folder))();
  });

  it('takes over a lock left by a process that is gone', async () => {
    const folder = join(root, 'stale');
    await mkdir(folder);
    // A pid above the kernel's maximum is never running.
    await writeFile(join(folder, lockFileName), '4194305\n');
    await (await holdDataFolder(folder))();
  });
});

describe('a disk filling while the server runs', () => {
  it('is measured at most once a second', async () => {
    let measured = 0;
    const watch = storageWatch('/anywhere', async () => {
      measured += 1;
      return runningMinimumBytes - 1;
    });
    expect([await watch.isLow(), await watch.isLow(), await watch.isLow()]).toEqual([true, true, true]);
    expect(measured).toBe(1);
  });

  // The embedded database's own: not run again when the suite runs on PostgreSQL.
  it.skipIf(!canMount || Boolean(process.env.DATABASE_URL))(
    'makes the running demo refuse writes with 503 and serve reads, until space is freed',
    {
      timeout: 180_000,
    },
    async () => {
      const disk = tmpfs('filling', 200) as string;
      const server = await startServer(
        {
          port: 0,
          host: '127.0.0.1',
          dataDir: join(disk, 'data'),
          databaseUrl: undefined,
          demo: true,
          demoItems: 40,
          demoAdminPassword: undefined,
        },
        defaultAppConfig({ contactFormRateLimit: { max: 100, timeWindowMs: 60_000 } }),
      );
      const contact = () =>
        server.app.inject({
          method: 'POST',
          url: `/api/${endpointPath(supportEndpoints.contactForm)}`,
          payload: { email: 'anna@example.com', full_name: 'Anna Kowalska', message: 'Is my order on its way?' },
        });
      const search = () =>
        server.app.inject({ method: 'GET', url: `/api/${endpointPath(storeEndpoints.search)}?game=csgo` });
      try {
        expect((await contact()).statusCode).toBe(201);
        const filler = join(disk, 'filler');
        await writeFile(filler, Buffer.alloc((await freeBytes(disk)) - runningMinimumBytes / 2));
        await new Promise((done) => setTimeout(done, 1_100));
        const refused = await contact();
        expect(refused.statusCode).toBe(503);
        expect(refused.json()).toEqual({ detail: troubleDetail.storageFull });
        expect((await search()).statusCode).toBe(200);
        await rm(filler);
        await new Promise((done) => setTimeout(done, 1_100));
        expect((await contact()).statusCode).toBe(201);
      } finally {
        await server.stop();
      }
    },
  );

  it('refuses writes with 503 and Retry-After, and keeps serving reads', async () => {
    let low = true;
    const app = Fastify({ logger: false });
    refuseWritesWhileStorageIsLow(app, { isLow: async () => low });
    app.get('/item', async () => ({ read: true }));
    app.post('/cart', async () => ({ written: true }));
    await app.ready();
    try {
      expect((await app.inject({ method: 'GET', url: '/item' })).json()).toEqual({ read: true });
      const refused = await app.inject({ method: 'POST', url: '/cart' });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe(String(retryAfterSeconds.storageFull));
      expect(refused.json()).toEqual({ detail: troubleDetail.storageFull });
      low = false;
      expect((await app.inject({ method: 'POST', url: '/cart' })).json()).toEqual({ written: true });
    } finally {
      await app.close();
    }
  });
});
