import { I18nProvider } from '@lingui/react';
import type { Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { activateLocale, i18n } from '#app/i18n.ts';
import { AriaLocaleProvider } from '#ui/AriaLocaleProvider/AriaLocaleProvider.tsx';
import '#ui/theme/global.css.ts';
import { groupInheritedProps } from './docs.ts';

const preview: Preview = {
  // Every component gets a docs page: its JSDoc (what it is for, when to use it and when not), its props, its stories.
  tags: ['autodocs'],
  // react-aria's live announcer is one region for the whole page, kept across stories: a story starts without the
  // last one's announcements (a pending button announces itself for 7 s, by an id that left with its story).
  beforeEach: () => destroyAnnouncer(),
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is an accessibility test: a violation fails the run.
    a11y: { test: 'error' },
    backgrounds: { disable: true },
  },
  argTypesEnhancers: [groupInheritedProps],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: { title: 'Language', icon: 'globe', items: ['en', 'fr'], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'en' },
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: './mockServiceWorker.js' } });
      return worker;
    }),
    ({ globals }) => {
      activateLocale(globals.locale === 'fr' ? 'fr' : 'en');
      return {};
    },
  ],
  decorators: [
    (Story) => {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      return (
        <I18nProvider i18n={i18n}>
          <AriaLocaleProvider>
            <QueryClientProvider client={queryClient}>
              <Story />
            </QueryClientProvider>
          </AriaLocaleProvider>
        </I18nProvider>
      );
    },
  ],
};

export default preview;
