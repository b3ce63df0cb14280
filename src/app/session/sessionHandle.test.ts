import { describe, expect, it, vi } from 'vitest';
import type { SessionEvent } from '#machines/session/session.types.ts';
import { createSessionHandle, keepRouterInStep, type SessionView, type StartedSession } from './sessionHandle.ts';

const asking: SessionView = { isSettled: false, isSignedIn: false, isAdmin: false, cartOwner: undefined };
const visitor: SessionView = { ...asking, isSettled: true };
const admin: SessionView = { isSettled: true, isSignedIn: true, isAdmin: true, cartOwner: '7' };

/** A stand-in for the machine: a view that changes when told, and the events it received. */
function fakeStartedSession(initial: SessionView) {
  let current = initial;
  const listeners = new Set<() => void>();
  const received: SessionEvent[] = [];
  const started: StartedSession = {
    view: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send: (event) => received.push(event),
  };
  const become = (view: SessionView) => {
    current = view;
    for (const listener of listeners) listener();
  };
  return { started, received, become };
}

describe('createSessionHandle', () => {
  it('shows the drawn view until its machine is attached, then the machine’s, telling its subscribers', () => {
    const handle = createSessionHandle(asking);
    const listener = vi.fn();
    handle.subscribe(listener);
    expect(handle.view()).toBe(asking);
    expect(handle.isSignedIn()).toBe(false);

    const machine = fakeStartedSession(visitor);
    handle.attach(machine.started);
    expect(listener).toHaveBeenCalledOnce();
    expect(handle.view()).toBe(visitor);

    machine.become(admin);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(handle.isSignedIn()).toBe(true);
    expect(handle.isAdmin()).toBe(true);
    expect(handle.drawn).toBe(asking);
  });

  it('keeps the events sent before the machine came and hands them over in order', () => {
    const handle = createSessionHandle(asking);
    handle.send({ type: 'session.signIn', accessToken: 'a' });
    handle.send({ type: 'session.logout' });
    const machine = fakeStartedSession(asking);
    handle.attach(machine.started);
    handle.send({ type: 'session.signedOutElsewhere' });
    expect(machine.received.map((event) => event.type)).toEqual([
      'session.signIn',
      'session.logout',
      'session.signedOutElsewhere',
    ]);
  });

  it('says it is settled only once the machine has settled', async () => {
    const handle = createSessionHandle(asking);
    const settled = vi.fn();
    void handle.whenSettled().then(settled);
    const machine = fakeStartedSession(asking);
    handle.attach(machine.started);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    machine.become(visitor);
    await vi.waitFor(() => expect(settled).toHaveBeenCalledOnce());
    await expect(handle.whenSettled()).resolves.toBeUndefined();
  });

  it('takes one machine only', () => {
    const handle = createSessionHandle(asking);
    handle.attach(fakeStartedSession(asking).started);
    expect(() => handle.attach(fakeStartedSession(asking).started)).toThrow();
  });
});

describe('keepRouterInStep', () => {
  it('re-runs the guards when someone settles signed in or signs out, not on other changes', () => {
    const handle = createSessionHandle(asking);
    const router = { invalidate: vi.fn() };
    keepRouterInStep(handle, router);
    const machine = fakeStartedSession(asking);
    handle.attach(machine.started);
    machine.become(visitor);
    expect(router.invalidate).not.toHaveBeenCalled();
    machine.become(admin);
    expect(router.invalidate).toHaveBeenCalledOnce();
    machine.become({ ...admin, cartOwner: '8' });
    expect(router.invalidate).toHaveBeenCalledOnce();
    machine.become(visitor);
    expect(router.invalidate).toHaveBeenCalledTimes(2);
  });
});
