import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { hydrate as hydrateRouter, type TsrSsrGlobal } from '@tanstack/react-router/ssr/client';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { registerApiHooks } from '#api/apiHooks.ts';
import { App } from '#app/App.tsx';
import { browserLocale, i18n, serverRenderedLocale, showLocale } from '#app/i18n.ts';
import { createQueryClient } from '#app/queryClient.ts';
import { createAppRouter } from '#app/router.tsx';
import { type ServerState, serverStateElementId } from '#app/serverState.ts';
import { reportAuthError } from '#app/session/sessionAddress.ts';
import { createSessionHandle, keepRouterInStep, type SessionHandle } from '#app/session/sessionHandle.ts';
import { keepZodFromEval } from '#app/zodSettings.ts';
import '#ui/theme/global.css.ts';

declare global {
  interface Window {
    /** Where TanStack Router's hydration reads the server's matches from. */
    $_TSR?: TsrSsrGlobal;
  }
}

// The page's CSP allows no eval: zod, which comes later with the contract, is told not to try it for faster parsers,
// a try the browser reports as a CSP violation on every page that builds a schema.
keepZodFromEval();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Root element with id "root" not found');

// A public page arrives drawn by the server (src/entry-server.tsx) with the state it was drawn from.
const serverStateText = document.getElementById(serverStateElementId)?.textContent;
const serverState = serverStateText ? (JSON.parse(serverStateText) as ServerState) : undefined;
// A drawn page is hydrated in the language it was drawn in: the server chose it from the language cookie, as the
// browser would (src/app/i18n.ts `chooseLocale`).
const drawnLocale = serverState && serverRenderedLocale();

const queryClient = createQueryClient();
if (serverState) hydrateQueries(queryClient, serverState.queries);
reportAuthError();

/** The session machine, and xstate with it, load apart from the entry (src/app/session/session.ts). */
const startSession = (handle?: SessionHandle) =>
  import('#app/session/session.ts').then((session) => session.startSession({ queryClient, handle }).handle);

let pageLive = () => {};
const hydrated = new Promise<void>((resolve) => {
  pageLive = resolve;
});
// A drawn page hydrates with the session as the server drew it, and its machine starts once the page is live.
// Another page starts it first: it strips tokens from the address bar before the router reads it.
const sessionHandle = serverState ? Promise.resolve(createSessionHandle(serverState.session)) : startSession();
const sessionStarted = serverState
  ? sessionHandle.then(async (handle) => {
      await hydrated;
      await startSession(handle);
    })
  : sessionHandle;
// Every API call asks the session for its token (src/app/session/sessionRequests.ts), whose hooks come with it:
// a call made before waits here, and the hooks registered meanwhile then run for it.
registerApiHooks({
  beforeRequest: async () => {
    await sessionStarted;
  },
});

const app = (session: SessionHandle, router: ReturnType<typeof createAppRouter>, isDrawn: boolean) => (
  <App i18n={i18n} queryClient={queryClient} session={session} router={router} isDrawn={isDrawn} onLive={pageLive} />
);

function createRouter(session: SessionHandle) {
  const router = createAppRouter({ queryClient, i18n, session });
  keepRouterInStep(session, router);
  return router;
}

/**
 * Not awaited at the top level: the route chunks import this entry's chunk, so they could not finish loading
 * while this module were still waiting for them.
 */
async function startApp(root: HTMLElement) {
  if (serverState && drawnLocale) {
    const session = await sessionHandle;
    const router = createRouter(session);
    // Hydrate exactly what the server drew: its language, its matches (their chunks loaded first) and its data.
    window.$_TSR = { router: serverState.router, buffer: [], h() {}, e() {}, c() {}, p: (script) => script() };
    await hydrateRouter(router);
    delete window.$_TSR;
    showLocale(drawnLocale);
    // In a transition, hydration yields to the browser between components: no long task while the shopper
    // already sees the page and may scroll or tap it.
    startTransition(() => {
      hydrateRoot(root, app(session, router, true));
    });
  } else {
    showLocale(browserLocale());
    const session = await sessionHandle;
    createRoot(root).render(app(session, createRouter(session), false));
  }
}

void startApp(rootElement);
