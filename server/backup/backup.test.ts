import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardEndpoints } from '#contract/admin/dashboard.ts';
import { adminOrderEndpoints } from '#contract/admin/orders.ts';
import { adminSupportEndpoints } from '#contract/admin/support.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { supportEndpoints as contactEndpoints } from '#contract/lists.ts';
import { type OrderStatus, orderStatuses } from '#contract/orders.ts';
import { type Db, migrationNames, openDb } from '../db/db.ts';
import { jobsSchemaOf } from '../jobs/queue.ts';
import {
  type Buyer,
  buySkin,
  callEndpoint,
  createShopTestApp,
  pressCheckoutButton,
  runUntil,
  type ShopTestApp,
  workerFor,
} from '../orders/testKit.ts';
import { BackupRefusal, backupShop, dumpPglite, restoreShop } from './backup.ts';

/**
 * Backups (issue 27): a shop with orders in every state, users, tickets and the audit log is backed up, restored into
 * a fresh database, and every row of the shop and of its job queue comes back, every order in its state. On the
 * embedded database always; on PostgreSQL too when DATABASE_URL names one (pg_dump and pg_restore on PATH).
 */

let shop: ShopTestApp;
let folder: string;
let buyer: Buyer;
let admin: Buyer;

beforeAll(async () => {
  shop = await createShopTestApp();
  folder = await mkdtemp(join(tmpdir(), 'skins-backup-'));
  buyer = await shop.buyer(1);
  admin = await shop.buyer(2);
  await shop.db.query('UPDATE users SET is_admin = true WHERE id = $1', [admin.userId]);
  await sellingShop();
}, 120_000);
afterAll(async () => {
  await shop.close();
  await rm(folder, { recursive: true, force: true });
});

/** An order of one skin, its checkout open. */
async function order(): Promise<{ orderId: number; checkoutUrl: string }> {
  const [skinId] = await shop.availableSkins(1);
  const answer = (await buySkin(shop.app, buyer, skinId as number)).json<{ order_id: number; checkout_url: string }>();
  return { orderId: answer.order_id, checkoutUrl: answer.checkout_url };
}

/**
 * A shop that has been selling: orders in every state (through the real paths where a test can take them, the
 * trade bot's answers set by hand for the others), a support ticket answered by mail, the admin's actions in the
 * audit log, a dashboard day summed up, jobs waiting in the queue.
 */
async function sellingShop(): Promise<void> {
  const worker = await workerFor(shop.app);
  const reason = { reason: 'Asked by the buyer' };
  const paid = async () => {
    const placed = await order();
    await pressCheckoutButton(shop.app, placed.checkoutUrl, 'pay');
    return placed.orderId;
  };
  await order();
  await paid();
  const delivered = await paid();
  await runUntil(worker, shop.db, delivered, 'delivered');
  const refunded = await paid();
  await callEndpoint(shop.app, adminOrderEndpoints.refund, admin, { params: { id: refunded }, body: reason });
  const cancelled = await order();
  await callEndpoint(shop.app, adminOrderEndpoints.cancel, admin, { params: { id: cancelled.orderId }, body: reason });
  const failed = await order();
  await pressCheckoutButton(shop.app, failed.checkoutUrl, 'fail');
  await callEndpoint(shop.app, adminOrderEndpoints.note, admin, { params: { id: delivered }, body: { text: 'VIP' } });
  const reached = new Set(
    (await shop.db.query<{ status: OrderStatus }>('SELECT status FROM orders')).rows.map((row) => row.status),
  );
  for (const status of orderStatuses.filter((status) => !reached.has(status))) {
    const { orderId } = await order();
    await shop.db.query(
      `UPDATE orders SET status = $2, context = context || '{"offerAttempts": 1, "offerId": "1"}'::jsonb WHERE id = $1`,
      [orderId, status],
    );
    await shop.db.query(
      `INSERT INTO order_transitions (order_id, from_status, to_status, event) VALUES ($1, 'awaiting_payment', $2, '{"type":"fixture"}')`,
      [orderId, status],
    );
  }
  const contact = await shop.app.inject({
    method: 'POST',
    url: `/api/${endpointPath(contactEndpoints.contactForm)}`,
    payload: { email: 'zoe@example.com', full_name: 'Zoé « Martin »', message: 'Où est mon couteau ?\nMerci' },
  });
  expect(contact.statusCode).toBe(201);
  const ticket = (await shop.db.query<{ id: number }>('SELECT max(id) AS id FROM support_requests')).rows[0]?.id;
  await callEndpoint(shop.app, adminSupportEndpoints.reply, admin, {
    params: { id: ticket as number },
    body: { message: 'Il arrive !' },
  });
  // A week of the dashboard's day summaries.
  await callEndpoint(shop.app, dashboardEndpoints.figures, admin, {
    query: `from=${new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10)}&to=${new Date().toISOString().slice(0, 10)}`,
  });
}

/** Every row of every table of the shop's schema and of its job queue's, and where each sequence stands. */
async function contentsOf(db: Db): Promise<Record<string, string[]>> {
  const schemas = [
    (await db.query<{ schema: string }>('SELECT current_schema() AS schema')).rows[0]?.schema,
    jobsSchemaOf(db),
  ];
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
     WHERE table_schema = ANY($1::text[]) AND table_type = 'BASE TABLE' ORDER BY 1`,
    [schemas],
  );
  const contents: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM ${name} AS t`);
    contents[name] = rows.map((row) => row.row).sort();
  }
  const { rows: sequences } = await db.query<{ name: string; last_value: number | null }>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value FROM pg_sequences
     WHERE schemaname = ANY($1::text[])`,
    [schemas],
  );
  contents['(sequences)'] = sequences.map((sequence) => `${sequence.name}=${sequence.last_value}`).sort();
  return contents;
}

const orderStates = async (db: Db) =>
  (
    await db.query<{ id: number; status: string; context: unknown; version: number }>(
      'SELECT id, status, context, version FROM orders ORDER BY id',
    )
  ).rows;

/** The shop's tables hold what a shop that sold holds. */
function expectASellingShop(contents: Record<string, string[]>) {
  const rowsOf = (table: string) => Object.entries(contents).find(([name]) => name.endsWith(`.${table}`))?.[1] ?? [];
  for (const table of [
    'users',
    'orders',
    'order_transitions',
    'refunds',
    'trades',
    'support_requests',
    'support_replies',
    'mail_outbox',
    'admin_audit',
    'dashboard_days',
    'schema_migrations',
  ]) {
    expect(rowsOf(table).length, table).toBeGreaterThan(0);
  }
  expect(rowsOf('job').length, 'queued jobs').toBeGreaterThan(0);
}

describe('on the embedded database', () => {
  it('backs up every row and restores it into a fresh data folder, every order in its state', async () => {
    if (shop.db.engine.kind !== 'pglite') return;
    const source = await contentsOf(shop.db);
    expectASellingShop(source);
    expect(new Set((await orderStates(shop.db)).map((row) => row.status))).toEqual(new Set(orderStatuses));

    // The test's shop lives in memory: its dump is restored into a data folder, which `npm run backup` backs up.
    const first = join(folder, 'first.sql');
    await writeFile(first, await dumpPglite(shop.db.engine.pglite));
    const restoredDir = join(folder, 'restored');
    expect(await restoreShop({ databaseUrl: undefined, dataDir: restoredDir }, first)).toMatchObject({
      format: 'pglite-sql',
      migration: (await migrationNames()).at(-1),
    });
    const restored = await openDb({ dataDir: restoredDir });
    try {
      expect(await contentsOf(restored)).toEqual(source);
      expect(await orderStates(restored)).toEqual(await orderStates(shop.db));
    } finally {
      await restored.close();
    }

    // The restored shop backs up to the very same file: restoring that one gives the same shop again.
    const second = join(folder, 'second.sql');
    expect(await backupShop({ databaseUrl: undefined, dataDir: restoredDir }, second)).toMatchObject({
      format: 'pglite-sql',
      file: second,
    });
    // The same statements and rows (a table's rows may come in another physical order).
    const linesOf = async (file: string) =>
      (await readFile(file, 'utf8'))
        .split('\n')
        .map((line) => line.replace(/(\),|\);)$/, ')'))
        .sort();
    expect(await linesOf(second)).toEqual(await linesOf(first));
    expect((await stat(second)).mode & 0o777).toBe(0o600);
  }, 300_000);

  it('refuses to overwrite a data folder that is not empty, and to back up one a server has open', async () => {
    if (shop.db.engine.kind !== 'pglite') return;
    const file = join(folder, 'second.sql');
    const target = join(folder, 'restored');
    await expect(restoreShop({ databaseUrl: undefined, dataDir: target }, file)).rejects.toThrow(/is not empty/);
    const open = await PGlite.create({ dataDir: target });
    try {
      await expect(backupShop({ databaseUrl: undefined, dataDir: target }, join(folder, 'x.sql'))).rejects.toThrow(
        /is open \(postmaster\.pid\): stop SkinsMarket first/,
      );
    } finally {
      await open.close();
    }
    expect(await readdir(folder)).not.toContain('x.sql.partial');
  });

  it('refuses a backup of another version, saying which one can restore it, and writes nothing', async () => {
    if (shop.db.engine.kind !== 'pglite') return;
    const newer = join(folder, 'newer.sql');
    await shop.db.query(`INSERT INTO schema_migrations (name) VALUES ('999_from_a_newer_version.sql')`);
    await writeFile(newer, await dumpPglite(shop.db.engine.pglite));
    await shop.db.query(`DELETE FROM schema_migrations WHERE name = '999_from_a_newer_version.sql'`);
    const target = join(folder, 'never');
    const refusal = restoreShop({ databaseUrl: undefined, dataDir: target }, newer);
    await expect(refusal).rejects.toBeInstanceOf(BackupRefusal);
    await expect(refusal).rejects.toThrow(
      /another version of SkinsMarket: it has migrations this version does not know \(999_from_a_newer_version\.sql/,
    );

    const last = (await migrationNames()).at(-1) as string;
    const older = join(folder, 'older.sql');
    const applied = await shop.db.query<{ applied_at: Date }>(
      'SELECT applied_at FROM schema_migrations WHERE name = $1',
      [last],
    );
    await shop.db.query('DELETE FROM schema_migrations WHERE name = $1', [last]);
    await writeFile(older, await dumpPglite(shop.db.engine.pglite));
    await shop.db.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)', [
      last,
      applied.rows[0]?.applied_at,
    ]);
    await expect(restoreShop({ databaseUrl: undefined, dataDir: target }, older)).rejects.toThrow(
      `taken by an older version of SkinsMarket: its last migration is ${(await migrationNames()).at(-2)}, and this version also has ${last}`,
    );
    expect(await readdir(folder)).not.toContain('never');

    await writeFile(join(folder, 'notes.txt'), 'not a backup');
    await expect(restoreShop({ databaseUrl: undefined, dataDir: target }, join(folder, 'notes.txt'))).rejects.toThrow(
      'is not a SkinsMarket backup',
    );
  });
});

describe('on PostgreSQL', () => {
  /** The connection string of a shop kept in a schema of its own, as an operator would write it. */
  const inSchema = (url: string, schema: string) => `${url}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;

  /** A database of its own on the test server, dropped afterwards. */
  async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
    const serverUrl = process.env.DATABASE_URL as string;
    const name = `skins_restore_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      drop: async () => {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  }

  it('backs up with pg_dump, restores with pg_restore into an empty database, and refuses a database that is not', async () => {
    if (shop.db.engine.kind !== 'postgres') return;
    const schema = shop.db.engine.schema as string;
    const file = join(folder, 'shop.dump');
    const summary = await backupShop(
      { databaseUrl: inSchema(shop.db.engine.connectionString, schema), dataDir: '' },
      file,
    );
    expect(summary).toMatchObject({ format: 'postgres-custom', migration: (await migrationNames()).at(-1) });

    const target = await freshDatabase();
    try {
      await restoreShop({ databaseUrl: inSchema(target.url, schema), dataDir: '' }, file);
      const restored = await openDb({ databaseUrl: target.url, schema });
      try {
        const source = await contentsOf(shop.db);
        expectASellingShop(source);
        expect(await contentsOf(restored)).toEqual(source);
        expect(await orderStates(restored)).toEqual(await orderStates(shop.db));
      } finally {
        await restored.close();
      }
      await expect(restoreShop({ databaseUrl: target.url, dataDir: '' }, file)).rejects.toThrow(/is not empty/);
    } finally {
      await target.drop();
    }
  });

  it('refuses a backup of another version, and one of the embedded database', async () => {
    if (shop.db.engine.kind !== 'postgres') return;
    const schema = shop.db.engine.schema as string;
    const file = join(folder, 'newer.dump');
    await shop.db.query(`INSERT INTO schema_migrations (name) VALUES ('999_from_a_newer_version.sql')`);
    try {
      await backupShop({ databaseUrl: inSchema(shop.db.engine.connectionString, schema), dataDir: '' }, file);
    } finally {
      await shop.db.query(`DELETE FROM schema_migrations WHERE name = '999_from_a_newer_version.sql'`);
    }
    const target = await freshDatabase();
    try {
      await expect(restoreShop({ databaseUrl: target.url, dataDir: '' }, file)).rejects.toThrow(
        /migrations this version does not know \(999_from_a_newer_version\.sql/,
      );
      const embedded = join(folder, 'embedded.sql');
      await writeFile(embedded, '--\n-- PostgreSQL database dump\n--\n');
      await expect(restoreShop({ databaseUrl: target.url, dataDir: '' }, embedded)).rejects.toThrow(
        'is a backup of an embedded database',
      );
    } finally {
      await target.drop();
    }
  });
});
