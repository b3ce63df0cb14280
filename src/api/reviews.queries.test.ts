import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { feedbackQuery, reviewKeys } from './reviews.queries.ts';

const apiRoot = `${location.origin}/api/`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('feedbackQuery', () => {
  it("reads the published reviews from GET feedback/ and keeps them 5 minutes under ['reviews']", async () => {
    const review = {
      id: 3,
      user: { name: 'Camille' },
      rate: 9,
      description: 'Livraison rapide, le couteau est arrivé en quelques minutes.',
      created_at: '2026-11-20T10:00:00+00:00',
    };
    server.use(http.get(`${apiRoot}feedback/`, () => HttpResponse.json([review])));
    expect(await new QueryClient().fetchQuery(feedbackQuery)).toEqual([review]);
    expect(feedbackQuery.queryKey.slice(0, 1)).toEqual(reviewKeys.all);
    expect(feedbackQuery.staleTime).toBe(300_000);
  });

  it('rejects an answer that does not match the contract', async () => {
    server.use(http.get(`${apiRoot}feedback/`, () => HttpResponse.json([{ id: 1, rate: 42 }])));
    await expect(new QueryClient().fetchQuery(feedbackQuery)).rejects.toHaveProperty('name', 'SchemaValidationError');
  });
});
