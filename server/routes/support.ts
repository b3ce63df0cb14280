import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { detailBodySchema, validationErrorBodySchema } from '../../contract/errors.ts';
import {
  contactFormAnswerSchema,
  contactFormBodySchema,
  contactFormSentDetail,
  listPaths,
} from '../../contract/lists.ts';

/** The support form (spec §5): every message becomes a support request for the team. */
export default async function supportRoutes(app: FastifyInstance) {
  const { max, timeWindowMs } = app.config.contactFormRateLimit;
  app.withTypeProvider<ZodTypeProvider>().post(
    `/${listPaths.contactForm}`,
    {
      // Per client address: the form is public, so this is what stops it from being used to flood support.
      config: { rateLimit: { max, timeWindow: timeWindowMs } },
      schema: {
        tags: ['support'],
        summary: 'Send a message to the support team',
        body: contactFormBodySchema,
        response: {
          201: contactFormAnswerSchema,
          400: validationErrorBodySchema,
          429: detailBodySchema.describe('Too many messages from this address; see Retry-After'),
        },
      },
    },
    async (request, reply) => {
      const { email, full_name, message } = request.body;
      await app.db.query(
        'INSERT INTO support_requests (email, full_name, message, client_ip) VALUES ($1, $2, $3, $4)',
        [email, full_name, message, request.ip],
      );
      return reply.code(201).send({ detail: contactFormSentDetail });
    },
  );
}
