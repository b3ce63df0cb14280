import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { hydrate as hydrateRouter, type TsrSsrGlobal } from '@tanstack/react-router/ssr/client';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '#app/App.tsx';
import { activateLocale, i18n, initialLocale, loadCatalog, serverRenderedLocale } from '#app/i18n.ts';
import { createQueryClient } from '#app/queryClient.ts';
import { createAppRouter } from '#app/router.tsx';
import { type ServerState, serverStateElementId } from '#app/serverState.ts';
import { keepRouterInStep, startSession } from '#app/session/session.ts';
import '#ui/theme/global.css.ts';

declare global {
  interface Window {
    /** Where TanStack Router's hydration reads the server's matches from. */
    $_TSR?: TsrSsrGlobal;
  }
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Root element with id "root" not found');

// A public page arrives drawn by the server (src/entry-server.tsx) with the state it was drawn from.
const serverStateText = document.getElementById(serverStateElementId)?.textContent;
const serverState = serverStateText ? (JSON.parse(serverStateText) as ServerState) : undefined;
const drawnLocale = serverState && serverRenderedLocale();

const queryClient = createQueryClient();
if (serverState) hydrateQueries(queryClient, serverState.queries);
// Before the router exists: the session strips tokens from the address bar before the router reads it.
// On a drawn page it waits for hydration, which must see the session as the server drew it.
let pageLive = () => {};
const hydrated = new Promise<void>((resolve) => {
  pageLive = resolve;
});
const { actor: sessionActor, session } = startSession({ queryClient, startAfter: serverState ? hydrated : undefined });
const router = createAppRouter({ queryClient, i18n, session });
keepRouterInStep(sessionActor, router);

const app = (isDrawn: boolean) => (
  <App
    i18n={i18n}
    queryClient={queryClient}
    sessionActor={sessionActor}
    router={router}
    isDrawn={isDrawn}
    onLive={pageLive}
  />
);

/**
 * Not awaited at the top level: the route chunks import this entry's chunk, so they could not finish loading
 * while this module were still waiting for them.
 */
async function startApp(root: HTMLElement) {
  // A page drawn in another language than the shopper's remembered choice (kept before its cookie existed) is
  // drawn again in that language rather than hydrated: its query data still comes from the server.
  if (serverState && drawnLocale === initialLocale()) {
    // Hydrate exactly what the server drew: its language, its matches (their chunks loaded first) and its data.
    window.$_TSR = { router: serverState.router, buffer: [], h() {}, e() {}, c() {}, p: (script) => script() };
    const [messages] = await Promise.all([loadCatalog(drawnLocale), hydrateRouter(router)]);
    delete window.$_TSR;
    i18n.loadAndActivate({ locale: drawnLocale, messages });
    // In a transition, hydration yields to the browser between components: no long task while the shopper
    // already sees the page and may scroll or tap it.
    startTransition(() => {
      hydrateRoot(root, app(true));
    });
  } else {
    await activateLocale(initialLocale());
    createRoot(root).render(app(false));
  }
}

void startApp(rootElement);
