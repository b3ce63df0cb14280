import { t } from '@lingui/core/macro';
import type { Options } from 'ky';
import { authFailureMessages } from '#contract/authMessages.ts';
import { withBrowserLock } from './browserLock.ts';
import { callEndpoint } from './endpoint.ts';
import { isHTTPError } from './httpError.ts';
import { loadOnce } from './loadOnce.ts';

/**
 * The contract (and zod with it) loads with the first session call rather than with the entry chunk: the
 * session starts before the first paint, and a visitor without a session never calls the server at all.
 */
const contract = loadOnce(() => import('#contract/auth.ts'));

/**
 * The session's own calls. They carry this mark so the session's request hooks let them through untouched:
 * they are how the session gets a token, so they must never wait for one.
 */
export const sessionCallContext = { sessionCall: true } as const;

export function isSessionCall(context: Record<string, unknown>): boolean {
  return context.sessionCall === true;
}

/** With credentials: the refresh cookie must go with these calls even when the API lives on another origin. */
const sessionCallOptions = { credentials: 'include', context: sessionCallContext, retry: 0 } satisfies Options;

const bearer = (token: string | null) => (token ? { Authorization: `Bearer ${token}` } : undefined);

/** `GET users/auth/me/`: an access token when the refresh cookie holds a session, else null (401). */
export async function fetchSessionToken(signal?: AbortSignal): Promise<string | null> {
  try {
    const answer = await callEndpoint(
      contract().then(({ authEndpoints }) => authEndpoints.me),
      { ...sessionCallOptions, signal },
    );
    return answer.access_token;
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 401) return null;
    throw error;
  }
}

/** The lock the tabs of this browser take turns on to refresh (SECURITY.md: one refresh at a time). */
export const refreshLockName = 'refresh_cs_skins';

/**
 * `POST users/token/refresh/`: a new access token for the refresh cookie (rotated by the server). A refresh
 * token that came in the address bar (spec §4) has no cookie, so it goes as the bearer, as spec §7 says.
 * The cookie is shared by every tab and rotated by each refresh, so tabs refresh one at a time; a tab still
 * waiting when another one's new token reaches it gives up (`signal`) and uses that token instead. Once sent, a
 * refresh is never abandoned: the server rotates the cookie either way, and the browser must keep the successor.
 */
export async function refreshAccessToken(refreshToken: string | null, signal?: AbortSignal): Promise<string> {
  return withBrowserLock(
    refreshLockName,
    async () => {
      signal?.throwIfAborted();
      const answer = await callEndpoint(
        contract().then(({ authEndpoints }) => authEndpoints.refresh),
        {
          ...sessionCallOptions,
          headers: bearer(refreshToken),
        },
      );
      return answer.access_token;
    },
    { signal },
  );
}

/** `POST users/auth/logout/`: the server revokes the refresh cookie's family and clears the cookies. */
export async function endServerSession({
  accessToken,
  refreshToken,
}: {
  accessToken: string | null;
  refreshToken: string | null;
}): Promise<void> {
  await callEndpoint(
    contract().then(({ authEndpoints }) => authEndpoints.logout),
    { ...sessionCallOptions, headers: bearer(accessToken ?? refreshToken) },
  );
}

/**
 * Spec §8, refresh failure: the server's `message` (contract/auth.ts `authFailureSchema`), else
 * 'Refresh token error'; a ban's message in the shopper's language. Read by hand: this runs in the entry chunk,
 * which zod stays out of.
 */
export function formatRefreshError(error: unknown): string {
  const body: unknown = isHTTPError(error) ? error.data : undefined;
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  if (message === authFailureMessages.banned)
    return t`Your account has been suspended. Contact support if you think this is a mistake.`;
  return typeof message === 'string' && message.trim() !== '' ? message : t`Refresh token error`;
}
