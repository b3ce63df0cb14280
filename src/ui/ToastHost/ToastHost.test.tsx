import { act, render, renderHook, screen } from '@testing-library/react';
import toast, { useToasterStore } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadToaster, notify, toastLimit, toastsBeyondLimit } from './notify.ts';
import { Toasts } from './Toasts.tsx';

describe('toastsBeyondLimit', () => {
  const shown = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ id: `${count - index}`, visible: true }));

  it('picks the oldest visible toasts beyond the limit', () => {
    expect(toastsBeyondLimit(shown(25))).toEqual(['5', '4', '3', '2', '1']);
    expect(toastsBeyondLimit(shown(toastLimit))).toEqual([]);
  });

  it('does not count toasts already on their way out', () => {
    const leaving = shown(3).map((entry) => ({ ...entry, visible: false }));
    expect(toastsBeyondLimit([...shown(toastLimit), ...leaving])).toEqual([]);
  });
});

describe('toast durations', () => {
  beforeEach(async () => {
    // Loaded before the clock is faked: from then on a toast is shown at once.
    await loadToaster();
    vi.useFakeTimers();
    // jsdom has no matchMedia; react-hot-toast asks it whether to animate.
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    render(<Toasts />);
  });

  afterEach(() => {
    act(() => toast.remove());
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function isVisible(id: string, store: () => ReturnType<typeof useToasterStore>) {
    return store().toasts.find((shown) => shown.id === id)?.visible ?? false;
  }

  it.each([
    ['success', 2000],
    ['error', 4000],
    ['blank', 4000],
    ['custom', 4000],
  ] as const)('hides a %s toast after %d ms', (type, duration) => {
    const { result } = renderHook(() => useToasterStore());
    let id = '';
    act(() => {
      id = notify[type]('Added to cart');
    });
    act(() => vi.advanceTimersByTime(duration - 50));
    expect(isVisible(id, () => result.current)).toBe(true);
    act(() => vi.advanceTimersByTime(100));
    expect(isVisible(id, () => result.current)).toBe(false);
  });

  it('keeps a loading toast until it is dismissed', () => {
    const { result } = renderHook(() => useToasterStore());
    let id = '';
    act(() => {
      id = notify.loading('Buying');
    });
    act(() => vi.advanceTimersByTime(10 * 60 * 1000));
    expect(isVisible(id, () => result.current)).toBe(true);
    act(() => notify.dismiss(id));
    expect(isVisible(id, () => result.current)).toBe(false);
  });

  it('turns a loading toast into a success that then leaves on time', () => {
    const { result } = renderHook(() => useToasterStore());
    let id = '';
    act(() => {
      id = notify.loading('Buying');
    });
    act(() => {
      notify.success('Waiting for payment', { id });
    });
    act(() => vi.advanceTimersByTime(2050));
    expect(isVisible(id, () => result.current)).toBe(false);
  });
});

describe('ToastHost', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
  });

  afterEach(() => {
    act(() => toast.remove());
    vi.unstubAllGlobals();
  });

  it('draws nothing until a toast is asked for, then shows it and lets its id replace it', async () => {
    // A page of its own: react-hot-toast not loaded yet.
    vi.resetModules();
    const { ToastHost } = await import('./ToastHost.tsx');
    const fresh = await import('./notify.ts');
    const { container } = render(<ToastHost />);
    expect(container.innerHTML).toBe('');

    let id = '';
    act(() => {
      id = fresh.notify.loading('Checking your inventory…');
      // Known before react-hot-toast has arrived: the outcome replaces the loading toast.
      fresh.notify.success('Item added to cart', { id });
    });
    expect(await screen.findByText('Item added to cart')).toBeTruthy();
    expect(screen.queryByText('Checking your inventory…')).toBeNull();
  });
});
