import type { Db } from './db.ts';

/** Reads one admin setting (a JSON value in `settings`); a missing key is a deployment error. */
export async function readSetting<Value>(db: Db, key: string): Promise<Value> {
  const { rows } = await db.query<{ value: Value }>('SELECT value FROM settings WHERE key = $1', [key]);
  const row = rows[0];
  if (!row) throw new Error(`Setting "${key}" is missing`);
  return row.value;
}
