import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { mswUrl } from '#api/testing.ts';
import { createQueryClient } from '#app/queryClient.ts';
import { createAppRouter } from '#app/router.tsx';
import { sessionOf } from '#app/session/session.ts';
import { SessionProvider } from '#app/session/sessionContext.tsx';
import { endpointPath } from '#contract/endpoint.ts';
import type { ModeratedReview, ModerationPage } from '#contract/reviews.ts';
import { reviewEndpoints } from '#contract/reviews.ts';
import { sessionMachine } from '#machines/session/session.machine.ts';
import { accessTokenFor } from '#machines/session/testTokens.ts';

/** The moderation page in the whole app, as an admin, with msw as the server. */

const apiUrl = (path: string) => new URL(path, `${location.origin}/api/`).href;

const sneaky: ModeratedReview = {
  id: 41,
  user: { id: 7, name: 'Mallory <b>bold</b>' },
  rate: 7,
  description: 'Nice skins <img src=x onerror="alert(1)"> and a fast trade offer.',
  language: 'en',
  created_at: '2026-11-21T09:30:00Z',
  status: 'pending',
};
const plain: ModeratedReview = {
  ...sneaky,
  id: 42,
  user: { id: 8, name: 'Kasia' },
  description: 'A clean review of twenty-plus characters.',
};

const pageOf = (items: ModeratedReview[]): ModerationPage => ({ items, page: 1, page_size: 20, total: items.length });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

let queue: ModeratedReview[];
let decisions: string[];

beforeEach(() => {
  queue = [sneaky, plain];
  decisions = [];
  server.use(
    http.get(mswUrl(reviewEndpoints.moderation), ({ request }) => {
      expect(new URL(request.url).searchParams.get('status')).toBe('pending');
      return HttpResponse.json(pageOf(queue));
    }),
    http.post(apiUrl(endpointPath(reviewEndpoints.publish, { id: sneaky.id })), () => {
      decisions.push(`publish ${sneaky.id}`);
      queue = queue.filter((review) => review.id !== sneaky.id);
      return HttpResponse.json({ detail: 'The review is published.', review: { ...sneaky, status: 'published' } });
    }),
    http.post(apiUrl(endpointPath(reviewEndpoints.reject, { id: plain.id })), () => {
      decisions.push(`reject ${plain.id}`);
      return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
    }),
    http.all(apiUrl('*'), () => HttpResponse.json({ detail: 'Not found.' }, { status: 404 })),
  );
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
  window.scrollTo = () => {};
});

afterEach(() => {
  act(() => toast.remove());
  server.resetHandlers();
  vi.unstubAllGlobals();
});

function renderAsAdmin() {
  const actor = createActor(sessionMachine, {
    input: { addressTokens: { accessToken: accessTokenFor({ isAdmin: true }), refreshToken: null } },
  }).start();
  const session = sessionOf(actor);
  const router = createAppRouter(
    { queryClient: createQueryClient(), i18n, session },
    createMemoryHistory({ initialEntries: ['/profile/admin/reviews'] }),
  );
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={router.options.context.queryClient}>
        <SessionProvider value={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const reviewList = () => screen.findByRole('list', { name: 'Reviews waiting for verification' }, { timeout: 5_000 });

describe('review moderation page', () => {
  it('lists the pending reviews with author, stars, date and the text as plain text', async () => {
    renderAsAdmin();
    const list = await reviewList();
    expect(screen.getByRole('heading', { level: 1, name: 'Review moderation' })).toBeTruthy();
    const card = within(list).getByRole('article', { name: 'Mallory <b>bold</b>' });
    within(card).getByText('Nice skins <img src=x onerror="alert(1)"> and a fast trade offer.');
    expect(card.querySelector('img, b')).toBeNull();
    within(card).getByRole('img', { name: 'Rated 3.5 out of 5' });
    within(card).getByText('Score 7 of 10');
    expect(within(card).getByText('11/21/2026').getAttribute('dateTime')).toBe(sneaky.created_at);
    screen.getByText('2 reviews waiting for verification');
  });

  it('publishes a review: the toast says so and the review leaves the queue', async () => {
    const user = userEvent.setup();
    renderAsAdmin();
    const list = await reviewList();
    await user.click(within(list).getByRole('button', { name: 'Publish the review by Mallory <b>bold</b>' }));
    await screen.findByText('The review is published.');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Mallory <b>bold</b>' })).toBeNull());
    expect(decisions).toEqual([`publish ${sneaky.id}`]);
    screen.getByRole('article', { name: 'Kasia' });
  });

  it("shows the server's refusal in a toast and keeps the review", async () => {
    const user = userEvent.setup();
    renderAsAdmin();
    const list = await reviewList();
    await user.click(within(list).getByRole('button', { name: 'Reject the review by Kasia' }));
    await screen.findByText('Not found.');
    expect(decisions).toEqual([`reject ${plain.id}`]);
    screen.getByRole('article', { name: 'Kasia' });
  });
});
