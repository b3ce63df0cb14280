import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mswUrl } from '#api/testing.ts';
import { type Preferences, preferencesEndpoints } from '#contract/preferences.ts';
import { i18n } from '../i18n.ts';
import { createQueryClient } from '../queryClient.ts';
import { EmailPreferences } from './EmailPreferences.tsx';

/** The profile's switch for the order e-mails a buyer may do without, with msw as the server (issue #26). */

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

let kept: Preferences;
let changes: unknown[];
let refuse: boolean;
beforeEach(() => {
  kept = { language: 'fr', order_update_emails: true };
  changes = [];
  refuse = false;
  server.use(
    http.get(mswUrl(preferencesEndpoints.preferences), () => HttpResponse.json(kept)),
    http.patch(mswUrl(preferencesEndpoints.update), async ({ request }) => {
      const change = (await request.json()) as Partial<Preferences>;
      changes.push(change);
      if (refuse) return HttpResponse.json({ detail: 'Server error' }, { status: 500 });
      kept = { ...kept, ...change };
      return HttpResponse.json(kept);
    }),
  );
});
afterEach(() => server.resetHandlers());

function renderSwitch() {
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <EmailPreferences />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return screen.findByRole('switch', { name: /E-mail me when my skins are delivered/ });
}

describe('EmailPreferences', () => {
  it('shows what the server keeps and says which e-mails always go out', async () => {
    kept.order_update_emails = false;
    const toggle = await renderSwitch();
    expect((toggle as HTMLInputElement).checked).toBe(false);
    screen.getByText('Receipts, refunds and trade offer notices are always sent.');
  });

  it('turns the optional e-mails off, changing only that preference', async () => {
    const user = userEvent.setup();
    const toggle = await renderSwitch();
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await user.click(toggle);
    await waitFor(() => expect(kept.order_update_emails).toBe(false));
    expect(changes).toEqual([{ order_update_emails: false }]);
    expect((toggle as HTMLInputElement).checked).toBe(false);
  });

  it('puts the saved value back with a message when the change is refused', async () => {
    refuse = true;
    const user = userEvent.setup();
    const toggle = await renderSwitch();
    await user.click(toggle);
    await screen.findByText('Your choice could not be saved. Please try again.');
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(kept.order_update_emails).toBe(true);
  });
});
