import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderEndpoints } from '#contract/admin/orders.ts';
import { authEndpoints, tokenAnswerSchema } from '#contract/auth.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { demoAdminUsername } from './auth/admins.ts';
import { generateCatalogue } from './catalogue/generator.ts';
import { defaultDemoSeed } from './catalogue/seed.ts';
import { type Db, openDb } from './db/db.ts';
import { sandboxBotDemoSkins } from './demoData.ts';
import { type Instance, inSchema, startInstance, stopInstance } from './test/instances.ts';

/**
 * Issue #30: instances started together on a new PostgreSQL database (a deployment's first `up`) all come up, and the
 * database is prepared once: one migration run, one demo seed with the expected counts, one demo admin whose password
 * one of them prints, one set of secrets all of them sign with. PostgreSQL only: the embedded database is one process's.
 */
const databaseUrl = process.env.DATABASE_URL;
const onPostgres = databaseUrl?.startsWith('postgres') ?? false;
const demoItems = 400;

describe.skipIf(!onPostgres)('three instances started together on an empty database', () => {
  const schema = `start_together_${randomUUID().replaceAll('-', '')}`;
  let db: Db;
  let instances: Instance[] = [];

  beforeAll(async () => {
    // An empty schema: no table, nothing migrated.
    db = await openDb({ databaseUrl: databaseUrl as string, schema });
    const url = inSchema(databaseUrl as string, schema);
    instances = await Promise.all([1, 2, 3].map(() => startInstance(url, { DEMO_ITEMS: String(demoItems) })));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(instances.map(stopInstance));
    await db?.exec(`DROP SCHEMA ${schema} CASCADE`);
    await db?.close();
  });

  const count = async (sql: string) => (await db.query<{ count: number }>(sql)).rows[0]?.count;
  const printed = (line: string) => instances.filter((instance) => instance.output().includes(line)).length;

  it('migrates once and seeds the demo once, with the expected counts', async () => {
    const generated = [...generateCatalogue({ items: demoItems, seed: defaultDemoSeed })];
    const reviewSql = await readFile(new URL('./demoReviews.sql', import.meta.url), 'utf8');
    const migrations = (await readdir(new URL('./db/migrations/', import.meta.url))).filter((file) =>
      file.endsWith('.sql'),
    );
    expect(printed('seeded demo data')).toBe(1);
    expect(await count('SELECT count(*) FROM items')).toBe(generated.length);
    expect(await count('SELECT count(*) FROM trades')).toBe(generated.filter((item) => item.sale !== null).length);
    // The sandbox bot holds some of the demo's CS2 skins, off sale until the sandbox game coordinator inspects them.
    const waiting = (await count('SELECT count(*) FROM items WHERE inspection_due AND inspected_at IS NULL')) ?? 0;
    expect(waiting).toBeLessThanOrEqual(sandboxBotDemoSkins);
    expect(await count('SELECT count(*) FROM items WHERE available')).toBe(demoItems - waiting);
    expect(await count('SELECT count(*) FROM reviews')).toBe(reviewSql.match(/^ {2}\('/gm)?.length);
    expect(await count('SELECT count(*) FROM schema_migrations')).toBe(migrations.length);
    expect(await count("SELECT count(*) FROM settings WHERE key = 'demo_data_seeded_at'")).toBe(1);
  });

  it('makes one demo admin, whose password one of them prints, and one set of secrets all of them sign with', async () => {
    expect(await count(`SELECT count(*) FROM users WHERE username = '${demoAdminUsername}'`)).toBe(1);
    expect(printed('Demo admin password (shown once, generated now)')).toBe(1);
    const output = instances.map((instance) => instance.output()).join('\n');
    const password = /Demo admin password \(shown once, generated now\): (\S+)/.exec(output)?.[1] as string;

    // Signed in on one instance, the admin's token opens the back-office on every one.
    const [first] = instances as [Instance];
    const signIn = await fetch(`${first.origin}/api/${endpointPath(authEndpoints.adminLogin)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: demoAdminUsername, password }),
    });
    expect(signIn.status).toBe(200);
    const { access_token: token } = tokenAnswerSchema.parse(await signIn.json());
    for (const instance of instances) {
      const orders = await fetch(`${instance.origin}/api/${endpointPath(adminOrderEndpoints.list)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(orders.status).toBe(200);
    }
  });
});
