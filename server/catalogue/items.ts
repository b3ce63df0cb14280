import { itemImagesPath, stickerImagesPath } from '#contract/pictures.ts';
import { apiPrefix } from '../config.ts';

/**
 * Item rows as every answer shows them (store, product page, cart, orders, last trades): the pictures are drawn
 * by the server from their key (server/catalogue/images.ts, pictures.ts) and served under the API root, at the
 * drawing's own width; pages ask for the width of their slot with `?w=` (src/lib/pictureSources.ts).
 */
export const itemImageUrl = (definitionKey: string) => `${apiPrefix}/${itemImagesPath}${definitionKey}.webp`;
export const stickerImageUrl = (stickerKey: string) => `${apiPrefix}/${stickerImagesPath}${stickerKey}.webp`;

/** Steam's image host: an asset's `icon_url` (its inventory description) is a path there. */
export const steamImageHost = 'https://community.cloudflare.steamstatic.com';

/**
 * A listing's picture: Steam's, for an asset a bot holds (`icon_url`, as the sync wrote it: a URL on Steam's image
 * host, or the sandbox's drawing under the API root), else the demo catalogue's drawing. A bare `icon_url` is a path on
 * Steam's image host.
 */
export function listingPictureUrl(listing: { icon_url: string | null; definition_key: string }): string {
  if (listing.icon_url === null) return itemImageUrl(listing.definition_key);
  // A whole address (what the sync keeps) or one of ours (the sandbox's pictures) as is; a bare path is Steam's.
  return /^(?:https:\/\/|\/(?!\/))/.test(listing.icon_url)
    ? listing.icon_url
    : `${steamImageHost}/economy/image/${listing.icon_url}`;
}

/** A sticker's picture: Steam's (from the asset's description), else the demo catalogue's drawing. */
export const stickerPictureUrl = (sticker: { key: string; image?: string | undefined }) =>
  sticker.image ?? stickerImageUrl(sticker.key);
