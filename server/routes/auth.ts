import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  type AuthErrorCode,
  authEndpoints,
  authErrorQueryParameter,
  authFailureMessages,
  authSuccessPath,
  loggedOutDetail,
  refreshCookieName,
} from '#contract/auth.ts';
import { endpointPath } from '#contract/endpoint.ts';
import { languageCookieName } from '#contract/languages.ts';
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
import { randomToken } from '../auth/secrets.ts';
import {
  endSession,
  rotateRefreshToken,
  type Session,
  sessionUserOf,
  startSession,
  tokenOfBannedUser,
} from '../auth/sessions.ts';
import { adminOfCredentials, findUser, upsertSteamUser } from '../auth/users.ts';
import { apiPrefix } from '../config.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { rememberLanguage } from '../profile/preferences.ts';

/** Sign-in and session (spec §4, §7; DESIGN §4): Steam OpenID, refresh, auth/me, logout, admin password login. */
export default async function authRoutes(app: FastifyInstance) {
  await app.register(cookie);
  const { config } = app;
  const { rateLimits, spaOrigins, publicOrigin, openIdEndpoint } = config.auth;
  const callbackUrl = `${publicOrigin}${apiPrefix}/${endpointPath(authEndpoints.steamCallback)}`;
  const rateLimit = (limit: { max: number; timeWindowMs: number }) => ({
    rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs },
  });

  registerEndpoint(app, authEndpoints.steamLogin, {
    config: rateLimit(rateLimits.steamLogin),
    handler: async (request, reply) => {
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
  });

  registerEndpoint(app, authEndpoints.steamCallback, {
    config: rateLimit(rateLimits.steamCallback),
    handler: async (request, reply) => {
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
      await rememberLanguage(app.db, user.id, request.cookies[languageCookieName]);
      const session = await startSession(app.db, user.id, {
        userAgent: request.headers['user-agent'],
        steamSignIn: true,
      });
      setSessionCookies(reply, session.refreshToken, session.endsAt);
      request.log.info({ event: 'auth.steam_login', userId: user.id, steamId: local.identity.steamId }, 'signed in');
      return reply.redirect(`${spaOrigin}${authSuccessPath}`, 302);
    },
  });

  registerEndpoint(app, authEndpoints.refresh, {
    config: rateLimit(rateLimits.refresh),
    handler: async (request, reply) => {
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
  });

  registerEndpoint(app, authEndpoints.me, {
    config: rateLimit(rateLimits.refresh),
    handler: async (request, reply) => {
      const refreshToken = request.cookies[refreshCookieName];
      const userId = refreshToken ? await sessionUserOf(app.db, refreshToken) : undefined;
      const user = userId === undefined ? undefined : await findUser(app.db, userId);
      if (!user) return reply.code(401).send({ message: authFailureMessages.noSession });
      reply.header('cache-control', 'no-store');
      return { access_token: await issueAccessToken(await authContext(app), user) };
    },
  });

  registerEndpoint(app, authEndpoints.logout, {
    handler: async (request, reply) => {
      const refreshToken = request.cookies[refreshCookieName];
      if (refreshToken) await endSession(app.db, refreshToken);
      clearSessionCookies(reply);
      return { detail: loggedOutDetail };
    },
  });

  registerEndpoint(app, authEndpoints.adminLogin, {
    config: rateLimit(rateLimits.adminLogin),
    handler: async (request, reply) => {
      // The demo admin is created with the auth context: make sure it exists before looking for it.
      await authContext(app);
      const { username, password } = request.body;
      const adminId = await adminOfCredentials(app.db, username, password);
      if (adminId === undefined) {
        request.log.warn({ event: 'auth.admin_login_refused', username }, 'admin sign-in refused');
        return reply.code(401).send({ message: authFailureMessages.badCredentials });
      }
      request.log.info({ event: 'auth.admin_login', userId: adminId }, 'admin signed in');
      return answerWithSession(
        app,
        reply,
        await startSession(app.db, adminId, { userAgent: request.headers['user-agent'] }),
      );
    },
  });
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
