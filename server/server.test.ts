import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAppConfig, type ServerSettings } from './config.ts';
import { openDb } from './db/db.ts';
import { startServer } from './server.ts';

/** What `npm start` does, on an embedded database in a folder of its own, over real HTTP. */
describe('starting the server', () => {
  let dataDir: string;
  let settings: ServerSettings;
  let itemsAfterFirstStart = 0;
  beforeAll(async () => {
    dataDir = join(await mkdtemp(join(tmpdir(), 'server-start-')), 'data');
    settings = {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: undefined,
      demo: true,
      demoItems: 40,
      demoAdminPassword: undefined,
    };
  });
  afterAll(() => rm(join(dataDir, '..'), { recursive: true, force: true }));

  const countItems = async () => {
    const db = await openDb({ dataDir });
    try {
      const { rows } = await db.query<{ items: number; seeded: number }>(
        "SELECT (SELECT count(*) FROM items) AS items, (SELECT count(*) FROM settings WHERE key = 'demo_data_seeded_at') AS seeded",
      );
      return rows[0];
    } finally {
      await db.close();
    }
  };

  it('creates the data folder, migrates, seeds the demo catalogue and answers over HTTP', {
    timeout: 120_000,
  }, async () => {
    const server = await startServer(settings, defaultAppConfig());
    try {
      expect(server).toMatchObject({ seededDemoData: true, generatedAdminPassword: expect.any(String) });
      // The folder is this process's while it runs: a second server (or admin:create) on it is refused, in one line.
      await expect(startServer(settings, defaultAppConfig())).rejects.toThrow(
        /^the data folder .+ is in use by another SkinsMarket process \(pid \d+\): stop it first/,
      );
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      const health = await fetch(new URL('api/health', server.url));
      expect(await health.json()).toEqual({ status: 'ok' });
      const reviews = await fetch(new URL('api/feedback/', server.url));
      expect(((await reviews.json()) as unknown[]).length).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
    // The listings asked for, plus the sold copies behind the price history.
    const afterStart = await countItems();
    expect(afterStart?.seeded).toBe(1);
    expect(afterStart?.items).toBeGreaterThanOrEqual(40);
    itemsAfterFirstStart = afterStart?.items ?? 0;
  });

  it('keeps the data of an earlier start instead of seeding again', { timeout: 120_000 }, async () => {
    const db = await openDb({ dataDir });
    await db.query('DELETE FROM items WHERE id IN (SELECT id FROM items ORDER BY id LIMIT 5)');
    await db.close();
    const server = await startServer(settings, defaultAppConfig());
    await server.stop();
    // No second seeding, and no second password: the demo admin's was shown by the first start only.
    expect(server).toMatchObject({ seededDemoData: false, generatedAdminPassword: undefined });
    expect(await countItems()).toEqual({ items: itemsAfterFirstStart - 5, seeded: 1 });
  });
});
