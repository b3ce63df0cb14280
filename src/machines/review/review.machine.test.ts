import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { readMessage, type ShopMessage } from '#api/serverMessages.ts';
import { jsonFailure, requestFailure } from '#api/testing.ts';
import type { ReviewSubmission, ReviewSubmittedAnswer } from '#contract/reviews.ts';
import { selectConfirmation, selectFieldErrors, selectFormErrors, selectIsBusy } from '../formFlow/formFlow.machine.ts';
import { reviewMachine } from './review.machine.ts';
import type { ReviewEvent, ReviewFormFieldErrors, ReviewFormValues } from './review.types.ts';
import { toReviewSubmission, validateReview } from './review.validation.ts';

const written: ReviewFormValues = {
  description: 'Fast trade offer, the float was as listed.',
  rate: 9,
  language: 'en',
};
const empty: ReviewFormValues = { description: '', rate: undefined, language: 'en' };
const submit = (values: ReviewFormValues, language: 'en' | 'fr' = 'en'): ReviewEvent => ({
  type: 'form.submit',
  values: { ...values, language },
});
const say = (message: ShopMessage | undefined) => (message ? readMessage(message) : undefined);
const confirmation = 'Thank you! Your review will be published after verification.';

/** The English texts of the errors, as the form shows them. */
const texts = (errors: ReviewFormFieldErrors) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, say(message)]));

/** The machine with its send actor answered by `answer`, and every effect a spy. */
function start(answer: (body: ReviewSubmission) => Promise<ReviewSubmittedAnswer>) {
  const effects = {
    send: vi.fn(answer),
    notifySuccess: vi.fn<(message: string) => void>(),
    notifyFailure: vi.fn<(messages: string[]) => void>(),
    resetForm: vi.fn(),
  };
  const machine = reviewMachine.provide({
    // As the default does: the trimmed body of the values that passed the rules.
    actors: { submit: fromPromise(({ input }) => effects.send(toReviewSubmission(input as ReviewFormValues))) },
    actions: {
      notifySuccess: (_, { message }) => effects.notifySuccess(readMessage(message)),
      notifyFailure: (_, { messages }) => effects.notifyFailure(messages.map((message) => readMessage(message))),
      afterSuccess: () => effects.resetForm(),
    },
  });
  const actor = createActor(machine).start();
  return { actor, effects };
}

describe('validateReview (spec §5)', () => {
  it("asks for the comment with the spec's words, and for a score", () => {
    expect(texts(validateReview(empty))).toEqual({
      description: 'Please enter your comment.',
      rate: 'Please choose a score from 1 to 10.',
    });
    expect(texts(validateReview({ ...written, description: ' \n\t ' }))).toEqual({
      description: 'Please enter your comment.',
    });
  });

  it('takes 20 to 300 characters, spaces around the comment not counted', () => {
    const text = (length: number) => `  ${'a'.repeat(length)}  `;
    expect(validateReview({ ...written, description: text(20) })).toEqual({});
    expect(validateReview({ ...written, description: text(300) })).toEqual({});
    expect(texts(validateReview({ ...written, description: text(19) }))).toEqual({
      description: 'Your comment must be at least 20 characters long.',
    });
    expect(texts(validateReview({ ...written, description: text(301) }))).toEqual({
      description: 'Your comment must be at most 300 characters long.',
    });
  });

  it.each([0, 11, 4.5, -1])('refuses the score %s', (rate) => {
    expect(texts(validateReview({ ...written, rate }))).toEqual({ rate: 'Please choose a score from 1 to 10.' });
  });

  it.each([1, 10])('accepts the score %s', (rate) => {
    expect(validateReview({ ...written, rate })).toEqual({});
  });
});

describe('reviewMachine (a form flow)', () => {
  it('flags a too short comment on every submit, however many came before (issue #17.5)', () => {
    const { actor, effects } = start(async () => ({ detail: confirmation }));
    for (const description of ['Too short', 'Still too short', 'Short', 'Nope, short']) {
      actor.send(submit({ ...written, description }));
      expect(texts(selectFieldErrors(actor.getSnapshot()))).toEqual({
        description: 'Your comment must be at least 20 characters long.',
      });
    }
    expect(effects.send).not.toHaveBeenCalled();
  });

  it('refuses an incomplete review without sending it, and says why', () => {
    const { actor, effects } = start(async () => ({ detail: confirmation }));
    actor.send(submit({ ...written, rate: undefined }));
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('invalid')).toBe(true);
    expect(texts(selectFieldErrors(snapshot))).toEqual({ rate: 'Please choose a score from 1 to 10.' });
    expect(effects.send).not.toHaveBeenCalled();
  });

  it('sends the trimmed review in the language of the site, then confirms and resets the form', async () => {
    const { actor, effects } = start(async () => ({ detail: confirmation }));
    actor.send(submit(empty));
    actor.send(submit({ ...written, description: `  ${written.description} ` }, 'fr'));
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
    expect(effects.send).toHaveBeenCalledWith({ description: written.description, rate: 9, language: 'fr' });

    const done = await waitFor(actor, (snapshot) => !selectIsBusy(snapshot));
    expect(done.hasTag('succeeded')).toBe(true);
    expect(say(selectConfirmation(done))).toBe(confirmation);
    expect(effects.notifySuccess).toHaveBeenCalledWith(confirmation);
    expect(effects.resetForm).toHaveBeenCalledOnce();
    expect(effects.notifySuccess.mock.invocationCallOrder[0]).toBeLessThan(
      effects.resetForm.mock.invocationCallOrder[0] ?? 0,
    );
    expect(effects.notifyFailure).not.toHaveBeenCalled();
  });

  it('forgets the confirmation at the next submit', async () => {
    const { actor } = start(async () => ({ detail: confirmation }));
    actor.send(submit(written));
    await waitFor(actor, (snapshot) => snapshot.hasTag('succeeded'));
    actor.send(submit(empty));
    expect(selectConfirmation(actor.getSnapshot())).toBeUndefined();
  });

  it("keeps the values and says the server's refusal once, in the active language", async () => {
    const failure = await jsonFailure({ detail: 'Only customers with a delivered order can leave a review.' }, 403);
    const { actor, effects } = start(() => Promise.reject(failure));
    actor.send(submit(written));
    const failed = await waitFor(actor, (snapshot) => snapshot.hasTag('failed'));
    expect(selectFormErrors(failed).map(say)).toEqual(['Only customers with a delivered order can leave a review.']);
    expect(effects.notifyFailure).toHaveBeenCalledWith(['Only customers with a delivered order can leave a review.']);
    expect(effects.resetForm).not.toHaveBeenCalled();
    expect(effects.notifySuccess).not.toHaveBeenCalled();
  });

  it('puts a field the server refused on that field, never as raw text (issue #17.5)', async () => {
    const failure = await jsonFailure({ description: ['Please enter your comment.'] }, 400);
    const { actor, effects } = start(() => Promise.reject(failure));
    actor.send(submit(written));
    const failed = await waitFor(actor, (snapshot) => snapshot.hasTag('failed'));
    expect(texts(selectFieldErrors(failed))).toEqual({ description: 'Please enter your comment.' });
    expect(effects.notifyFailure).toHaveBeenCalledWith([]);
  });

  it("says 'Unknown error' when the network fails", async () => {
    const failure = await requestFailure(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { actor, effects } = start(() => Promise.reject(failure));
    actor.send(submit(written));
    await waitFor(actor, (snapshot) => snapshot.hasTag('failed'));
    expect(effects.notifyFailure).toHaveBeenCalledWith(['Unknown error']);
  });

  it('ignores a second submit while the first is on its way', () => {
    const { actor, effects } = start(() => new Promise(() => {}));
    actor.send(submit(written));
    actor.send(submit({ ...written, rate: 2 }));
    expect(effects.send).toHaveBeenCalledTimes(1);
  });
});

describe('reviewMachine reachability', () => {
  it('reaches every state', () => {
    const events = [
      submit(empty),
      submit(written),
      { type: 'xstate.done.actor.submit', output: { detail: confirmation } },
      { type: 'xstate.error.actor.submit', error: new Error('offline') },
    ] as unknown as ReviewEvent[];
    const reached = new Set(
      getShortestPaths(reviewMachine, { events }).flatMap((path) => path.state._nodes.map((node) => node.id)),
    );
    const every = [reviewMachine.root, ...getStateNodes(reviewMachine.root)].map((node) => node.id);
    expect(every).toContain('review.editing.succeeded');
    expect([...reached].sort()).toEqual(every.sort());
  });
});
