import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { readMessage, type ShopMessage } from '#api/serverMessages.ts';
import { jsonFailure, requestFailure } from '#api/testing.ts';
import type { ContactFormAnswer } from '#contract/lists.ts';
import { selectFieldErrors, selectFormErrors, selectIsBusy } from '../formFlow/formFlow.machine.ts';
import { supportFormMachine } from './supportForm.machine.ts';
import type { SupportFormEvent, SupportFormFieldErrors, SupportFormValues } from './supportForm.types.ts';
import { validateSupportForm } from './supportForm.validation.ts';

const filled: SupportFormValues = {
  full_name: 'Ada Lovelace',
  email: 'ada@example.test',
  message: 'My trade offer for the AK-47 | Redline never arrived.',
};
const empty: SupportFormValues = { full_name: '', email: '', message: '' };
const submit = (values: SupportFormValues): SupportFormEvent => ({ type: 'form.submit', values });

/** The English texts of the errors, as the form shows them. */
const texts = (errors: SupportFormFieldErrors) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, readMessage(message as ShopMessage)]));

/** The machine with its send actor answered by `answer`, and every effect a spy. */
function start(answer: (values: SupportFormValues) => Promise<ContactFormAnswer>) {
  const effects = {
    send: vi.fn(answer),
    notifySuccess: vi.fn<(message: string) => void>(),
    notifyFailure: vi.fn<(messages: string[]) => void>(),
    resetForm: vi.fn(),
    closeDialog: vi.fn(),
  };
  const machine = supportFormMachine.provide({
    actors: { submit: fromPromise(({ input }) => effects.send(input as SupportFormValues)) },
    actions: {
      notifySuccess: (_, { message }) => effects.notifySuccess(readMessage(message)),
      notifyFailure: (_, { messages }) => effects.notifyFailure(messages.map((message) => readMessage(message))),
      // SupportModal resets the form, then closes the dialog.
      afterSuccess: () => {
        effects.resetForm();
        effects.closeDialog();
      },
    },
  });
  const actor = createActor(machine).start();
  return { actor, effects };
}

describe('validateSupportForm (spec §5)', () => {
  it('asks for every missing field, with the spec’s words', () => {
    expect(texts(validateSupportForm(empty))).toEqual({
      full_name: 'Please enter your name',
      email: 'Please enter your email',
      message: 'Message is required',
    });
  });

  it('counts blank text as missing', () => {
    expect(Object.keys(validateSupportForm({ full_name: '  ', email: ' ', message: '\n\t' }))).toEqual([
      'full_name',
      'email',
      'message',
    ]);
  });

  it.each(['ada', 'ada@', '@example.test', 'ada@example', 'ada lovelace@example.test'])(
    "says 'Invalid email address' for %j",
    (email) => {
      expect(texts(validateSupportForm({ ...filled, email }))).toEqual({ email: 'Invalid email address' });
    },
  );

  it('accepts a complete form, ignoring spaces around the email', () => {
    expect(validateSupportForm(filled)).toEqual({});
    expect(validateSupportForm({ ...filled, email: '  ada@example.test ' })).toEqual({});
  });
});

describe('supportFormMachine', () => {
  it('refuses an incomplete form without sending it, and says why', () => {
    const { actor, effects } = start(async () => ({ detail: 'sent' }));
    actor.send(submit({ ...filled, email: 'not-an-email' }));
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('invalid')).toBe(true);
    expect(texts(selectFieldErrors(snapshot))).toEqual({ email: 'Invalid email address' });
    expect(effects.send).not.toHaveBeenCalled();
  });

  it("sends a complete form, then thanks with the server's detail, resets the form and closes, in that order", async () => {
    const { actor, effects } = start(async () => ({ detail: 'Your message has been sent.' }));
    actor.send(submit(empty));
    actor.send(submit(filled));
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
    expect(effects.send).toHaveBeenCalledWith(filled);

    const done = await waitFor(actor, (snapshot) => !selectIsBusy(snapshot));
    expect(done.hasTag('succeeded')).toBe(true);
    expect(effects.notifySuccess).toHaveBeenCalledWith('Your message has been sent.');
    const callOrder = [effects.notifySuccess, effects.resetForm, effects.closeDialog].map(
      (spy) => spy.mock.invocationCallOrder[0],
    );
    expect(callOrder).toEqual([...callOrder].sort((a = 0, b = 0) => a - b));
    expect(effects.resetForm).toHaveBeenCalledOnce();
    expect(effects.closeDialog).toHaveBeenCalledOnce();
    expect(effects.notifyFailure).not.toHaveBeenCalled();
  });

  it("keeps the values and shows the server's message when the server refuses", async () => {
    const failure = await jsonFailure({ message: 'Our mailbox is full, write again tomorrow.' }, 503);
    const { actor, effects } = start(() => Promise.reject(failure));
    actor.send(submit(filled));

    const failed = await waitFor(actor, (snapshot) => snapshot.hasTag('failed'));
    expect(selectFormErrors(failed).map((message) => readMessage(message))).toEqual([
      'Our mailbox is full, write again tomorrow.',
    ]);
    expect(effects.notifyFailure).toHaveBeenCalledWith(['Our mailbox is full, write again tomorrow.']);
    expect(effects.resetForm).not.toHaveBeenCalled();
    expect(effects.closeDialog).not.toHaveBeenCalled();
    expect(effects.notifySuccess).not.toHaveBeenCalled();
  });

  it("says 'Unknown error' when the network fails (spec §8, no answer)", async () => {
    const failure = await requestFailure(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { actor, effects } = start(() => Promise.reject(failure));
    actor.send(submit(filled));
    await waitFor(actor, (snapshot) => snapshot.hasTag('failed'));
    expect(effects.notifyFailure).toHaveBeenCalledWith(['Unknown error']);
  });

  it('ignores a second submit while the first is on its way', () => {
    const { actor, effects } = start(() => new Promise(() => {}));
    actor.send(submit(filled));
    actor.send(submit({ ...filled, message: 'Sent twice?' }));
    expect(effects.send).toHaveBeenCalledTimes(1);
  });

  it('sends again after a failure and forgets the old failure', async () => {
    const failure = await jsonFailure({ message: 'Try again.' }, 500);
    const { actor, effects } = start(vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce({ detail: 'Sent.' }));
    actor.send(submit(filled));
    await waitFor(actor, (snapshot) => snapshot.hasTag('failed'));
    actor.send(submit(filled));
    expect(selectFormErrors(actor.getSnapshot())).toEqual([]);
    await waitFor(actor, (snapshot) => snapshot.hasTag('succeeded'));
    expect(effects.send).toHaveBeenCalledTimes(2);
    expect(effects.notifySuccess).toHaveBeenCalledWith('Sent.');
  });
});

describe('supportFormMachine reachability', () => {
  it('reaches every state', () => {
    const events = [
      submit(empty),
      submit(filled),
      { type: 'xstate.done.actor.submit', output: { detail: 'Sent.' } },
      { type: 'xstate.error.actor.submit', error: new Error('offline') },
    ] as unknown as SupportFormEvent[];
    const reached = new Set(
      getShortestPaths(supportFormMachine, { events }).flatMap((path) => path.state._nodes.map((node) => node.id)),
    );
    const every = [supportFormMachine.root, ...getStateNodes(supportFormMachine.root)].map((node) => node.id);
    expect(every).toContain('supportForm.editing.failed');
    expect([...reached].sort()).toEqual(every.sort());
  });
});
