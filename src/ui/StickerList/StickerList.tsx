import { useLingui } from '@lingui/react/macro';
import { pictureSources } from '#lib/pictureSources.ts';
import { list, type StickerVariants, sticker } from './StickerList.css.ts';

export interface Sticker {
  name: string;
  image: string;
}

export type StickerListProps = StickerVariants & {
  /** 0 to 5 stickers applied to the item. */
  stickers: readonly Sticker[];
  className?: string;
};

/** Pixel sizes of each image, so the row never shifts while they load. */
const imageSize = { sm: { width: 24, height: 18 }, md: { width: 40, height: 30 } } as const;

/** The stickers of an item: each image is named for assistive technology and as a tooltip. Nothing when there are none. */
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
          <img
            {...pictureSources(image, imageSize[size].width)}
            alt={name}
            title={name}
            loading="lazy"
            decoding="async"
            {...imageSize[size]}
            className={sticker({ size })}
          />
        </li>
      ))}
    </ul>
  );
}
