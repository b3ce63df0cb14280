import type { FastifyInstance } from 'fastify';
import { settingsEndpoints } from '#contract/admin/settings.ts';
import { signedInUser } from '../../auth/guards.ts';
import { registerEndpoint } from '../../http/endpoint.ts';
import { adminSettings, publicSettings, SettingsRefused, saveSettings } from '../../settings/settings.ts';

/** The shop's settings: the admin page reads and saves them; every visitor's SPA reads the public part. */
export default async function settingsRoutes(app: FastifyInstance) {
  registerEndpoint(app, settingsEndpoints.public, {
    handler: async (_request, reply) => {
      // Short: a lifted maintenance or a new cart limit reaches open pages within seconds.
      reply.header('cache-control', 'public, max-age=5');
      return publicSettings(app.db);
    },
  });

  registerEndpoint(app, settingsEndpoints.read, {
    handler: async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return adminSettings(app.db);
    },
  });

  registerEndpoint(app, settingsEndpoints.save, {
    handler: async (request, reply) => {
      try {
        const saved = await saveSettings(app.db, signedInUser(request).id, request.body, app.jobs);
        request.log.info({ event: 'admin.settings_saved', adminId: signedInUser(request).id }, 'settings saved');
        return saved;
      } catch (error) {
        if (!(error instanceof SettingsRefused)) throw error;
        return reply.code(400).send({ [error.field]: [error.message] });
      }
    },
  });
}
