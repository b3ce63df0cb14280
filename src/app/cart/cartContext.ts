import { createContext, useContext, useSyncExternalStore } from 'react';
import type { Cart } from '#contract/cart.ts';
import { cartButtonProps } from './cartButtonProps.ts';

/** What the cart looks like to the pages: the header widget, the store cards, the product page, /cart. */
export interface CartControls {
  /** 'loading' and 'error' describe the first load since sign-in; a background reload keeps 'ready'. */
  status: 'signedOut' | 'loading' | 'ready' | 'error';
  /** The server's cart (items, total_quantity, total_price, currency); undefined while signed out or loading. */
  cart: Cart | undefined;
  /** Spec §4: optimistically added, or present by skin_id and not optimistically removed. */
  isInCart(skinId: number): boolean;
  /** The skin whose add or remove is in flight (until the cart has reloaded after it). */
  busySkinId: number | undefined;
  /** Signed out: the error toast 'You need to login first'. While another change runs: refused with a toast. */
  add(skin: { skin_id: number; name: string }): void;
  remove(skinId: number): void;
  /** Fetches the cart again (the purchase flow calls it after every attempt). */
  reload(): void;
}

/**
 * The same cart as a store: its value changes with every cart or session change, but the store does not, so a
 * component that reads one item's state through it is drawn again only when that item's state changes. A store
 * page draws dozens of cards: through `useCart` each would be drawn again on every change of the whole cart.
 */
export interface CartStore {
  get(): CartControls;
  /** The cart as the page was first drawn (by the server, for a drawn page): what hydration must match. */
  drawn: CartControls;
  subscribe(listener: () => void): () => void;
}

export function createCartStore(initial: CartControls): CartStore & { set(controls: CartControls): void } {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    drawn: initial,
    set(controls) {
      current = controls;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const CartStoreContext = createContext<CartStore | null>(null);

function useCartStore(): CartStore {
  const store = useContext(CartStoreContext);
  if (!store) throw new Error('The cart is read inside <CartProvider>');
  return store;
}

/**
 * The app's one cart (src/app/cart/CartProvider.tsx, mounted in the public layout), drawn again on each change.
 * Read through the store, not a context of its own: a new context value would reach into the parts of a drawn page
 * React has not hydrated yet, and make it hydrate them at once, in one long task.
 */
export function useCart(): CartControls {
  const store = useCartStore();
  return useSyncExternalStore(store.subscribe, store.get, () => store.drawn);
}

/** One item's cart button (see `cartButtonProps`), drawn again only when that item's own state changes. */
export function useCartButton(skin: { skin_id: number; name: string }): ReturnType<typeof cartButtonProps> {
  const store = useCartStore();
  const stateIn = (controls: CartControls) => {
    const { inCart, isBusy } = cartButtonProps(controls, skin);
    return `${inCart ? 'in' : 'out'}${isBusy ? ' busy' : ''}`;
  };
  const state = useSyncExternalStore(
    store.subscribe,
    () => stateIn(store.get()),
    () => stateIn(store.drawn),
  );
  return {
    inCart: state.startsWith('in'),
    isBusy: state.endsWith('busy'),
    onAddToCart: () => store.get().add(skin),
    onRemoveFromCart: () => store.get().remove(skin.skin_id),
  };
}
