import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { profileEndpoints, profileUpdatedDetail, profileUpdateSchemaFor } from '#contract/profile.ts';
import { signedInUser } from '../auth/guards.ts';
import { logProfileChange } from '../auth/securityEvents.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { profileOf, updateProfile } from '../profile/profile.ts';

/** The signed-in user's profile (spec §3, §7): read it, complete it, change settings or currency. */
export default async function profileRoutes(app: FastifyInstance) {
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
      const outcome = await updateProfile(app.db, user, request.body);
      if ('refused' in outcome) return reply.code(400).send(outcome.refused);
      logProfileChange(request, { userId: user.id, ...outcome });
      return { detail: profileUpdatedDetail };
    },
  });
}
