import { createContext, useContext } from 'react';
import type { Cart } from '#contract/cart.ts';

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

export const CartContext = createContext<CartControls | null>(null);

/** The app's one cart (src/app/cart/CartProvider.tsx, mounted in the public layout). */
export function useCart(): CartControls {
  const controls = useContext(CartContext);
  if (!controls) throw new Error('useCart must be used inside <CartProvider>');
  return controls;
}
