import { describe, expect, it, vi } from 'vitest';
import { deferred } from '#test/deferred.ts';
import { type LockManagerLike, withBrowserLock } from './browserLock.ts';

/** Web Locks as the browser grants them: one holder per name at a time, the others queued in order. */
function lockManager(): LockManagerLike & { requested: string[] } {
  const tails = new Map<string, Promise<unknown>>();
  const requested: string[] = [];
  return {
    requested,
    request(name, { signal }, task) {
      requested.push(name);
      const previous = tails.get(name) ?? Promise.resolve();
      const turn = previous.then(() => {
        if (signal?.aborted) throw signal.reason;
        return task();
      });
      tails.set(
        name,
        turn.catch(() => undefined),
      );
      return turn;
    },
  };
}

describe('withBrowserLock', () => {
  it('runs tasks holding the same lock one after the other', async () => {
    const locks = lockManager();
    const first = deferred<void>();
    const order: string[] = [];
    const one = withBrowserLock(
      'refresh',
      async () => {
        order.push('first starts');
        await first.promise;
        order.push('first ends');
      },
      { locks },
    );
    const two = withBrowserLock('refresh', async () => void order.push('second starts'), { locks });
    await Promise.resolve();
    expect(order).toEqual(['first starts']);
    first.resolve();
    await Promise.all([one, two]);
    expect(order).toEqual(['first starts', 'first ends', 'second starts']);
  });

  it('gives up waiting when its signal is aborted', async () => {
    const locks = lockManager();
    const holder = deferred<void>();
    const held = withBrowserLock('refresh', () => holder.promise, { locks });
    const controller = new AbortController();
    const task = vi.fn(async () => {});
    const waiting = withBrowserLock('refresh', task, { locks, signal: controller.signal });
    controller.abort(new DOMException('another tab refreshed', 'AbortError'));
    holder.resolve();
    await held;
    await expect(waiting).rejects.toThrow('another tab refreshed');
    expect(task).not.toHaveBeenCalled();
  });

  it('runs the task at once where the browser has no Web Locks', async () => {
    expect(globalThis.navigator.locks).toBeUndefined();
    await expect(withBrowserLock('refresh', async () => 'renewed')).resolves.toBe('renewed');
  });
});
