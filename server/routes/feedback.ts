import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listPaths, reviewListSchema } from '../../contract/lists.ts';
import { cachedListHeaders } from '../http/caching.ts';

/** Enough for the home carousel (10) and a reviews page, without an unbounded answer. */
const publishedReviewsShown = 100;

/** Customers' reviews: only those a moderator published, newest first. */
export default async function feedbackRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `/${listPaths.reviews}`,
    {
      schema: {
        tags: ['reviews'],
        summary: 'Published reviews, newest first',
        response: { 200: reviewListSchema },
      },
    },
    async (_request, reply) => {
      const { rows } = await app.db.query<{
        id: number;
        author_name: string;
        rate: number;
        description: string;
        created_at: Date;
      }>(
        `SELECT id, author_name, rate, description, created_at FROM reviews
         WHERE status = 'published' ORDER BY created_at DESC, id DESC LIMIT $1`,
        [publishedReviewsShown],
      );
      return reply.headers(cachedListHeaders).send(
        rows.map((row) => ({
          id: row.id,
          user: { name: row.author_name },
          rate: row.rate,
          description: row.description,
          created_at: row.created_at.toISOString(),
        })),
      );
    },
  );
}
