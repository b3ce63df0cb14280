import { itemImagesPath, stickerImagesPath } from '#contract/pictures.ts';
import { apiPrefix } from '../config.ts';

/**
 * Item rows as every answer shows them (store, product page, cart, orders, last trades): the pictures are drawn
 * by the server from their key (server/catalogue/images.ts, pictures.ts) and served under the API root, at the
 * drawing's own width; pages ask for the width of their slot with `?w=` (src/lib/pictureSources.ts).
 */
export const itemImageUrl = (definitionKey: string) => `${apiPrefix}/${itemImagesPath}${definitionKey}.webp`;
export const stickerImageUrl = (stickerKey: string) => `${apiPrefix}/${stickerImagesPath}${stickerKey}.webp`;

/** A listing's picture: Steam's (a listing the inventory sync made), else the demo catalogue's drawing. */
export const listingPictureUrl = (row: { icon_url: string | null; definition_key: string }) =>
  row.icon_url ?? itemImageUrl(row.definition_key);

/** A sticker's picture: Steam's (from the asset's description), else the demo catalogue's drawing. */
export const stickerPictureUrl = (sticker: { key: string; image?: string | undefined }) =>
  sticker.image ?? stickerImageUrl(sticker.key);
