import type { CartControls } from './cartContext.ts';

/**
 * What an item's cart button needs (spec §2 'Add to cart' / 'In cart', §4): pressing 'In cart' takes the item
 * out; the button is pending while this item's change is in flight. The store cards spread it into ItemCard,
 * the product page's button reads it too.
 */
export function cartButtonProps(cart: CartControls, skin: { skin_id: number; name: string }) {
  return {
    inCart: cart.isInCart(skin.skin_id),
    isBusy: cart.busySkinId === skin.skin_id,
    onAddToCart: () => cart.add(skin),
    onRemoveFromCart: () => cart.remove(skin.skin_id),
  };
}
