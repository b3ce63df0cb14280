import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PlainButton } from './PlainButton.tsx';

function drawn(isPending: boolean) {
  return (
    <I18nProvider i18n={i18n}>
      <PlainButton isPending={isPending}>Add to cart</PlainButton>
    </I18nProvider>
  );
}

const assertiveRegion = () => document.querySelector('[aria-live="assertive"]');

describe('PlainButton', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
  afterEach(() => clearAnnouncer('assertive'));

  it('says "Loading" when its action starts while it has the focus, then its name when it ends', async () => {
    const { rerender } = render(drawn(false));
    act(() => screen.getByRole('button', { name: 'Add to cart' }).focus());
    rerender(drawn(true));
    await waitFor(() => expect(assertiveRegion()?.textContent).toContain('Loading'));
    rerender(drawn(false));
    await waitFor(() => expect(assertiveRegion()?.textContent).toContain('Add to cart'));
  });

  it('says nothing for a button that does not have the focus', async () => {
    const { rerender } = render(drawn(false));
    rerender(drawn(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(assertiveRegion()?.textContent ?? '').toBe('');
  });
});
