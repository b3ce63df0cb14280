import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('runs the task when the browser says it is idle, and not once cancelled', () => {
    const idleCallbacks = new Map<number, () => void>();
    vi.stubGlobal(
      'requestIdleCallback',
      (callback: () => void) => idleCallbacks.set(idleCallbacks.size + 1, callback).size,
    );
    vi.stubGlobal('cancelIdleCallback', (handle: number) => idleCallbacks.delete(handle));
    const ran = vi.fn();
    whenIdle(() => ran('first'));
    const cancel = whenIdle(() => ran('second'));
    cancel();
    for (const callback of idleCallbacks.values()) callback();
    expect(ran.mock.calls).toEqual([['first']]);
  });

  it('waits a second where the browser cannot tell (no requestIdleCallback)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const ran = vi.fn();
    whenIdle(ran);
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(999);
    expect(ran).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ran).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
