import { queryOptions } from '@tanstack/react-query';
import { fetchProfile } from './profile.ts';

/** Everything cached about the signed-in user sits under `['me']`, so signing out forgets it in one call. */
export const userDataKeys = {
  all: ['me'] as const,
  profile: () => [...userDataKeys.all, 'profile'] as const,
};

/**
 * Spec §7: the profile runs only when signed in and none is cached; callers pass `enabled` from the session.
 * It stays fresh until something changes it (the forms invalidate it), so it is fetched once per sign-in.
 */
export const profileQuery = queryOptions({
  queryKey: userDataKeys.profile(),
  queryFn: ({ signal }) => fetchProfile(signal),
  staleTime: Number.POSITIVE_INFINITY,
});
