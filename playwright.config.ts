import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './vitest.config.ts';

const port = Number(process.env.E2E_PORT ?? 4319);

/** The demo admin's password on the throwaway end-to-end server (the real one is generated per install). */
export const e2eAdminPassword = 'e2e-admin-password-not-secret';
/** The hidden admin login's segment on that server (a real install generates its own and keeps it). */
export const e2eAdminLoginSegment = 'e2e-back-office';

/** The journeys that change settings every shopper sees (maintenance, cart limit, price rules). */
const shopSettingsJourneys = /(backoffice|priceRules)\.spec\.ts$/;

/**
 * End-to-end journeys against the built SPA served by the real server, on a fresh embedded database
 * with the sandboxes. Never mocks the server.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Files run side by side, the tests of one file in order. Every journey signs in as a fresh account of its own,
  // so two files never share a cart or an order; the journeys that change the whole shop's settings run alone, last.
  fullyParallel: false,
  // Four at once on a 2-core machine: a journey mostly waits (a throttled CPU, a slow network, a 15 s give-up, a
  // trade offer's round trip). One full run measured 8.5 min of CPU in 27 min with two workers.
  workers: Number(process.env.E2E_WORKERS ?? 4),
  // One retry on CI: a journey must fail twice to fail the run. The closing note names the timing-sensitive ones.
  retries: process.env.CI ? 1 : 0,
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
  projects: [
    {
      name: 'desktop',
      testIgnore: shopSettingsJourneys,
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
    {
      // Maintenance mode, the cart limit and the price rules act on every shopper: nothing else may run meanwhile.
      name: 'shop settings',
      testMatch: shopSettingsJourneys,
      dependencies: ['desktop'],
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.ts',
    url: `http://localhost:${port}/api/health`,
    env: {
      PORT: String(port),
      DEMO_ADMIN_PASSWORD: e2eAdminPassword,
      ADMIN_LOGIN_SEGMENT: e2eAdminLoginSegment,
      // The journeys sign in as the demo admin many times from one address within the limit's 15 minutes.
      ADMIN_LOGIN_RATE_LIMIT: '1000',
      // Warnings and errors reach the run's output; every request line would drown them.
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
    reuseExistingServer: false,
    // SIGTERM lets the server delete its temporary data folder on the way out.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    timeout: 180_000,
    stdout: 'pipe',
  },
});
