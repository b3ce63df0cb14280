import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import toast from 'react-hot-toast';
import { vi } from 'vitest';
import { mswUrl } from '#api/testing.ts';
import { authEndpoints, sessionFlagCookieName } from '#contract/auth.ts';
import { listEndpoints } from '#contract/lists.ts';
import { type Profile, profileEndpoints } from '#contract/profile.ts';
import { accessTokenFor } from '#machines/session/testTokens.ts';
import { createQueryClient } from '../queryClient.ts';
import { createAppRouter } from '../router.tsx';
import { startSession } from './session.ts';
import { SessionProvider } from './sessionContext.tsx';
import { keepRouterInStep } from './sessionHandle.ts';

/** Before each whole-app test: jsdom has neither, react-hot-toast asks whether to animate and the router scrolls. */
export function stubBrowserForApp() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
  window.scrollTo = () => {};
}

/** After each whole-app test: no toast carried over, the app stopped, the stubbed globals back. */
export function cleanUpApp(stopApp: (() => void) | undefined) {
  act(() => toast.remove());
  stopApp?.();
  vi.unstubAllGlobals();
}

/**
 * For tests: the whole app (router, layouts, header, real session wired to the real API client) in jsdom,
 * at `path`. The caller stops the session when done.
 */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const { actor, handle: session, stop } = startSession({ queryClient });
  const router = createAppRouter({ queryClient, i18n, session }, createMemoryHistory({ initialEntries: [path] }));
  const stopRouterSync = keepRouterInStep(session, router);
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider value={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return {
    actor,
    router,
    queryClient,
    stop: () => {
      stopRouterSync();
      stop();
    },
  };
}

export const demoProfile: Profile = {
  username: 'ivan_petrov',
  full_name: null,
  street_address: null,
  phone: null,
  email: 'ivan@example.com',
  date_birth: null,
  country: null,
  zip_code: null,
  steam_trade_link: null,
  avatar: null,
  currency: 2,
};

const apiUrl = (path: string) => new URL(path, `${location.origin}/api/`).href;

/**
 * For tests: the server's side of sign-in as msw handlers, following contract/auth.ts and contract/profile.ts:
 * a refresh cookie session (`hasSession`), one valid access token at a time, the profile behind it.
 */
export function fakeAccountServer() {
  let issued = 0;
  const state = {
    hasSession: false,
    validToken: null as string | null,
    refreshCount: 0,
    profile: { ...demoProfile },
  };
  const issue = () => {
    issued += 1;
    state.validToken = accessTokenFor({ subject: `user-${issued}` });
    return state.validToken;
  };
  const isAuthorizedToken = (token: string | null | undefined) =>
    state.validToken !== null && token === state.validToken;
  const isAuthorized = (request: Request) =>
    isAuthorizedToken(request.headers.get('Authorization')?.replace(/^Bearer /, ''));
  const handlers = [
    http.get(mswUrl(authEndpoints.me), () =>
      state.hasSession
        ? HttpResponse.json({ access_token: issue() })
        : HttpResponse.json({ message: 'No active session' }, { status: 401 }),
    ),
    http.post(mswUrl(authEndpoints.refresh), () => {
      state.refreshCount += 1;
      return state.hasSession
        ? HttpResponse.json({ access_token: issue() })
        : HttpResponse.json({ message: 'Your session has expired, please sign in again' }, { status: 401 });
    }),
    http.post(mswUrl(authEndpoints.logout), () => {
      state.hasSession = false;
      state.validToken = null;
      return HttpResponse.json({ detail: 'Signed out' });
    }),
    http.get(mswUrl(profileEndpoints.profile), ({ request }) =>
      isAuthorized(request)
        ? HttpResponse.json(state.profile)
        : HttpResponse.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 }),
    ),
    http.get(mswUrl(listEndpoints.currencies), () =>
      HttpResponse.json([
        { id: 1, code: 'USD' },
        { id: 2, code: 'EUR' },
        { id: 3, code: 'AUD' },
      ]),
    ),
    http.get(mswUrl(listEndpoints.countries), () =>
      HttpResponse.json([
        { code: 'DE', name: 'Germany' },
        { code: 'FR', name: 'France' },
      ]),
    ),
  ];
  /** Everything else the pages ask for (company info, gateways, reviews) is simply not there. */
  const notFound = http.all(apiUrl('*'), () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 }));
  return { state, handlers: [...handlers, notFound], isAuthorizedToken, apiUrl };
}

/** For tests: sets or clears the server's `session_cs_skins=1` flag cookie, as a sign-in or a logout would. */
export function setSessionFlagCookie(isPresent: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API, and this plays the server's Set-Cookie.
  document.cookie = isPresent ? `${sessionFlagCookieName}=1` : `${sessionFlagCookieName}=; max-age=0`;
}
