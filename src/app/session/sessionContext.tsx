import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { profileQuery } from '#api/profile.queries.ts';
import type { SessionHandle, SessionView } from './sessionHandle.ts';

const SessionContext = createContext<SessionHandle | null>(null);

/** Makes the tab's session (src/app/session/sessionHandle.ts) available to the components below. */
export const SessionProvider = SessionContext.Provider;

/** The tab's session, to send it events (sign in, log out); they wait for its machine if it is still loading. */
export function useSession(): SessionHandle {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

/**
 * A value of the session, for a component to draw with. While React hydrates a page the server drew, it reads the
 * session as the server drew it (`drawn`), however far the browser's session has gone since: a part of the page
 * hydrated late (React hydrates a page's parts one after another) must match what the server wrote, and React then
 * draws it again with the session as it is. `selector` must return a primitive.
 */
export function useSessionView<Value>(selector: (view: SessionView) => Value): Value {
  const session = useSession();
  return useSyncExternalStore(
    session.subscribe,
    () => selector(session.view()),
    () => selector(session.drawn),
  );
}

export function useIsSignedIn(): boolean {
  return useSessionView((view) => view.isSignedIn);
}

export function useIsAdmin(): boolean {
  return useSessionView((view) => view.isAdmin);
}

export function useIsSessionSettled(): boolean {
  return useSessionView((view) => view.isSettled);
}

/** Spec §7: the profile is fetched only for a signed-in user, once per sign-in (signing out forgets it). */
export function useProfile() {
  return useQuery({ ...profileQuery, enabled: useIsSignedIn() });
}
