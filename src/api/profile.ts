import { isHTTPError } from 'ky';
import {
  type ProfileUpdateBody,
  type ProfileUpdatedAnswer,
  profileEndpoints,
  steamSignInRequiredSchema,
} from '#contract/profile.ts';
import { callEndpoint } from './endpoint.ts';

/** Spec §7: `GET users/profile/`, the signed-in user's profile. */
export function fetchProfile(signal?: AbortSignal) {
  return callEndpoint(profileEndpoints.profile, { signal });
}

/** The 403 of a trade link change without a recent Steam sign-in (issue #15): signing in again lifts it. */
export function isSteamSignInRequired(error: unknown): boolean {
  return isHTTPError(error) && error.response.status === 403 && steamSignInRequiredSchema.safeParse(error.data).success;
}

/** Spec §7: `PATCH users/profile/` with the completion form, the settings form or `{currency: id}`. */
export function updateProfile(body: ProfileUpdateBody, signal?: AbortSignal): Promise<ProfileUpdatedAnswer> {
  return callEndpoint(profileEndpoints.update, { body, signal });
}
