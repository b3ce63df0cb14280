import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AriaLocaleProvider } from '#app/AriaLocaleProvider.tsx';
import { activateLocale, i18n, initialLocale } from '#app/i18n.ts';
import { createQueryClient } from '#app/queryClient.ts';
import { createAppRouter } from '#app/router.tsx';
import { keepRouterInStep, startSession } from '#app/session/session.ts';
import { SessionProvider } from '#app/session/sessionContext.tsx';
import '#ui/theme/global.css.ts';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Root element with id "root" not found');

const queryClient = createQueryClient();
// Before the router exists: the session strips tokens from the address bar before the router reads it.
const { actor: sessionActor, session } = startSession({ queryClient });
const router = createAppRouter({ queryClient, i18n, session });
keepRouterInStep(sessionActor, router);

await activateLocale(initialLocale());

createRoot(rootElement).render(
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
  </StrictMode>,
);
