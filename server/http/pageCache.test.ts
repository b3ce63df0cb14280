import { describe, expect, it } from 'vitest';
import { defaultPageCache, pageCacheSettings } from '../config.ts';
import { createPageCache, type Drawing } from './pageCache.ts';

interface Page {
  bytes: number;
  drawing: number;
}

/** A cache on a clock the test moves, and a drawing the test finishes when it wants. */
function setUp({ maxBytes = 1_000, freshMs = 1_000, maxAgeMs = 3_000 } = {}) {
  let time = 0;
  const cache = createPageCache<Page>({ maxBytes, freshMs, maxAgeMs, now: () => time });
  const started: { finish: (drawing: Drawing<Page>) => void }[] = [];
  const draw = () =>
    new Promise<Drawing<Page>>((finish) => {
      started.push({ finish });
    });
  /** Finishes the drawing started `index`th with a page of `bytes`. */
  const finish = (index: number, { bytes = 100, shareable = true } = {}) =>
    started[index]?.finish({ page: { bytes, drawing: index }, shareable });
  const served = async (key = 'en visitor /cs-store') => {
    const answer = await cache.serve(key, draw);
    return { drawing: answer.page?.drawing, outcome: answer.outcome };
  };
  return {
    cache,
    draw,
    finish,
    served,
    started,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

/** Lets the drawings' continuations run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('drawn pages kept for their next visitors', () => {
  it('draws a page once for concurrent requests, then serves it kept while fresh', async () => {
    const { served, finish, started, advance } = setUp();
    const first = served();
    const concurrent = [served(), served(), served()];
    await settle();
    expect(started).toHaveLength(1);
    finish(0);
    expect(await first).toEqual({ drawing: 0, outcome: 'miss' });
    expect(await Promise.all(concurrent)).toEqual(Array(3).fill({ drawing: 0, outcome: 'shared' }));
    advance(1_000);
    expect(await served()).toEqual({ drawing: 0, outcome: 'hit' });
    expect(started).toHaveLength(1);
  });

  it('serves a page past its freshness while one new drawing is made, and the new one once it is kept', async () => {
    const { served, finish, started, advance } = setUp();
    const first = served();
    finish(0);
    await first;
    advance(1_001);
    expect(await served()).toEqual({ drawing: 0, outcome: 'stale' });
    expect(await served()).toEqual({ drawing: 0, outcome: 'stale' });
    expect(started).toHaveLength(2);
    finish(1);
    await settle();
    expect(await served()).toEqual({ drawing: 1, outcome: 'hit' });
  });

  it('never serves a page older than its maximum age, counted from the start of its drawing', async () => {
    const { served, finish, started, advance } = setUp();
    const first = served();
    // The drawing takes 500 ms: the page is as old as the data it read.
    advance(500);
    finish(0);
    await first;
    advance(1_000);
    expect(await served()).toEqual({ drawing: 0, outcome: 'stale' });
    // The new drawing is slow: once the kept page is past 3 s, requests wait for it.
    advance(1_501);
    const waiting = served();
    await settle();
    expect(started).toHaveLength(2);
    finish(1);
    expect(await waiting).toEqual({ drawing: 1, outcome: 'shared' });
  });

  it('keeps nothing a failed drawing made, and the requests that waited for it draw their own', async () => {
    const { served, finish, started } = setUp();
    const first = served();
    const waiter = served();
    await settle();
    finish(0, { shareable: false });
    expect(await first).toEqual({ drawing: 0, outcome: 'miss' });
    await settle();
    // The waiter did not take the failed page: it draws its own.
    expect(started).toHaveLength(2);
    finish(1);
    expect(await waiter).toEqual({ drawing: 1, outcome: 'miss' });
    // Nothing was kept: the next request draws again.
    const next = served();
    await settle();
    expect(started).toHaveLength(3);
    finish(2);
    expect(await next).toEqual({ drawing: 2, outcome: 'miss' });
  });

  it('keeps a page past its freshness when its new drawing fails, until its maximum age', async () => {
    const { served, finish, started, advance } = setUp();
    const first = served();
    finish(0);
    await first;
    advance(1_500);
    expect(await served()).toEqual({ drawing: 0, outcome: 'stale' });
    finish(1, { shareable: false });
    await settle();
    expect(await served()).toEqual({ drawing: 0, outcome: 'stale' });
    expect(started).toHaveLength(3);
  });

  it('keeps no page for the plain shell', async () => {
    const { cache, started } = setUp();
    const drawNothing = async () => {
      started.push({ finish: () => undefined });
      return { page: undefined, shareable: true };
    };
    expect(await cache.serve('en visitor /profile', drawNothing)).toEqual({ page: undefined, outcome: 'miss' });
    expect(await cache.serve('en visitor /profile', drawNothing)).toEqual({ page: undefined, outcome: 'miss' });
    expect(started).toHaveLength(2);
  });

  it('keeps pages of different keys apart, and forgets the least recently served past its size', async () => {
    const { served, finish, started } = setUp({ maxBytes: 250 });
    for (const [index, key] of ['en visitor /', 'fr visitor /', 'en session /'].entries()) {
      const answer = served(key);
      finish(index);
      expect(await answer).toEqual({ drawing: index, outcome: 'miss' });
    }
    // Three pages of 100 bytes in 250: the first one went.
    expect(await served('fr visitor /')).toEqual({ drawing: 1, outcome: 'hit' });
    expect(await served('en session /')).toEqual({ drawing: 2, outcome: 'hit' });
    const again = served('en visitor /');
    await settle();
    expect(started).toHaveLength(4);
    finish(3);
    expect(await again).toEqual({ drawing: 3, outcome: 'miss' });
  });

  it('keeps no page larger than its whole size', async () => {
    const { served, finish, started } = setUp({ maxBytes: 250 });
    const first = served();
    finish(0, { bytes: 300 });
    expect(await first).toEqual({ drawing: 0, outcome: 'miss' });
    const second = served();
    await settle();
    expect(started).toHaveLength(2);
    finish(1);
    await second;
  });
});

describe('PAGE_CACHE_MB', () => {
  it('sets the memory kept pages may take, 0 keeping none, and refuses anything else', () => {
    expect(pageCacheSettings({})).toEqual(defaultPageCache);
    expect(pageCacheSettings({ PAGE_CACHE_MB: '16' }).maxBytes).toBe(16 * 2 ** 20);
    expect(pageCacheSettings({ PAGE_CACHE_MB: '0' }).maxBytes).toBe(0);
    for (const wrong of ['-1', '1.5', 'lots']) {
      expect(() => pageCacheSettings({ PAGE_CACHE_MB: wrong })).toThrow(
        /PAGE_CACHE_MB must be 0 or a positive integer/,
      );
    }
  });
});
