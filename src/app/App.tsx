import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { markPageLive } from './pageLive.ts';
import type { createAppRouter } from './router.tsx';
import { SessionProvider } from './session/sessionContext.tsx';
import type { SessionHandle } from './session/sessionHandle.ts';

interface AppProps {
  i18n: I18n;
  queryClient: QueryClient;
  session: SessionHandle;
  router: ReturnType<typeof createAppRouter>;
  /**
   * Whether the page was drawn by the server: its content then says when it is live (`useMarkPageLive`), once
   * hydrated, instead of the app's first commit.
   */
  isDrawn?: boolean;
  /** Called once React has committed the app (a drawn page's layout and content hydrate after it). */
  onLive?: () => void;
}

/** The whole app, the same tree whether the browser renders it or the server draws its first view. */
export function App({ i18n, queryClient, session, router, isDrawn = false, onLive }: AppProps) {
  useEffect(() => {
    if (!isDrawn) markPageLive();
    onLive?.();
  }, [isDrawn, onLive]);
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider value={session}>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}
