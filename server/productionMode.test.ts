import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '#contract/endpoint.ts';
import { reviewEndpoints } from '#contract/reviews.ts';
import { storeEndpoints } from '#contract/store.ts';
import { loadAppConfig, loadServerSettings } from './config.ts';
import { type Db, openDb } from './db/db.ts';
import { prepareDatabase } from './startup.ts';
import { type Instance, inSchema, startInstance, stopInstance } from './test/instances.ts';
import { productionEnv } from './test/productionEnv.ts';
import { createTestApp, openTestDb, type TestApp } from './test/testApp.ts';

const mainScript = resolve(import.meta.dirname, 'main.ts');

/** `npm start` as an operator runs it: its exit code and what it printed on stderr. */
function start(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [mainScript], {
      env: { PATH: process.env.PATH, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', fail);
    child.on('exit', (code) => done({ code, stderr }));
  });
}

describe('production mode', () => {
  it('refuses to start, naming every missing setting', async () => {
    const { DATABASE_URL: _database, STEAM_BOTS: _bots, STEAM_API_KEY: _key, ...withoutThree } = productionEnv;
    const { code, stderr } = await start(withoutThree);
    expect(code).toBe(1);
    expect(stderr).toContain(
      'SkinsMarket cannot start: NODE_ENV=production needs DATABASE_URL, STEAM_BOTS, STEAM_API_KEY',
    );
  });

  it('refuses a demo admin password: production has no demo admin', () => {
    expect(() => loadAppConfig({ ...productionEnv, DEMO_ADMIN_PASSWORD: 'known' }, { serveSpa: false })).toThrow(
      'NODE_ENV=production has no demo admin: unset DEMO_ADMIN_PASSWORD and run npm run admin:create',
    );
  });

  it('prepares a new database without demo data, demo admin or anything to print', async () => {
    const db = await openTestDb();
    try {
      const settings = loadServerSettings(productionEnv);
      expect(settings.demo).toBe(false);
      const prepared = await prepareDatabase(db, settings, loadAppConfig(productionEnv, { serveSpa: false }));
      expect(prepared).toEqual({ seededDemoData: false, generatedAdminPassword: undefined });
      const { rows } = await db.query<{ items: number; reviews: number; users: number }>(
        `SELECT (SELECT count(*) FROM items) AS items, (SELECT count(*) FROM reviews) AS reviews,
           (SELECT count(*) FROM users) AS users`,
      );
      expect(rows[0]).toEqual({ items: 0, reviews: 0, users: 0 });
    } finally {
      await db.close();
    }
  });

  it('refuses half a Stripe configuration and a malformed bot list, saying what is wrong', async () => {
    const { STRIPE_WEBHOOK_SECRET: _secret, ...env } = productionEnv;
    expect(() => loadAppConfig({ ...env, NODE_ENV: undefined }, { serveSpa: false })).toThrow(
      'STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is missing',
    );
    expect(() => loadAppConfig({ ...productionEnv, STEAM_BOTS: '[{"accountName":"x"}]' }, { serveSpa: false })).toThrow(
      /STEAM_BOTS: 0\.accountName/,
    );
    expect(() =>
      loadAppConfig({ ...productionEnv, PUBLIC_ORIGIN: 'http://shop.example' }, { serveSpa: false }),
    ).toThrow(/https/);
  });

  describe('a server configured for production', () => {
    let server: TestApp;
    beforeAll(async () => {
      server = await createTestApp(loadAppConfig(productionEnv, { serveSpa: false }));
    }, 60_000);
    afterAll(() => server?.close());

    it('mounts no sandbox', async () => {
      for (const url of ['/sandbox/steam/openid/login', '/sandbox/payments/checkout/cs_sandbox_0123456789ab']) {
        expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
    });

    it('offers only the card, paid on Stripe Checkout: no payment method without a real gateway', async () => {
      const answer = await server.app.inject({ method: 'GET', url: '/api/payments/payment_gateways/' });
      expect(answer.json<{ id: number }[]>().map((gateway) => gateway.id)).toEqual([1]);
    });

    it('sends checkouts to Stripe only, and signs in through Steam', async () => {
      const answer = await server.app.inject({ method: 'GET', url: '/api/payments/checkout_origins/' });
      expect(answer.json()).toEqual({ origins: ['https://checkout.stripe.com'] });
      const login = await server.app.inject({ method: 'GET', url: '/api/users/auth/steam/login/?env=local' });
      expect(login.statusCode).toBe(302);
      expect(login.headers.location).toMatch(/^https:\/\/steamcommunity\.com\/openid\/login\?/);
    });
  });
});

/**
 * Issue #30: a production instance on a new PostgreSQL database starts empty (its stock comes from its bots) and
 * quiet: no demo listing or review, no admin, and not one of the secrets it made in its log, which says how to make
 * the first admin instead. PostgreSQL only: production refuses to start without DATABASE_URL.
 */
const databaseUrl = process.env.DATABASE_URL;
describe.skipIf(!databaseUrl?.startsWith('postgres'))('a production instance on an empty database', () => {
  const schema = `production_${randomUUID().replaceAll('-', '')}`;
  let db: Db;
  let instance: Instance;

  beforeAll(async () => {
    db = await openDb({ databaseUrl: databaseUrl as string, schema });
    instance = await startInstance(inSchema(databaseUrl as string, schema), { ...productionEnv, LOG_LEVEL: 'info' });
  }, 90_000);
  afterAll(async () => {
    await stopInstance(instance);
    await db?.exec(`DROP SCHEMA ${schema} CASCADE`);
    await db?.close();
  });

  it('lists nothing and shows no review', async () => {
    for (const game of ['csgo', 'dota2', 'rust']) {
      const search = await fetch(`${instance.origin}/api/${endpointPath(storeEndpoints.search)}?game=${game}`);
      expect(await search.json()).toMatchObject({ items: [], total: 0 });
    }
    const reviews = await fetch(`${instance.origin}/api/${endpointPath(reviewEndpoints.published)}`);
    expect(await reviews.json()).toEqual([]);
    const { rows } = await db.query<{ items: number; users: number }>(
      'SELECT (SELECT count(*) FROM items) AS items, (SELECT count(*) FROM users) AS users',
    );
    expect(rows[0]).toEqual({ items: 0, users: 0 });
  });

  it('writes none of its secrets to its log, and says how to make the first admin', async () => {
    await stopInstance(instance);
    const output = instance.output();
    expect(output).toContain('No administrator yet: make the first one with npm run admin:create');
    expect(output).not.toMatch(/password/i);
    const { rows: secrets } = await db.query<{ name: string; value: string }>('SELECT name, value FROM server_secrets');
    expect(secrets.map((secret) => secret.name).sort()).toEqual(['admin_login_segment', 'jwt_secret']);
    for (const { value } of secrets) expect(output).not.toContain(value);
  });
});
