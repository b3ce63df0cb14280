import { useLingui } from '@lingui/react/macro';
import type { CartItem } from '#contract/cart.ts';
import { CartRow } from '#ui/CartRow/CartRow.tsx';
import { itemList } from './CartPage.css.ts';

interface CartItemListProps {
  /** The cart's items, as the cart endpoint returns them. */
  items: readonly CartItem[];
  /** The ISO 4217 code the prices are in. */
  currency: string;
  /** The skin whose add or remove is in flight: its row dims and pulses (spec §2). */
  busySkinId: number | undefined;
  /** Spec §4 'locked items': the skins the last refused purchase named. */
  lockedSkinIds: readonly number[];
  /** A row's remove button was pressed, with that skin's id. */
  onRemove: (skinId: number) => void;
}

/**
 * The cart's rows (spec §2): picture, name, wear and float, stickers, price, remove; locked ones say why.
 *
 * Use it on the cart page and in the header's cart widget. Not for what was bought (the profile's purchases).
 */
export function CartItemList({ items, currency, busySkinId, lockedSkinIds, onRemove }: CartItemListProps) {
  const { t } = useLingui();
  const cannotBeBought = t`This item can no longer be bought: another order holds it or it was sold. Remove it to buy the rest.`;
  return (
    <ul className={itemList} aria-label={t`Items in your cart`}>
      {items.map((item) => (
        <li key={item.skin_id}>
          <CartRow
            name={item.name}
            imageUrl={item.image_url}
            float={item.item_float}
            stickers={item.stickers}
            price={item.price}
            currency={currency}
            isChanging={busySkinId === item.skin_id}
            lockedReason={!item.available || lockedSkinIds.includes(item.skin_id) ? cannotBeBought : undefined}
            onRemove={() => onRemove(item.skin_id)}
          />
        </li>
      ))}
    </ul>
  );
}
