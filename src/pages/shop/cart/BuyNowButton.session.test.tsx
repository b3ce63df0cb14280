import { I18nProvider } from '@lingui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#app/i18n.ts';
import { SessionProvider } from '#app/session/sessionContext.tsx';
import { createSessionHandle, type SessionView } from '#app/session/sessionHandle.ts';
import type { Arrival } from '#ui/LoadOnIntent/useLoadOnIntent.ts';
import { notify } from '#ui/ToastHost/notify.ts';
import { BuyNowButton } from './BuyNowButton.tsx';

// The dialog (react-aria's, the purchase flow) as a plain stand-in: what matters here is whether it opens.
vi.mock('./BuyNowDialog.tsx', () => ({
  BuyNowDialog: ({ openOnArrival }: Arrival) => (openOnArrival ? <div role="dialog" aria-label="Buy now" /> : null),
}));

/**
 * Buy now on a page drawn while the session was still asking the server who is signed in (a shopper with the session
 * cookie): pressed then, it must neither call a signed-in shopper a visitor nor drop the press.
 */
const asking: SessionView = { isSettled: false, isSignedIn: false, isAdmin: false, cartOwner: undefined };

function drawnWhileAsking() {
  const session = createSessionHandle(asking);
  render(
    <I18nProvider i18n={i18n}>
      <SessionProvider value={session}>
        <BuyNowButton skin={{ id: 5, name: 'AK-47 | Redline (Field-Tested)', price: 12.5, currency: 'EUR' }} />
      </SessionProvider>
    </I18nProvider>,
  );
  /** The session machine arrives and answers. */
  const answer = (view: Omit<SessionView, 'isSettled' | 'isAdmin'>) =>
    act(() =>
      session.attach({
        view: () => ({ ...view, isSettled: true, isAdmin: false }),
        subscribe: () => () => {},
        send: () => {},
      }),
    );
  return { answer, button: () => screen.getByRole('button', { name: /Buy now/ }) };
}

afterEach(() => vi.restoreAllMocks());

describe('Buy now pressed while the sign-in is being checked', () => {
  it('waits for the answer, pending, then opens for the signed-in shopper, without calling them a visitor', async () => {
    const toastError = vi.spyOn(notify, 'error');
    const { answer, button } = drawnWhileAsking();
    fireEvent.click(button());
    expect(button().dataset.pending).toBe('true');
    expect(toastError).not.toHaveBeenCalled();
    answer({ isSignedIn: true, cartOwner: 'user-1' });
    expect(await screen.findByRole('dialog', { name: 'Buy now' })).toBeTruthy();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('tells a visitor to sign in once the answer is that nobody is, once', async () => {
    const toastError = vi.spyOn(notify, 'error').mockImplementation(() => '');
    const { answer, button } = drawnWhileAsking();
    fireEvent.click(button());
    expect(toastError).not.toHaveBeenCalled();
    answer({ isSignedIn: false, cartOwner: undefined });
    await vi.waitFor(() => expect(toastError).toHaveBeenCalledExactlyOnceWith('You need to login first'));
    expect(button().dataset.pending).toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
