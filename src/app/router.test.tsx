import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { adminOrderQuery } from '#api/adminOrders.ts';
import { declinedOrder } from '#machines/adminOrderAction/adminOrder.fixtures.ts';
import { sessionMachine } from '#machines/session/session.machine.ts';
import { accessTokenFor } from '#machines/session/testTokens.ts';
import { createQueryClient } from './queryClient.ts';
import { createAppRouter } from './router.tsx';
import { type SessionActor, sessionOf } from './session/session.ts';
import { SessionProvider } from './session/sessionContext.tsx';

/** A real session actor, signed in with a token that carries `isAdmin` (its calls have nowhere to go). */
const signedIn = (isAdmin: boolean): SessionActor =>
  createActor(sessionMachine, {
    input: { addressTokens: { accessToken: accessTokenFor({ isAdmin }), refreshToken: null } },
  }).start();
const admin = () => signedIn(true);
const member = () => signedIn(false);

beforeAll(() => {
  // jsdom has neither: the footer's lists simply stay empty, and scrolling is a no-op.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
  window.scrollTo = () => {};
  window.matchMedia ??= (query: string) => ({ matches: false, media: query }) as MediaQueryList;
});

function renderAt(path: string, sessionActor: SessionActor, queryClient = createQueryClient()) {
  const session = sessionOf(sessionActor);
  const router = createAppRouter({ queryClient, i18n, session }, createMemoryHistory({ initialEntries: [path] }));
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={router.options.context.queryClient}>
        <SessionProvider value={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return router;
}

describe('signed-in pages', () => {
  it('opens the profile on the tab the address names, and settings for an unknown tab', async () => {
    renderAt('/profile?tab=orders', member());
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    // The orders list, loading or failing (this test has no API), and not the settings form.
    await waitFor(() =>
      expect(
        screen.queryByLabelText('Loading your orders') ?? screen.queryByText('Your orders could not be loaded.'),
      ).toBeTruthy(),
    );
    expect(
      within(screen.getByRole('navigation', { name: 'Profile sections' }))
        .getByRole('link', { name: 'My Orders' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('shows an admin page with its title and its breadcrumb trail back to the list', async () => {
    // The page's data, as the server would answer it (this suite has no server).
    const queryClient = createQueryClient();
    queryClient.setQueryData(adminOrderQuery(declinedOrder.id).queryKey, declinedOrder);
    renderAt(`/profile/admin/all-orders/${declinedOrder.id}`, admin(), queryClient);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #7' })).toBeTruthy();
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumbs' }));
    expect(trail.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(trail.getByRole('link', { name: 'All orders' }).getAttribute('href')).toBe('/profile/admin/all-orders');
    expect(trail.getByText('Order')).toBeTruthy();
  });

  it('hides the back-office from a user without the admin flag', async () => {
    renderAt('/profile/admin/settings', member());
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });

  it('shows the not-found page for an admin id that is not a number', async () => {
    renderAt('/profile/admin/all-users-info/latest', admin());
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });
});
