import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './loadOnce.ts';

describe('loadOnce', () => {
  it('loads on the first use only and hands out the same promise after it', async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const module = loadOnce(load);
    expect(load).not.toHaveBeenCalled();
    const first = module();
    expect(module()).toBe(first);
    expect(await first).toEqual({ answer: 42 });
    expect(module()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('settles within the microtasks of the task that asks, once loaded', async () => {
    const module = loadOnce(async () => 'loaded');
    await module();
    const order: string[] = [];
    setTimeout(() => order.push('next task'));
    await module();
    order.push('module');
    expect(order).toEqual(['module']);
  });

  it('tries again after a failed load (a chunk that could not be fetched)', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('loaded');
    const module = loadOnce(load);
    await expect(module()).rejects.toThrow('offline');
    expect(await module()).toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
