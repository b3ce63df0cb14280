import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { detailBodySchema, notFoundDetail, validationErrorBodySchema } from '../../contract/errors.ts';
import {
  type ModeratedReview,
  moderationAnswerSchema,
  moderationPageSchema,
  moderationPageSize,
  moderationQuerySchema,
  type ReviewStatus,
  reviewMessages,
  reviewParamsSchema,
  reviewPaths,
  reviewSubmissionSchema,
  reviewSubmittedAnswerSchema,
} from '../../contract/reviews.ts';
import { authenticate, requireAdmin, signedInUser } from '../auth/guards.ts';
import { containsOffensiveWords } from '../reviews/offensiveWords.ts';
import { readSetting } from '../settings/settings.ts';

/**
 * Submissions per customer and hour, refused ones included (the number is the admin setting
 * `review_rate_limit_per_hour`, read at each submission). A genuine customer writes one review; the margin
 * covers rephrasing after a refusal.
 */
const reviewRateWindowMs = 60 * 60_000;

/**
 * The rate-limit bucket of a submission: the account the bearer token names, so customers behind one address
 * do not share a limit. The token is only read here, not trusted: `authenticate` verifies it next, and a
 * forged one is refused there.
 */
function submitterKey(request: FastifyRequest): string {
  const payload = request.headers.authorization?.split('.')[1];
  const subject = payload ? subjectOf(payload) : undefined;
  return subject ? `user:${subject}` : `ip:${request.ip}`;
}

function subjectOf(encodedPayload: string): string | undefined {
  try {
    const claims: unknown = JSON.parse(Buffer.from(encodedPayload, 'base64url').toString('utf8'));
    const subject = typeof claims === 'object' && claims !== null ? (claims as { sub?: unknown }).sub : undefined;
    return typeof subject === 'string' || typeof subject === 'number' ? String(subject) : undefined;
  } catch {
    return undefined;
  }
}

interface ReviewRow {
  id: number;
  user_id: number | null;
  author_name: string;
  rate: number;
  description: string;
  language: 'en' | 'fr';
  created_at: Date;
  status: ReviewStatus;
}

const reviewColumns = 'id, user_id, author_name, rate, description, language, created_at, status';

const toModeratedReview = (row: ReviewRow): ModeratedReview => ({
  id: row.id,
  user: { id: row.user_id, name: row.author_name },
  rate: row.rate,
  description: row.description,
  language: row.language,
  created_at: row.created_at.toISOString(),
  status: row.status,
});

const privateAnswer = { 'cache-control': 'private, no-store' } as const;

/**
 * Review submission by customers and its moderation by admins (spec §3 'Review', §4 'Reviews'). A review is
 * stored as pending; only a moderator's publish puts it in `GET feedback/` (server/routes/feedback.ts).
 */
export default async function reviewRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    `/${reviewPaths.submit}`,
    {
      preHandler: authenticate,
      config: {
        rateLimit: {
          max: () => readSetting(app.db, 'review_rate_limit_per_hour'),
          timeWindow: reviewRateWindowMs,
          keyGenerator: submitterKey,
        },
      },
      schema: {
        tags: ['reviews'],
        summary: 'Leave a review (pending until a moderator publishes it)',
        description:
          'Only a customer with a delivered order (403), one pending review at a time (409), no offensive words (400).',
        body: reviewSubmissionSchema,
        response: {
          201: reviewSubmittedAnswerSchema,
          400: z.union([detailBodySchema, validationErrorBodySchema]),
          401: detailBodySchema,
          403: detailBodySchema,
          409: detailBodySchema,
          429: detailBodySchema.describe('Too many submissions from this account; see Retry-After'),
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { description, rate, language } = request.body;
      const { rows: customers } = await app.db.query<{ username: string }>(
        `SELECT username FROM users u
         WHERE id = $1 AND EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.id AND o.status = 'delivered')`,
        [user.id],
      );
      const customer = customers[0];
      if (!customer) return reply.code(403).send({ detail: reviewMessages.notCustomer });
      // Refused before anything is stored: the words never reach the database.
      if (containsOffensiveWords(description)) {
        request.log.info({ event: 'review.offensive_refused', userId: user.id }, 'review refused: offensive words');
        return reply.code(400).send({ detail: reviewMessages.offensive });
      }
      // The partial unique index decides, so two submissions racing still leave one pending review.
      const { rows: stored } = await app.db.query<{ id: number }>(
        `INSERT INTO reviews (user_id, author_name, language, rate, description, status)
         VALUES ($1, $2, $3, $4, $5, 'pending')
         ON CONFLICT (user_id) WHERE status = 'pending' DO NOTHING
         RETURNING id`,
        [user.id, customer.username, language, rate, description],
      );
      if (stored.length === 0) return reply.code(409).send({ detail: reviewMessages.alreadyPending });
      request.log.info({ event: 'review.submitted', reviewId: stored[0]?.id, userId: user.id }, 'review submitted');
      return reply.code(201).send({ detail: reviewMessages.submitted });
    },
  );

  api.get(
    `/${reviewPaths.moderation}`,
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['reviews', 'admin'],
        summary: 'Reviews of one status, oldest first, a page at a time',
        querystring: moderationQuerySchema,
        response: {
          200: moderationPageSchema,
          400: validationErrorBodySchema,
          401: detailBodySchema,
          403: detailBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { status, page } = request.query;
      const [{ rows }, { rows: counts }] = await Promise.all([
        app.db.query<ReviewRow>(
          `SELECT ${reviewColumns} FROM reviews WHERE status = $1 ORDER BY created_at, id LIMIT $2 OFFSET $3`,
          [status, moderationPageSize, (page - 1) * moderationPageSize],
        ),
        app.db.query<{ total: number }>('SELECT count(*) AS total FROM reviews WHERE status = $1', [status]),
      ]);
      return reply.headers(privateAnswer).send({
        items: rows.map(toModeratedReview),
        page,
        page_size: moderationPageSize,
        total: counts[0]?.total ?? 0,
      });
    },
  );

  const decisions = [
    { path: reviewPaths.publish, status: 'published', detail: reviewMessages.published, summary: 'Publish a review' },
    { path: reviewPaths.reject, status: 'rejected', detail: reviewMessages.rejected, summary: 'Reject a review' },
  ] as const;

  for (const decision of decisions) {
    api.post(
      `/${decision.path.replace('{id}', ':id')}`,
      {
        preHandler: requireAdmin,
        schema: {
          tags: ['reviews', 'admin'],
          summary: decision.summary,
          description: 'Idempotent: deciding again what was decided changes nothing and answers the same.',
          params: reviewParamsSchema,
          body: z.strictObject({}).nullish(),
          response: {
            200: moderationAnswerSchema,
            401: detailBodySchema,
            403: detailBodySchema,
            404: detailBodySchema,
          },
        },
      },
      async (request, reply) => {
        const moderator = signedInUser(request);
        const { rows } = await app.db.query<ReviewRow & { changed: boolean }>(
          // The moderation time stays the first decision's when the same decision comes again.
          `WITH previous AS (SELECT id, status FROM reviews WHERE id = $1 FOR UPDATE)
           UPDATE reviews r SET
             status = $2,
             moderated_by = CASE WHEN previous.status = $2 THEN r.moderated_by ELSE $3 END,
             moderated_at = CASE WHEN previous.status = $2 THEN r.moderated_at ELSE now() END
           FROM previous WHERE r.id = previous.id
           RETURNING r.id, r.user_id, r.author_name, r.rate, r.description, r.language, r.created_at, r.status,
             previous.status <> $2 AS changed`,
          [request.params.id, decision.status, moderator.id],
        );
        const review = rows[0];
        if (!review) return reply.code(404).send({ detail: notFoundDetail });
        if (review.changed) {
          request.log.info(
            { event: 'admin.review_moderated', reviewId: review.id, status: decision.status, adminId: moderator.id },
            'review moderated',
          );
        }
        return reply.headers(privateAnswer).send({ detail: decision.detail, review: toModeratedReview(review) });
      },
    );
  }
}
