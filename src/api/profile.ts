import type { ProfileUpdateBody, ProfileUpdatedAnswer } from '#contract/profile.ts';
import { callEndpoint } from './endpoint.ts';
import { loadOnce } from './loadOnce.ts';

/**
 * The contract (and zod with it) loads with the first profile call rather than with the entry chunk: the
 * footer's currency switcher updates the profile, and a visitor never calls it.
 */
const contract = loadOnce(() => import('#contract/profile.ts'));

/** Spec §7: `GET users/profile/`, the signed-in user's profile. */
export function fetchProfile(signal?: AbortSignal) {
  return callEndpoint(
    contract().then(({ profileEndpoints }) => profileEndpoints.profile),
    { signal },
  );
}

/** Spec §7: `PATCH users/profile/` with the completion form, the settings form or `{currency: id}`. */
export function updateProfile(body: ProfileUpdateBody, signal?: AbortSignal): Promise<ProfileUpdatedAnswer> {
  return callEndpoint(
    contract().then(({ profileEndpoints }) => profileEndpoints.update),
    { body, signal },
  );
}
