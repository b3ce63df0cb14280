import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { AriaLocaleProvider } from './AriaLocaleProvider.tsx';
import type { createAppRouter } from './router.tsx';
import type { SessionActor } from './session/session.ts';
import { SessionProvider } from './session/sessionContext.tsx';

interface AppProps {
  i18n: I18n;
  queryClient: QueryClient;
  sessionActor: SessionActor;
  router: ReturnType<typeof createAppRouter>;
  /** Called once React has committed the page: a drawn one is hydrated from then on. */
  onLive?: () => void;
}

/** The whole app, the same tree whether the browser renders it or the server draws its first view. */
export function App({ i18n, queryClient, sessionActor, router, onLive }: AppProps) {
  useEffect(() => {
    markPageLive();
    onLive?.();
  }, [onLive]);
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <AriaLocaleProvider>
          <QueryClientProvider client={queryClient}>
            <SessionProvider value={sessionActor}>
              <RouterProvider router={router} />
            </SessionProvider>
          </QueryClientProvider>
        </AriaLocaleProvider>
      </I18nProvider>
    </StrictMode>
  );
}

/** The attribute set on `<html>` once React has committed the page (hydrated a drawn one, or rendered it). */
export const liveAttribute = 'data-hydrated';

/**
 * A page drawn on the server shows its buttons before the bundle runs, and a press then does nothing: the mark
 * says from when presses count (the end-to-end journeys wait for it after each navigation).
 */
function markPageLive() {
  document.documentElement.setAttribute(liveAttribute, '');
}
