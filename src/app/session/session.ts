import type { QueryClient } from '@tanstack/react-query';
import { type Actor, createActor } from 'xstate';
import { userDataKeys } from '#api/profile.queries.ts';
import {
  type SessionSnapshot,
  selectIsAdmin,
  selectIsSettled,
  selectIsSignedIn,
  sessionMachine,
} from '#machines/session/session.machine.ts';
import type { SessionAnnouncement } from '#machines/session/session.types.ts';
import { notify } from '#ui/ToastHost/notify.ts';
import { selectCartOwner } from '../cart/cartOwner.ts';
import { hasSessionFlagCookie, readAddressTokens, stripAddressTokens } from './sessionAddress.ts';
import { createSessionHandle, type SessionHandle, type SessionView, type StartedSession } from './sessionHandle.ts';
import { registerSessionRequestHooks } from './sessionRequests.ts';

export type SessionActor = Actor<typeof sessionMachine>;

/** The name other tabs of this origin listen on (spec §9: names end in `cs_skins`). */
const announcementChannelName = 'session_cs_skins';

/** The session as the pages draw it, read from the machine's snapshot through its selectors. */
function sessionViewOf(snapshot: SessionSnapshot): SessionView {
  return {
    isSettled: selectIsSettled(snapshot),
    isSignedIn: selectIsSignedIn(snapshot),
    isAdmin: selectIsAdmin(snapshot),
    cartOwner: selectCartOwner(snapshot),
  };
}

/** The actor as a session handle reads it: one view per snapshot, so the pages' selections stay stable. */
function startedSessionOf(actor: SessionActor): StartedSession {
  let last = { snapshot: actor.getSnapshot(), view: sessionViewOf(actor.getSnapshot()) };
  return {
    view() {
      const snapshot = actor.getSnapshot();
      if (snapshot !== last.snapshot) last = { snapshot, view: sessionViewOf(snapshot) };
      return last.view;
    },
    subscribe(listener) {
      const subscription = actor.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    send: (event) => actor.send(event),
  };
}

/** A handle on a session actor as it is now (the server draws with one; tests mount their own). */
export function sessionOf(actor: SessionActor): SessionHandle {
  const handle = createSessionHandle(sessionViewOf(actor.getSnapshot()));
  handle.attach(startedSessionOf(actor));
  return handle;
}

/**
 * Starts the tab's session: its effects are this browser's (address bar, cookies, BroadcastChannel, toasts,
 * the query cache), and every API call asks it for a token. Call before the router reads the address, or (a page
 * drawn by the server, which never carries tokens in its address) once the page is hydrated, with the `handle`
 * the page was drawn and hydrated with: hydration must see the session as the server drew it.
 */
export function startSession({ queryClient, handle }: { queryClient: QueryClient; handle?: SessionHandle }): {
  actor: SessionActor;
  handle: SessionHandle;
  /** Ends the session's wiring (tests mount several in one page); the app's lives as long as the tab. */
  stop(): void;
} {
  // Older browsers without BroadcastChannel keep working; only the instant cross-tab sign-out and the shared
  // refresh are lost (each tab then renews its own token, still one at a time).
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(announcementChannelName);
  const announce = (announcement: SessionAnnouncement) => channel?.postMessage(announcement);

  const machine = sessionMachine.provide({
    actions: {
      stripAddressTokens,
      announceSignIn: () => announce({ type: 'signedIn' }),
      announceSignOut: () => announce({ type: 'signedOut' }),
      announceRefresh: (_, { accessToken }) => announce({ type: 'refreshed', accessToken }),
      forgetUserData: () => queryClient.removeQueries({ queryKey: userDataKeys.all }),
      notifyRefreshFailure: (_, { message }) => notify.error(message),
    },
    guards: { hasSessionCookie: () => hasSessionFlagCookie(document.cookie) },
  });
  const actor = createActor(machine, { input: { addressTokens: readAddressTokens(location.href) } });
  const sessionHandle = handle ?? createSessionHandle(sessionViewOf(actor.getSnapshot()));

  channel?.addEventListener('message', ({ data }: MessageEvent<SessionAnnouncement>) => {
    if (data.type === 'signedOut') actor.send({ type: 'session.signedOutElsewhere' });
    if (data.type === 'signedIn') actor.send({ type: 'session.signedInElsewhere' });
    if (data.type === 'refreshed') actor.send({ type: 'session.refreshedElsewhere', accessToken: data.accessToken });
  });
  const unregisterHooks = registerSessionRequestHooks(actor);
  actor.start();
  sessionHandle.attach(startedSessionOf(actor));
  const stop = () => {
    unregisterHooks();
    channel?.close();
    actor.stop();
  };
  return { actor, handle: sessionHandle, stop };
}
