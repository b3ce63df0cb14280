import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { useCartButton } from '#app/cart/cartContext.ts';
import { useRouterAnchor } from '#app/useRouterAnchor.ts';
import type { ItemSummary } from '#contract/store.ts';
import { catalogueLabel } from '#lib/catalogueLabels.ts';
import type { Game } from '#pages/common/games.ts';
import { ItemCard } from '#ui/ItemCard/ItemCard.tsx';
import { productHref, productRoutes } from './productRoutes.ts';

interface ListedItemCardProps {
  game: Game;
  item: ItemSummary;
  /** The first row of a grid loads its pictures at once. */
  aboveTheFold?: boolean;
}

/**
 * A listing in a grid (store results, similar items): opens its product page through the router (an anchor that
 * costs nothing when the location changes, unlike Link), with its cart button. Memoised, and reading only its own item's cart state: while the next filters load, the store shows the
 * same items dimmed, and that render (inside the click that changed a filter) redraws none of the cards; a cart
 * or session change redraws only the cards whose button changes.
 */
export const ListedItemCard = memo(function ListedItemCard({ game, item, aboveTheFold = false }: ListedItemCardProps) {
  const cartButton = useCartButton({ skin_id: item.id, name: item.name });
  const productAnchor = useRouterAnchor({ to: productRoutes[game], params: { id: item.id } });
  const { i18n } = useLingui();
  const details = [
    item.quality && catalogueLabel(i18n, 'qualities', item.quality),
    item.hero,
    item.type && catalogueLabel(i18n, 'types', item.type),
  ].filter((detail): detail is string => Boolean(detail));
  return (
    <ItemCard
      href={productHref(game, item.id)}
      renderLink={(link) => <a {...link} {...productAnchor} />}
      name={item.name}
      imageUrl={item.image_url}
      imageLoading={aboveTheFold ? 'eager' : 'lazy'}
      rarityColor={item.rarity_color}
      rarityLabel={item.rarity ? catalogueLabel(i18n, 'rarities', item.rarity) : undefined}
      float={item.item_float}
      phase={item.phase && catalogueLabel(i18n, 'phases', item.phase)}
      stickers={item.stickers}
      stattrak={item.stattrak}
      souvenir={item.souvenir}
      details={details}
      price={item.price}
      currency={item.currency}
      tradableAfter={item.hold_until}
      {...cartButton}
    />
  );
});
