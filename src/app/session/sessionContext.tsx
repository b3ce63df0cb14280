import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { createContext, useContext } from 'react';
import { profileQuery } from '#api/profile.queries.ts';
import { selectIsAdmin, selectIsSettled, selectIsSignedIn } from '#machines/session/session.machine.ts';
import type { SessionActor } from './session.ts';

const SessionActorContext = createContext<SessionActor | null>(null);

/** Makes the tab's session actor (src/app/session.ts) available to the components below. */
export const SessionProvider = SessionActorContext.Provider;

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionActorContext);
  if (!actor) throw new Error('useSessionActor must be used inside <SessionProvider>');
  return actor;
}

export function useIsSignedIn(): boolean {
  return useSelector(useSessionActor(), selectIsSignedIn);
}

export function useIsAdmin(): boolean {
  return useSelector(useSessionActor(), selectIsAdmin);
}

export function useIsSessionSettled(): boolean {
  return useSelector(useSessionActor(), selectIsSettled);
}

/** Spec §7: the profile is fetched only for a signed-in user, once per sign-in (signing out forgets it). */
export function useProfile() {
  return useQuery({ ...profileQuery, enabled: useIsSignedIn() });
}
