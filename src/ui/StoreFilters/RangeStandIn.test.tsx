import { I18nProvider } from '@lingui/react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '#app/i18n.ts';
import { RangeStandIn, type RangeStandInProps } from './RangeStandIn.tsx';

const intents = () => ({
  onPointerEnter: vi.fn(),
  onPointerDown: vi.fn(),
  onPointerUp: vi.fn(),
  onPointerLeave: vi.fn(),
  onFocus: vi.fn(),
  onBlur: vi.fn(),
  onClick: vi.fn(),
  onFocusBound: vi.fn(),
});

function priceStandIn(props: Omit<RangeStandInProps, 'name' | 'label' | 'boundLabels' | 'formatOptions'>) {
  return (
    <I18nProvider i18n={i18n}>
      <RangeStandIn
        name="price"
        label="Price"
        boundLabels={{ from: 'From', to: 'To' }}
        formatOptions={{ style: 'currency', currency: 'EUR' }}
        {...props}
      />
    </I18nProvider>
  );
}

let container: HTMLElement | undefined;
afterEach(() => container?.remove());

describe('RangeStandIn on a page the server drew', () => {
  it('takes a field focused before the page was live as reached, so the price controls arrive focused there', () => {
    const drawn = intents();
    container = document.createElement('div');
    container.innerHTML = renderToString(priceStandIn({ from: undefined, to: undefined, ...drawn }));
    document.body.append(container);
    // The shopper clicked "From" while the page loaded: the (read-only) field has the focus.
    (container.querySelector('input[data-bound="from"]') as HTMLInputElement).focus();

    const live = intents();
    act(() => {
      hydrateRoot(container as HTMLElement, priceStandIn({ from: undefined, to: undefined, ...live }));
    });
    expect(live.onFocusBound).toHaveBeenCalledWith('from');
    expect(live.onFocus).toHaveBeenCalledOnce();
  });

  it('takes nothing as reached when the focus is elsewhere', () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(priceStandIn({ from: 5, to: undefined, ...intents() }));
    document.body.append(container);
    const live = intents();
    act(() => {
      hydrateRoot(container as HTMLElement, priceStandIn({ from: 5, to: undefined, ...live }));
    });
    expect(live.onFocus).not.toHaveBeenCalled();
  });
});
