import { msg } from '@lingui/core/macro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AnyStateMachine, createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { readMessage, type ShopMessage, serverMessage } from '#api/serverMessages.ts';
import { jsonFailure, requestFailure } from '#api/testing.ts';
import { activateLocale } from '#app/i18n.ts';
import { profileMessages } from '#contract/profile.ts';
import { activateSourceLocale } from '#test/sourceLocale.ts';
import {
  createFormFlow,
  type FormFlowOptions,
  selectConfirmation,
  selectFieldErrors,
  selectFormErrors,
  selectIsBusy,
} from './formFlow.machine.ts';
import type { FieldErrors, FormFlowEvent } from './formFlow.types.ts';

/** A small form to drive the shape: a name, an e-mail, a reason. */
interface Values {
  name: string;
  email: string;
  reason: string;
}
type Field = keyof Values;
type Answer = { detail: string };

const nameRequired = msg`Please enter your name`;
const emailRule = serverMessage(profileMessages.email);

const validate = (values: Values): FieldErrors<Field> => ({
  ...(values.name.trim() === '' && { name: nameRequired }),
  ...(!values.email.includes('@') && { email: emailRule }),
});

const good: Values = { name: 'Ada', email: 'ada@example.test', reason: 'Asked by the user' };
const submit = (values: Values): FormFlowEvent<Values> => ({ type: 'form.submit', values });

const options = (extra: Partial<FormFlowOptions<Values, Answer, Field>> = {}) =>
  ({
    id: 'sample',
    description: 'A sample form.',
    fields: ['name', 'email', 'reason'],
    validate,
    submit: () => Promise.reject(new Error('not provided')),
    successMessage: (answer: Answer) => serverMessage(answer.detail),
    ...extra,
  }) satisfies FormFlowOptions<Values, Answer, Field>;

const say = (message: ShopMessage) => readMessage(message);
const texts = (errors: FieldErrors<Field>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, say(message as ShopMessage)]));

/** A flow whose submit is answered by `answer`, every effect a spy. */
function start(
  answer: (values: Values) => Promise<Answer>,
  extra: Partial<FormFlowOptions<Values, Answer, Field>> = {},
) {
  const effects = {
    submit: vi.fn(answer),
    notifySuccess: vi.fn<(message: string) => void>(),
    notifyFailure: vi.fn<(messages: string[]) => void>(),
    afterSuccess: vi.fn(),
    leave: vi.fn(),
  };
  const machine = createFormFlow(options(extra)).provide({
    actors: { submit: fromPromise(({ input }) => effects.submit(input as Values)) },
    actions: {
      notifySuccess: (_, { message }) => effects.notifySuccess(say(message)),
      notifyFailure: (_, { messages }) => effects.notifyFailure(messages.map(say)),
      afterSuccess: () => effects.afterSuccess(),
      leave: () => effects.leave(),
    },
  });
  const actor = createActor(machine).start();
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  return { actor, effects, settled };
}

afterEach(() => activateSourceLocale());

describe('a form flow: edit → validate', () => {
  it('shows every current error on each of many invalid submits, and sends nothing', () => {
    const { actor, effects } = start(() => Promise.resolve({ detail: 'ok' }));
    const attempts: Values[] = [
      { name: '', email: 'x', reason: '' },
      { name: '', email: 'y', reason: '' },
      { name: 'Ada', email: 'z', reason: '' },
      { name: 'Ada', email: 'w', reason: '' },
      { name: '', email: 'ada@example.test', reason: '' },
      { name: '', email: 'still@ok', reason: '' },
    ];
    const expected = [
      { name: 'Please enter your name', email: 'Invalid email address' },
      { name: 'Please enter your name', email: 'Invalid email address' },
      { email: 'Invalid email address' },
      { email: 'Invalid email address' },
      { name: 'Please enter your name' },
      { name: 'Please enter your name' },
    ];
    attempts.forEach((values, index) => {
      actor.send(submit(values));
      const snapshot = actor.getSnapshot();
      expect(snapshot.hasTag('invalid')).toBe(true);
      expect(texts(selectFieldErrors(snapshot))).toEqual(expected[index]);
    });
    expect(effects.submit).not.toHaveBeenCalled();
  });

  it('gives a fresh errors object on every invalid submit, so a form shows them again', () => {
    const { actor } = start(() => Promise.resolve({ detail: 'ok' }));
    actor.send(submit({ ...good, email: 'x' }));
    const first = selectFieldErrors(actor.getSnapshot());
    actor.send(submit({ ...good, email: 'y' }));
    expect(selectFieldErrors(actor.getSnapshot())).not.toBe(first);
  });
});

describe('a form flow: submit → success', () => {
  it('is busy while in flight, ignores a second submit, then confirms and runs afterSuccess', async () => {
    let answer!: (value: Answer) => void;
    const { actor, effects, settled } = start(() => new Promise((resolve) => (answer = resolve)));
    actor.send(submit({ ...good, email: 'x' }));
    actor.send(submit(good));
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
    actor.send(submit(good));
    expect(effects.submit).toHaveBeenCalledOnce();
    expect(effects.submit).toHaveBeenCalledWith(good);
    answer({ detail: profileMessages.email });
    await settled();
    expect(actor.getSnapshot().hasTag('succeeded')).toBe(true);
    expect(effects.notifySuccess).toHaveBeenCalledWith('Invalid email address');
    expect(effects.afterSuccess).toHaveBeenCalledOnce();
    expect(say(selectConfirmation(actor.getSnapshot()) as ShopMessage)).toBe('Invalid email address');
    actor.send(submit({ ...good, name: '' }));
    expect(selectConfirmation(actor.getSnapshot())).toBeUndefined();
  });

  it('with leaveAfterMs stays locked, then leaves and stops', async () => {
    vi.useFakeTimers();
    try {
      const { actor, effects } = start(() => Promise.resolve({ detail: 'Saved' }), { leaveAfterMs: 2_000 });
      actor.send(submit(good));
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(actor.getSnapshot().hasTag('succeeded')).toBe(true);
      expect(effects.leave).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1_999);
      expect(effects.leave).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(effects.leave).toHaveBeenCalledOnce();
      expect(actor.getSnapshot().status).toBe('done');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a form flow: submit → failure', () => {
  it("puts the server's field errors on their fields, in the shopper's language, once, with no field keys", async () => {
    activateLocale('fr');
    const { actor, effects, settled } = start(async () => {
      throw await jsonFailure({ email: [profileMessages.email, 'Too long'], reason: ['Brand new server text'] });
    });
    actor.send(submit(good));
    await settled();
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('failed')).toBe(true);
    expect(texts(selectFieldErrors(snapshot))).toEqual({
      email: 'Adresse e-mail invalide',
      reason: 'Brand new server text',
    });
    expect(selectFormErrors(snapshot)).toEqual([]);
    expect(effects.notifyFailure).toHaveBeenCalledWith([]);
  });

  it('says what belongs to no field of the form as the form’s message, without the key', async () => {
    const { actor, effects, settled } = start(async () => {
      throw await jsonFailure({ steam_id: ['This field is required'], name: ['Too long'] });
    });
    actor.send(submit(good));
    await settled();
    expect(texts(selectFieldErrors(actor.getSnapshot()))).toEqual({ name: 'Too long' });
    expect(effects.notifyFailure).toHaveBeenCalledWith(['This field is required']);
    expect(selectFormErrors(actor.getSnapshot()).map(say)).toEqual(['This field is required']);
  });

  it.each([
    [
      'a detail',
      async () => jsonFailure({ detail: 'Too many requests, try again in a minute.' }, 429),
      ['Too many requests, try again in a minute.'],
    ],
    ['a message', async () => jsonFailure({ message: 'Maintenance' }, 503), ['Maintenance']],
    ['nothing readable', async () => jsonFailure({ code: 7 }, 500), ['Something went wrong']],
    [
      'no answer',
      async () =>
        requestFailure(async () => {
          throw new TypeError('Failed to fetch');
        }),
      ['Unknown error'],
    ],
  ])('says the form-level failure of %s once, in the failure toast, and keeps the values', async (_, failure, said) => {
    const { actor, effects, settled } = start(async () => {
      throw await failure();
    });
    actor.send(submit(good));
    await settled();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(effects.notifyFailure).toHaveBeenCalledWith(said);
    expect(effects.afterSuccess).not.toHaveBeenCalled();
    actor.send(submit({ ...good, name: '' }));
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true);
    expect(selectFormErrors(actor.getSnapshot())).toEqual([]);
  });
});

describe('a confirm flow (admin actions)', () => {
  const confirmed = { confirm: true };

  it('starts closed, opens, cancels, and never sends without a submit', () => {
    const { actor, effects } = start(() => Promise.resolve({ detail: 'Done' }), confirmed);
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    actor.send({ type: 'form.submit', values: good });
    expect(effects.submit).not.toHaveBeenCalled();
    actor.send({ type: 'form.open' });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
  });

  it('locks the controls in flight (cancel ignored), then toasts, reloads and closes', async () => {
    let answer!: (value: Answer) => void;
    const { actor, effects, settled } = start(() => new Promise((resolve) => (answer = resolve)), confirmed);
    actor.send({ type: 'form.open' });
    actor.send(submit(good));
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    answer({ detail: 'User banned' });
    await settled();
    expect(effects.notifySuccess).toHaveBeenCalledWith('User banned');
    expect(effects.afterSuccess).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
  });

  it("says the server's refusal in an error toast, changes nothing and keeps the reason for another try", async () => {
    const { actor, effects, settled } = start(async () => {
      throw await jsonFailure({ detail: 'This order can no longer be refunded' }, 409);
    }, confirmed);
    actor.send({ type: 'form.open' });
    actor.send(submit(good));
    await settled();
    expect(effects.notifyFailure).toHaveBeenCalledWith(['This order can no longer be refunded']);
    expect(effects.afterSuccess).not.toHaveBeenCalled();
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
  });
});

describe('form flow reachability', () => {
  const events = [
    { type: 'form.open' },
    { type: 'form.cancel' },
    submit({ ...good, name: '' }),
    submit(good),
    { type: 'xstate.done.actor.submit', output: { detail: 'ok' } },
    { type: 'xstate.error.actor.submit', error: new Error('offline') },
    { type: 'xstate.after.leaveDelay.sample.leaving' },
  ] as unknown as FormFlowEvent<Values>[];

  it.each([
    ['a form', {}],
    ['a form that leaves after success', { leaveAfterMs: 2_000 }],
    ['a confirm flow', { confirm: true }],
  ])('%s reaches every one of its states', (_, extra) => {
    const machine: AnyStateMachine = createFormFlow(options(extra));
    const reached = new Set(
      getShortestPaths(machine, { events }).flatMap((path) => path.state._nodes.map((node) => node.id)),
    );
    const every = [machine.root, ...getStateNodes(machine.root)].map((node) => node.id);
    expect([...reached].sort()).toEqual(every.sort());
  });
});
