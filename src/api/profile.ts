import {
  type ProfileUpdateBody,
  type ProfileUpdatedAnswer,
  profilePath,
  profileSchema,
  profileUpdatedAnswerSchema,
} from '../../contract/profile.ts';
import { api } from './client.ts';

/** Spec §7: `GET users/profile/`, the signed-in user's profile. */
export function fetchProfile(signal?: AbortSignal) {
  return api.get(profilePath, { signal }).json(profileSchema);
}

/** Spec §7: `PATCH users/profile/` with the completion form, the settings form or `{currency: id}`. */
export function updateProfile(body: ProfileUpdateBody, signal?: AbortSignal): Promise<ProfileUpdatedAnswer> {
  return api.patch(profilePath, { json: body, signal }).json(profileUpdatedAnswerSchema);
}
