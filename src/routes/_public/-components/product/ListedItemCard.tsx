import { Link } from '@tanstack/react-router';
import { memo } from 'react';
import type { ItemSummary } from '../../../../../contract/store.ts';
import { cartButtonProps } from '../../../../app/cart/cartButtonProps.ts';
import { useCart } from '../../../../app/cart/cartContext.ts';
import { ItemCard } from '../../../../ui/ItemCard/ItemCard.tsx';
import type { Game } from '../../../-components/games.ts';
import { productHref, productRoutes } from './productRoutes.ts';

/**
 * A listing in a grid (store results, similar items): opens its product page through the router, with its cart
 * button. Memoised: while the next filters load, the store shows the same items dimmed, and that render (inside
 * the click that changed a filter) then redraws none of the cards; a cart change still reaches them.
 */
export const ListedItemCard = memo(function ListedItemCard({ game, item }: { game: Game; item: ItemSummary }) {
  const cart = useCart();
  return (
    <ItemCard
      href={productHref(game, item.id)}
      renderLink={({ className, children }) => (
        <Link to={productRoutes[game]} params={{ id: item.id }} className={className}>
          {children}
        </Link>
      )}
      name={item.name}
      imageUrl={item.image_url}
      rarityColor={item.rarity_color}
      float={item.item_float}
      stickers={item.stickers}
      price={item.price}
      currency={item.currency}
      tradableAfter={item.hold_until}
      {...cartButtonProps(cart, { skin_id: item.id, name: item.name })}
    />
  );
});
