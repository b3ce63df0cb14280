import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { useLoadedActor, useLoadedActorSelector } from './useLoadedActor.ts';

const toggle = createMachine({
  initial: 'off',
  states: { off: { on: { toggle: 'on' } }, on: { on: { toggle: 'off' } } },
});

function useToggle(load: () => Promise<ReturnType<typeof createActor<typeof toggle>>>) {
  const actor = useLoadedActor(load);
  const isOn = useLoadedActorSelector(actor, (snapshot) => snapshot.matches('on'), undefined);
  return { actor, isOn };
}

describe('useLoadedActor', () => {
  it('reads the value given for before the load, then the started actor’s, following it', async () => {
    let resolve: (actor: ReturnType<typeof createActor<typeof toggle>>) => void = () => {};
    const loaded = new Promise<ReturnType<typeof createActor<typeof toggle>>>((done) => {
      resolve = done;
    });
    const load = () => loaded;
    const { result } = renderHook(() => useToggle(load));
    expect(result.current).toEqual({ actor: undefined, isOn: undefined });

    const actor = createActor(toggle);
    await act(async () => resolve(actor));
    expect(result.current.actor).toBe(actor);
    expect(actor.getSnapshot().status).toBe('active');
    expect(result.current.isOn).toBe(false);

    act(() => actor.send({ type: 'toggle' }));
    expect(result.current.isOn).toBe(true);
  });

  it('stops the actor when unmounted, and never starts one that arrives after', async () => {
    const actor = createActor(toggle);
    const load = () => Promise.resolve(actor);
    const { result, unmount } = renderHook(() => useToggle(load));
    await waitFor(() => expect(result.current.actor).toBe(actor));
    unmount();
    expect(actor.getSnapshot().status).toBe('stopped');

    const late = createActor(toggle);
    const start = vi.spyOn(late, 'start');
    const lateLoad = () => Promise.resolve(late);
    renderHook(() => useToggle(lateLoad)).unmount();
    await act(async () => {});
    expect(start).not.toHaveBeenCalled();
  });
});
