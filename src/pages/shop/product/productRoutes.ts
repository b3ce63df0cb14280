import type { Game } from '#pages/common/games.ts';

/** Each game's product page route, for typed router links. */
export const productRoutes = {
  csgo: '/cs-product/$id',
  dota2: '/dota-product/$id',
  rust: '/rust-product/$id',
} as const satisfies Record<Game, string>;

/** The product page's address, for the item card's `href`. */
export function productHref(game: Game, id: number): string {
  return productRoutes[game].replace('$id', String(id));
}
