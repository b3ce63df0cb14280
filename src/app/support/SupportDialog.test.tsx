import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine } from '#machines/session/session.machine.ts';
import { activateSourceLocale } from '#test/sourceLocale.ts';
import { Button } from '#ui/Button/Button.tsx';
import { activateLocale, i18n } from '../i18n.ts';
import { createQueryClient } from '../queryClient.ts';
import { sessionOf } from '../session/session.ts';
import { SessionProvider } from '../session/sessionContext.tsx';
import { SupportDialogProvider, useSupportDialog } from './SupportDialog.tsx';

function OpenSupport() {
  const { open } = useSupportDialog();
  return <Button onPress={open}>Support</Button>;
}

/** The form prefills a signed-in shopper's name and e-mail: here a visitor, signed out, with no server to ask. */
function ShopProviders({ children }: { children: ReactNode }) {
  const visitor = createActor(sessionMachine, {
    input: { addressTokens: null },
  }).start();
  return (
    <QueryClientProvider client={createQueryClient()}>
      <SessionProvider value={sessionOf(visitor)}>
        <I18nProvider i18n={i18n}>{children}</I18nProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}

afterEach(() => {
  act(() => activateSourceLocale());
});

describe('SupportDialogProvider', () => {
  it('opens the support form from anywhere inside it', async () => {
    const user = userEvent.setup();
    render(
      <ShopProviders>
        <SupportDialogProvider>
          <OpenSupport />
        </SupportDialogProvider>
      </ShopProviders>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact support' });
    within(dialog).getByRole('textbox', { name: 'Message' });
  });

  it('re-words the errors shown when the language changes', async () => {
    const user = userEvent.setup();
    render(
      <ShopProviders>
        <SupportDialogProvider>
          <OpenSupport />
        </SupportDialogProvider>
      </ShopProviders>,
    );
    await user.click(screen.getByRole('button', { name: 'Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact support' });
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    within(dialog).getByText('Please enter your name');

    act(() => activateLocale('fr'));
    const frenchDialog = screen.getByRole('dialog', { name: 'Contacter le support' });
    within(frenchDialog).getByText('Veuillez saisir votre nom');
    expect(within(frenchDialog).queryByText('Please enter your name')).toBeNull();
  });

  it('is required by useSupportDialog, which says so', () => {
    expect(() => renderHook(() => useSupportDialog())).toThrow('inside <SupportDialogProvider>');
  });
});
