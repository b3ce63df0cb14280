import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { type AccessTokenClaims, accessTokenClaimsSchema, accessTokenLifetimeSeconds } from '#contract/auth.ts';
import type { AuthContext } from './context.ts';

const algorithm = 'HS256';

export async function issueAccessToken(
  context: AuthContext,
  user: { id: number; is_admin: boolean },
  now = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return (
    new SignJWT({ is_admin: user.is_admin, type: 'access' })
      .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
      .setSubject(String(user.id))
      // Unique per token, so two issued in the same second are told apart in logs and audits.
      .setJti(randomUUID())
      .setIssuer(context.issuer)
      .setAudience(context.audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + accessTokenLifetimeSeconds)
      .sign(context.accessTokenKey)
  );
}

/**
 * The claims of a valid access token, or undefined. Only HS256 is accepted (so `alg: none` and algorithm
 * confusion fail), issuer, audience and expiry must match, and `type` must be 'access': nothing else we
 * might ever sign with this key passes as an access token.
 */
export async function verifyAccessToken(context: AuthContext, token: string): Promise<AccessTokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, context.accessTokenKey, {
      algorithms: [algorithm],
      issuer: context.issuer,
      audience: context.audience,
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    const claims = accessTokenClaimsSchema.safeParse(payload);
    return claims.success ? claims.data : undefined;
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
