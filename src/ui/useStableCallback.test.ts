import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useStableCallback } from './useStableCallback.ts';

describe('useStableCallback', () => {
  it('keeps one identity across renders and calls the callback of the latest render', () => {
    const first = vi.fn((value: number) => value + 1);
    const second = vi.fn((value: number) => value * 10);
    const { result, rerender } = renderHook(({ callback }) => useStableCallback(callback), {
      initialProps: { callback: first },
    });
    const stable = result.current;
    expect(stable(1)).toBe(2);

    rerender({ callback: second });
    expect(result.current).toBe(stable);
    expect(stable(2)).toBe(20);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledWith(2);
  });
});
