import { I18nProvider } from '@lingui/react';
import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../../ui/Button/Button.tsx';
import { activateLocale, activateSourceLocale, i18n } from '../i18n.ts';
import { SupportDialogProvider, useSupportDialog } from './SupportDialog.tsx';

function OpenSupport() {
  const { open } = useSupportDialog();
  return <Button onPress={open}>Support</Button>;
}

afterEach(() => {
  act(() => activateSourceLocale());
});

describe('SupportDialogProvider', () => {
  it('opens the support form from anywhere inside it', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider i18n={i18n}>
        <SupportDialogProvider>
          <OpenSupport />
        </SupportDialogProvider>
      </I18nProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact support' });
    within(dialog).getByRole('textbox', { name: 'Message' });
  });

  it('re-words the errors shown when the language changes', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider i18n={i18n}>
        <SupportDialogProvider>
          <OpenSupport />
        </SupportDialogProvider>
      </I18nProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact support' });
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    within(dialog).getByText('Please enter your name');

    await act(() => activateLocale('fr'));
    const frenchDialog = screen.getByRole('dialog', { name: 'Contacter le support' });
    within(frenchDialog).getByText('Veuillez saisir votre nom');
    expect(within(frenchDialog).queryByText('Please enter your name')).toBeNull();
  });

  it('is required by useSupportDialog, which says so', () => {
    expect(() => renderHook(() => useSupportDialog())).toThrow('inside <SupportDialogProvider>');
  });
});
