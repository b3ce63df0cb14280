import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type CartControls, CartStoreContext, createCartStore, useCartButton } from './cartContext.ts';

function controlsWith(inCart: number[], busySkinId?: number): CartControls {
  return {
    status: 'ready',
    cart: undefined,
    isInCart: (skinId) => inCart.includes(skinId),
    busySkinId,
    add: vi.fn(),
    remove: vi.fn(),
    reload: vi.fn(),
  };
}

describe('useCartButton', () => {
  it('draws an item’s button again only when that item’s own cart state changes, and acts on the latest cart', () => {
    const store = createCartStore(controlsWith([]));
    const draws: Record<number, number> = { 1: 0, 2: 0 };
    function Button({ skinId }: { skinId: number }) {
      draws[skinId] = (draws[skinId] ?? 0) + 1;
      const { inCart, isBusy, onAddToCart } = useCartButton({ skin_id: skinId, name: `Skin ${skinId}` });
      return (
        <button type="button" onClick={onAddToCart} aria-busy={isBusy}>
          {inCart ? `In cart ${skinId}` : `Add ${skinId}`}
        </button>
      );
    }
    render(
      <CartStoreContext value={store}>
        <Button skinId={1} />
        <Button skinId={2} />
      </CartStoreContext>,
    );
    expect(draws).toEqual({ 1: 1, 2: 1 });

    act(() => store.set(controlsWith([], 1)));
    expect(screen.getByRole('button', { name: 'Add 1' }).getAttribute('aria-busy')).toBe('true');
    act(() => store.set(controlsWith([1])));
    expect(screen.getByRole('button', { name: 'In cart 1' }).getAttribute('aria-busy')).toBe('false');
    // The whole cart changed twice; item 2's button was never drawn again.
    expect(draws).toEqual({ 1: 3, 2: 1 });

    const latest = controlsWith([1]);
    act(() => store.set(latest));
    act(() => screen.getByRole('button', { name: 'Add 2' }).click());
    expect(latest.add).toHaveBeenCalledWith({ skin_id: 2, name: 'Skin 2' });
  });
});
