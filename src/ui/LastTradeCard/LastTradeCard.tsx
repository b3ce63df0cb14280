import { Trans } from '@lingui/react/macro';
import { Picture } from '../Picture/Picture.tsx';
import { PriceTag } from '../PriceTag/PriceTag.tsx';
import { WearBadge } from '../WearBadge/WearBadge.tsx';
import { age, card, footer, image, name as nameStyle } from './LastTradeCard.css.ts';

export interface LastTradeCardProps {
  /** The skin's full name; it also names the card. */
  name: string;
  /** The skin's picture. */
  imageUrl: string;
  /** Numeric string from the API; items without a float (Dota 2, Rust) show no wear. */
  float?: number | string | null;
  /** What it sold for, in `currency`. */
  price: number | string;
  /** The ISO 4217 code the price is in: USD, EUR or AUD. */
  currency: string;
  /** Classes for the root element, to place it in a layout; its own look stays. */
  className?: string;
}

/**
 * One recent sale on the home page's last trades carousel.
 *
 * Use it for a skin already sold, as social proof. Not for a skin on sale: an `ItemCard`, which can be bought.
 */
export function LastTradeCard({ name, imageUrl, float, price, currency, className }: LastTradeCardProps) {
  return (
    <article aria-label={name} className={[card, className].filter(Boolean).join(' ')}>
      <Picture url={imageUrl} width={160} className={image} />
      <p className={nameStyle}>{name}</p>
      {float !== undefined && float !== null && <WearBadge float={float} showFloat compact />}
      <div className={footer}>
        <PriceTag value={price} currency={currency} size="sm" />
      </div>
      {/* Spec §2: every card shows the same fixed age. */}
      <span className={age}>
        <Trans>1m</Trans>
      </span>
    </article>
  );
}
