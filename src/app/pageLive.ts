import { useEffect } from 'react';

/**
 * The attribute set on `<html>` once the page's content is hydrated (a page the server drew) or rendered: a
 * drawn page shows its buttons before the bundle runs, and a press then does nothing, so this says from when
 * presses count (the end-to-end journeys wait for it after each navigation).
 */
export const liveAttribute = 'data-hydrated';

/**
 * The user timing mark set at the same moment (the Lighthouse bench reads when the page became live from it), and the
 * event dispatched on the document (public/first-paint.js then fetches, when idle, what later pages share).
 */
export const liveMark = 'page-live';

export function markPageLive() {
  if (document.documentElement.hasAttribute(liveAttribute)) return;
  document.documentElement.setAttribute(liveAttribute, '');
  performance.mark(liveMark);
  document.dispatchEvent(new Event(liveMark));
}

/**
 * For a page's own content, the innermost part React hydrates: it hydrates a drawn page's parts one after
 * another, outermost first (the app, the layout with its header and footer, then the page), so the page's own
 * effect runs once all of it is live.
 */
export function useMarkPageLive() {
  useEffect(markPageLive, []);
}
