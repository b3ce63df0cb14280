import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect } from 'vitest';
import { profileQuery } from '#api/profile.queries.ts';
import {
  cleanUpApp,
  fakeAccountServer,
  renderApp,
  setSessionFlagCookie,
  stubBrowserForApp,
} from '#app/session/sessionTesting.tsx';
import type { SessionAnnouncement } from '#machines/session/session.types.ts';
import { playModel, suiteMockServer } from '#test/modelSuite.ts';
import { sessionModel } from './session.model.ts';

/**
 * The model-based suite: every path through the user's view of the session (session.model.ts) is played on the
 * whole app (router, header, real session machine and API client), with the server played by msw and another
 * tab by a BroadcastChannel of the same name.
 */

const server = suiteMockServer();

let account: ReturnType<typeof fakeAccountServer>;
let otherTab: BroadcastChannel;
let app: ReturnType<typeof renderApp> | undefined;

beforeEach(() => {
  account = fakeAccountServer();
  server.use(...account.handlers);
  otherTab = new BroadcastChannel('session_cs_skins');
  setSessionFlagCookie(false);
  stubBrowserForApp();
});

afterEach(() => {
  cleanUpApp(app?.stop);
  otherTab.close();
});

const loginLink = () => screen.queryByRole('link', { name: /Login via STEAM/ });
const userMenuButton = () => screen.queryByRole('button', { name: 'ivan_petrov' });

/** Makes the app ask the server for something that needs the token (the profile), as any page would. */
async function requestProfile() {
  await act(() => app?.queryClient.invalidateQueries({ queryKey: profileQuery.queryKey }));
}

describe('session, model-based', () => {
  playModel(sessionModel, {
    async open(user) {
      app = renderApp('/');
      // The first path also loads the pages' code, which takes longer than a usual wait.
      await screen.findByRole('link', { name: /Login via STEAM/ }, { timeout: 5_000 });
      let refreshesBefore = 0;

      return {
        events: {
          'otherTab.signIn': async () => {
            account.state.hasSession = true;
            setSessionFlagCookie(true);
            otherTab.postMessage({ type: 'signedIn' } satisfies SessionAnnouncement);
          },
          'otherTab.logout': async () => {
            account.state.hasSession = false;
            account.state.validToken = null;
            setSessionFlagCookie(false);
            otherTab.postMessage({ type: 'signedOut' } satisfies SessionAnnouncement);
          },
          'user.logout': async () => {
            await user.click(screen.getByRole('button', { name: 'ivan_petrov' }));
            await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
          },
          'server.expireToken': async () => {
            refreshesBefore = account.state.refreshCount;
            account.state.validToken = null;
            await requestProfile();
          },
          'server.endSession': async () => {
            account.state.hasSession = false;
            account.state.validToken = null;
            await requestProfile();
          },
        },
        states: {
          visitor: async () => {
            await waitFor(() => expect(loginLink()).not.toBeNull());
            expect(userMenuButton()).toBeNull();
          },
          signedIn: async () => {
            await waitFor(() => expect(userMenuButton()).not.toBeNull());
            expect(loginLink()).toBeNull();
          },
          refreshed: async () => {
            await waitFor(() => expect(account.state.refreshCount).toBe(refreshesBefore + 1));
            await waitFor(() =>
              expect(account.isAuthorizedToken(app?.actor.getSnapshot().context.accessToken)).toBe(true),
            );
            expect(userMenuButton()).not.toBeNull();
          },
          loggedOut: async () => {
            await waitFor(() => expect(loginLink()).not.toBeNull());
            expect(userMenuButton()).toBeNull();
            await waitFor(() => expect(account.state.hasSession).toBe(false));
          },
          refreshFailed: async () => {
            await screen.findByText('Your session has expired, please sign in again');
            await waitFor(() => expect(loginLink()).not.toBeNull());
            expect(userMenuButton()).toBeNull();
          },
        },
      };
    },
  });
});
