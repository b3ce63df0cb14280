import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { detailBodySchema, validationErrorBodySchema } from './errors.ts';
import { reviewListSchema } from './lists.ts';
import { idParamsSchema } from './primitives.ts';
import { reviewMessages } from './shopMessages.ts';

export { reviewMessages } from './shopMessages.ts';

/**
 * Review submission and moderation (spec §3 'Review', §4 'Reviews', §5 'Review form'; DESIGN.md §3: calls
 * the spec leaves "not shown"; endpoints at the end of this file). Messages are the English source texts; the
 * SPA translates them.
 */

/** Spec §5 and §9: comment 20 to 300 characters (counted after trimming), score 1 to 10. */
export const reviewLimits = { minLength: 20, maxLength: 300, minRate: 1, maxRate: 10 } as const;

export const reviewLanguageSchema = z.enum(['en', 'fr']);

export const reviewSubmissionSchema = z
  .strictObject({
    description: z
      .string({ error: reviewMessages.commentRequired })
      .trim()
      .min(1, { error: reviewMessages.commentRequired })
      .min(reviewLimits.minLength, { error: reviewMessages.commentTooShort })
      .max(reviewLimits.maxLength, { error: reviewMessages.commentTooLong }),
    rate: z
      .int({ error: reviewMessages.scoreRequired })
      .min(reviewLimits.minRate, { error: reviewMessages.scoreRequired })
      .max(reviewLimits.maxRate, { error: reviewMessages.scoreRequired }),
    /** The language the review is written in: the SPA sends its active one. */
    language: reviewLanguageSchema.default('en'),
  })
  .meta({ id: 'ReviewSubmission' });
/** What the SPA sends (the language may be left out). */
export type ReviewSubmission = z.input<typeof reviewSubmissionSchema>;

export const reviewSubmittedAnswerSchema = z.object({ detail: z.string() }).meta({ id: 'ReviewSubmitted' });
export type ReviewSubmittedAnswer = z.infer<typeof reviewSubmittedAnswerSchema>;

export const reviewStatuses = ['pending', 'published', 'rejected'] as const;
export const reviewStatusSchema = z.enum(reviewStatuses);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** A review as the moderator sees it: who wrote it (the account, not only the name shown), and where it stands. */
export const moderatedReviewSchema = z
  .object({
    id: z.int().positive(),
    user: z.object({
      id: z.int().positive().nullable().describe('Null for a review from before accounts'),
      name: z.string(),
    }),
    rate: z.int().min(0).max(10),
    description: z.string(),
    language: reviewLanguageSchema,
    created_at: z.iso.datetime({ offset: true }),
    status: reviewStatusSchema,
  })
  .meta({ id: 'ModeratedReview' });
export type ModeratedReview = z.infer<typeof moderatedReviewSchema>;

export const moderationPageSize = 20;

export const moderationQuerySchema = z.strictObject({
  status: reviewStatusSchema.default('pending'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ModerationQuery = z.input<typeof moderationQuerySchema>;

/** One page of the queue, oldest first: reviews are verified in the order they came. */
export const moderationPageSchema = z
  .object({
    items: z.array(moderatedReviewSchema),
    page: z.int().min(1),
    page_size: z.int().positive(),
    total: z.int().min(0),
  })
  .meta({ id: 'ModerationPage' });
export type ModerationPage = z.infer<typeof moderationPageSchema>;

export const reviewParamsSchema = idParamsSchema;

/** A moderation decision's answer: the message for the toast and the review as it now stands. */
export const moderationAnswerSchema = z
  .object({ detail: z.string(), review: moderatedReviewSchema })
  .meta({ id: 'ModerationAnswer' });
export type ModerationAnswer = z.infer<typeof moderationAnswerSchema>;

const moderationDecision = (path: 'admin/reviews/{id}/publish/' | 'admin/reviews/{id}/reject/', summary: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    access: 'admin',
    tags: ['reviews', 'admin'],
    summary,
    description: 'Idempotent: deciding again what was decided changes nothing and answers the same.',
    params: reviewParamsSchema,
    body: z.strictObject({}).nullish(),
    responses: { 200: moderationAnswerSchema, 401: detailBodySchema, 403: detailBodySchema, 404: detailBodySchema },
  });

/**
 * Customers' reviews: the published ones everyone reads, a customer's submission (pending until a moderator
 * publishes it) and the admins' moderation.
 */
export const reviewEndpoints = {
  published: defineEndpoint({
    method: 'GET',
    path: 'feedback/',
    access: 'public',
    tags: ['reviews'],
    summary: 'Published reviews, newest first',
    responses: { 200: reviewListSchema },
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: 'feedback/submit/',
    access: 'user',
    tags: ['reviews'],
    summary: 'Leave a review (pending until a moderator publishes it)',
    description:
      'Only a customer with a delivered order (403), one pending review at a time (409), no offensive words (400).',
    body: reviewSubmissionSchema,
    responses: {
      201: reviewSubmittedAnswerSchema,
      400: z.union([detailBodySchema, validationErrorBodySchema]),
      401: detailBodySchema,
      403: detailBodySchema,
      409: detailBodySchema,
      429: detailBodySchema.describe('Too many submissions from this account; see Retry-After'),
    },
  }),
  /** The moderation queue: `?status=pending` (the default), `published` or `rejected`, `&page=`. */
  moderation: defineEndpoint({
    method: 'GET',
    path: 'admin/reviews/',
    access: 'admin',
    tags: ['reviews', 'admin'],
    summary: 'Reviews of one status, oldest first, a page at a time',
    query: moderationQuerySchema,
    responses: {
      200: moderationPageSchema,
      400: validationErrorBodySchema,
      401: detailBodySchema,
      403: detailBodySchema,
    },
  }),
  /** `{id}` is the review id. */
  publish: moderationDecision('admin/reviews/{id}/publish/', 'Publish a review'),
  reject: moderationDecision('admin/reviews/{id}/reject/', 'Reject a review'),
};
