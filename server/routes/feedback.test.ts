import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '#contract/endpoint.ts';
import { reviewListSchema } from '#contract/lists.ts';
import { reviewEndpoints } from '#contract/reviews.ts';
import { seedDemoReviews } from '../demoData.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';

describe('GET /api/feedback/', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    await seedDemoReviews(testApp.db);
  });
  afterAll(() => testApp.close());

  const fetchReviews = async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/${endpointPath(reviewEndpoints.published)}`,
    });
    expect(response.statusCode).toBe(200);
    return reviewListSchema.parse(response.json());
  };

  it("shows the demo's published reviews in English and French, newest first", async () => {
    const reviews = await fetchReviews();
    expect(reviews.length).toBeGreaterThanOrEqual(20);
    const times = reviews.map((review) => Date.parse(review.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(reviews.some((review) => /[éèàç]/.test(review.description))).toBe(true);
    for (const review of reviews) {
      expect(review.description.length).toBeGreaterThanOrEqual(20);
      expect(review.description.length).toBeLessThanOrEqual(300);
    }
  });

  it('never shows a review a moderator has not published', async () => {
    const { rows } = await testApp.db.query<{ id: number }>(
      `INSERT INTO reviews (author_name, language, rate, description, status, created_at)
       VALUES ('Pending Pete', 'en', 9, 'Waiting for a moderator to read this review.', 'pending', now() + interval '1 hour'),
              ('Rejected Rita', 'en', 1, 'A review a moderator turned down as offensive.', 'rejected', now() + interval '1 hour'),
              ('Fresh Fiona', 'en', 8, 'Published just now, so it comes first in the list.', 'published', now() + interval '1 hour')
       RETURNING id`,
    );
    const reviews = await fetchReviews();
    const names = reviews.map((review) => review.user.name);
    expect(names[0]).toBe('Fresh Fiona');
    expect(names).not.toContain('Pending Pete');
    expect(names).not.toContain('Rejected Rita');
    const { rows: unpublished } = await testApp.db.query<{ id: number }>(
      "SELECT id FROM reviews WHERE status <> 'published'",
    );
    const shownIds = new Set(reviews.map((review) => review.id));
    expect(unpublished.length).toBeGreaterThanOrEqual(4);
    for (const { id } of unpublished) expect(shownIds.has(id)).toBe(false);
    expect(rows).toHaveLength(3);
  });
});
