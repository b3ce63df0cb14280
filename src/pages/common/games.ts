import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Crumb } from '#app/breadcrumbs.ts';

/** Spec §1: the three games and their keys. */
export type Game = 'csgo' | 'dota2' | 'rust';

interface GameRoutes {
  /** The game's name as the search dialog and titles show it. */
  name: string;
  /** The navigation label (header, footer, mobile sheet). */
  navLabel: MessageDescriptor;
  store: '/cs-store' | '/dota-store' | '/rust-store';
}

export const games: Record<Game, GameRoutes> = {
  csgo: { name: 'CS2', navLabel: msg`CS2 skins`, store: '/cs-store' },
  dota2: { name: 'Dota 2', navLabel: msg`Dota 2 skins`, store: '/dota-store' },
  rust: { name: 'Rust', navLabel: msg`Rust skins`, store: '/rust-store' },
};

export const gameKeys = Object.keys(games) as Game[];

export const storeBreadcrumbs: readonly Crumb[] = [{ label: msg`Shop` }];

export function productBreadcrumbs(game: Game): readonly Crumb[] {
  return [{ label: msg`Shop`, to: games[game].store }, { label: msg`Product` }];
}

export const profileCrumb: Crumb = { label: msg`Profile`, to: '/profile' };
