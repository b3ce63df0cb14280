import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mswUrl } from '#api/testing.ts';
import { fakeAccountServer, renderApp } from '#app/session/sessionTesting.tsx';
import { adminLoginPageEndpoint, authEndpoints } from '#contract/auth.ts';
import { selectIsAdmin } from '#machines/session/session.machine.ts';
import { accessTokenFor } from '#machines/session/testTokens.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const loginPath = '/admin/hidden-gate/login';
let account: ReturnType<typeof fakeAccountServer>;
let app: ReturnType<typeof renderApp> | undefined;
let attempts: unknown[];
let answerLogin: () => Response;

beforeEach(() => {
  account = fakeAccountServer();
  attempts = [];
  answerLogin = () => HttpResponse.json({ message: 'Invalid username or password' }, { status: 401 });
  server.use(
    http.post(mswUrl(authEndpoints.adminLogin), async ({ request }) => {
      attempts.push(await request.json());
      return answerLogin();
    }),
    // The server knows the one hidden segment; any other is not found.
    http.get(mswUrl(adminLoginPageEndpoint), ({ params }) =>
      params.segment === 'hidden-gate'
        ? HttpResponse.json({ admin_login_page: true })
        : HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
    ),
    ...account.handlers,
  );
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
  window.scrollTo = () => {};
});

afterEach(() => {
  act(() => toast.remove());
  app?.stop();
  server.resetHandlers();
  vi.unstubAllGlobals();
});

/** The server's side of a good sign-in: an admin token the fake API then accepts on every call. */
function acceptAdmin(): string {
  const accessToken = accessTokenFor({ isAdmin: true, subject: '1' });
  answerLogin = () => {
    account.state.validToken = accessToken;
    return HttpResponse.json({ access_token: accessToken });
  };
  return accessToken;
}

async function signIn(password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Username' }, { timeout: 5_000 }), 'admin');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('back-office sign-in page (spec §2)', () => {
  it('hands the token to the session and opens the dashboard', async () => {
    const accessToken = acceptAdmin();
    app = renderApp(loginPath);
    expect(await screen.findByRole('heading', { name: 'Back-office sign-in' }, { timeout: 5_000 })).toBeTruthy();
    await signIn('right password');
    await waitFor(() => expect(app?.router.state.location.pathname).toBe('/profile/admin'));
    expect(attempts).toEqual([{ username: 'admin', password: 'right password' }]);
    expect(app.actor.getSnapshot().context.accessToken).toBe(accessToken);
    expect(selectIsAdmin(app.actor.getSnapshot())).toBe(true);
  });

  it('is the not-found page at any other segment', async () => {
    app = renderApp('/admin/guessed-gate/login');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Username' })).toBeNull();
  });

  it('shows the server’s refusal in the form and as a toast, and signs no one in', async () => {
    app = renderApp(loginPath);
    await signIn('wrong password');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid username or password'));
    await waitFor(() => expect(screen.getAllByText('Invalid username or password')).toHaveLength(2));
    expect(app.router.state.location.pathname).toBe(loginPath);
    expect(app.actor.getSnapshot().context.accessToken).toBeNull();
  });

  it('shows the rate limit’s own words', async () => {
    answerLogin = () =>
      HttpResponse.json(
        { detail: 'Too many sign-in attempts. Try again in 15 minutes.' },
        { status: 429, headers: { 'Retry-After': '900' } },
      );
    app = renderApp(loginPath);
    await signIn('any password');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Too many sign-in attempts. Try again in 15 minutes.'),
    );
    expect(attempts).toHaveLength(1);
  });

  it('sends an administrator who is already signed in straight to the dashboard', async () => {
    const accessToken = acceptAdmin();
    app = renderApp('/');
    await waitFor(() => expect(app?.actor.getSnapshot().value).toBe('signedOut'));
    act(() => app?.actor.send({ type: 'session.signIn', accessToken }));
    account.state.validToken = accessToken;
    await act(() => app?.router.navigate({ to: '/admin/$segment/login', params: { segment: 'hidden-gate' } }));
    await waitFor(() => expect(app?.router.state.location.pathname).toBe('/profile/admin'));
    expect(screen.queryByRole('heading', { name: 'Back-office sign-in' })).toBeNull();
  });
});
