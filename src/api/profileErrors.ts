import { steamSignInRequiredSchema } from '#contract/profile.ts';
import { isHTTPError } from './httpError.ts';

/** The 403 of a trade link change without a recent Steam sign-in (issue #15): signing in again lifts it. */
export function isSteamSignInRequired(error: unknown): boolean {
  return isHTTPError(error) && error.response.status === 403 && steamSignInRequiredSchema.safeParse(error.data).success;
}
