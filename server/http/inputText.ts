import type { FastifyInstance } from 'fastify';
import type { ValidationErrorBody } from '#contract/errors.ts';
import { controlCharacterMessage, fieldWithControlCharacter } from '#contract/primitives.ts';

/** The request parts checked, with the field name a problem with the whole part is reported under. */
const parts = [
  { read: (request: { params: unknown }) => request.params, name: 'params' },
  { read: (request: { query: unknown }) => request.query, name: 'query' },
  { read: (request: { body: unknown }) => request.body, name: 'body' },
] as const;

/**
 * Refuses, before any schema or handler sees them, texts holding a control character (NUL above all, which
 * PostgreSQL cannot store): a 400 naming the field, in the same shape as any validation error. One check for
 * every route, so no form, parameter or raw body can slip one through.
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    for (const part of parts) {
      const field = fieldWithControlCharacter(part.read(request));
      if (field === undefined) continue;
      return reply.code(400).send({ [field || part.name]: [controlCharacterMessage] } satisfies ValidationErrorBody);
    }
  });
}
