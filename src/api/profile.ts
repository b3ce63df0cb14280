import { type ProfileUpdateBody, type ProfileUpdatedAnswer, profileEndpoints } from '#contract/profile.ts';
import { callEndpoint } from './endpoint.ts';

/** Spec §7: `GET users/profile/`, the signed-in user's profile. */
export function fetchProfile(signal?: AbortSignal) {
  return callEndpoint(profileEndpoints.profile, { signal });
}

/** Spec §7: `PATCH users/profile/` with the completion form, the settings form or `{currency: id}`. */
export function updateProfile(body: ProfileUpdateBody, signal?: AbortSignal): Promise<ProfileUpdatedAnswer> {
  return callEndpoint(profileEndpoints.update, { body, signal });
}
