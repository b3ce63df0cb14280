import type { FastifyInstance } from 'fastify';
import { notFoundDetail } from '#contract/errors.ts';
import { reviewEndpoints, reviewMessages } from '#contract/reviews.ts';
import { signedInUser } from '../auth/guards.ts';
import { registerEndpoint } from '../http/endpoint.ts';
import { perUserLimit } from '../http/rateLimits.ts';
import { moderateReview, moderationPage, type SubmissionRefusal, submitReview } from '../reviews/reviews.ts';
import { readSetting } from '../settings/settings.ts';

const privateAnswer = { 'cache-control': 'private, no-store' } as const;

const refusalStatus: Record<SubmissionRefusal, number> = { notCustomer: 403, offensive: 400, alreadyPending: 409 };

/**
 * Review submission by customers and its moderation by admins (spec §3 'Review', §4 'Reviews'). A review is
 * stored as pending; only a moderator's publish puts it in `GET feedback/` (server/routes/feedback.ts).
 */
export default async function reviewRoutes(app: FastifyInstance) {
  registerEndpoint(app, reviewEndpoints.submit, {
    // The number is the admin setting, read at each submission; the window is the configured one (an hour).
    config: perUserLimit({
      ...app.config.rateLimits.review,
      max: () => readSetting(app.db, 'review_rate_limit_per_hour'),
    }),
    handler: async (request, reply) => {
      const user = signedInUser(request);
      const outcome = await submitReview(app.db, user.id, request.body);
      if (!outcome.stored) {
        if (outcome.refusal === 'offensive') {
          request.log.info({ event: 'review.offensive_refused', userId: user.id }, 'review refused: offensive words');
        }
        return reply.code(refusalStatus[outcome.refusal]).send({ detail: reviewMessages[outcome.refusal] });
      }
      request.log.info({ event: 'review.submitted', reviewId: outcome.reviewId, userId: user.id }, 'review submitted');
      return reply.code(201).send({ detail: reviewMessages.submitted });
    },
  });

  registerEndpoint(app, reviewEndpoints.moderation, {
    handler: async (request, reply) => {
      const { status, page } = request.query;
      return reply.headers(privateAnswer).send(await moderationPage(app.db, status, page));
    },
  });

  const decisions = [
    { endpoint: reviewEndpoints.publish, status: 'published', detail: reviewMessages.published },
    { endpoint: reviewEndpoints.reject, status: 'rejected', detail: reviewMessages.rejected },
  ] as const;

  for (const decision of decisions) {
    registerEndpoint(app, decision.endpoint, {
      handler: async (request, reply) => {
        const moderator = signedInUser(request);
        const decided = await moderateReview(app.db, request.params.id, decision.status, moderator.id);
        if (!decided) return reply.code(404).send({ detail: notFoundDetail });
        if (decided.changed) {
          request.log.info(
            {
              event: 'admin.review_moderated',
              reviewId: decided.review.id,
              status: decision.status,
              adminId: moderator.id,
            },
            'review moderated',
          );
        }
        return reply.headers(privateAnswer).send({ detail: decision.detail, review: decided.review });
      },
    });
  }
}
