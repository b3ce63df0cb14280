import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './vitest.config.ts';

const port = Number(process.env.E2E_PORT ?? 4319);

/** The demo admin's password on the throwaway end-to-end server (the real one is generated per install). */
export const e2eAdminPassword = 'e2e-admin-password-not-secret';
/** The hidden admin login's segment on that server (a real install generates its own and keeps it). */
export const e2eAdminLoginSegment = 'e2e-back-office';

/**
 * End-to-end journeys against the built SPA served by the real server, on a fresh embedded database
 * with the sandboxes. Never mocks the server.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } }],
  webServer: {
    command: 'node scripts/e2e-server.ts',
    url: `http://localhost:${port}/api/health`,
    env: {
      PORT: String(port),
      DEMO_ADMIN_PASSWORD: e2eAdminPassword,
      ADMIN_LOGIN_SEGMENT: e2eAdminLoginSegment,
      // Warnings and errors reach the run's output; every request line would drown them.
      LOG_LEVEL: 'warn',
    },
    reuseExistingServer: false,
    // SIGTERM lets the server delete its temporary data folder on the way out.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    timeout: 180_000,
    stdout: 'pipe',
  },
});
