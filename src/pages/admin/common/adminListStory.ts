import type { StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
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

/** One list page's story for one of the states every list shows alike. */
type ListStateStory = Pick<StoryObj, 'beforeEach' | 'play'>;

/**
 * The stories of the states every list page shows the same way: nothing found (the page's own `emptyMessage`),
 * still loading, and refused with a way to try again.
 */
export function listStateStories(
  answers: ReturnType<typeof adminListAnswers>,
  emptyMessage: string,
): Record<'empty' | 'loading' | 'loadError', ListStateStory> {
  return {
    empty: {
      beforeEach: ({ msw }) => {
        msw.use(answers.rows([]));
      },
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByText(emptyMessage)).toBeVisible();
      },
    },
    loading: {
      beforeEach: ({ msw }) => {
        msw.use(answers.loading());
      },
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
      },
    },
    loadError: {
      beforeEach: ({ msw }) => {
        msw.use(answers.refused());
      },
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
      },
    },
  };
}
