import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';

/** Unguessable text for tokens, secrets, states and handles: `bytes` of CSPRNG output, base64url. */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/**
 * A server secret kept in the database: created on the first start, the same on every later start and in
 * every process sharing the database (tokens stay valid across restarts and instances). When two
 * processes start together, the first insert wins and both read it back.
 */
export async function storedSecret(db: Db, name: string, generate: () => string = randomToken): Promise<string> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    generate(),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  const secret = rows[0]?.value;
  if (secret === undefined) throw new Error(`Server secret "${name}" could not be stored`);
  return secret;
}
