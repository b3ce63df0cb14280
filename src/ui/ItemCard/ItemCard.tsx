import { Trans } from '@lingui/react/macro';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { HoldNotice } from '../HoldNotice/HoldNotice.tsx';
import { PriceTag } from '../PriceTag/PriceTag.tsx';
import { type Sticker, StickerList } from '../StickerList/StickerList.tsx';
import { vars } from '../theme/index.ts';
import { WearBadge } from '../WearBadge/WearBadge.tsx';
import {
  card,
  footer,
  image,
  link,
  meta,
  name as nameStyle,
  raised,
  rarityBar,
  rarityColorVar,
} from './ItemCard.css.ts';

/** What the card hands to the app's link: put all three on the anchor (e.g. a router link). */
export interface ItemLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface ItemCardProps {
  /** The product page. */
  href: string;
  /** Renders the link to `href`, so the app can use its router's link (src/ui never imports the router); a plain anchor otherwise. */
  renderLink?: (props: ItemLinkProps) => ReactNode;
  name: string;
  imageUrl: string;
  /** Rarity colour from the API; the bar stays neutral without one. */
  rarityColor?: string;
  /** Numeric string from the API; items without a float (Dota 2, Rust) show no wear. */
  float?: number | string | null;
  stickers?: readonly Sticker[];
  price: number | string;
  currency: string;
  /** When the trade hold ends, if the item has one. */
  tradableAfter?: Date | string | null;
  inCart?: boolean;
  /** An add or remove of this item is in flight. */
  isBusy?: boolean;
  /** Without the cart's handlers the card shows no cart button at all, never one that does nothing. */
  onAddToCart?: () => void;
  onRemoveFromCart?: () => void;
  className?: string;
}

/** An item in a store grid: the whole card links to its product page; the button adds it to the cart or takes it out. */
export function ItemCard({
  name,
  imageUrl,
  rarityColor,
  float,
  stickers = [],
  price,
  currency,
  tradableAfter,
  inCart = false,
  isBusy = false,
  onAddToCart,
  onRemoveFromCart,
  className,
  href,
  renderLink = ({ children, ...anchor }) => <a {...anchor}>{children}</a>,
}: ItemCardProps) {
  return (
    <article
      aria-label={name}
      aria-busy={isBusy || undefined}
      className={[card, className].filter(Boolean).join(' ')}
      style={assignInlineVars({ [rarityColorVar]: rarityColor ?? vars.color.border })}
    >
      <span className={rarityBar} aria-hidden="true" />
      <img src={imageUrl} alt="" width={256} height={192} loading="lazy" decoding="async" className={image} />
      <h3 className={nameStyle}>{renderLink({ href, className: link, children: name })}</h3>
      {float !== undefined && float !== null && (
        <div className={meta}>
          <WearBadge float={float} showFloat />
        </div>
      )}
      <StickerList stickers={stickers} size="sm" className={raised} />
      <HoldNotice tradableAfter={tradableAfter} />
      <div className={footer}>
        <PriceTag value={price} currency={currency} size="lg" />
        {onAddToCart && onRemoveFromCart && (
          <Button
            size="sm"
            variant={inCart ? 'secondary' : 'primary'}
            isPending={isBusy}
            onPress={inCart ? onRemoveFromCart : onAddToCart}
            className={raised}
          >
            {inCart ? <Trans>In cart</Trans> : <Trans>Add to cart</Trans>}
          </Button>
        )}
      </div>
    </article>
  );
}
