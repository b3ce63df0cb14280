import type { StorybookConfig } from '@storybook/react-vite';
import { docgenOptions } from './docgen.ts';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    // Story tests render stories and need no props tables: Vitest skips the type program docgen builds.
    reactDocgen: process.env.VITEST ? false : 'react-docgen-typescript',
    reactDocgenTypescriptOptions: docgenOptions,
  },
  // The preview holds every story and axe for the a11y checks (1.6 MB and 0.7 MB): a review tool's bundle, not a
  // shopper's, so the size warning meant for the marketplace's chunks does not apply.
  viteFinal: (viteConfig) => ({ ...viteConfig, build: { ...viteConfig.build, chunkSizeWarningLimit: 2_048 } }),
};

export default config;
