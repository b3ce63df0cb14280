import { useLingui } from '@lingui/react/macro';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import { formatFloat } from '#lib/money.ts';
import { formatTimeRemaining, timeRemaining } from '#lib/timeRemaining.ts';
import { PlainButton } from '../Button/PlainButton.tsx';
import { FloatBar } from '../FloatBar/FloatBar.tsx';
import { cardPictureSizes } from '../ItemGrid/ItemGrid.css.ts';
import { Picture } from '../Picture/Picture.tsx';
import { PriceTag } from '../PriceTag/PriceTag.tsx';
import type { Sticker } from '../StickerList/StickerList.tsx';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import { vars } from '../theme/index.ts';
import { WearBadge } from '../WearBadge/WearBadge.tsx';
import * as styles from './ItemCard.css.ts';

/** What the card hands to the app's link: put all three on the anchor (e.g. a router link). */
export interface ItemLinkProps {
  /** The product page's address. */
  href: string;
  /** The card's link class: it stretches the link over the whole card. */
  className: string;
  /** The item's name. */
  children: ReactNode;
}

/** A card shows at most this many stickers, as the best marketplaces do; the rest are on the product page. */
export const cardStickerLimit = 5;

export interface ItemCardProps {
  /** The product page. */
  href: string;
  /** Renders the link to `href`, so the app can use its router's link (src/ui never imports the router); a plain anchor otherwise. */
  renderLink?: (props: ItemLinkProps) => ReactNode;
  /** The item's full name, e.g. 'AK-47 | Redline (Field-Tested)': the link's text. */
  name: string;
  /** The item's picture (the server draws the demo catalogue's at the width the card asks for). */
  imageUrl: string;
  /** The first row of a grid paints at once; the rest load as they scroll near. */
  imageLoading?: 'lazy' | 'eager';
  /** Rarity colour from the API; the bar stays neutral without one. */
  rarityColor?: string;
  /** The rarity's name in the shopper's language (Dota 2 and Rust cards show it in the rarity colour). */
  rarityLabel?: string;
  /** Numeric string from the API; items without a float (Dota 2, Rust) show no wear. */
  float?: number | string | null;
  /** Doppler phase, already in the shopper's language ('Phase 2', 'Ruby'). */
  phase?: string | null;
  /** The stickers applied to a CS2 skin: up to five show as thumbnails, the rest on the product page. */
  stickers?: readonly Sticker[];
  /** A StatTrak™ weapon, which counts its kills: marked with a badge. */
  stattrak?: boolean;
  /** A Souvenir from a tournament: marked with a badge. */
  souvenir?: boolean;
  /** What else a buyer scans for, in the shopper's language: Dota 2 quality and hero, Rust type. */
  details?: readonly string[];
  /** The price in `currency`, as the API sends it (a number or a decimal string); the card shows it first. */
  price: number | string;
  /** The ISO 4217 code the price is in: USD, EUR or AUD. */
  currency: string;
  /** When the trade hold ends, if the item has one. */
  tradableAfter?: Date | string | null;
  /** The moment the hold counts from; stories and tests pin it. */
  now?: Date;
  /** The item is in the shopper's cart: the button removes it instead of adding it. */
  inCart?: boolean;
  /** An add or remove of this item is in flight: the button is locked until the cart has answered. */
  isBusy?: boolean;
  /** Without the cart's handlers the card shows no cart button at all, never one that does nothing. */
  onAddToCart?: () => void;
  /** The cart button was pressed on an item in the cart. */
  onRemoveFromCart?: () => void;
  /** Classes for the root element, to place it in a layout; its own look stays. */
  className?: string;
}

/**
 * An item in a store grid, showing what buyers compare before opening a product: price first, then the name,
 * the wear and float, phase, stickers, StatTrak™ or Souvenir and the trade hold (CS2), the rarity, quality and
 * hero (Dota 2) or type (Rust). The name's link covers the card; the cart button and the stickers sit above it.
 *
 * Use it for a skin on sale in a grid or a list of results (a store, similar items). Not for a skin in the cart
 * (a `CartRow`), nor for a past sale (a `LastTradeCard`).
 */
export function ItemCard({
  name,
  imageUrl,
  imageLoading = 'lazy',
  rarityColor,
  rarityLabel,
  float,
  phase,
  stickers = [],
  stattrak = false,
  souvenir = false,
  details = [],
  price,
  currency,
  tradableAfter,
  now,
  inCart = false,
  isBusy = false,
  onAddToCart,
  onRemoveFromCart,
  className,
  href,
  renderLink = ({ children, ...anchor }) => <a {...anchor}>{children}</a>,
}: ItemCardProps) {
  // Plain strings rather than <Trans>: each Trans is two more components, and a store page draws sixty cards.
  const { t } = useLingui();
  const hasFloat = float !== undefined && float !== null && float !== '';
  return (
    <article
      aria-label={name}
      aria-busy={isBusy || undefined}
      data-in-cart={inCart || undefined}
      className={[styles.card, className].filter(Boolean).join(' ')}
      style={assignInlineVars({ [styles.rarityColorVar]: rarityColor ?? vars.color.border })}
    >
      <div className={styles.media}>
        <Picture url={imageUrl} width={256} sizes={cardPictureSizes} loading={imageLoading} className={styles.image} />
        <div className={styles.topMarks}>
          {stattrak && <span className={styles.stattrakMark}>StatTrak™</span>}
          {souvenir && <span className={styles.souvenirMark}>{t`Souvenir`}</span>}
          <HoldMark tradableAfter={tradableAfter} now={now} />
        </div>
        <div className={styles.bottomMarks}>
          {phase && <span className={styles.phaseMark}>{phase}</span>}
          <CardStickers stickers={stickers} />
        </div>
      </div>
      <div className={styles.body}>
        <PriceTag value={price} currency={currency} size="lg" className={styles.price} />
        <h3 className={styles.name}>{renderLink({ href, className: styles.link, children: name })}</h3>
        {hasFloat && (
          <>
            <div className={styles.wearLine}>
              <WearBadge float={float} compact />
              <span className={styles.floatValue} aria-hidden="true">
                {formatFloat(float)}
              </span>
            </div>
            <FloatBar float={float} compact />
          </>
        )}
        {(rarityLabel || details.length > 0) && !hasFloat && (
          <p className={styles.details}>
            {rarityLabel && <span className={styles.rarityLabel}>{rarityLabel}</span>}
            {details.map((detail) => (
              <span key={detail}>{detail}</span>
            ))}
          </p>
        )}
        {onAddToCart && onRemoveFromCart && (
          <PlainButton
            size="sm"
            variant={inCart ? 'secondary' : 'primary'}
            isPending={isBusy}
            onClick={inCart ? onRemoveFromCart : onAddToCart}
            className={styles.cartButton}
          >
            {inCart ? t`In cart` : t`Add to cart`}
          </PlainButton>
        )}
      </div>
    </article>
  );
}

/** '7d' with a lock, read out in full ('Trade hold: 7 days'); nothing once the item trades. */
function HoldMark({
  tradableAfter,
  now = new Date(),
}: {
  tradableAfter: Date | string | null | undefined;
  now?: Date;
}) {
  const { t, i18n } = useLingui();
  const remaining = timeRemaining(tradableAfter, now);
  if (!remaining) return null;
  const period = formatTimeRemaining(remaining, i18n.locale);
  const short = formatTimeRemaining(remaining, i18n.locale, 'narrow');
  const label = t`Trade hold: ${period}`;
  return (
    <span className={styles.holdMark} role="img" aria-label={label} title={label}>
      <svg viewBox="0 0 16 16" aria-hidden="true" className={styles.holdIcon}>
        <path
          fill="currentColor"
          d="M4 7V5a4 4 0 1 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 13.5v-5A1.5 1.5 0 0 1 3.5 7zm1.5 0h5V5a2.5 2.5 0 0 0-5 0z"
        />
      </svg>
      <span aria-hidden="true">{short}</span>
    </span>
  );
}

/**
 * Up to five sticker thumbnails as one stop for the keyboard: hovering or focusing it names every sticker.
 * One stop per card rather than five keeps a page of results quick to tab through.
 */
function CardStickers({ stickers }: { stickers: readonly Sticker[] }) {
  const { t } = useLingui();
  if (stickers.length === 0) return null;
  const shown = stickers.slice(0, cardStickerLimit);
  const names = shown.map((sticker) => sticker.name);
  return (
    <Tooltip
      className={styles.stickersAnchor}
      content={
        <ul className={styles.stickerNames}>
          {names.map((stickerName, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same sticker may be applied twice
            <li key={index}>{stickerName}</li>
          ))}
        </ul>
      }
    >
      {(trigger) => (
        <span
          {...trigger}
          role="img"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tooltip's trigger must take focus, so keyboard users read the names too
          tabIndex={0}
          aria-label={t`Stickers: ${names.join(', ')}`}
          className={styles.stickers}
        >
          {shown.map((sticker, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a sticker's position is its slot on the item, and one sticker may fill two slots
            <Picture key={index} url={sticker.image} width={24} className={styles.sticker} />
          ))}
        </span>
      )}
    </Tooltip>
  );
}
