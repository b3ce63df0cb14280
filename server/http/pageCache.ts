import { LRUCache } from 'lru-cache';

/**
 * Public pages drawn on the server are the same for every visitor of one variant (language, session cookie or
 * not: src/entry-server.tsx `firstViewVariant`), so one drawing serves them all for a few seconds. Freshness is
 * bounded, not best-effort: a kept page is served as it is while `freshMs` old, served while it is drawn again in
 * the background until `maxAgeMs` old, and never older: past that, requests wait for the new drawing. Ages count
 * from the start of the drawing, before it read anything, so a page never shows data older than `maxAgeMs`
 * (plus what the data itself was cached with: server/pricing's settings). Each instance keeps its own pages;
 * the bound holds across instances because it is a time, not a signal.
 *
 * One drawing per page at a time: concurrent requests for a page that is not kept wait for the drawing under
 * way. A drawing that read a failed answer is the requester's alone: it is never kept, and the requests that
 * waited for it draw their own.
 */
export interface PageCacheOptions {
  /** The kept pages' bytes at most (`KeptSize.bytes`); the least recently served go first. */
  maxBytes: number;
  freshMs: number;
  maxAgeMs: number;
  /** Milliseconds from any origin: `performance.now` by default, a fake clock in tests. */
  now?: () => number;
}

export interface KeptSize {
  /** What keeping the page costs in memory. */
  bytes: number;
}

export interface Drawing<Page> {
  /** Undefined when the page is not the server's to draw (the plain shell answers). */
  page: Page | undefined;
  /** False when the drawing read a failed answer: served to its own request, never kept nor shared. */
  shareable: boolean;
}

/**
 * How a request was answered, for the `Server-Timing` header: `hit` (a kept page), `stale` (a kept page past
 * `freshMs`, drawn again meanwhile), `miss` (this request's own drawing), `shared` (another request's drawing,
 * waited for).
 */
export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'shared';

export interface PageCache<Page extends KeptSize> {
  /** The page for `key`: kept, or drawn by `draw` (which must not reject; its failures are its own to report). */
  serve(key: string, draw: () => Promise<Drawing<Page>>): Promise<{ page: Page | undefined; outcome: CacheOutcome }>;
}

interface Kept<Page> {
  page: Page;
  /** When the drawing started, by `now`. */
  drawnAt: number;
}

export function createPageCache<Page extends KeptSize>({
  maxBytes,
  freshMs,
  maxAgeMs,
  now = () => performance.now(),
}: PageCacheOptions): PageCache<Page> {
  // The LRU bounds memory and forgets pages past their maximum age; `serve` judges freshness itself.
  const kept = new LRUCache<string, Kept<Page>>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.page.bytes),
    ttl: maxAgeMs,
    perf: { now },
  });
  const drawingsUnderWay = new Map<string, Promise<Drawing<Page>>>();

  /** The drawing under way for `key`, or a new one, kept when it may be shared. */
  const drawingOf = (key: string, draw: () => Promise<Drawing<Page>>) => {
    const underWay = drawingsUnderWay.get(key);
    if (underWay) return { drawing: underWay, shared: true };
    const drawnAt = now();
    const drawing = draw()
      .then((result) => {
        if (result.shareable && result.page !== undefined) kept.set(key, { page: result.page, drawnAt });
        return result;
      })
      .finally(() => drawingsUnderWay.delete(key));
    drawingsUnderWay.set(key, drawing);
    return { drawing, shared: false };
  };

  return {
    async serve(key, draw) {
      const entry = kept.get(key);
      const age = entry && now() - entry.drawnAt;
      if (entry && age !== undefined && age <= freshMs) return { page: entry.page, outcome: 'hit' };
      if (entry && age !== undefined && age <= maxAgeMs) {
        // Served now; the next requests get the new drawing once it is kept. A failed one leaves this page to
        // its maximum age (the drawing reports its own failures).
        drawingOf(key, draw).drawing.catch(() => undefined);
        return { page: entry.page, outcome: 'stale' };
      }
      const { drawing, shared } = drawingOf(key, draw);
      const result = await drawing;
      if (!shared) return { page: result.page, outcome: 'miss' };
      if (result.shareable) return { page: result.page, outcome: 'shared' };
      // Another visitor's failed drawing (their rate limit, an error): this request draws its own.
      const own = await draw();
      return { page: own.page, outcome: 'miss' };
    },
  };
}
