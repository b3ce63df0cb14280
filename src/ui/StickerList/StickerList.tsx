import { useLingui } from '@lingui/react/macro';
import { Picture } from '../Picture/Picture.tsx';
import { list, type StickerVariants, sticker } from './StickerList.css.ts';

/** A sticker applied to a skin. */
export interface Sticker {
  /** Its full name, e.g. 'Sticker | Titan (Holo) | Katowice 2014': its alternative text and tooltip. */
  name: string;
  /** Its picture. */
  image: string;
}

export type StickerListProps = StickerVariants & {
  /** 0 to 5 stickers applied to the item. */
  stickers: readonly Sticker[];
  /** Classes for the root element, to place it in a layout; its own look stays. */
  className?: string;
};

/** The width each image is drawn at (its height follows), so the row never shifts while they load. */
const imageWidth = { sm: 24, md: 40 } as const;

/**
 * The stickers of an item: each image is named for assistive technology and as a tooltip. Nothing when there are none.
 *
 * Use it for an item's stickers in a cart row or on the product page. Not on store cards, which show them as one
 * keyboard stop (`ItemCard`'s own thumbnails).
 */
export function StickerList({ stickers, size = 'md', className }: StickerListProps) {
  const { t } = useLingui();
  if (stickers.length === 0) return null;
  return (
    <ul aria-label={t`Stickers`} className={[list, className].filter(Boolean).join(' ')}>
      {stickers.map(({ name, image }, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: a sticker's position is its slot on the item, and one sticker may fill two slots
          key={index}
        >
          <Picture url={image} width={imageWidth[size]} alt={name} title={name} className={sticker({ size })} />
        </li>
      ))}
    </ul>
  );
}
