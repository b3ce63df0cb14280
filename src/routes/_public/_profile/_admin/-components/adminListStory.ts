import { delay, HttpResponse, http } from 'msw';
import { mswUrl } from '#api/testing.ts';
import type { Endpoint } from '#contract/endpoint.ts';

/**
 * For the list pages' stories: what a list endpoint answers in each state the page must show, as msw handlers
 * (rows on one page or more, nothing found, still loading, refused).
 */
export function adminListAnswers(endpoint: Endpoint) {
  const url = mswUrl(endpoint);
  return {
    rows: (results: readonly unknown[], hasMore = false) =>
      http.get(url, () => HttpResponse.json({ results, page: 1, page_size: 50, has_more: hasMore })),
    loading: () =>
      http.get(url, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    refused: () =>
      http.get(url, () =>
        HttpResponse.json({ detail: 'You do not have permission to perform this action.' }, { status: 403 }),
      ),
  };
}
