import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mswUrl } from '#api/testing.ts';
import { profileEndpoints } from '#contract/profile.ts';
import {
  cleanUpApp,
  fakeAccountServer,
  renderApp,
  setSessionFlagCookie,
  stubBrowserForApp,
} from './sessionTesting.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

let account: ReturnType<typeof fakeAccountServer>;
let app: ReturnType<typeof renderApp> | undefined;
let answerPatch: (body: unknown) => Response | Promise<Response>;
let patches: unknown[];

beforeEach(() => {
  account = fakeAccountServer();
  patches = [];
  answerPatch = () => HttpResponse.json({ detail: 'The data has been successfully updated' });
  server.use(
    http.patch(mswUrl(profileEndpoints.update), async ({ request }) => {
      const body = await request.json();
      patches.push(body);
      return answerPatch(body);
    }),
    ...account.handlers,
  );
  stubBrowserForApp();
});

afterEach(() => {
  cleanUpApp(app?.stop);
  setSessionFlagCookie(false);
  server.resetHandlers();
});

/**
 * The footer's currency control, once the page shows it and its picker has loaded (a disabled stand-in of the same
 * look holds its place until then).
 */
const currencyButton = () =>
  waitFor(
    () => {
      const button = screen.getByRole('button', { name: /Currency/ });
      expect(button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true').toBe(false);
      return button;
    },
    { timeout: 5_000 },
  );

describe('currency switcher (spec §4)', () => {
  it('shows a visitor the default currency as text, with nothing to change', async () => {
    app = renderApp('/');
    await screen.findByRole('link', { name: /Login via STEAM/ }, { timeout: 5_000 });
    expect(screen.getByText('EUR')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Currency/ })).toBeNull();
  });

  it('changes the currency on screen at once, then saves it to the profile', async () => {
    account.state.hasSession = true;
    setSessionFlagCookie(true);
    const user = userEvent.setup();
    let release: () => void = () => {};
    answerPatch = () => {
      const answer = HttpResponse.json({ detail: 'The data has been successfully updated' });
      return new Promise<Response>((resolve) => {
        release = () => resolve(answer);
      });
    };
    app = renderApp('/');
    await waitFor(async () => expect((await currencyButton()).textContent).toContain('EUR'));
    await user.click(await currencyButton());
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'USD' }));
    // Before the server has answered.
    expect((await currencyButton()).textContent).toContain('USD');
    await waitFor(() => expect(patches).toEqual([{ currency: 1 }]));
    release();
  });

  it('puts the previous currency back and says why when the save is refused', async () => {
    account.state.hasSession = true;
    setSessionFlagCookie(true);
    const user = userEvent.setup();
    answerPatch = () => HttpResponse.json({ currency: ['Unknown currency'] }, { status: 400 });
    app = renderApp('/');
    await waitFor(async () => expect((await currencyButton()).textContent).toContain('EUR'));
    await user.click(await currencyButton());
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'AUD' }));
    await screen.findByText('currency: Unknown currency');
    await waitFor(async () => expect((await currencyButton()).textContent).toContain('EUR'));
  });
});
