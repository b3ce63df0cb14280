import { isDrawnPicture, pictureWidthParam, pictureWidths } from '#contract/pictures.ts';

export interface PictureSources {
  src: string;
  /** 1x and 2x candidates, or widths with `sizes`; absent when the picture comes in one size only. */
  srcSet?: string;
  sizes?: string;
}

const largestWidth = Math.max(...pictureWidths);

/** The smallest width the server draws that covers `width`, else the largest it draws. */
const drawnWidthCovering = (width: number) => pictureWidths.find((drawn) => drawn >= width) ?? largestWidth;

const atWidth = (url: string, width: number) => `${url}?${pictureWidthParam}=${width}`;

/**
 * The `src` and `srcSet` of an <img> shown `slotWidth` CSS pixels wide. A demo picture drawn by our server comes at
 * the slot's width and twice it (for 2x screens), so no screen downloads and decodes much more than it shows; any
 * other picture (Steam's, in production) is used as given.
 *
 * A slot whose width follows the window (a grid's cards) gives `sizes`, the width it is drawn at by window width, up
 * to `slotWidth`: the picture then comes in every width the server draws from half the slot to twice it, and the
 * browser takes the smallest that covers the drawn width at the screen's density (a phone's two columns need far less
 * than a desktop's 2x).
 */
export function pictureSources(url: string, slotWidth: number, sizes?: string): PictureSources {
  if (!isDrawnPicture(url)) return { src: url };
  const oneX = atWidth(url, drawnWidthCovering(slotWidth));
  if (sizes === undefined) {
    return { src: oneX, srcSet: `${oneX} 1x, ${atWidth(url, drawnWidthCovering(2 * slotWidth))} 2x` };
  }
  const [smallest, largest] = [drawnWidthCovering(slotWidth / 2), drawnWidthCovering(2 * slotWidth)];
  const widths = pictureWidths.filter((width) => width >= smallest && width <= largest);
  return { src: oneX, srcSet: widths.map((width) => `${atWidth(url, width)} ${width}w`).join(', '), sizes };
}
