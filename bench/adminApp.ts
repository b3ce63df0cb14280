import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { ensureDemoAdmin } from '#server/auth/admins.ts';
import { defaultAppConfig, defaultPaymentsConfig } from '#server/config.ts';
import type { Db } from '#server/db/db.ts';

const adminPassword = 'bench-admin-password';

/**
 * The app the back-office benches measure through (every request by `inject`, the whole HTTP handling), on a seeded
 * database: quiet, with no worker (the seeded orders stay as seeded), and the headers of a signed-in admin.
 */
export async function adminBenchApp(db: Db): Promise<{ app: FastifyInstance; headers: { authorization: string } }> {
  await ensureDemoAdmin(db, adminPassword);
  const app = await buildApp({
    db,
    config: defaultAppConfig({ logLevel: 'silent', payments: defaultPaymentsConfig({ workerIntervalMs: 0 }) }),
  });
  await app.ready();
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/auth/admin/login/',
    payload: { username: 'admin', password: adminPassword },
  });
  if (response.statusCode !== 200) {
    await app.close();
    throw new Error(`admin login answered ${response.statusCode}: ${response.body}`);
  }
  return { app, headers: { authorization: `Bearer ${response.json<{ access_token: string }>().access_token}` } };
}
