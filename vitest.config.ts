import { resolve } from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Debian's Chromium: Playwright cannot download browsers on our machines. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * The server's suites that keep their own modules: those that draw pages with the built app (server/test/builtSpa.ts),
 * and those that run server processes of their own beside the worker's app (a database restarted under two instances,
 * instances started together, two instances sharing one database), whose timing a worker's earlier files should not
 * share: with shared modules the restart suite's first order was still waiting for its offer after 150 s, where it
 * is delivered in seconds on its own.
 */
const serverOwnModuleSuites = [
  'server/http/ssr.test.ts',
  'server/http/drawnPages.test.ts',
  'server/http/spa.test.ts',
  'server/auth/adminLoginPage.test.ts',
  'server/databaseRestart.test.ts',
  'server/startTogether.test.ts',
  'server/scaleOut.test.ts',
];

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test' }),
  defineConfig({
    test: {
      // The model-based suites' coverage lines (src/test/modelSuite.ts) follow the usual report.
      reporters: ['default', './src/test/modelCoverageReporter.ts'],
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            // Vitest's default on two cores is one file at a time; the three projects then run in turn. Two each, and
            // they share one round: the browser's waits (a story settling, a chunk loading) leave room for the others.
            maxWorkers: 2,
            // Each file loads its own modules: sharing them (226 → 171–218 s) let one file's state reach the next, as
            // toasts that never showed after a suite that drew a router, in a run with the files in another order.
            include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', '.storybook/*.test.ts'],
            setupFiles: ['./src/test/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            include: ['server/**/*.test.ts'],
            exclude: serverOwnModuleSuites,
            // Each suite starts its own embedded database; two at a time suits a 2-core machine.
            maxWorkers: 2,
            // The files of a worker share its loaded modules instead of loading the whole server again per file:
            // measured on 85 files, 216 s → 116 s on the embedded database and 172 s → 106 s on PostgreSQL. Each file
            // still builds its own app on its own database.
            isolate: false,
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          test: {
            // Each file with its own loaded modules (above): two page-drawing suites in one worker drew empty pages (the
            // rendering entry's modules are loaded once per worker).
            name: 'server (own modules)',
            environment: 'node',
            include: serverOwnModuleSuites,
            maxWorkers: 2,
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: '.storybook' })],
          // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the browser,
          // and the story file being imported at that moment fails.
          optimizeDeps: {
            include: [
              '@lingui/core',
              '@lingui/react',
              '@tanstack/react-query',
              '@tanstack/react-router',
              '@tanstack/react-router/ssr/client',
              '@vanilla-extract/dynamic',
              '@vanilla-extract/sprinkles/createRuntimeSprinkles',
              '@xstate/react',
              'embla-carousel-react',
              'jwt-decode',
              'ky',
              'mermaid',
              'msw',
              'msw/browser',
              'react-aria-components',
              'react-aria/private/live-announcer/LiveAnnouncer',
              'react-dom/client',
              'react-hot-toast',
              'valibot',
              'xstate',
              'zod',
            ],
          },
          test: {
            name: 'storybook',
            maxWorkers: 2,
            // The story files of a worker share one frame and its loaded modules instead of a new frame per file:
            // measured on 100 files, 255–308 s → 100–118 s. Each story is still drawn afresh, with its own query client,
            // mocked server handlers and viewport.
            isolate: false,
            // As the end-to-end journeys: on CI a story must fail twice to fail the run (a busy machine can still
            // catch one mid-way); a story that fails once is named in the run's output.
            retry: process.env.CI ? 1 : 0,
            // A flow page (src/flowDocs) loads Mermaid and lays a machine out with ELK, twice, before axe reads it:
            // a few seconds on an idle machine, more than the default 15 s on a busy one.
            testTimeout: 30_000,
            setupFiles: ['./.storybook/visual.setup.ts'],
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: chromiumLaunchOptions,
                // Dates and numbers read the same on every machine.
                contextOptions: { locale: 'en-US', timezoneId: 'UTC' },
              }),
              instances: [{ browser: 'chromium' }],
              expect: {
                toMatchScreenshot: {
                  // One folder of baselines named by story id: a story file can move without losing its baselines.
                  resolveScreenshotPath: ({ arg, ext, root, browserName, platform }) =>
                    resolve(root, 'tests/visual', `${arg}-${browserName}-${platform}${ext}`),
                  resolveDiffPath: ({ arg, ext, root, browserName, platform }) =>
                    resolve(root, 'tests/visual/__diffs__', `${arg}-${browserName}-${platform}${ext}`),
                },
              },
            },
          },
        },
      ],
    },
  }),
);
