import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.ts';
import { LoadingScreen } from './LoadingScreen.tsx';
import { RouteError } from './RouteError.tsx';
import type { Session } from './session/sessionHandle.ts';

export interface RouterContext {
  queryClient: QueryClient;
  i18n: I18n;
  session: Session;
}

/** A chunk that arrives within this time never shows the loading screen, so fast navigations do not flash. */
const loadingScreenDelayMs = 200;
/** Once shown, the loading screen stays long enough to be read rather than blink. */
const loadingScreenMinimumMs = 400;

/** `history` is the browser's by default; tests pass a memory history. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns freshness.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: LoadingScreen,
    defaultErrorComponent: RouteError,
    defaultPendingMs: loadingScreenDelayMs,
    defaultPendingMinMs: loadingScreenMinimumMs,
    // Scrolling on navigation is ours (src/app/scroll.ts): smooth, hash-aware, reduced-motion aware.
    scrollRestoration: false,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
