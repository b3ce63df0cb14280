import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { detailBodySchema, redirectAnswerSchema, validationErrorBodySchema } from './errors.ts';
import { steamCallbackPath, steamLoginPath } from './steamSignIn.ts';

/**
 * Sign-in and session (spec §4, §7; DESIGN.md §4 overrides the spec on tokens); endpoints at the end of
 * this file.
 *
 * The refresh token lives only in the HttpOnly cookie `__Host-refresh_cs_skins` that the server sets; it is
 * never part of an answer (the spec's `refresh_token` field is deliberately left out). The SPA learns that a
 * refresh is possible from the readable cookie `session_cs_skins=1`.
 */
export const refreshCookieName = '__Host-refresh_cs_skins';
export const sessionFlagCookieName = 'session_cs_skins';

/** Access token lifetime (DESIGN §4): the session machine refreshes before it runs out. */
export const accessTokenLifetimeSeconds = 15 * 60;

/**
 * The `env` parameter of the Steam login: which configured SPA origin the browser returns to after sign-in
 * (`local` is the server's own origin). Anything not configured is refused, never redirected to.
 */
export const loginEnvSchema = z.string().regex(/^[a-z][a-z0-9_-]{0,31}$/, 'Unknown environment');
export const defaultLoginEnv = 'local';

export const steamLoginQuerySchema = z.strictObject({ env: loginEnvSchema }).meta({ id: 'SteamLoginQuery' });
export type SteamLoginQuery = z.infer<typeof steamLoginQuerySchema>;

/** `users/auth/me/`, `users/token/refresh/` and admin login answer this; the refresh token stays in its cookie. */
export const tokenAnswerSchema = z.strictObject({ access_token: z.string() }).meta({ id: 'TokenAnswer' });
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

/** 401 from refresh, auth/me and admin login: the SPA shows `message` (or 'Refresh token error') and logs out. */
export const authFailureSchema = z.object({ message: z.string() }).meta({ id: 'AuthFailure' });
export type AuthFailure = z.infer<typeof authFailureSchema>;

export { authFailureMessages } from './authMessages.ts';

/** What the access JWT (HS256) carries. `is_admin` drives the UI only: the server re-reads the role. */
export const accessTokenClaimsSchema = z
  .object({
    /** The user's id. */
    sub: z.string(),
    is_admin: z.boolean(),
    exp: z.number(),
    iat: z.number(),
    iss: z.string(),
    aud: z.string(),
    /** Unique per token. */
    jti: z.string(),
    type: z.literal('access'),
  })
  .meta({ id: 'AccessTokenClaims' });
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

export const adminLoginBodySchema = z
  .strictObject({
    username: z.string().trim().min(1, 'This field is required').max(150),
    password: z.string().min(1, 'This field is required').max(1024),
  })
  .meta({ id: 'AdminLogin' });
export type AdminLoginBody = z.infer<typeof adminLoginBodySchema>;

export const logoutAnswerSchema = z.object({ detail: z.string() }).meta({ id: 'LogoutAnswer' });
export const loggedOutDetail = 'Signed out';

/**
 * After a refused Steam sign-in the browser lands on `<SPA origin>/?auth_error=<code>`; the SPA shows a
 * message per code (any other value: the generic one). Codes name the kind of failure, never its details.
 */
export const authErrorCodes = [
  /** The user cancelled on the provider's page. */
  'cancelled',
  /** The provider's answer failed a check (signature, endpoint, identity, return address, nonce). */
  'invalid_assertion',
  /** The login started in another browser, or too long ago (state cookie missing or different). */
  'state_mismatch',
  /** The provider could not be reached to confirm the answer. */
  'provider_unavailable',
  /** The Steam account's user is banned from the shop. */
  'banned',
] as const;
export const authErrorCodeSchema = z.enum(authErrorCodes);
export type AuthErrorCode = z.infer<typeof authErrorCodeSchema>;
export const authErrorQueryParameter = 'auth_error';
/** The SPA route the browser lands on after a successful sign-in; it then calls `users/auth/me/`. */
export const authSuccessPath = '/auth-success';

const tokenResponses = { 200: tokenAnswerSchema, 401: authFailureSchema, 429: detailBodySchema };

/** Sign-in and session: Steam OpenID (browser redirects), refresh, auth/me, logout, admin password login. */
export const authEndpoints = {
  /** Answers with a redirect, never JSON: the SPA links to it (`steamLoginPath`), it does not call it. */
  steamLogin: defineEndpoint({
    method: 'GET',
    path: steamLoginPath,
    access: 'public',
    tags: ['auth'],
    summary: 'Start a Steam sign-in (browser redirect to the OpenID provider)',
    description: '302 to the provider; `env` names a configured SPA origin to come back to after sign-in.',
    query: steamLoginQuerySchema,
    responses: { 302: redirectAnswerSchema, 400: validationErrorBodySchema, 429: detailBodySchema },
  }),
  steamCallback: defineEndpoint({
    method: 'GET',
    path: steamCallbackPath,
    access: 'public',
    tags: ['auth'],
    summary: 'Where the OpenID provider sends the browser back',
    description:
      'Verifies the assertion (local checks, then check_authentication with the configured provider), starts ' +
      'a session and redirects to `<SPA>/auth-success`; on any failure to `<SPA>/?auth_error=<code>`.',
    responses: { 302: redirectAnswerSchema, 429: detailBodySchema },
  }),
  refresh: defineEndpoint({
    method: 'POST',
    path: 'users/token/refresh/',
    access: 'public',
    tags: ['auth'],
    summary: 'A new access token for the refresh-token cookie, which is rotated',
    responses: tokenResponses,
  }),
  me: defineEndpoint({
    method: 'GET',
    path: 'users/auth/me/',
    access: 'public',
    tags: ['auth'],
    summary: 'An access token when the refresh-token cookie holds a live session',
    description:
      'Used by the SPA after the Steam sign-in redirect. Does not rotate the cookie (a GET changes nothing).',
    responses: tokenResponses,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: 'users/auth/logout/',
    access: 'public',
    tags: ['auth'],
    summary: 'End the session of the refresh-token cookie and clear the cookies',
    responses: { 200: logoutAnswerSchema },
  }),
  adminLogin: defineEndpoint({
    method: 'POST',
    path: 'users/auth/admin/login/',
    access: 'public',
    tags: ['auth'],
    summary: 'Admin password sign-in (the hidden admin login page)',
    body: adminLoginBodySchema,
    responses: { ...tokenResponses, 400: validationErrorBodySchema },
  }),
};

/** The hidden part of the back-office sign-in page `/admin/<segment>/login`. */
export const adminLoginSegmentSchema = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/);

/**
 * Whether `/admin/<segment>/login` is the back-office sign-in page: only the configured segment is (200);
 * any other is the not-found page (404). The SPA asks before showing the form.
 */
export const adminLoginPageEndpoint = defineEndpoint({
  method: 'GET',
  path: 'users/auth/admin/login_page/{segment}/',
  access: 'public',
  tags: ['auth'],
  summary: 'Is this the hidden back-office sign-in page?',
  params: z.object({ segment: z.string().max(64) }),
  responses: { 200: z.object({ admin_login_page: z.literal(true) }), 404: detailBodySchema },
});
