import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../test/testApp.ts';
import { type Db, migrate } from './db.ts';

describe('the database layer', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(() => db.close());

  it('applies each migration once, however often it runs', async () => {
    const before = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    await migrate(db);
    await migrate(db);
    const after = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(after.rows).toEqual(before.rows);
    expect(after.rows.map((row) => row.name)).toContain('001_core.sql');
    const { rows } = await db.query<{ count: number }>('SELECT count(*) AS count FROM currencies');
    expect(rows[0]?.count).toBe(3);
  });

  it('answers bigint counts and numeric values as numbers on both engines', async () => {
    const { rows } = await db.query<{ big: unknown; money: unknown; whole: unknown }>(
      'SELECT 12345678901::bigint AS big, 19.99::numeric(12, 2) AS money, 7::int AS whole',
    );
    expect(rows[0]).toEqual({ big: 12345678901, money: 19.99, whole: 7 });
  });

  it('passes parameters and returns jsonb as values', async () => {
    const { rows } = await db.query<{ value: Record<string, number> }>('SELECT value FROM settings WHERE key = $1', [
      'currency_rates',
    ]);
    expect(rows[0]?.value).toEqual({ USD: 1, EUR: 0.92, AUD: 1.53 });
  });

  it('commits a transaction that succeeds', async () => {
    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO settings (key, value) VALUES ('tx_commit', '1')");
      await tx.query("UPDATE settings SET value = '2' WHERE key = 'tx_commit'");
    });
    const { rows } = await db.query("SELECT value FROM settings WHERE key = 'tx_commit'");
    expect(rows).toEqual([{ value: 2 }]);
  });

  it('rolls back every statement of a transaction that throws', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO settings (key, value) VALUES ('tx_rollback', '1')");
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    const { rows } = await db.query("SELECT 1 FROM settings WHERE key = 'tx_rollback'");
    expect(rows).toEqual([]);
  });

  it('keeps queries issued during a transaction out of it', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      await tx.query("INSERT INTO settings (key, value) VALUES ('tx_isolated', '1')");
      await held;
      throw new Error('abandon');
    });
    const outside = db.query("INSERT INTO settings (key, value) VALUES ('outside_tx', '1')");
    release();
    await expect(transaction).rejects.toThrow('abandon');
    await outside;
    const { rows } = await db.query<{ key: string }>(
      "SELECT key FROM settings WHERE key IN ('tx_isolated', 'outside_tx') ORDER BY key",
    );
    expect(rows.map((row) => row.key)).toEqual(['outside_tx']);
  });

  it('runs a script of several statements', async () => {
    await db.exec('CREATE TABLE script_probe (id int); INSERT INTO script_probe VALUES (1), (2);');
    const { rows } = await db.query<{ total: number }>('SELECT sum(id) AS total FROM script_probe');
    expect(rows[0]?.total).toBe(3);
  });
});
