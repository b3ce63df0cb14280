import { jwtDecode } from 'jwt-decode';

export interface AccessTokenFacts {
  isAdmin: boolean;
  /** Epoch milliseconds, or null when the token carries no readable `exp`. */
  expiresAt: number | null;
}

/**
 * What the UI may learn from an access token without verifying it (the server does that on every call):
 * the admin flag and the expiry. A token that cannot be decoded is only logged (spec §4): the user stays
 * signed in, without the admin entries, and the server decides what the token is worth.
 *
 * The expiry is the token's lifetime (`exp - iat`) counted from when it was received, not `exp` read against
 * this computer's clock: a clock a quarter of an hour fast would otherwise see every new token as expired
 * and refresh without end.
 */
export function readAccessToken(
  token: string,
  receivedAt = Date.now(),
  log: (message: string, error: unknown) => void = console.warn,
): AccessTokenFacts {
  try {
    const claims = jwtDecode<{ is_admin?: unknown; exp?: unknown; iat?: unknown }>(token);
    const { exp, iat } = claims;
    let expiresAt: number | null = null;
    if (typeof exp === 'number' && typeof iat === 'number') expiresAt = receivedAt + (exp - iat) * 1000;
    else if (typeof exp === 'number') expiresAt = exp * 1000;
    return { isAdmin: claims.is_admin === true, expiresAt };
  } catch (error) {
    log('The access token could not be decoded; the admin flag stays off.', error);
    return { isAdmin: false, expiresAt: null };
  }
}
