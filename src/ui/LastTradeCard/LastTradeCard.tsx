import { Trans } from '@lingui/react/macro';
import { Picture } from '../Picture/Picture.tsx';
import { PriceTag } from '../PriceTag/PriceTag.tsx';
import { WearBadge } from '../WearBadge/WearBadge.tsx';
import { age, card, footer, image, name as nameStyle } from './LastTradeCard.css.ts';

export interface LastTradeCardProps {
  name: string;
  imageUrl: string;
  /** Numeric string from the API; items without a float (Dota 2, Rust) show no wear. */
  float?: number | string | null;
  price: number | string;
  currency: string;
  className?: string;
}

/** One recent sale on the home page's last trades carousel. */
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
