import { jwtDecode } from 'jwt-decode';
import type { SessionSnapshot } from '#machines/session/session.machine.ts';

/**
 * Whose cart the app shows: the `sub` claim of the signed-in user's access token (the server verifies the token;
 * the SPA only needs a name for the cache key). Undefined while signed out; empty for a token it cannot read.
 */
export function selectCartOwner(snapshot: SessionSnapshot): string | undefined {
  const token = snapshot.hasTag('signedIn') ? snapshot.context.accessToken : null;
  if (token === null) return undefined;
  try {
    const { sub } = jwtDecode<{ sub?: unknown }>(token);
    return typeof sub === 'string' || typeof sub === 'number' ? String(sub) : '';
  } catch {
    return '';
  }
}
