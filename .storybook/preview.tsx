import { I18nProvider } from '@lingui/react';
import type { Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { configure } from 'storybook/test';
import { themes } from 'storybook/theming';
import { activateLocale, i18n } from '#app/i18n.ts';
import { AriaLocaleProvider } from '#ui/AriaLocaleProvider/AriaLocaleProvider.tsx';
import '#ui/theme/global.css.ts';
import { groupInheritedProps } from './docs.ts';
import { loadThemeFonts } from './fonts.ts';

/** The toolbar's viewports: the widths the marketplace is designed for, each on one side of a breakpoint. */
const viewports = {
  phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  // Every component gets a docs page: its JSDoc (what it is for, when to use it and when not), its props, its stories.
  tags: ['autodocs'],
  beforeAll: async () => {
    // As the unit suites (src/test/setup.ts): a story's `findBy…` and `waitFor` wait up to 5 s, not 1 s, so a busy
    // machine (CI runs two story files at once beside the other suites) is not taken for a broken story.
    configure({ asyncUtilTimeout: 5_000 });
    await loadThemeFonts();
  },
  // react-aria's live announcer is one region for the whole page, kept across stories: a story starts without the
  // last one's announcements (a pending button announces itself for 7 s, by an id that left with its story).
  beforeEach: ({ canvasElement, parameters }) => {
    destroyAnnouncer();
    // Storybook's canvas pads a story by 1rem unless it is 'fullscreen'. A story rendered outside it (the story
    // tests) gets the same padding, so it is laid out, and screenshotted, as a designer sees it.
    if (parameters.__isPortableStory && parameters.layout !== 'fullscreen') canvasElement.style.padding = '1rem';
  },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is an accessibility test: a violation fails the run.
    a11y: { test: 'error' },
    backgrounds: { disable: true },
    viewport: { options: viewports },
    // The components are drawn for the dark theme: their docs pages are dark too.
    docs: { theme: themes.dark },
    options: {
      storySort: { order: ['Foundations', ['Colour', 'Typography', 'Spacing, radii and shadows', 'Motion'], '*'] },
    },
  },
  argTypesEnhancers: [groupInheritedProps],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: { title: 'Language', icon: 'globe', items: ['en', 'fr'], dynamicTitle: true },
    },
  },
  // A story is drawn, and screenshotted by the visual tests, at the toolbar's viewport unless it sets its own.
  initialGlobals: { locale: 'en', viewport: { value: 'desktop', isRotated: false } },
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
