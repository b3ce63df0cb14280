import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocale } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateSourceLocale } from '#test/sourceLocale.ts';
import { AriaProviders } from './AriaProviders.tsx';
import { activateLocale } from './i18n.ts';

function Locale() {
  const { locale, direction } = useLocale();
  return <output>{`${locale} ${direction}`}</output>;
}

afterEach(() => {
  act(() => activateSourceLocale());
});

describe('AriaProviders', () => {
  it('gives react-aria the language the shopper chose, and follows a change', async () => {
    activateLocale('fr');
    render(
      <I18nProvider i18n={i18n}>
        <AriaProviders>
          <Locale />
        </AriaProviders>
      </I18nProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('fr ltr');
    act(() => activateLocale('en'));
    expect(screen.getByRole('status').textContent).toBe('en ltr');
  });

  it('makes react-aria links navigate through the app’s router', async () => {
    const history = createMemoryHistory({ initialEntries: ['/'] });
    const router = createRouter({
      history,
      routeTree: createRootRoute({
        component: () => (
          <I18nProvider i18n={i18n}>
            <AriaProviders>
              <Link href="/cs-store?sort=newest">Store</Link>
            </AriaProviders>
          </I18nProvider>
        ),
      }),
    });
    const navigate = vi.spyOn(router, 'navigate');
    render(<RouterProvider router={router} />);
    await userEvent.click(await screen.findByRole('link', { name: 'Store' }));
    expect(navigate).toHaveBeenCalledWith({ href: '/cs-store?sort=newest' });
    expect(history.location.href).toBe('/cs-store?sort=newest');
  });
});
