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
            // Each suite starts its own embedded database; two at a time suits a 2-core machine.
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
