import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type AuthErrorCode,
  adminLoginBodySchema,
  authErrorQueryParameter,
  authFailureMessages,
  authFailureSchema,
  authPaths,
  authSuccessPath,
  loggedOutDetail,
  logoutAnswerSchema,
  refreshCookieName,
  steamLoginQuerySchema,
  tokenAnswerSchema,
} from '../../contract/auth.ts';
import { detailBodySchema, validationErrorBodySchema } from '../../contract/errors.ts';
import { issueAccessToken } from '../auth/accessTokens.ts';
import { authContext } from '../auth/context.ts';
import {
  clearLoginStateCookie,
  clearSessionCookies,
  loginStateCookie,
  setLoginStateCookie,
  setSessionCookies,
} from '../auth/cookies.ts';
import {
  checkAssertionLocally,
  claimNonce,
  confirmWithProvider,
  loginRedirectUrl,
  openIdParamsOf,
} from '../auth/openid.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { randomToken } from '../auth/secrets.ts';
import {
  endSession,
  rotateRefreshToken,
  type Session,
  sessionUserOf,
  startSession,
  tokenOfBannedUser,
} from '../auth/sessions.ts';
import { findUser, upsertSteamUser } from '../auth/users.ts';
import { apiPrefix } from '../config.ts';

/** Sign-in and session (spec §4, §7; DESIGN §4): Steam OpenID, refresh, auth/me, logout, admin password login. */
export default async function authRoutes(app: FastifyInstance) {
  await app.register(cookie);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config } = app;
  const { rateLimits, spaOrigins, publicOrigin, openIdEndpoint } = config.auth;
  const callbackUrl = `${publicOrigin}${apiPrefix}/${authPaths.steamCallback}`;
  const rateLimit = (limit: { max: number; timeWindowMs: number }) => ({
    rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs },
  });

  api.get(
    `/${authPaths.steamLogin}`,
    {
      config: rateLimit(rateLimits.steamLogin),
      schema: {
        tags: ['auth'],
        summary: 'Start a Steam sign-in (browser redirect to the OpenID provider)',
        description: '302 to the provider; `env` names a configured SPA origin to come back to after sign-in.',
        querystring: steamLoginQuerySchema,
        response: { 400: validationErrorBodySchema, 429: detailBodySchema },
      },
    },
    async (request, reply) => {
      const { env } = request.query;
      if (!Object.hasOwn(spaOrigins, env)) return reply.code(400).send({ env: ['Unknown environment'] });
      const state = randomToken();
      setLoginStateCookie(reply, state);
      const returnTo = new URL(callbackUrl);
      returnTo.searchParams.set('state', state);
      returnTo.searchParams.set('env', env);
      return reply
        .header('cache-control', 'no-store')
        .redirect(loginRedirectUrl(openIdEndpoint, returnTo.toString(), `${publicOrigin}/`), 302);
    },
  );

  api.get(
    `/${authPaths.steamCallback}`,
    {
      config: rateLimit(rateLimits.steamCallback),
      schema: {
        tags: ['auth'],
        summary: 'Where the OpenID provider sends the browser back',
        description:
          'Verifies the assertion (local checks, then check_authentication with the configured provider), starts ' +
          'a session and redirects to `<SPA>/auth-success`; on any failure to `<SPA>/?auth_error=<code>`.',
        response: { 429: detailBodySchema },
      },
    },
    async (request, reply) => {
      const query = openIdParamsOf(request.query);
      const env = query?.env;
      const spaOrigin =
        (env !== undefined && Object.hasOwn(spaOrigins, env) ? spaOrigins[env] : undefined) ?? publicOrigin;
      clearLoginStateCookie(reply);
      reply.header('cache-control', 'no-store');
      const refuse = (code: AuthErrorCode, reason: string) => {
        request.log.warn({ event: 'auth.steam_login_refused', code, reason }, 'Steam sign-in refused');
        const target = new URL(spaOrigin);
        target.searchParams.set(authErrorQueryParameter, code);
        return reply.redirect(target.toString(), 302);
      };

      if (!query || !env || !Object.hasOwn(spaOrigins, env))
        return refuse('invalid_assertion', 'malformed callback query');
      const local = checkAssertionLocally(query, {
        endpoint: openIdEndpoint,
        callbackUrl,
        cookieState: request.cookies[loginStateCookie.name],
        env,
        now: new Date(),
      });
      if (!local.ok) return refuse(local.code, local.reason);
      if (!(await claimNonce(app.db, openIdEndpoint, local.identity.nonce))) {
        return refuse('invalid_assertion', 'replayed response nonce');
      }
      const verdict = await confirmWithProvider(config.auth.providerFetch, openIdEndpoint, query);
      if (verdict === 'unavailable') return refuse('provider_unavailable', 'check_authentication failed');
      if (verdict === 'invalid') return refuse('invalid_assertion', 'provider says is_valid:false');

      const user = await upsertSteamUser(app.db, local.identity);
      if (user.banned) return refuse('banned', 'the account is banned');
      const session = await startSession(app.db, user.id, { userAgent: request.headers['user-agent'] });
      setSessionCookies(reply, session.refreshToken, session.endsAt);
      request.log.info({ event: 'auth.steam_login', userId: user.id, steamId: local.identity.steamId }, 'signed in');
      return reply.redirect(`${spaOrigin}${authSuccessPath}`, 302);
    },
  );

  const tokenResponses = { 200: tokenAnswerSchema, 401: authFailureSchema, 429: detailBodySchema };

  api.post(
    `/${authPaths.refresh}`,
    {
      config: rateLimit(rateLimits.refresh),
      schema: {
        tags: ['auth'],
        summary: 'A new access token for the refresh-token cookie, which is rotated',
        response: tokenResponses,
      },
    },
    async (request, reply) => {
      const refreshToken = request.cookies[refreshCookieName];
      if (!refreshToken) return reply.code(401).send({ message: authFailureMessages.noSession });
      const context = await authContext(app);
      const rotation = await rotateRefreshToken(app.db, context, refreshToken);
      if (rotation.outcome === 'reused') {
        request.log.warn(
          { event: 'auth.refresh_token_reuse', userId: rotation.userId, familyId: rotation.familyId },
          'a rotated refresh token came back: session family revoked',
        );
      }
      if (rotation.outcome !== 'rotated') {
        clearSessionCookies(reply);
        const banned = await tokenOfBannedUser(app.db, refreshToken);
        return reply
          .code(401)
          .send({ message: banned ? authFailureMessages.banned : authFailureMessages.sessionExpired });
      }
      return answerWithSession(app, reply, rotation);
    },
  );

  api.get(
    `/${authPaths.me}`,
    {
      config: rateLimit(rateLimits.refresh),
      schema: {
        tags: ['auth'],
        summary: 'An access token when the refresh-token cookie holds a live session',
        description:
          'Used by the SPA after the Steam sign-in redirect. Does not rotate the cookie (a GET changes nothing).',
        response: tokenResponses,
      },
    },
    async (request, reply) => {
      const refreshToken = request.cookies[refreshCookieName];
      const userId = refreshToken ? await sessionUserOf(app.db, refreshToken) : undefined;
      const user = userId === undefined ? undefined : await findUser(app.db, userId);
      if (!user) return reply.code(401).send({ message: authFailureMessages.noSession });
      reply.header('cache-control', 'no-store');
      return { access_token: await issueAccessToken(await authContext(app), user) };
    },
  );

  api.post(
    `/${authPaths.logout}`,
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session of the refresh-token cookie and clear the cookies',
        response: { 200: logoutAnswerSchema },
      },
    },
    async (request, reply) => {
      const refreshToken = request.cookies[refreshCookieName];
      if (refreshToken) await endSession(app.db, refreshToken);
      clearSessionCookies(reply);
      return { detail: loggedOutDetail };
    },
  );

  api.post(
    `/${authPaths.adminLogin}`,
    {
      config: rateLimit(rateLimits.adminLogin),
      schema: {
        tags: ['auth'],
        summary: 'Admin password sign-in (the hidden admin login page)',
        body: adminLoginBodySchema,
        response: { ...tokenResponses, 400: validationErrorBodySchema },
      },
    },
    async (request, reply) => {
      // The demo admin is created with the auth context: make sure it exists before looking for it.
      await authContext(app);
      const { username, password } = request.body;
      const { rows } = await app.db.query<{ id: number; is_admin: boolean; password_hash: string }>(
        'SELECT id, is_admin AND banned_at IS NULL AS is_admin, password_hash FROM users WHERE username = $1 AND password_hash IS NOT NULL',
        [username],
      );
      const candidate = rows[0];
      const passwordMatches = await verifyPassword(password, candidate?.password_hash);
      if (!candidate || !passwordMatches || !candidate.is_admin) {
        request.log.warn({ event: 'auth.admin_login_refused', username }, 'admin sign-in refused');
        return reply.code(401).send({ message: authFailureMessages.badCredentials });
      }
      request.log.info({ event: 'auth.admin_login', userId: candidate.id }, 'admin signed in');
      return answerWithSession(
        app,
        reply,
        await startSession(app.db, candidate.id, { userAgent: request.headers['user-agent'] }),
      );
    },
  );
}

async function answerWithSession(app: FastifyInstance, reply: FastifyReply, session: Session) {
  const user = await findUser(app.db, session.userId);
  if (!user) {
    clearSessionCookies(reply);
    return reply.code(401).send({ message: authFailureMessages.noSession });
  }
  setSessionCookies(reply, session.refreshToken, session.endsAt);
  reply.header('cache-control', 'no-store');
  return reply.send({ access_token: await issueAccessToken(await authContext(app), user) });
}
