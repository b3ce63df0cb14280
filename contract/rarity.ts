import type { RarityKey } from './store.ts';

/**
 * The games' own rarity colours (CS2 grades, Dota 2 rarities): the server sends them with every item and the
 * theme offers them to components. Free of zod, so the theme can read it.
 */
export const rarityColors = {
  consumer: '#b0c3d9',
  industrial: '#5e98d9',
  mil_spec: '#4b69ff',
  restricted: '#8847ff',
  classified: '#d32ce6',
  covert: '#eb4b4b',
  contraband: '#e4ae39',
  common: '#b0c3d9',
  uncommon: '#5e98d9',
  rare: '#4b69ff',
  mythical: '#8847ff',
  legendary: '#d32ce6',
  immortal: '#b28a33',
  arcana: '#ade55c',
  ancient: '#eb4b4b',
} as const satisfies Record<RarityKey, string>;

/** Rust items have no rarity: a neutral rust-orange. */
export const noRarityColor = '#ce6a3b';
