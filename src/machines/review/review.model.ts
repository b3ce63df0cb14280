import { createMachine } from 'xstate';
import type { EventDescriptions } from '../eventDescriptions.ts';

type ReviewModelEvent =
  | { type: 'customer.write' }
  | { type: 'customer.writeShort' }
  | { type: 'customer.writeOtherShort' }
  | { type: 'customer.submit' }
  | { type: 'server.accept' }
  | { type: 'server.refuse' };

/**
 * The review form as a signed-in customer sees it on /reviews, for the model-based suite
 * (review.model.test.tsx): what is on screen after each thing the customer or the server does.
 * `createTestModel` cannot walk machines that invoke actors, so the server's answer is an event of this
 * model rather than an actor.
 */
export const reviewModel = createMachine({
  id: 'reviewModel',
  types: {} as { events: ReviewModelEvent },
  description:
    'Sign in as a customer and open the reviews page (/reviews): the form “Leave a review” is below the published reviews.',
  schemas: {
    events: {
      'customer.write': { description: 'Write a comment of 20 to 300 characters and choose a score (9).' },
      'customer.writeShort': {
        description: 'Write a comment under 20 characters (“Great shop”) and choose a score (4).',
      },
      'customer.writeOtherShort': {
        description: 'Write another comment under 20 characters (“Fast delivery!”) over the flagged one, score 4.',
      },
      'customer.submit': { description: 'Press Submit review.' },
      'server.accept': { description: 'The server takes the review for moderation.' },
      'server.refuse': { description: 'The server refuses the review (only customers who bought may review).' },
    } satisfies EventDescriptions<ReviewModelEvent>,
  },
  initial: 'empty',
  states: {
    empty: {
      description: 'A fresh form: no comment, no score, no error.',
      on: { 'customer.write': 'written', 'customer.writeShort': 'short', 'customer.submit': 'missingShown' },
    },
    missingShown: {
      description: "An empty form was submitted: 'Please enter your comment.' and the score asked for; nothing sent.",
      on: { 'customer.write': 'written', 'customer.writeShort': 'short' },
    },
    short: {
      description: 'A score and a comment under 20 characters, counted as typed; nothing said yet.',
      on: { 'customer.submit': 'shortShown', 'customer.write': 'written' },
    },
    shortShown: {
      description: 'The short comment was submitted: it must be at least 20 characters, and only that is said.',
      on: { 'customer.write': 'written', 'customer.writeOtherShort': 'otherShort' },
    },
    otherShort: {
      description: 'Another comment still under 20 characters typed over the flagged one: the flag is gone meanwhile.',
      on: { 'customer.submit': 'otherShortShown' },
    },
    otherShortShown: {
      description: 'The second invalid submit in a row is flagged as the first was (issue 28); nothing was sent.',
      on: { 'customer.write': 'written' },
    },
    written: {
      description: 'A comment of the right length and a score; no error is shown.',
      on: { 'customer.submit': 'submitting' },
    },
    submitting: {
      description: 'The review is on its way: the button shows progress, the comment is locked.',
      on: { 'server.accept': 'submitted', 'server.refuse': 'failed' },
    },
    failed: {
      description: 'The server refused: its message in a toast and in the form, what was written still there.',
      on: { 'customer.submit': 'submitting' },
    },
    submitted: {
      description: 'The review waits for verification: said in a toast and above a fresh, empty form.',
      type: 'final',
    },
  },
});
