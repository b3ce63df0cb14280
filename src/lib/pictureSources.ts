import { isDrawnPicture, pictureWidthParam, pictureWidths } from '#contract/pictures.ts';

export interface PictureSources {
  src: string;
  /** 1x and 2x candidates; absent when the picture comes in one size only. */
  srcSet?: string;
}

const largestWidth = Math.max(...pictureWidths);

/** The smallest width the server draws that covers `width`, else the largest it draws. */
const drawnWidthCovering = (width: number) => pictureWidths.find((drawn) => drawn >= width) ?? largestWidth;

const atWidth = (url: string, width: number) => `${url}?${pictureWidthParam}=${width}`;

/**
 * The `src` and `srcSet` of an <img> shown `slotWidth` CSS pixels wide. A demo picture drawn by our server comes at
 * the slot's width and twice it (for 2x screens), so no screen downloads and decodes much more than it shows; any
 * other picture (Steam's, in production) is used as given.
 */
export function pictureSources(url: string, slotWidth: number): PictureSources {
  if (!isDrawnPicture(url)) return { src: url };
  const oneX = atWidth(url, drawnWidthCovering(slotWidth));
  return { src: oneX, srcSet: `${oneX} 1x, ${atWidth(url, drawnWidthCovering(2 * slotWidth))} 2x` };
}
