import type { FastifyInstance } from 'fastify';
import { preferencesEndpoints } from '#contract/preferences.ts';
import { signedInUser } from '../auth/guards.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { preferencesOf, updatePreferences } from '../profile/preferences.ts';

/** How the shop writes to the signed-in user: their language and their optional order e-mails. */
export default async function preferenceRoutes(app: FastifyInstance) {
  const privateAnswer = { 'cache-control': 'private, no-store' };

  registerEndpoint(app, preferencesEndpoints.preferences, {
    handler: async (request, reply) => {
      reply.headers(privateAnswer);
      return preferencesOf(app.db, signedInUser(request).id);
    },
  });

  registerEndpoint(app, preferencesEndpoints.update, {
    handler: async (request, reply) => {
      reply.headers(privateAnswer);
      return updatePreferences(app.db, signedInUser(request).id, request.body);
    },
  });
}
