import { useQuery } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { profileQuery } from '#api/profile.queries.ts';
import {
  type SessionSnapshot,
  selectIsAdmin,
  selectIsSettled,
  selectIsSignedIn,
} from '#machines/session/session.machine.ts';
import { drawnSessionSnapshot, type SessionActor } from './session.ts';

const SessionActorContext = createContext<SessionActor | null>(null);

/** Makes the tab's session actor (src/app/session.ts) available to the components below. */
export const SessionProvider = SessionActorContext.Provider;

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionActorContext);
  if (!actor) throw new Error('useSessionActor must be used inside <SessionProvider>');
  return actor;
}

/**
 * A value of the session, for a component to draw with. While React hydrates a page the server drew, it reads the
 * session as the server drew it (`drawnSessionSnapshot`), however far the browser's session has gone since: a part
 * of the page hydrated late (React hydrates a page's parts one after another) must match what the server wrote,
 * and React then draws it again with the session as it is. `selector` must return a primitive.
 */
export function useSessionSelector<Value>(selector: (snapshot: SessionSnapshot) => Value): Value {
  const actor = useSessionActor();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(
    subscribe,
    () => selector(actor.getSnapshot()),
    () => selector(drawnSessionSnapshot(actor)),
  );
}

export function useIsSignedIn(): boolean {
  return useSessionSelector(selectIsSignedIn);
}

export function useIsAdmin(): boolean {
  return useSessionSelector(selectIsAdmin);
}

export function useIsSessionSettled(): boolean {
  return useSessionSelector(selectIsSettled);
}

/** Spec §7: the profile is fetched only for a signed-in user, once per sign-in (signing out forgets it). */
export function useProfile() {
  return useQuery({ ...profileQuery, enabled: useIsSignedIn() });
}
