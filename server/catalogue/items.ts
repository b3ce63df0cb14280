import { itemImagesPath, stickerImagesPath } from '#contract/pictures.ts';
import { apiPrefix } from '../config.ts';

/**
 * Item rows as every answer shows them (store, product page, cart, orders, last trades): the pictures are drawn
 * by the server from their key (server/catalogue/images.ts, pictures.ts) and served under the API root, at the
 * drawing's own width; pages ask for the width of their slot with `?w=` (src/lib/pictureSources.ts).
 */
export const itemImageUrl = (definitionKey: string) => `${apiPrefix}/${itemImagesPath}${definitionKey}.webp`;
export const stickerImageUrl = (stickerKey: string) => `${apiPrefix}/${stickerImagesPath}${stickerKey}.webp`;
