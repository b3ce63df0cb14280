import { isUnsendablePathValue } from '#contract/endpoint.ts';
import { sessionCallContext } from './auth.ts';
import { callEndpoint } from './endpoint.ts';
import { isHTTPError } from './httpError.ts';
import { loadOnce } from './loadOnce.ts';

/** The contract (and zod with it) loads with the sign-in page's first submit, never with the entry chunk. */
const contract = loadOnce(() => import('#contract/auth.ts'));

/** What the administrator types on the hidden sign-in page. */
export interface AdminCredentials {
  username: string;
  password: string;
}

/**
 * `POST users/auth/admin/login/`: an access token for the administrator; the server sets the refresh cookie
 * as for a Steam sign-in. It goes as a session call: it is how a token is obtained, so it must never wait for
 * one, and its 401 (wrong credentials) is an answer to show, not a token to refresh. No retry: the server
 * counts every attempt against its rate limit.
 */
export async function signInAsAdmin(credentials: AdminCredentials): Promise<string> {
  const { authEndpoints } = await contract();
  const answer = await callEndpoint(authEndpoints.adminLogin, {
    body: credentials,
    credentials: 'include',
    context: sessionCallContext,
    retry: 0,
  });
  return answer.access_token;
}

/**
 * Whether `/admin/<segment>/login` is the hidden sign-in page: only the server knows the segment, and any other
 * one is the not-found page.
 */
export async function isAdminLoginPage(segment: string): Promise<boolean> {
  if (isUnsendablePathValue(segment)) return false;
  const { adminLoginPageEndpoint } = await contract();
  try {
    await callEndpoint(adminLoginPageEndpoint, { params: { segment } });
    return true;
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 404) return false;
    throw error;
  }
}
