import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect } from 'vitest';
import { mswUrl } from '#api/testing.ts';
import {
  cleanUpApp,
  fakeAccountServer,
  renderApp,
  setSessionFlagCookie,
  stubBrowserForApp,
} from '#app/session/sessionTesting.tsx';
import { reviewEndpoints, reviewMessages } from '#contract/reviews.ts';
import { type Deferred, deferred } from '#test/deferred.ts';
import { playModel, suiteMockServer } from '#test/modelSuite.ts';
import { reviewModel } from './review.model.ts';

/**
 * The model-based suite: every path through the customer's view of the review form (review.model.ts) is
 * played on the whole app at /reviews, signed in through the real session, with msw as the server.
 */

const server = suiteMockServer();

const comment = 'Fast trade offer, and the float was exactly as listed.';
const shortComment = 'Great shop';
const otherShortComment = 'Fast delivery!';
const refusal = reviewMessages.notCustomer;

let account: ReturnType<typeof fakeAccountServer>;
let app: ReturnType<typeof renderApp> | undefined;
let pendingAnswer: Deferred<Response>;
let received: unknown[];

beforeEach(() => {
  account = fakeAccountServer();
  account.state.hasSession = true;
  setSessionFlagCookie(true);
  received = [];
  pendingAnswer = deferred<Response>();
  server.use(
    http.post(mswUrl(reviewEndpoints.submit), async ({ request }) => {
      received.push(await request.json());
      return pendingAnswer.promise;
    }),
    http.get(mswUrl(reviewEndpoints.published), () =>
      HttpResponse.json([
        {
          id: 1,
          user: { name: 'Kasia' },
          rate: 10,
          description: 'Finally a shop that shows the float before you pay.',
          created_at: '2026-11-20T10:00:00Z',
        },
      ]),
    ),
    ...account.handlers,
  );
  stubBrowserForApp();
});

afterEach(() => {
  cleanUpApp(app?.stop);
  setSessionFlagCookie(false);
});

const form = () => screen.getByRole('form', { name: 'Leave a review' });
const commentField = () => within(form()).getByRole<HTMLTextAreaElement>('textbox', { name: 'Your comment' });
const scoreGroup = () => within(form()).getByRole('radiogroup', { name: 'Your score, from 1 to 10' });
const checkedScore = () =>
  within(scoreGroup())
    .queryAllByRole<HTMLInputElement>('radio')
    .find((radio) => radio.checked)?.value;

/** The text a screen reader reads after a field's name: its hint and its error. */
const descriptionOf = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

async function write(user: UserEvent, text: string, score: string) {
  await user.clear(commentField());
  await user.click(commentField());
  await user.paste(text);
  await user.click(within(scoreGroup()).getByRole('radio', { name: score }));
  // On to the submit button, as the customer would (the edit has already taken the last submit's error away).
  await user.tab();
}

function expectNoFieldErrors() {
  for (const message of [
    reviewMessages.commentRequired,
    reviewMessages.commentTooShort,
    reviewMessages.commentTooLong,
    reviewMessages.scoreRequired,
  ]) {
    expect(within(form()).queryByText(message)).toBeNull();
  }
}

function expectFresh() {
  expect(commentField().value).toBe('');
  expect(checkedScore()).toBeUndefined();
  expect(descriptionOf(commentField())).toBe('0 of 300 characters (at least 20)');
  expectNoFieldErrors();
}

describe('review form, model-based', () => {
  playModel(reviewModel, {
    async open(user) {
      app = renderApp('/reviews');
      await screen.findByRole('form', { name: 'Leave a review' }, { timeout: 10_000 });
      expect(screen.queryByRole('link', { name: 'Sign in to leave a review' })).toBeNull();

      return {
        events: {
          'customer.write': () => write(user, comment, '9'),
          'customer.writeShort': () => write(user, shortComment, '4'),
          'customer.writeOtherShort': () => write(user, otherShortComment, '4'),
          'customer.submit': async () => {
            pendingAnswer = deferred<Response>();
            await user.click(within(form()).getByRole('button', { name: 'Submit review' }));
          },
          'server.accept': async () => {
            pendingAnswer.resolve(HttpResponse.json({ detail: reviewMessages.submitted }, { status: 201 }));
          },
          'server.refuse': async () => {
            pendingAnswer.resolve(HttpResponse.json({ detail: refusal }, { status: 403 }));
          },
        },
        states: {
          empty: expectFresh,
          missingShown: () => {
            expect(descriptionOf(commentField())).toContain('Please enter your comment.');
            expect(descriptionOf(scoreGroup())).toContain('Please choose a score from 1 to 10.');
            expect(received).toEqual([]);
          },
          short: () => {
            expect(commentField().value).toBe(shortComment);
            expect(checkedScore()).toBe('4');
            expect(descriptionOf(commentField())).toBe('10 of 300 characters (at least 20)');
            expectNoFieldErrors();
          },
          otherShort: () => {
            expect(commentField().value).toBe(otherShortComment);
            expectNoFieldErrors();
          },
          otherShortShown: async () => {
            await waitFor(() =>
              expect(descriptionOf(commentField())).toContain('Your comment must be at least 20 characters long.'),
            );
            expect(commentField().getAttribute('aria-invalid')).toBe('true');
            expect(received).toEqual([]);
          },
          shortShown: () => {
            expect(descriptionOf(commentField())).toContain('Your comment must be at least 20 characters long.');
            expect(within(form()).queryByText(reviewMessages.scoreRequired)).toBeNull();
            expect(received).toEqual([]);
          },
          written: () => {
            expect(commentField().value).toBe(comment);
            expect(checkedScore()).toBe('9');
            expect(descriptionOf(commentField())).toBe(`${comment.length} of 300 characters (at least 20)`);
            expectNoFieldErrors();
          },
          submitting: async () => {
            const button = within(form()).getByRole('button', { name: /Submitting/ });
            within(button).getByRole('progressbar', { name: 'Loading' });
            expect(commentField().readOnly).toBe(true);
            await waitFor(() => expect(received.at(-1)).toEqual({ description: comment, rate: 9, language: 'en' }));
          },
          failed: async () => {
            // Said once: in the failure toast, not repeated in the form.
            await waitFor(() => expect(screen.getAllByText(refusal)).toHaveLength(1));
            expect(within(form()).queryByText(refusal)).toBeNull();
            expect(commentField().value).toBe(comment);
            expect(commentField().readOnly).toBe(false);
            within(form()).getByRole('button', { name: 'Submit review' });
          },
          submitted: async () => {
            // In the toast and in the status line above the fresh form.
            await waitFor(() => expect(screen.getAllByText(reviewMessages.submitted)).toHaveLength(2));
            expectFresh();
          },
        },
      };
    },
  });
});
