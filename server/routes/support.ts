import type { FastifyInstance } from 'fastify';
import { contactFormSentDetail, supportEndpoints } from '#contract/lists.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { recordSupportRequest } from '../support/requests.ts';

/** The support form (spec §5): every message becomes a support request for the team. */
export default async function supportRoutes(app: FastifyInstance) {
  const { max, timeWindowMs } = app.config.contactFormRateLimit;
  registerEndpoint(app, supportEndpoints.contactForm, {
    // Per client address: the form is public, so this is what stops it from being used to flood support.
    config: { rateLimit: { max, timeWindow: timeWindowMs } },
    handler: async (request, reply) => {
      const { email, full_name, message } = request.body;
      await recordSupportRequest(app.db, { email, fullName: full_name, message, clientIp: request.ip });
      return reply.code(201).send({ detail: contactFormSentDetail });
    },
  });
}
