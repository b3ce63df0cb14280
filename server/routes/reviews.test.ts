import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '#contract/endpoint.ts';
import { reviewListSchema } from '#contract/lists.ts';
import {
  moderationAnswerSchema,
  moderationPageSchema,
  moderationPageSize,
  reviewEndpoints,
  reviewMessages,
} from '#contract/reviews.ts';
import { type AuthTestApp, accessTokenFor, createAuthTestApp, signInThroughSandbox } from '../auth/testKit.ts';
import type { Buyer } from '../orders/testKit.ts';

const goodReview = { description: 'Fast trade offer and the float was exactly as listed.', rate: 9 };

let t: AuthTestApp;
let userCount = 0;

beforeAll(async () => {
  t = await createAuthTestApp();
});
afterAll(() => t.close());

/** A newly signed-in Steam user of their own, so each test starts with no review and a fresh rate limit. */
async function newUser(): Promise<Buyer> {
  userCount += 1;
  const name = `Reviewer ${userCount}`;
  const accessToken = await accessTokenFor(t.app, await signInThroughSandbox(t.app, { persona_name: name }));
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [name]);
  const userId = rows[0]?.id;
  if (userId === undefined) throw new Error(`No user named ${name}`);
  return { userId, headers: { authorization: `Bearer ${accessToken}` } };
}

/** An order of `userId` in `status`, as the order machine leaves it (the purchase flow has its own tests). */
async function giveOrder(userId: number, status: 'delivered' | 'awaiting_payment' | 'refunded') {
  await t.db.query(
    `INSERT INTO orders (user_id, gateway_id, code, status, context, currency, total, trade_link, expires_at)
     VALUES ($1, 1, $2, $3, '{}', 'EUR', 12.5, 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=a',
       now() + interval '15 minutes')`,
    [userId, `T-${userId}-${status}-${Math.random().toString(36).slice(2, 8)}`, status],
  );
}

async function newCustomer(): Promise<Buyer> {
  const customer = await newUser();
  await giveOrder(customer.userId, 'delivered');
  return customer;
}

async function newAdmin(): Promise<Buyer> {
  const admin = await newUser();
  await t.db.query('UPDATE users SET is_admin = true WHERE id = $1', [admin.userId]);
  return admin;
}

const submit = (who: Buyer | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${endpointPath(reviewEndpoints.submit)}`,
    headers: who?.headers ?? {},
    payload: payload as object,
  });

const moderate = (who: Buyer | undefined, path: string) =>
  t.app.inject({ method: 'POST', url: `/api/${path}`, headers: who?.headers ?? {} });

const moderationQueue = (who: Buyer | undefined, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/${endpointPath(reviewEndpoints.moderation)}${query}`,
    headers: who?.headers ?? {},
  });

const detailOf = (response: LightMyRequestResponse) => response.json<{ detail: string }>().detail;

async function reviewsOf(userId: number) {
  const { rows } = await t.db.query<{ id: number; status: string; description: string; author_name: string }>(
    'SELECT id, status, description, author_name FROM reviews WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows;
}

async function publishedReviewIds(): Promise<number[]> {
  const response = await t.app.inject({ method: 'GET', url: `/api/${endpointPath(reviewEndpoints.published)}` });
  return reviewListSchema.parse(response.json()).map((review) => review.id);
}

describe(`POST /api/${endpointPath(reviewEndpoints.submit)}`, () => {
  it('needs a signed-in user', async () => {
    const response = await submit(undefined, goodReview);
    expect(response.statusCode).toBe(401);
  });

  it('refuses a signed-in user without a delivered order, with a clear message', async () => {
    const shopper = await newUser();
    await giveOrder(shopper.userId, 'awaiting_payment');
    await giveOrder(shopper.userId, 'refunded');
    const response = await submit(shopper, goodReview);
    expect(response.statusCode).toBe(403);
    expect(detailOf(response)).toBe('Only customers with a delivered order can leave a review.');
    expect(await reviewsOf(shopper.userId)).toEqual([]);
  });

  it("stores a delivered customer's review as pending, trimmed, under their name, and keeps it off the list", async () => {
    const customer = await newCustomer();
    const response = await submit(customer, { ...goodReview, description: `  ${goodReview.description}  ` });
    expect(response.statusCode).toBe(201);
    expect(detailOf(response)).toBe(reviewMessages.submitted);
    const [stored] = await reviewsOf(customer.userId);
    expect(stored).toMatchObject({ status: 'pending', description: goodReview.description });
    expect(stored?.author_name).toMatch(/^Reviewer \d+$/);
    expect(await publishedReviewIds()).not.toContain(stored?.id);
  });

  it('accepts one pending review at a time: a second one is refused with 409', async () => {
    const customer = await newCustomer();
    expect((await submit(customer, goodReview)).statusCode).toBe(201);
    const second = await submit(customer, { ...goodReview, rate: 3 });
    expect(second.statusCode).toBe(409);
    expect(detailOf(second)).toBe(reviewMessages.alreadyPending);
    expect(await reviewsOf(customer.userId)).toHaveLength(1);
  });

  it('keeps one pending review even when two submissions race', async () => {
    const customer = await newCustomer();
    const answers = await Promise.all([submit(customer, goodReview), submit(customer, goodReview)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await reviewsOf(customer.userId)).toHaveLength(1);
  });

  it.each([
    'This shop is sh1t, the bot took forever to send it.',
    'Livraison rapide mais quel bordel pour ouvrir mon inventaire',
    'Fuuuuck, the float was not what the page said at all',
  ])('refuses offensive words with 400 and stores nothing: %s', async (description) => {
    const customer = await newCustomer();
    const response = await submit(customer, { description, rate: 2 });
    expect(response.statusCode).toBe(400);
    expect(detailOf(response)).toBe(reviewMessages.offensive);
    expect(await reviewsOf(customer.userId)).toEqual([]);
  });

  it('validates the comment and the score (spec §5)', async () => {
    const customer = await newCustomer();
    const missing = await submit(customer, { rate: 5 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ description: ['Please enter your comment.'] });
    const short = await submit(customer, { description: '   Too short.        ', rate: 5 });
    expect(short.json()).toEqual({ description: [reviewMessages.commentTooShort] });
    const long = await submit(customer, { description: 'a'.repeat(301), rate: 5 });
    expect(long.json()).toEqual({ description: [reviewMessages.commentTooLong] });
    for (const rate of [0, 11, 4.5, '7']) {
      const response = await submit(customer, { ...goodReview, rate });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ rate: [reviewMessages.scoreRequired] });
    }
    const smuggled = await submit(customer, { ...goodReview, status: 'published' });
    expect(smuggled.statusCode).toBe(400);
    expect(await reviewsOf(customer.userId)).toEqual([]);
  });

  it('limits the submissions of one account with 429 and Retry-After, not those of another', async () => {
    const customer = await newCustomer();
    // The shop's default `review_rate_limit_per_hour` setting. Refused submissions count too: one accepted,
    // then the rest refused as already pending.
    const limitPerHour = 10;
    for (let attempt = 0; attempt < limitPerHour; attempt += 1) {
      expect((await submit(customer, goodReview)).statusCode).toBe(attempt === 0 ? 201 : 409);
    }
    const limited = await submit(customer, goodReview);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(detailOf(limited)).toEqual(expect.any(String));
    expect(await reviewsOf(customer.userId)).toHaveLength(1);
    expect((await submit(await newCustomer(), goodReview)).statusCode).toBe(201);
  });
});

describe('review moderation', () => {
  let admin: Buyer;
  beforeAll(async () => {
    admin = await newAdmin();
  });

  async function pendingReviewOf(customer: Buyer, description = goodReview.description): Promise<number> {
    expect((await submit(customer, { ...goodReview, description })).statusCode).toBe(201);
    const review = (await reviewsOf(customer.userId)).find((row) => row.status === 'pending');
    if (!review) throw new Error('no pending review');
    return review.id;
  }

  it('is for admins only: no token 401, a customer 403, on every moderation route', async () => {
    const customer = await newCustomer();
    const reviewId = await pendingReviewOf(customer);
    const requests = [
      (who: Buyer | undefined) => moderationQueue(who),
      (who: Buyer | undefined) => moderate(who, endpointPath(reviewEndpoints.publish, { id: reviewId })),
      (who: Buyer | undefined) => moderate(who, endpointPath(reviewEndpoints.reject, { id: reviewId })),
    ];
    for (const request of requests) {
      expect((await request(undefined)).statusCode).toBe(401);
      const refused = await request(customer);
      expect(refused.statusCode).toBe(403);
      expect(detailOf(refused)).toBe('You do not have permission to perform this action.');
    }
    expect((await reviewsOf(customer.userId))[0]?.status).toBe('pending');
  });

  it('lists pending reviews oldest first, a page at a time, with their author account', async () => {
    const customer = await newCustomer();
    const reviewId = await pendingReviewOf(customer, 'Listed in the moderation queue for the admin to read.');
    const { rows } = await t.db.query<{ total: number }>(
      "SELECT count(*) AS total FROM reviews WHERE status = 'pending'",
    );
    const total = rows[0]?.total ?? 0;
    const pages = Math.ceil(total / moderationPageSize);

    const first = moderationPageSchema.parse((await moderationQueue(admin)).json());
    expect(first).toMatchObject({ page: 1, page_size: moderationPageSize, total });
    const all = [first];
    for (let page = 2; page <= pages; page += 1) {
      all.push(moderationPageSchema.parse((await moderationQueue(admin, `?status=pending&page=${page}`)).json()));
    }
    const items = all.flatMap((page) => page.items);
    expect(items).toHaveLength(total);
    expect(items.every((item) => item.status === 'pending')).toBe(true);
    const times = items.map((item) => Date.parse(item.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(items.find((item) => item.id === reviewId)).toMatchObject({
      user: { id: customer.userId },
      rate: goodReview.rate,
      description: 'Listed in the moderation queue for the admin to read.',
    });

    const pastTheEnd = moderationPageSchema.parse((await moderationQueue(admin, `?page=${pages + 1}`)).json());
    expect(pastTheEnd.items).toEqual([]);
    expect((await moderationQueue(admin, '?status=deleted')).statusCode).toBe(400);
    expect((await moderationQueue(admin, '?page=0')).statusCode).toBe(400);
  });

  it('publishes a review into GET feedback/, idempotently', async () => {
    const customer = await newCustomer();
    const reviewId = await pendingReviewOf(customer);
    expect(await publishedReviewIds()).not.toContain(reviewId);

    const published = await moderate(admin, endpointPath(reviewEndpoints.publish, { id: reviewId }));
    expect(published.statusCode).toBe(200);
    const answer = moderationAnswerSchema.parse(published.json());
    expect(answer).toMatchObject({ detail: reviewMessages.published, review: { id: reviewId, status: 'published' } });
    expect((await publishedReviewIds())[0]).toBe(reviewId);
    const { rows: first } = await t.db.query<{ moderated_at: Date; moderated_by: number }>(
      'SELECT moderated_at, moderated_by FROM reviews WHERE id = $1',
      [reviewId],
    );
    expect(first[0]?.moderated_by).toBe(admin.userId);

    const again = await moderate(admin, endpointPath(reviewEndpoints.publish, { id: reviewId }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(published.json());
    const { rows: second } = await t.db.query<{ moderated_at: Date }>(
      'SELECT moderated_at FROM reviews WHERE id = $1',
      [reviewId],
    );
    expect(second[0]?.moderated_at).toEqual(first[0]?.moderated_at);
    expect((await publishedReviewIds()).filter((id) => id === reviewId)).toHaveLength(1);

    // Published, it no longer blocks its author from writing another one.
    expect((await submit(customer, goodReview)).statusCode).toBe(201);
  });

  it('rejects a review, idempotently: it never reaches GET feedback/ and frees its author to write again', async () => {
    const customer = await newCustomer();
    const reviewId = await pendingReviewOf(customer);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const rejected = await moderate(admin, endpointPath(reviewEndpoints.reject, { id: reviewId }));
      expect(rejected.statusCode).toBe(200);
      expect(moderationAnswerSchema.parse(rejected.json())).toMatchObject({
        detail: reviewMessages.rejected,
        review: { id: reviewId, status: 'rejected' },
      });
    }
    expect(await publishedReviewIds()).not.toContain(reviewId);
    const rejectedQueue = moderationPageSchema.parse((await moderationQueue(admin, '?status=rejected')).json());
    expect(rejectedQueue.items.map((item) => item.id)).toContain(reviewId);
    expect((await submit(customer, goodReview)).statusCode).toBe(201);
  });

  it('a published review taken back by a reject leaves the list', async () => {
    const reviewId = await pendingReviewOf(await newCustomer());
    await moderate(admin, endpointPath(reviewEndpoints.publish, { id: reviewId }));
    expect(await publishedReviewIds()).toContain(reviewId);
    await moderate(admin, endpointPath(reviewEndpoints.reject, { id: reviewId }));
    expect(await publishedReviewIds()).not.toContain(reviewId);
  });

  it('answers 404 for an unknown review', async () => {
    for (const path of [
      endpointPath(reviewEndpoints.publish, { id: 999_999 }),
      endpointPath(reviewEndpoints.reject, { id: 999_999 }),
    ]) {
      const response = await moderate(admin, path);
      expect(response.statusCode).toBe(404);
      expect(detailOf(response)).toBe('Not found.');
    }
  });
});
