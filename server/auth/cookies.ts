import type {} from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { refreshCookieName, sessionFlagCookieName } from '#contract/auth.ts';
import { steamSignInPathPrefix } from '#contract/steamSignIn.ts';
import { apiPrefix } from '../config.ts';

/**
 * The session cookies (DESIGN §4). The refresh token: `__Host-` (so Secure, Path=/ and no Domain are
 * enforced by the browser), HttpOnly, SameSite=Strict. The flag: readable by the SPA, it only says that a
 * refresh is worth trying. Both end with the session's absolute cap.
 */
export function setSessionCookies(reply: FastifyReply, refreshToken: string, sessionEndsAt: Date): void {
  const maxAge = Math.max(0, Math.floor((sessionEndsAt.getTime() - Date.now()) / 1000));
  reply.setCookie(refreshCookieName, refreshToken, {
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    path: '/',
    maxAge,
  });
  reply.setCookie(sessionFlagCookieName, '1', { httpOnly: false, secure: true, sameSite: 'strict', path: '/', maxAge });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(refreshCookieName, { httpOnly: true, secure: true, sameSite: 'strict', path: '/' });
  reply.clearCookie(sessionFlagCookieName, { secure: true, sameSite: 'strict', path: '/' });
}

/**
 * Binds a Steam login to the browser that started it. Lax, not Strict: the browser comes back from the
 * provider's site by a top-level navigation, on which Strict cookies are not sent. Only the callback reads it.
 */
export const loginStateCookie = {
  name: 'openid_state_cs_skins',
  lifetimeSeconds: 10 * 60,
  path: `${apiPrefix}/${steamSignInPathPrefix}`,
} as const;

export function setLoginStateCookie(reply: FastifyReply, state: string): void {
  reply.setCookie(loginStateCookie.name, state, {
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    path: loginStateCookie.path,
    maxAge: loginStateCookie.lifetimeSeconds,
  });
}

export function clearLoginStateCookie(reply: FastifyReply): void {
  reply.clearCookie(loginStateCookie.name, {
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    path: loginStateCookie.path,
  });
}
