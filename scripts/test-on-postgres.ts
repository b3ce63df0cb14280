/**
 * Runs the server suite a second time on PostgreSQL when `TEST_DATABASE_URL` names one (CI starts a
 * throwaway server with scripts/ci-postgres.sh). Without it, says so and succeeds: the embedded run
 * already covered the same suite.
 */
import { spawnSync } from 'node:child_process';

const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  console.log('TEST_DATABASE_URL is not set: the server suite ran on the embedded database only.');
  process.exit(0);
}

console.log('Server suite on PostgreSQL');
const run = spawnSync('vitest', ['run', '--project', 'server', '--project', 'server (own modules)'], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: databaseUrl },
  shell: false,
});
process.exit(run.status ?? 1);
