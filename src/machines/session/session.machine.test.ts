import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { jsonFailure, requestFailure } from '#api/testing.ts';
import { readAccessToken } from './accessToken.ts';
import {
  refreshLeadMs,
  selectIsAdmin,
  selectIsSettled,
  selectIsSignedIn,
  selectUsableToken,
  sessionMachine,
} from './session.machine.ts';
import type { AddressTokens, SessionEvent } from './session.types.ts';
import { accessTokenFor } from './testTokens.ts';

interface Answers {
  /** `users/auth/me/`: a token, or null for 401. */
  me?: () => Promise<string | null>;
  /** Aborted when the tab stops waiting for its refresh (another tab's token arrived first). */
  refresh?: (signal: AbortSignal) => Promise<string>;
  logout?: () => Promise<void>;
}

/** The machine with its calls answered by `answers` and every effect a spy. */
function start({
  addressTokens = null,
  hasSessionCookie = false,
  answers = {},
}: {
  addressTokens?: AddressTokens | null;
  hasSessionCookie?: boolean;
  answers?: Answers;
} = {}) {
  const calls = {
    me: vi.fn(answers.me ?? (async () => null)),
    refresh: vi.fn(answers.refresh ?? (async (_signal: AbortSignal) => accessTokenFor())),
    logout: vi.fn((_accessToken: string | null) => (answers.logout ?? (async () => {}))()),
  };
  const effects = {
    stripAddressTokens: vi.fn(),
    announceSignIn: vi.fn(),
    announceSignOut: vi.fn(),
    announceRefresh: vi.fn(),
    forgetUserData: vi.fn(),
    notifyRefreshFailure: vi.fn(),
  };
  const machine = sessionMachine.provide({
    actors: {
      fetchSessionToken: fromPromise(() => calls.me()),
      refreshAccessToken: fromPromise(({ signal }) => calls.refresh(signal)),
      endServerSession: fromPromise(
        ({ input }: { input: { accessToken: string | null; refreshToken: string | null } }) =>
          calls.logout(input.accessToken),
      ),
    },
    actions: {
      stripAddressTokens: effects.stripAddressTokens,
      announceSignIn: effects.announceSignIn,
      announceSignOut: effects.announceSignOut,
      announceRefresh: (_, { accessToken }) => effects.announceRefresh(accessToken),
      forgetUserData: effects.forgetUserData,
      notifyRefreshFailure: (_, { message }) => effects.notifyRefreshFailure(message),
    },
    guards: { hasSessionCookie: () => hasSessionCookie },
  });
  const actor = createActor(machine, { input: { addressTokens } }).start();
  return { actor, calls, effects };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => selectIsSettled(snapshot) && !snapshot.hasTag('refreshing'));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('readAccessToken', () => {
  it('reads the admin flag, and counts the lifetime from when the token arrived, whatever this clock says', () => {
    const issuedLongAgo = accessTokenFor({ isAdmin: true, issuedAt: 1_000, lifetimeSeconds: 900 });
    expect(readAccessToken(issuedLongAgo, 50_000)).toEqual({ isAdmin: true, expiresAt: 50_000 + 900_000 });
    expect(readAccessToken(accessTokenFor(), 0).isAdmin).toBe(false);
  });

  it('only logs a token it cannot decode: no admin flag, no expiry', () => {
    const log = vi.fn();
    expect(readAccessToken('not-a-jwt', 0, log)).toEqual({ isAdmin: false, expiresAt: null });
    expect(log).toHaveBeenCalledOnce();
  });
});

describe('sessionMachine, starting', () => {
  it('settles at once as a visitor when there is neither a token in the address nor a session cookie', () => {
    const { actor, calls } = start();
    const snapshot = actor.getSnapshot();
    expect(selectIsSettled(snapshot)).toBe(true);
    expect(selectIsSignedIn(snapshot)).toBe(false);
    expect(calls.me).not.toHaveBeenCalled();
  });

  it('signs in with tokens from the address bar, strips them at once and reads the admin flag', () => {
    const accessToken = accessTokenFor({ isAdmin: true });
    const { actor, calls, effects } = start({ addressTokens: { accessToken, refreshToken: 'refresh-1' } });
    const snapshot = actor.getSnapshot();
    expect(selectIsSignedIn(snapshot)).toBe(true);
    expect(selectIsAdmin(snapshot)).toBe(true);
    expect(selectUsableToken(snapshot)).toBe(accessToken);
    expect(snapshot.context.refreshToken).toBe('refresh-1');
    expect(effects.stripAddressTokens).toHaveBeenCalledOnce();
    expect(effects.announceSignIn).toHaveBeenCalledOnce();
    expect(calls.me).not.toHaveBeenCalled();
  });

  it('asks the server when the session cookie is there, and is not settled until it answers', async () => {
    const accessToken = accessTokenFor();
    let answer: (token: string | null) => void = () => {};
    const { actor } = start({
      hasSessionCookie: true,
      answers: { me: () => new Promise((resolve) => (answer = resolve)) },
    });
    expect(selectIsSettled(actor.getSnapshot())).toBe(false);
    answer(accessToken);
    const snapshot = await settled(actor);
    expect(selectIsSignedIn(snapshot)).toBe(true);
    expect(selectIsAdmin(snapshot)).toBe(false);
    expect(selectUsableToken(snapshot)).toBe(accessToken);
  });

  it('settles as a visitor when the server has no session (401) or cannot be reached', async () => {
    const noSession = start({ hasSessionCookie: true, answers: { me: async () => null } });
    expect(selectIsSignedIn(await settled(noSession.actor))).toBe(false);
    const offline = start({ hasSessionCookie: true, answers: { me: () => Promise.reject(new TypeError('offline')) } });
    expect(selectIsSignedIn(await settled(offline.actor))).toBe(false);
  });

  it('keeps a user whose token cannot be decoded signed in, without the admin flag, and logs it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { actor } = start({ addressTokens: { accessToken: 'garbled', refreshToken: null } });
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(true);
    expect(selectIsAdmin(actor.getSnapshot())).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('sessionMachine, refreshing', () => {
  it('renews the token a minute before it expires', async () => {
    vi.useFakeTimers();
    const first = accessTokenFor({ lifetimeSeconds: 15 * 60 });
    const renewed = accessTokenFor({ subject: '1', lifetimeSeconds: 15 * 60, issuedAt: 42 });
    const { actor, calls } = start({
      addressTokens: { accessToken: first, refreshToken: null },
      answers: { refresh: async () => renewed },
    });
    await vi.advanceTimersByTimeAsync(15 * 60_000 - refreshLeadMs - 1_000);
    expect(calls.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls.refresh).toHaveBeenCalledOnce();
    expect(selectUsableToken(await settled(actor))).toBe(renewed);
  });

  it('refreshes once however many requests report the same refused token, and ignores reports of a replaced one', async () => {
    const first = accessTokenFor({ subject: 'first' });
    const renewed = accessTokenFor({ subject: 'renewed' });
    let answer: (token: string) => void = () => {};
    const { actor, calls } = start({
      addressTokens: { accessToken: first, refreshToken: null },
      answers: { refresh: () => new Promise((resolve) => (answer = resolve)) },
    });
    for (let request = 0; request < 5; request += 1) actor.send({ type: 'session.tokenRejected', accessToken: first });
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true);
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(true);
    expect(selectUsableToken(actor.getSnapshot())).toBeNull();
    answer(renewed);
    expect(selectUsableToken(await settled(actor))).toBe(renewed);

    actor.send({ type: 'session.tokenRejected', accessToken: first });
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(false);
    expect(calls.refresh).toHaveBeenCalledOnce();
  });

  it('tells the other tabs the renewed token', async () => {
    const first = accessTokenFor({ subject: 'first' });
    const renewed = accessTokenFor({ subject: 'renewed' });
    const { actor, effects } = start({
      addressTokens: { accessToken: first, refreshToken: null },
      answers: { refresh: async () => renewed },
    });
    actor.send({ type: 'session.tokenRejected', accessToken: first });
    await settled(actor);
    expect(effects.announceRefresh).toHaveBeenCalledExactlyOnceWith(renewed);
  });

  it("adopts another tab's renewed token and counts the next renewal from it, without refreshing itself", async () => {
    vi.useFakeTimers();
    const { actor, calls, effects } = start({ hasSessionCookie: true, answers: { me: async () => accessTokenFor() } });
    await vi.advanceTimersByTimeAsync(0);
    // Ten minutes later another tab renews the shared session's token; this tab's own renewal was due at 14.
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    const renewedElsewhere = accessTokenFor({ subject: 'elsewhere' });
    actor.send({ type: 'session.refreshedElsewhere', accessToken: renewedElsewhere });
    expect(selectUsableToken(actor.getSnapshot())).toBe(renewedElsewhere);
    await vi.advanceTimersByTimeAsync(15 * 60_000 - refreshLeadMs - 1_000);
    expect(calls.refresh).not.toHaveBeenCalled();
    expect(effects.announceRefresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls.refresh).toHaveBeenCalledOnce();
  });

  it("stops waiting for its turn to refresh when another tab's renewed token arrives", async () => {
    const first = accessTokenFor({ subject: 'first' });
    let waiting: AbortSignal | undefined;
    const { actor, calls } = start({
      hasSessionCookie: true,
      answers: {
        me: async () => first,
        // Waits for the lock the other tab holds.
        refresh: (signal) => {
          waiting = signal;
          return new Promise(() => {});
        },
      },
    });
    await settled(actor);
    actor.send({ type: 'session.tokenRejected', accessToken: first });
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true);
    const renewedElsewhere = accessTokenFor({ subject: 'elsewhere' });
    actor.send({ type: 'session.refreshedElsewhere', accessToken: renewedElsewhere });
    expect(selectUsableToken(actor.getSnapshot())).toBe(renewedElsewhere);
    expect(waiting?.aborted).toBe(true);
    expect(calls.refresh).toHaveBeenCalledOnce();
  });

  it('keeps to its own refresh token when signed in from the address bar: the other tabs hold another session', () => {
    const own = accessTokenFor({ subject: 'own' });
    const { actor } = start({ addressTokens: { accessToken: own, refreshToken: 'its-own-refresh-token' } });
    actor.send({ type: 'session.refreshedElsewhere', accessToken: accessTokenFor({ subject: 'cookie' }) });
    expect(selectUsableToken(actor.getSnapshot())).toBe(own);
  });

  it("shows the server's message when the refresh fails, then signs out everywhere", async () => {
    const failure = await jsonFailure({ message: 'Your session has expired, please sign in again' }, 401);
    const accessToken = accessTokenFor();
    const { actor, calls, effects } = start({
      addressTokens: { accessToken, refreshToken: null },
      answers: { refresh: () => Promise.reject(failure) },
    });
    actor.send({ type: 'session.tokenRejected', accessToken });
    const snapshot = await waitFor(actor, (current) => current.matches('signedOut'));
    expect(effects.notifyRefreshFailure).toHaveBeenCalledWith('Your session has expired, please sign in again');
    expect(effects.announceSignOut).toHaveBeenCalledOnce();
    expect(effects.forgetUserData).toHaveBeenCalled();
    expect(calls.logout).toHaveBeenCalledOnce();
    expect(snapshot.context.accessToken).toBeNull();
  });

  it("says 'Refresh token error' when the failed refresh carries no message", async () => {
    const failure = await requestFailure(async () => {
      throw new TypeError('Failed to fetch');
    });
    const accessToken = accessTokenFor();
    const { actor, effects } = start({
      addressTokens: { accessToken, refreshToken: null },
      answers: { refresh: () => Promise.reject(failure) },
    });
    actor.send({ type: 'session.tokenRejected', accessToken });
    await waitFor(actor, (current) => current.matches('signedOut'));
    expect(effects.notifyRefreshFailure).toHaveBeenCalledWith('Refresh token error');
  });
});

describe('sessionMachine, signing in and out', () => {
  it('signs out at once for the UI and requests, tells the server with the token and the other tabs, then forgets', async () => {
    const accessToken = accessTokenFor({ isAdmin: true });
    let serverDone: () => void = () => {};
    const { actor, calls, effects } = start({
      addressTokens: { accessToken, refreshToken: null },
      answers: { logout: () => new Promise((resolve) => (serverDone = resolve)) },
    });
    actor.send({ type: 'session.logout' });
    const signingOut = actor.getSnapshot();
    expect(selectIsSignedIn(signingOut)).toBe(false);
    expect(selectIsAdmin(signingOut)).toBe(false);
    expect(selectUsableToken(signingOut)).toBeNull();
    expect(effects.announceSignOut).toHaveBeenCalledOnce();
    expect(calls.logout).toHaveBeenCalledWith(accessToken);
    serverDone();
    const signedOut = await waitFor(actor, (current) => current.matches('signedOut'));
    expect(signedOut.context).toEqual({ accessToken: null, refreshToken: null, isAdmin: false, expiresAt: null });
    expect(effects.forgetUserData).toHaveBeenCalled();
  });

  it('signs out when another tab did, without calling the server or announcing it again', () => {
    const { actor, calls, effects } = start({ addressTokens: { accessToken: accessTokenFor(), refreshToken: null } });
    effects.announceSignIn.mockClear();
    actor.send({ type: 'session.signedOutElsewhere' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(calls.logout).not.toHaveBeenCalled();
    expect(effects.announceSignOut).not.toHaveBeenCalled();
  });

  it('asks the server when another tab signed in', async () => {
    const accessToken = accessTokenFor();
    const { actor, calls } = start({ answers: { me: async () => accessToken } });
    actor.send({ type: 'session.signedInElsewhere' });
    expect(selectIsSettled(actor.getSnapshot())).toBe(false);
    expect(selectUsableToken(await settled(actor))).toBe(accessToken);
    expect(calls.me).toHaveBeenCalledOnce();
  });

  it('ignores news of a sign-in elsewhere while signed in, so two tabs never echo each other', () => {
    const { actor, calls } = start({ addressTokens: { accessToken: accessTokenFor(), refreshToken: null } });
    actor.send({ type: 'session.signedInElsewhere' });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(calls.me).not.toHaveBeenCalled();
  });

  it('signs in with a token from the app (the administrators’ password sign-in) and tells the other tabs', () => {
    const accessToken = accessTokenFor({ isAdmin: true });
    const { actor, effects } = start();
    actor.send({ type: 'session.signIn', accessToken });
    expect(selectIsAdmin(actor.getSnapshot())).toBe(true);
    expect(effects.announceSignIn).toHaveBeenCalledOnce();
  });
});

describe('sessionMachine reachability', () => {
  it('reaches every state that can be rested in (reading the address is a passing decision)', () => {
    const token = accessTokenFor();
    const events = [
      { type: 'session.signIn', accessToken: token },
      { type: 'session.tokenRejected', accessToken: token },
      { type: 'session.logout' },
      { type: 'session.signedOutElsewhere' },
      { type: 'session.signedInElsewhere' },
      { type: 'session.refreshedElsewhere', accessToken: token },
      { type: 'xstate.done.actor.fetchSessionToken', output: token },
      { type: 'xstate.error.actor.fetchSessionToken', error: new Error('offline') },
      { type: 'xstate.done.actor.refreshAccessToken', output: token },
      { type: 'xstate.error.actor.refreshAccessToken', error: new Error('refused') },
      { type: 'xstate.done.actor.endServerSession', output: undefined },
    ] as unknown as SessionEvent[];
    const reached = new Set(
      getShortestPaths(sessionMachine, { events, input: { addressTokens: null } }).flatMap((path) =>
        path.state._nodes.map((node) => node.id),
      ),
    );
    const every = [sessionMachine.root, ...getStateNodes(sessionMachine.root)]
      .filter((node) => node.always === undefined)
      .map((node) => node.id);
    expect(every).toContain('session.refreshing');
    expect(every).not.toContain('session.starting.readingAddress');
    expect([...reached].sort()).toEqual(every.sort());
  });
});
