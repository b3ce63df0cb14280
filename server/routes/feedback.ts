import type { FastifyInstance } from 'fastify';
import { reviewEndpoints } from '#contract/reviews.ts';
import { cachedListHeaders } from '../http/caching.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { publishedReviews } from '../reviews/reviews.ts';

/** Customers' reviews: only those a moderator published, newest first. */
export default async function feedbackRoutes(app: FastifyInstance) {
  registerEndpoint(app, reviewEndpoints.published, {
    handler: async (_request, reply) => reply.headers(cachedListHeaders).send(await publishedReviews(app.db)),
  });
}
