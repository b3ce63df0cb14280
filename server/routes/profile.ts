import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { refreshCookieName } from '#contract/auth.ts';
import {
  profileEndpoints,
  profileUpdatedDetail,
  profileUpdateSchemaFor,
  steamSignInRequiredMessage,
  tradeLinkSignInWindowMinutes,
} from '#contract/profile.ts';
import { signedInUser } from '../auth/guards.ts';
import { logProfileChange, logTradeLinkChangeRefused } from '../auth/securityEvents.ts';
import { steamSignInOfSession } from '../auth/sessions.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { profileOf, updateProfile } from '../profile/profile.ts';

/** The signed-in user's profile (spec §3, §7): read it, complete it, change settings or currency. */
export default async function profileRoutes(app: FastifyInstance) {
  // The session's refresh cookie says when it signed in through Steam (a trade link change needs a recent one).
  await app.register(cookie);
  registerEndpoint(app, profileEndpoints.profile, {
    handler: async (request, reply) => {
      const userId = signedInUser(request).id;
      const profile = await profileOf(app.db, userId);
      // The guard found the user a moment ago.
      if (!profile) throw new Error(`User ${userId} vanished while reading their profile`);
      reply.header('cache-control', 'private, no-store');
      return profile;
    },
  });

  registerEndpoint(app, profileEndpoints.update, {
    // Exactly one of three bodies: chosen from the fields sent, then validated strictly by that body's
    // schema, so mistakes come back per field ('phone: …') instead of "matches none of three". The body is
    // the only part of this route with a schema, so the only one this compiler is asked for.
    validatorCompiler:
      ({ method, url, httpPart }) =>
      (data) =>
        validatorCompiler({ method, url, httpPart, schema: profileUpdateSchemaFor(data) })(data),
    handler: async (request, reply) => {
      const user = signedInUser(request);
      // The session is the refresh cookie's (the access token names the user, not the sign-in it came from).
      const refreshToken = request.cookies[refreshCookieName];
      const steamSignedInAt = refreshToken && (await steamSignInOfSession(app.db, user.id, refreshToken));
      const recentSteamSignIn =
        steamSignedInAt instanceof Date &&
        Date.now() - steamSignedInAt.getTime() <= tradeLinkSignInWindowMinutes * 60_000;
      const outcome = await updateProfile(app.db, user, request.body, { recentSteamSignIn });
      if ('refused' in outcome) return reply.code(400).send(outcome.refused);
      if ('steamSignInRequired' in outcome) {
        logTradeLinkChangeRefused(request, user.id);
        return reply.code(403).send({ detail: steamSignInRequiredMessage, reason: 'steam_sign_in_required' });
      }
      logProfileChange(request, { userId: user.id, ...outcome });
      return { detail: profileUpdatedDetail };
    },
  });
}
