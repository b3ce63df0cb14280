import { itemImagesPath, stickerImagesPath } from '#contract/store.ts';
import { apiPrefix } from '../config.ts';

/**
 * Item rows as every answer shows them (store, product page, cart, orders, last trades): the images are drawn
 * by the server from their key (server/catalogue/images.ts) and served under the API root.
 */
export const itemImageUrl = (definitionKey: string) => `${apiPrefix}/${itemImagesPath}${definitionKey}.svg`;
export const stickerImageUrl = (stickerKey: string) => `${apiPrefix}/${stickerImagesPath}${stickerKey}.svg`;
