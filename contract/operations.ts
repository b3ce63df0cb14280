import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/** What the platform running the server asks it (load balancers, orchestrators). */
export const operationEndpoints = {
  /** Liveness and readiness in one: answers only when the database answers too. */
  health: defineEndpoint({
    method: 'GET',
    path: 'health',
    access: 'public',
    tags: ['operations'],
    summary: 'The server and its database are up',
    description:
      '200 when the database answers within 2 seconds. 503 (with Retry-After) while it does not: a restart or a ' +
      'failover of the database; the instance reconnects by itself, so take it out of rotation, not down.',
    responses: { 200: z.object({ status: z.literal('ok') }) },
  }),
};
