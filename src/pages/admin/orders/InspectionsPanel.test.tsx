import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mswUrl } from '#api/testing.ts';
import { activateMessages, i18n } from '#app/i18n.ts';
import { adminInspectionEndpoints, adminInspectionRetryBodySchema } from '#contract/admin/inspections.ts';
import { activateSourceLocale } from '#test/sourceLocale.ts';
import { InspectionsPanel, type InspectionsPanelProps } from './InspectionsPanel.tsx';
import { overview } from './inspections.fixtures.ts';

/**
 * What an admin sees of the CS2 inspections on the orders page, and asking the game again for the given-up ones with
 * the real API client and form flow, the server played by msw.
 */

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  activateSourceLocale();
});
afterAll(() => server.close());

function panel(props: Partial<InspectionsPanelProps> = {}) {
  const all: InspectionsPanelProps = {
    inspections: overview,
    isError: false,
    onRetry: vi.fn(),
    onAskedAgain: vi.fn(),
    ...props,
  };
  render(
    <I18nProvider i18n={i18n}>
      <InspectionsPanel {...all} />
    </I18nProvider>,
  );
  return all;
}

const region = (name = 'CS2 inspections') => within(screen.getByRole('region', { name }));

describe('the CS2 inspections panel', () => {
  it('shows how many listings wait, each waiting listing with why, and each bot’s game session', () => {
    panel();
    const inspections = region();
    expect(inspections.getByText('12 listings wait for the game · 1 given up, waiting for an admin')).toBeTruthy();
    const sessions = inspections.getByRole('list', { name: 'Game sessions' });
    expect(
      within(sessions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['skins_bot_1In game', 'skins_bot_2Playing elsewhere']);
    const [givenUp, waiting] = within(
      inspections.getByRole('list', { name: 'Listings waiting for inspection' }),
    ).getAllByRole('listitem');
    expect(givenUp?.textContent).toMatch(/^AK-47 \| Redline \(Field-Tested\)Given up Nov 20, 2026/);
    expect(givenUp?.textContent).toContain('#41 · skins_bot_1 · asset 38350177019 · 3 unanswered tries');
    expect(givenUp?.textContent).toContain('did not answer within 10 s (skins_bot_1, try 3 of 3)');
    expect(waiting?.textContent).toContain('Waiting');
    expect(waiting?.textContent).toContain('No bot has a game coordinator session');
  });

  it('asks the game again for the given-up listings with the admin’s reason, then reloads', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(mswUrl(adminInspectionEndpoints.retry), async ({ request }) => {
        bodies.push(adminInspectionRetryBodySchema.parse(await request.json()));
        return HttpResponse.json({ retried: [41] });
      }),
    );
    const { onAskedAgain } = panel();
    const user = userEvent.setup();
    await user.click(region().getByRole('button', { name: 'Ask the game again' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ask the game coordinator again' }));
    await user.click(dialog.getByRole('button', { name: 'Ask again' }));
    // A reason is asked for before anything is sent.
    expect(await dialog.findByText('Give a reason of at least 3 characters')).toBeTruthy();
    await user.type(dialog.getByRole('textbox', { name: 'Reason' }), 'The item is back in the game');
    await user.click(dialog.getByRole('button', { name: 'Ask again' }));
    await waitFor(() => expect(onAskedAgain).toHaveBeenCalledOnce());
    expect(bodies).toEqual([{ skin_ids: [41], reason: 'The item is back in the game' }]);
  });

  it('offers nothing to ask again while no inspection was given up, and says when every listing is inspected', () => {
    panel({ inspections: { ...overview, given_up: 0, listings: overview.listings.slice(1) } });
    expect(region().queryByRole('button', { name: 'Ask the game again' })).toBeNull();
    cleanup();
    panel({ inspections: { ...overview, waiting: 0, given_up: 0, listings: [] } });
    expect(region().getByText('Every CS2 listing has been inspected.')).toBeTruthy();
  });

  it('says when the overview could not be loaded, and loads it again', async () => {
    const { onRetry } = panel({ inspections: undefined, isError: true });
    expect(region().getByRole('alert').textContent).toBe('The inspections could not be loaded.');
    await userEvent.setup().click(region().getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('speaks French', () => {
    activateMessages('fr');
    panel();
    const inspections = region('Inspections CS2');
    expect(inspections.getByText(/^12 annonces attendent le jeu/)).toBeTruthy();
    expect(inspections.getByRole('button', { name: 'Redemander au jeu' })).toBeTruthy();
  });
});
