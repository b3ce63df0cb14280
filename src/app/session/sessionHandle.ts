import type { SessionEvent } from '#machines/session/session.types.ts';

/**
 * What the pages draw from the session, and what the router's guards ask: the session machine's snapshot read
 * through its selectors (src/app/session/session.ts). Plain values, so a page can draw them before the machine
 * (and xstate) has loaded, and a server-drawn page can carry the ones it was drawn with.
 */
export interface SessionView {
  /** The start phase is over: whether someone is signed in is known. */
  isSettled: boolean;
  isSignedIn: boolean;
  isAdmin: boolean;
  /** Whose cart the app shows (src/app/cart/cartOwner.ts); undefined while signed out. */
  cartOwner: string | undefined;
}

/**
 * What the router needs to know about the person browsing: the guards of the profile and admin layouts
 * ask it on every navigation, after waiting for the start phase to end (a reload of /profile while
 * signed in must not bounce to / before the session is known).
 */
export interface Session {
  /** Resolves once the session knows whether someone is signed in. */
  whenSettled(): Promise<void>;
  isSignedIn(): boolean;
  isAdmin(): boolean;
}

/** The running session machine as the handle reads it (src/app/session/session.ts wraps the actor). */
export interface StartedSession {
  view(): SessionView;
  subscribe(listener: () => void): () => void;
  send(event: SessionEvent): void;
}

/**
 * The tab's session as the app holds it from the start, before the machine behind it has loaded: a drawn page
 * hydrates and goes live with the session as the server drew it, and the machine comes after (src/main.tsx).
 * Until then it shows the drawn view, and events sent to it wait for the machine.
 */
export interface SessionHandle extends Session {
  view(): SessionView;
  /** The session as the page was drawn (by the server, for a drawn page): what hydration must match. */
  readonly drawn: SessionView;
  subscribe(listener: () => void): () => void;
  send(event: SessionEvent): void;
  /** Hands the handle its machine, once loaded and started; the view follows the machine from then on. */
  attach(started: StartedSession): void;
}

export function createSessionHandle(drawn: SessionView): SessionHandle {
  let started: StartedSession | undefined;
  const waitingEvents: SessionEvent[] = [];
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const view = () => started?.view() ?? drawn;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    drawn,
    view,
    subscribe,
    send(event) {
      if (started) started.send(event);
      else waitingEvents.push(event);
    },
    attach(session) {
      if (started) throw new Error('The session handle already has its machine');
      started = session;
      session.subscribe(notify);
      for (const event of waitingEvents.splice(0)) session.send(event);
      notify();
    },
    whenSettled: () =>
      new Promise<void>((resolve) => {
        if (view().isSettled) return resolve();
        const unsubscribe = subscribe(() => {
          if (!view().isSettled) return;
          unsubscribe();
          resolve();
        });
      }),
    isSignedIn: () => view().isSignedIn,
    isAdmin: () => view().isAdmin,
  };
}

/** Re-runs the route guards whenever someone signs in or out, so a signed-out tab leaves the profile pages. */
export function keepRouterInStep(handle: SessionHandle, router: { invalidate(): unknown }): () => void {
  let wasSignedIn = handle.view().isSignedIn;
  return handle.subscribe(() => {
    const { isSignedIn, isSettled } = handle.view();
    if (isSignedIn === wasSignedIn || !isSettled) return;
    wasSignedIn = isSignedIn;
    void router.invalidate();
  });
}
