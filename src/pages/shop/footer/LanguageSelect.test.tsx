import { I18nProvider } from '@lingui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { mswUrl } from '#api/testing.ts';
import { i18n } from '#app/i18n.ts';
import { sessionOf } from '#app/session/session.ts';
import { SessionProvider } from '#app/session/sessionContext.tsx';
import { preferencesEndpoints } from '#contract/preferences.ts';
import { sessionMachine } from '#machines/session/session.machine.ts';
import { accessTokenFor } from '#machines/session/testTokens.ts';
import { activateSourceLocale } from '#test/sourceLocale.ts';
import { LanguageSelect } from './LanguageSelect.tsx';

/**
 * The footer's language picker switches the site at once; for a signed-in shopper it also keeps the choice as the
 * language the shop writes to them in (issue #26: e-mails and receipts in the buyer's language), with msw as the
 * server.
 */

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

let saved: unknown[];
let answerStatus: number;
beforeEach(() => {
  saved = [];
  answerStatus = 200;
  server.use(
    http.patch(mswUrl(preferencesEndpoints.update), async ({ request }) => {
      saved.push(await request.json());
      return answerStatus === 200
        ? HttpResponse.json({ language: 'fr', order_update_emails: true })
        : HttpResponse.json({ detail: 'Server error' }, { status: answerStatus });
    }),
  );
});
afterEach(() => {
  act(() => activateSourceLocale());
  server.resetHandlers();
});

function renderPicker({ signedIn }: { signedIn: boolean }) {
  const actor = createActor(sessionMachine, {
    input: { addressTokens: signedIn ? { accessToken: accessTokenFor({}), refreshToken: null } : null },
  }).start();
  render(
    <I18nProvider i18n={i18n}>
      <SessionProvider value={sessionOf(actor)}>
        <LanguageSelect autoFocus={false} openOnArrival={false} />
      </SessionProvider>
    </I18nProvider>,
  );
}

async function chooseFrench() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /Language/ }));
  await user.click(await screen.findByRole('option', { name: 'Français' }));
  await waitFor(() => expect(i18n.locale).toBe('fr'));
}

describe('LanguageSelect', () => {
  it('keeps a signed-in shopper’s choice as the language of their e-mails', async () => {
    renderPicker({ signedIn: true });
    await chooseFrench();
    await waitFor(() => expect(saved).toEqual([{ language: 'fr' }]));
    expect(document.documentElement.lang).toBe('fr');
  });

  it('saves nothing for a visitor who is not signed in (the sign-in keeps the language)', async () => {
    renderPicker({ signedIn: false });
    await chooseFrench();
    // The switch is done: a save would have started with it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saved).toEqual([]);
  });

  it('switches the site even when the server cannot keep the choice, and says nothing about it', async () => {
    answerStatus = 503;
    renderPicker({ signedIn: true });
    await chooseFrench();
    await waitFor(() => expect(saved).toEqual([{ language: 'fr' }]));
    expect(screen.getByRole('button', { name: /Langue/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
