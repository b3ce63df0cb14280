import type { Review } from '#contract/lists.ts';
import {
  type ModeratedReview,
  type ModerationPage,
  moderationPageSize,
  type ReviewStatus,
  type ReviewSubmission,
  type reviewMessages,
} from '#contract/reviews.ts';
import type { Db } from '../db/db.ts';
import { containsOffensiveWords } from './offensiveWords.ts';

/** Enough for the home carousel (10) and a reviews page, without an unbounded answer. */
const publishedReviewsShown = 100;

/** Customers' reviews: only those a moderator published, newest first. */
export async function publishedReviews(db: Db): Promise<Review[]> {
  const { rows } = await db.query<{
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
  return rows.map((row) => ({
    id: row.id,
    user: { name: row.author_name },
    rate: row.rate,
    description: row.description,
    created_at: row.created_at.toISOString(),
  }));
}

/** Why a submission was not stored, as a key of `reviewMessages`. */
export type SubmissionRefusal = Extract<keyof typeof reviewMessages, 'notCustomer' | 'offensive' | 'alreadyPending'>;

export type SubmissionOutcome = { stored: true; reviewId: number } | { stored: false; refusal: SubmissionRefusal };

/**
 * Stores a customer's review as pending: only a customer with a delivered order, no offensive words (refused
 * before anything is stored: the words never reach the database), one pending review at a time.
 */
export async function submitReview(
  db: Db,
  userId: number,
  { description, rate, language }: Required<ReviewSubmission>,
): Promise<SubmissionOutcome> {
  const { rows: customers } = await db.query<{ username: string }>(
    `SELECT username FROM users u
     WHERE id = $1 AND EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.id AND o.status = 'delivered')`,
    [userId],
  );
  const customer = customers[0];
  if (!customer) return { stored: false, refusal: 'notCustomer' };
  if (containsOffensiveWords(description)) return { stored: false, refusal: 'offensive' };
  // The partial unique index decides, so two submissions racing still leave one pending review.
  const { rows: stored } = await db.query<{ id: number }>(
    `INSERT INTO reviews (user_id, author_name, language, rate, description, status)
     VALUES ($1, $2, $3, $4, $5, 'pending')
     ON CONFLICT (user_id) WHERE status = 'pending' DO NOTHING
     RETURNING id`,
    [userId, customer.username, language, rate, description],
  );
  const review = stored[0];
  return review ? { stored: true, reviewId: review.id } : { stored: false, refusal: 'alreadyPending' };
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

/** One page of the moderation queue of one status, oldest first: reviews are verified in the order they came. */
export async function moderationPage(db: Db, status: ReviewStatus, page: number): Promise<ModerationPage> {
  const [{ rows }, { rows: counts }] = await Promise.all([
    db.query<ReviewRow>(
      `SELECT ${reviewColumns} FROM reviews WHERE status = $1 ORDER BY created_at, id LIMIT $2 OFFSET $3`,
      [status, moderationPageSize, (page - 1) * moderationPageSize],
    ),
    db.query<{ total: number }>('SELECT count(*) AS total FROM reviews WHERE status = $1', [status]),
  ]);
  return {
    items: rows.map(toModeratedReview),
    page,
    page_size: moderationPageSize,
    total: counts[0]?.total ?? 0,
  };
}

/**
 * A moderator's decision on a review; undefined when there is no such review. Deciding again what was decided
 * changes nothing (`changed: false`): the moderation time stays the first decision's.
 */
export async function moderateReview(
  db: Db,
  reviewId: number,
  status: Exclude<ReviewStatus, 'pending'>,
  moderatorId: number,
): Promise<{ review: ModeratedReview; changed: boolean } | undefined> {
  const { rows } = await db.query<ReviewRow & { changed: boolean }>(
    `WITH previous AS (SELECT id, status FROM reviews WHERE id = $1 FOR UPDATE)
     UPDATE reviews r SET
       status = $2,
       moderated_by = CASE WHEN previous.status = $2 THEN r.moderated_by ELSE $3 END,
       moderated_at = CASE WHEN previous.status = $2 THEN r.moderated_at ELSE now() END
     FROM previous WHERE r.id = previous.id
     RETURNING r.id, r.user_id, r.author_name, r.rate, r.description, r.language, r.created_at, r.status,
       previous.status <> $2 AS changed`,
    [reviewId, status, moderatorId],
  );
  const row = rows[0];
  return row ? { review: toModeratedReview(row), changed: row.changed } : undefined;
}
