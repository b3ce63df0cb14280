import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button/Button.tsx';
import { Picture } from '../Picture/Picture.tsx';
import { PriceTag } from '../PriceTag/PriceTag.tsx';
import { type Sticker, StickerList } from '../StickerList/StickerList.tsx';
import { WearBadge } from '../WearBadge/WearBadge.tsx';
import {
  details,
  image,
  locked,
  lockIcon,
  name as nameStyle,
  price as priceStyle,
  remove,
  row,
  trashIcon,
} from './CartRow.css.ts';

export interface CartRowProps {
  /** The skin's full name, e.g. 'AK-47 | Redline (Field-Tested)'; it also names the row. */
  name: string;
  /** The skin's picture. */
  imageUrl: string;
  /** The cart item's `item_float`, a numeric string; items without one show no wear. */
  float?: number | string | null;
  /** The stickers applied to the skin, shown small under its name. */
  stickers?: readonly Sticker[];
  /** The price in `currency`, as the cart endpoint returns it (a number or a decimal string). */
  price: number | string;
  /** The ISO 4217 code the price is in: USD, EUR or AUD. */
  currency: string;
  /** This item is being added or removed: the row dims and pulses, and cannot be removed again meanwhile. */
  isChanging?: boolean;
  /** Why the last purchase attempt could not take this item, already translated by the app. */
  lockedReason?: string;
  /** The remove button was pressed; the cart machine removes the item and marks the row `isChanging`. */
  onRemove: () => void;
  /** Classes for the root element, to place it in a layout; its own look stays. */
  className?: string;
}

/**
 * One item of the cart (spec §2): picture, name, wear with its float, stickers, price and a remove button.
 *
 * Use it for a skin the shopper has put in the cart, in the cart widget and the cart page. Not for a skin on sale
 * (an `ItemCard`), nor for one already bought (the purchases list).
 */
export function CartRow({
  name,
  imageUrl,
  float,
  stickers = [],
  price,
  currency,
  isChanging = false,
  lockedReason,
  onRemove,
  className,
}: CartRowProps) {
  const { t } = useLingui();
  return (
    <article
      aria-label={name}
      aria-busy={isChanging || undefined}
      data-changing={isChanging || undefined}
      data-locked={lockedReason ? true : undefined}
      className={[row, className].filter(Boolean).join(' ')}
    >
      <Picture url={imageUrl} width={80} className={image} />
      <div className={details}>
        <p className={nameStyle}>{name}</p>
        {float !== undefined && float !== null && <WearBadge float={float} showFloat />}
        <StickerList stickers={stickers} size="sm" />
        {lockedReason && (
          <p className={locked}>
            <svg className={lockIcon} viewBox="0 0 16 16" aria-hidden="true">
              <path
                fill="currentColor"
                d="M4 7V5a4 4 0 1 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 13.5v-5A1.5 1.5 0 0 1 3.5 7zm1.5 0h5V5a2.5 2.5 0 0 0-5 0z"
              />
            </svg>
            {lockedReason}
          </p>
        )}
      </div>
      <PriceTag value={price} currency={currency} className={priceStyle} />
      <Button
        variant="ghost"
        size="sm"
        aria-label={t`Remove`}
        isDisabled={isChanging}
        onPress={onRemove}
        className={remove}
      >
        <svg className={trashIcon} viewBox="0 0 20 20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M8 2h4a1 1 0 0 1 1 1v1h4a1 1 0 1 1 0 2h-1l-.8 10.2A2 2 0 0 1 13.2 18H6.8a2 2 0 0 1-2-1.8L4 6H3a1 1 0 0 1 0-2h4V3a1 1 0 0 1 1-1zm-2 4 .8 10h6.4L14 6zm2 2a1 1 0 0 1 1 1v4a1 1 0 1 1-2 0V9a1 1 0 0 1 1-1zm4 0a1 1 0 0 1 1 1v4a1 1 0 1 1-2 0V9a1 1 0 0 1 1-1z"
          />
        </svg>
      </Button>
    </article>
  );
}
