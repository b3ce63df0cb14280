import type { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { type Actor, createActor, waitFor } from 'xstate';
import { userDataKeys } from '#api/profile.queries.ts';
import {
  type SessionSnapshot,
  selectIsAdmin,
  selectIsSettled,
  selectIsSignedIn,
  sessionMachine,
} from '#machines/session/session.machine.ts';
import type { AddressTokens, SessionAnnouncement } from '#machines/session/session.types.ts';
import { notify } from '#ui/ToastHost/notify.ts';
import { registerSessionRequestHooks } from './sessionRequests.ts';

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

export type SessionActor = Actor<typeof sessionMachine>;

/** The name other tabs of this origin listen on (spec §9: names end in `cs_skins`). */
const announcementChannelName = 'session_cs_skins';
const addressTokenParameters = { access: 'access_token', refresh: 'refresh_token' } as const;

/**
 * contract/auth.ts `sessionFlagCookieName` and `authErrorQueryParameter`, repeated because the session starts
 * in the entry chunk, which the contract's zod stays out of (DESIGN.md §6); session.test.ts holds them equal.
 */
export const sessionFlagCookie = 'session_cs_skins';
export const authErrorParameter = 'auth_error';

/** Spec §4: tokens may arrive in the address bar (`?access_token=&refresh_token=`). */
export function readAddressTokens(href: string): AddressTokens | null {
  const parameters = new URL(href).searchParams;
  const accessToken = parameters.get(addressTokenParameters.access);
  if (!accessToken) return null;
  return { accessToken, refreshToken: parameters.get(addressTokenParameters.refresh) || null };
}

/** The address without these parameters: tokens must leave neither history, bookmarks nor a Referer header. */
export function withoutParameters(href: string, names: readonly string[]): string {
  const url = new URL(href);
  for (const name of names) url.searchParams.delete(name);
  return url.href;
}

function replaceAddress(href: string) {
  if (href !== location.href) history.replaceState(history.state, '', href);
}

/**
 * A refused Steam sign-in lands on `/?auth_error=<code>` (contract/auth.ts): say why once, and take the code
 * out of the address so a reload does not say it again.
 */
function reportAuthError() {
  const code = new URL(location.href).searchParams.get(authErrorParameter);
  if (code === null) return;
  replaceAddress(withoutParameters(location.href, [authErrorParameter]));
  void import('./AuthErrorMessage.tsx').then(({ AuthErrorMessage }) =>
    notify.error(createElement(AuthErrorMessage, { code })),
  );
}

/** Each session's first state, before it started: what a page drawn by the server shows (src/entry-server.tsx). */
const drawnSnapshots = new WeakMap<SessionActor, SessionSnapshot>();

/**
 * The session as a server-drawn page shows it: the browser's session before it started (it waits for hydration,
 * see `startSession`), or on the server the one it draws with, as it is.
 */
export function drawnSessionSnapshot(actor: SessionActor): SessionSnapshot {
  return drawnSnapshots.get(actor) ?? actor.getSnapshot();
}

export function hasSessionFlagCookie(cookies: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === `${sessionFlagCookie}=1`);
}

export function sessionOf(actor: SessionActor): Session {
  return {
    whenSettled: async () => {
      await waitFor(actor, selectIsSettled);
    },
    isSignedIn: () => selectIsSignedIn(actor.getSnapshot()),
    isAdmin: () => selectIsAdmin(actor.getSnapshot()),
  };
}

/**
 * Starts the tab's session: its effects are this browser's (address bar, cookies, BroadcastChannel, toasts,
 * the query cache), and every API call asks it for a token. Call once, before the router reads the address.
 *
 * A page drawn by the server was drawn with the session still asking (src/entry-server.tsx): hydration must see
 * that same state, or the header it draws differs from the server's and React throws the page away. `startAfter`
 * holds the session in that first state (calls that need a token wait) until the page is hydrated.
 */
export function startSession({ queryClient, startAfter }: { queryClient: QueryClient; startAfter?: Promise<void> }): {
  actor: SessionActor;
  session: Session;
  /** Ends the session's wiring (tests mount several in one page); the app's lives as long as the tab. */
  stop(): void;
} {
  // Older browsers without BroadcastChannel keep working; only the instant cross-tab sign-out and the shared
  // refresh are lost (each tab then renews its own token, still one at a time).
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(announcementChannelName);
  const announce = (announcement: SessionAnnouncement) => channel?.postMessage(announcement);

  const machine = sessionMachine.provide({
    actions: {
      stripAddressTokens: () =>
        replaceAddress(
          withoutParameters(location.href, [addressTokenParameters.access, addressTokenParameters.refresh]),
        ),
      announceSignIn: () => announce({ type: 'signedIn' }),
      announceSignOut: () => announce({ type: 'signedOut' }),
      announceRefresh: (_, { accessToken }) => announce({ type: 'refreshed', accessToken }),
      forgetUserData: () => queryClient.removeQueries({ queryKey: userDataKeys.all }),
      notifyRefreshFailure: (_, { message }) => notify.error(message),
    },
    guards: { hasSessionCookie: () => hasSessionFlagCookie(document.cookie) },
  });
  const actor = createActor(machine, { input: { addressTokens: readAddressTokens(location.href) } });
  drawnSnapshots.set(actor, actor.getSnapshot());

  channel?.addEventListener('message', ({ data }: MessageEvent<SessionAnnouncement>) => {
    if (data.type === 'signedOut') actor.send({ type: 'session.signedOutElsewhere' });
    if (data.type === 'signedIn') actor.send({ type: 'session.signedInElsewhere' });
    if (data.type === 'refreshed') actor.send({ type: 'session.refreshedElsewhere', accessToken: data.accessToken });
  });
  const unregisterHooks = registerSessionRequestHooks(actor);
  reportAuthError();
  if (startAfter) void startAfter.then(() => actor.start());
  else actor.start();
  const stop = () => {
    unregisterHooks();
    channel?.close();
    actor.stop();
  };
  return { actor, session: sessionOf(actor), stop };
}

/** Re-runs the route guards whenever someone signs in or out, so a signed-out tab leaves the profile pages. */
export function keepRouterInStep(actor: SessionActor, router: { invalidate(): unknown }): () => void {
  let wasSignedIn = selectIsSignedIn(actor.getSnapshot());
  const subscription = actor.subscribe((snapshot) => {
    const isSignedIn = selectIsSignedIn(snapshot);
    if (isSignedIn === wasSignedIn || !selectIsSettled(snapshot)) return;
    wasSignedIn = isSignedIn;
    void router.invalidate();
  });
  return () => subscription.unsubscribe();
}
