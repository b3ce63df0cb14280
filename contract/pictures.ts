/**
 * The demo catalogue's item and sticker pictures, drawn by the server as WebP files under the API root:
 * `<key>.webp`; answers carry the full path (production rows carry Steam's own picture URLs instead). Apart from
 * the store's schemas: the pages that show pictures load without zod (DESIGN.md §6).
 */
export const itemImagesPath = 'static/images/items/';
export const stickerImagesPath = 'static/images/stickers/';

/**
 * The widths (px) the server draws a demo picture at, asked for with `?w=`. Each is at most 1.5 times the one
 * before, so the 1x and 2x pictures of a slot are never much larger than the slot shows them; a fixed list also
 * bounds what the server may be asked to draw and keep. Without `?w=` a picture has its drawing's own width.
 */
export const pictureWidths = [24, 32, 48, 64, 96, 128, 192, 256, 384, 512, 768, 1024] as const;
export type PictureWidth = (typeof pictureWidths)[number];
export const pictureWidthParam = 'w';

const drawnPicturePattern = new RegExp(`/(?:${itemImagesPath}|${stickerImagesPath})[^/?#]+\\.webp$`);

/** Whether a picture URL is one of the demo pictures this server draws at any of `pictureWidths`. */
export const isDrawnPicture = (url: string) => drawnPicturePattern.test(url);
