import type { ImgHTMLAttributes } from 'react';
import { pictureSources } from '#lib/pictureSources.ts';

export interface PictureProps
  extends Pick<ImgHTMLAttributes<HTMLImageElement>, 'className' | 'title' | 'loading' | 'fetchPriority'> {
  /** The item's or sticker's picture: a demo picture the server draws, or Steam's, used as given. */
  url: string;
  /** The CSS pixels the slot draws it at: the picture is 4:3, so the height follows and the layout never shifts. */
  width: number;
  /** For a slot whose width follows the window (a grid's cards): see `pictureSources`. */
  sizes?: string;
  /** Empty, the default, where the name is written beside the picture; the name where the picture stands alone. */
  alt?: string;
}

/**
 * An item or sticker picture (every one is 4:3): the sizes its slot needs (`pictureSources`), decoded off the main
 * thread, and lazy unless told otherwise.
 *
 * Use it for every item and sticker picture. Not for a person's picture (an `Avatar`), nor for icons (inline SVG).
 */
export function Picture({ url, width, sizes, alt = '', loading = 'lazy', ...img }: PictureProps) {
  return (
    <img
      {...pictureSources(url, width, sizes)}
      alt={alt}
      width={width}
      height={(width * 3) / 4}
      loading={loading}
      decoding="async"
      {...img}
    />
  );
}
