import { useCallback, useEffect, useRef, useState } from 'react';

const noCells: ReadonlySet<number> = new Set();

/** How long cards out of view wait for an idle moment after the frame that showed the others. */
const idleTimeoutMs = 100;

interface Drawn<Item> {
  /** The items the grid was given. */
  items: readonly Item[] | undefined;
  /** Cells out of view that still hold their card from before, hidden, until the frame with the new ones is painted. */
  waiting: ReadonlySet<number>;
  /** The card each waiting cell still holds. */
  behind: readonly Item[];
}

/** Runs `task` once the next frame is painted and the page is idle (or after `idleTimeoutMs`). Returns the cancel. */
function afterPaintWhenIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const frame = requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(task, { timeout: idleTimeoutMs });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(task, 0);
      cancelIdle = () => clearTimeout(timer);
    }
  });
  return () => {
    cancelAnimationFrame(frame);
    cancelIdle();
  };
}

/**
 * New items for a grid whose cards are on the page: the cells in view take their new card at once, and the others
 * keep theirs, hidden, until the frame that shows the new ones is painted and the page is idle, or until they
 * scroll into view. Chromium lays out every card of a store page on a laptop (content-visibility counts all thirty as
 * near), so a filter change would otherwise draw, lay out and commit thirty cards before showing the ten in view.
 *
 * Cells are the grid's places, each watched by an IntersectionObserver (`observeCell`, with `data-cell` set to the
 * place). A grid whose first report has not come yet, or a browser without the observer, draws every card at once.
 */
export function useCardsInViewFirst<Item>(items: readonly Item[] | undefined) {
  const inView = useRef<Set<number>>(undefined);
  const [drawn, setDrawn] = useState<Drawn<Item>>({ items, waiting: noCells, behind: [] });

  if (drawn.items !== items) {
    // Read at the change: which cells the shopper sees is what the observer last reported.
    const seen = inView.current;
    const waiting = new Set<number>();
    const behind: Item[] = [];
    const cellCount = Math.min(drawn.items?.length ?? 0, items?.length ?? 0);
    for (let index = 0; seen && index < cellCount; index++) {
      if (seen.has(index)) continue;
      waiting.add(index);
      behind[index] = (drawn.waiting.has(index) ? drawn.behind[index] : drawn.items?.[index]) as Item;
    }
    setDrawn({ items, waiting: waiting.size > 0 ? waiting : noCells, behind });
  }

  /** Every cell takes its new card; `when` tells, from what is drawn, whether it is time (a waiting cell came into view). */
  const drawAll = useCallback((when: (current: Drawn<Item>) => boolean = () => true) => {
    setDrawn((current) =>
      current.waiting.size > 0 && when(current) ? { ...current, waiting: noCells, behind: [] } : current,
    );
  }, []);
  useEffect(() => (drawn.waiting.size > 0 ? afterPaintWhenIdle(() => drawAll()) : undefined), [drawn.waiting, drawAll]);

  const observer = useRef<IntersectionObserver>(undefined);
  useEffect(() => () => observer.current?.disconnect(), []);
  const observeCell = useCallback(
    (cell: HTMLElement | null) => {
      if (!cell || typeof IntersectionObserver !== 'function') return;
      observer.current ??= new IntersectionObserver((entries) => {
        inView.current ??= new Set();
        const seen = inView.current;
        const cameIntoView: number[] = [];
        for (const entry of entries) {
          const index = Number((entry.target as HTMLElement).dataset.cell);
          if (!entry.isIntersecting) {
            seen.delete(index);
            continue;
          }
          seen.add(index);
          cameIntoView.push(index);
        }
        if (cameIntoView.length > 0) drawAll((current) => cameIntoView.some((index) => current.waiting.has(index)));
      });
      const watching = observer.current;
      watching.observe(cell);
      return () => watching.unobserve(cell);
    },
    [drawAll],
  );

  /** The item a cell shows now, and whether it is one kept from before (hidden until the others are painted). */
  const itemAt = (index: number): { item: Item | undefined; isWaiting: boolean } =>
    drawn.waiting.has(index)
      ? { item: drawn.behind[index], isWaiting: true }
      : { item: items?.[index], isWaiting: false };

  return { itemAt, isDrawingRest: drawn.waiting.size > 0, observeCell };
}
