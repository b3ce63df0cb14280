import type { Key } from 'react';

/**
 * The most cards a first screen shows: two rows of the widest grid. When new items replace the shown ones, these
 * are drawn at once and the rest in a deferred render right after, so what the shopper looks at paints sooner.
 */
export const firstScreenCount = 12;

/**
 * What the grid draws until the deferred render of new items: their first screen, then as many of the items it
 * showed before (those not in that first screen) as the new ones fill. The page keeps its height, so a shopper
 * scrolled down sees no jump, and the cards below the fold are replaced a moment later, not inside the first frame.
 * Once the deferred render has the new items (`settledItems === items`), they are drawn as they are.
 */
export function firstScreenOf<Item>(
  items: readonly Item[],
  settledItems: readonly Item[] | undefined,
  getKey: (item: Item) => Key,
): readonly Item[] {
  if (settledItems === undefined || settledItems === items || items.length <= firstScreenCount) return items;
  const firstScreen = items.slice(0, firstScreenCount);
  const drawn = new Set(firstScreen.map(getKey));
  const below = settledItems.slice(firstScreenCount, items.length).filter((item) => !drawn.has(getKey(item)));
  return [...firstScreen, ...below];
}
