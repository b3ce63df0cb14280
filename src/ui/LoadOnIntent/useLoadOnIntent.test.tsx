import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type Arrival, preloadWidget, useArrival, useLoadOnIntent } from './useLoadOnIntent.ts';

function Widget({ autoFocus, openOnArrival }: Arrival) {
  return <output>{`widget, ${autoFocus ? 'focused' : 'not focused'}, ${openOnArrival ? 'open' : 'closed'}`}</output>;
}

/** A load the test settles by hand. */
function deferredLoad() {
  const settlers: { resolve(widget: typeof Widget): void; reject(error: Error): void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<typeof Widget>((resolve, reject) => {
        settlers.push({ resolve, reject });
      }),
  );
  return { load, settle: (index: number) => settlers[index] as (typeof settlers)[number] };
}

function Picker({ load }: { load: () => Promise<typeof Widget> }) {
  const { widget: Loaded, intentProps, arrival } = useLoadOnIntent(load);
  return Loaded ? (
    <Loaded {...arrival} />
  ) : (
    <button type="button" {...intentProps}>
      stand-in
    </button>
  );
}

const standIn = () => screen.getByRole('button', { name: 'stand-in' });

describe('useLoadOnIntent', () => {
  it('loads nothing until an intent, and only starts loading when pointed at', async () => {
    const { load, settle } = deferredLoad();
    render(<Picker load={load} />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(standIn());
    fireEvent.pointerEnter(standIn());
    expect(load).toHaveBeenCalledOnce();
    await act(async () => settle(0).resolve(Widget));
    // Loaded, but pointing is not asking: the stand-in stays.
    expect(standIn()).toBeTruthy();
  });

  it('keeps the stand-in through a press, then opens the widget, focused, on the click', async () => {
    const { load, settle } = deferredLoad();
    render(<Picker load={load} />);
    fireEvent.pointerDown(standIn());
    act(() => standIn().focus());
    await act(async () => settle(0).resolve(Widget));
    expect(standIn()).toBeTruthy();
    fireEvent.pointerUp(standIn());
    fireEvent.click(standIn());
    expect(screen.getByRole('status').textContent).toBe('widget, focused, open');
  });

  it('hands over to the widget, focused and closed, once reached from the keyboard', async () => {
    const { load, settle } = deferredLoad();
    render(<Picker load={load} />);
    act(() => standIn().focus());
    await act(async () => settle(0).resolve(Widget));
    expect(screen.getByRole('status').textContent).toBe('widget, focused, closed');
  });

  it('does not take the focus back when the visitor has moved on before it arrived', async () => {
    const { load, settle } = deferredLoad();
    render(<Picker load={load} />);
    act(() => standIn().focus());
    act(() => standIn().blur());
    await act(async () => settle(0).resolve(Widget));
    expect(screen.getByRole('status').textContent).toBe('widget, not focused, closed');
  });

  it('leaves the stand-in when the load fails, and tries again on the next intent', async () => {
    const { load, settle } = deferredLoad();
    render(<Picker load={load} />);
    fireEvent.click(standIn());
    await act(async () => settle(0).reject(new Error('offline')));
    expect(standIn()).toBeTruthy();
    fireEvent.click(standIn());
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => settle(1).resolve(Widget));
    expect(screen.getByRole('status').textContent).toBe('widget, focused, open');
  });
});

function Slider({ load }: { load: () => Promise<typeof Widget> }) {
  const { widget: Loaded, intentProps, arrival } = useLoadOnIntent(load, { arriveWhenLoaded: true });
  return Loaded ? (
    <Loaded {...arrival} />
  ) : (
    <button type="button" {...intentProps}>
      stand-in
    </button>
  );
}

describe('useLoadOnIntent, arriving once loaded', () => {
  it('takes the place as soon as pointing has loaded it', async () => {
    const { load, settle } = deferredLoad();
    render(<Slider load={load} />);
    fireEvent.pointerEnter(standIn());
    await act(async () => settle(0).resolve(Widget));
    expect(screen.getByRole('status').textContent).toBe('widget, not focused, closed');
  });

  it('lets a press in progress end on the stand-in first', async () => {
    const { load, settle } = deferredLoad();
    render(<Slider load={load} />);
    fireEvent.pointerDown(standIn());
    await act(async () => settle(0).resolve(Widget));
    expect(standIn()).toBeTruthy();
    fireEvent.pointerUp(standIn());
    expect(screen.getByRole('status').textContent).toBe('widget, not focused, closed');
  });

  it('is drawn at once, without a stand-in, once its load has given it anywhere', async () => {
    const load = vi.fn(async () => Widget);
    await preloadWidget(load);
    render(<Slider load={load} />);
    expect(screen.getByRole('status').textContent).toBe('widget, not focused, closed');
    expect(load).toHaveBeenCalledOnce();
  });
});

/** A popover as react-aria's: it remembers, as it is first drawn, what has the focus, to give it back on closing. */
function Popover() {
  const [restoreTo] = useState(() => document.activeElement?.textContent ?? 'nothing');
  return <output>{`focus goes back to ${restoreTo}`}</output>;
}

function ArrivedWidget(arrival: Arrival) {
  const { triggerRef, isOpen } = useArrival<HTMLButtonElement>(arrival);
  return (
    <>
      <button type="button" ref={triggerRef}>
        trigger
      </button>
      {isOpen && <Popover />}
    </>
  );
}

describe('useArrival', () => {
  it('focuses the trigger before it opens, so that closing gives the focus back to it', () => {
    render(<ArrivedWidget autoFocus openOnArrival />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'trigger' }));
    expect(screen.getByRole('status').textContent).toBe('focus goes back to trigger');
  });

  it('takes neither the focus nor opens when the stand-in had neither', () => {
    render(<ArrivedWidget autoFocus={false} openOnArrival={false} />);
    expect(document.activeElement).toBe(document.body);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
