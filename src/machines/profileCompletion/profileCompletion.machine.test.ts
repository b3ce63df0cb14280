import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { readMessage, type ShopMessage, serverMessage } from '#api/serverMessages.ts';
import { jsonFailure } from '#api/testing.ts';
import { activateLocale } from '#app/i18n.ts';
import type { ProfileFormValues } from '#contract/profile.ts';
import {
  type ProfileUpdatedAnswer,
  profileCompletionBodySchema,
  profileSettingsBodySchema,
} from '#contract/profile.ts';
import { activateSourceLocale } from '#test/sourceLocale.ts';
import { selectFieldErrors, selectIsBusy } from '../formFlow/formFlow.machine.ts';
import { completeProfile } from './profileCompletion.fixtures.ts';
import { profileCompletionMachine, profileRedirectDelayMs } from './profileCompletion.machine.ts';
import type { ProfileCompletionEvent } from './profileCompletion.types.ts';
import { type ProfileFieldErrors, validateProfile } from './profileValidation.ts';

const submit = (values: Partial<ProfileFormValues>): ProfileCompletionEvent => ({ type: 'form.submit', values });

const texts = (errors: ProfileFieldErrors | Partial<Record<string, ShopMessage>>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, readMessage(message as ShopMessage)]));

function start(answer: (values: Partial<ProfileFormValues>) => Promise<ProfileUpdatedAnswer>) {
  const effects = {
    save: vi.fn(answer),
    notifySuccess: vi.fn<(message: string) => void>(),
    notifyFailure: vi.fn<(messages: string[]) => void>(),
    leave: vi.fn(),
  };
  const machine = profileCompletionMachine.provide({
    actors: { submit: fromPromise(({ input }) => effects.save(input as Partial<ProfileFormValues>)) },
    actions: {
      notifySuccess: (_, { message }) => effects.notifySuccess(readMessage(message)),
      notifyFailure: (_, { messages }) => effects.notifyFailure(messages.map((message) => readMessage(message))),
      leave: () => effects.leave(),
    },
  });
  return { actor: createActor(machine).start(), effects };
}

afterEach(() => {
  vi.useRealTimers();
  activateSourceLocale();
});

describe('validateProfile (spec §5, DESIGN.md §4, with the contract’s schemas)', () => {
  it('asks for every field of the completion form', () => {
    const { errors } = validateProfile(profileCompletionBodySchema, {});
    expect(Object.keys(errors ?? {}).sort()).toEqual(Object.keys(completeProfile).sort());
  });

  it.each([
    ['phone', '+3361234', "Must start with '+' and have 11-13 digits"],
    ['phone', '0612345678901', "Must start with '+' and have 11-13 digits"],
    ['date_birth', '1990-02-30', 'Invalid date'],
    ['date_birth', '2999-01-01', 'Date cannot be in the future'],
    ['date_birth', `${new Date().getFullYear() - 10}-01-01`, 'You must be at least 16 years old'],
    ['email', 'ivan@', 'Invalid email address'],
    [
      'steam_trade_link',
      'https://steamcommunity.com.evil.com/tradeoffer/new/?partner=1&token=a',
      'Invalid Steam Trade URL',
    ],
    ['username', '   ', 'This field is required'],
  ] as const)('refuses %s %j with %j', (field, value, message) => {
    const { errors } = validateProfile(profileCompletionBodySchema, { ...completeProfile, [field]: value });
    expect(texts(errors ?? {})).toEqual({ [field]: message });
  });

  it('applies the settings rules to the settings form: up to 15 digits, its own email message', () => {
    const { username: _, full_name: __, date_birth: ___, ...settings } = completeProfile;
    expect(validateProfile(profileSettingsBodySchema, { ...settings, phone: '+1234' }).errors).toBeUndefined();
    const { errors } = validateProfile(profileSettingsBodySchema, {
      ...settings,
      phone: '+1234567890123456',
      email: 'x',
    });
    expect(texts(errors ?? {})).toEqual({
      phone: "Must start with '+' and have up to 15 digits",
      email: 'Invalid email address',
    });
  });

  it('speaks French', async () => {
    activateLocale('fr');
    const { errors } = validateProfile(profileCompletionBodySchema, { ...completeProfile, phone: '123' });
    expect(texts(errors ?? {}).phone).toBe('Doit commencer par « + » et compter de 11 à 13 chiffres');
  });
});

describe('profileCompletionMachine (a form flow)', () => {
  it('refuses an incomplete form without sending it, and says why', () => {
    const { actor, effects } = start(async () => ({ detail: 'saved' }));
    actor.send(submit({ ...completeProfile, email: 'ivan@' }));
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true);
    expect(texts(selectFieldErrors(actor.getSnapshot()))).toEqual({ email: 'Invalid email address' });
    expect(effects.save).not.toHaveBeenCalled();
  });

  it('flags a second, third and fourth invalid phone in a row, each time (issue #17.5)', () => {
    const { actor, effects } = start(async () => ({ detail: 'saved' }));
    for (const phone of ['+33612', '+3361', '12345678901', '+33 6 12']) {
      actor.send(submit({ ...completeProfile, phone }));
      expect(texts(selectFieldErrors(actor.getSnapshot()))).toEqual({
        phone: "Must start with '+' and have 11-13 digits",
      });
    }
    expect(effects.save).not.toHaveBeenCalled();
  });

  it("saves, thanks with the server's detail in the shopper's language, keeps the values, then after 2 seconds leaves", async () => {
    vi.useFakeTimers();
    activateLocale('fr');
    const { actor, effects } = start(async () => ({ detail: 'The data has been successfully updated' }));
    actor.send(submit(completeProfile));
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(effects.save).toHaveBeenCalledWith(completeProfile);
    await vi.advanceTimersByTimeAsync(0);
    expect(effects.notifySuccess).toHaveBeenCalledWith(
      readMessage(serverMessage('The data has been successfully updated')),
    );
    expect(effects.notifySuccess.mock.calls[0]?.[0]).not.toBe('The data has been successfully updated');
    // Locked and done: the values stay on screen while the user reads the thanks.
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('succeeded')).toBe(true);
    await vi.advanceTimersByTimeAsync(profileRedirectDelayMs - 1);
    expect(effects.leave).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(effects.leave).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("puts the server's refusal of the trade link on that field, once, without its key, and keeps the values", async () => {
    const failure = await jsonFailure({ steam_trade_link: ['Invalid Steam Trade URL'] }, 400);
    const { actor, effects } = start(() => Promise.reject(failure));
    actor.send(submit(completeProfile));
    const failed = await waitFor(actor, (snapshot) => snapshot.hasTag('failed'));
    expect(texts(selectFieldErrors(failed))).toEqual({ steam_trade_link: 'Invalid Steam Trade URL' });
    expect(effects.notifyFailure).toHaveBeenCalledWith([]);
    expect(effects.leave).not.toHaveBeenCalled();
  });

  it('says a refusal about no field in one toast', async () => {
    const failure = await jsonFailure({ detail: 'Too many requests.' }, 429);
    const { actor, effects } = start(() => Promise.reject(failure));
    actor.send(submit(completeProfile));
    await waitFor(actor, (snapshot) => snapshot.hasTag('failed'));
    expect(effects.notifyFailure).toHaveBeenCalledWith(['Too many requests.']);
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
  });

  it('ignores a second submit while the first is on its way', () => {
    const { actor, effects } = start(() => new Promise(() => {}));
    actor.send(submit(completeProfile));
    actor.send(submit(completeProfile));
    expect(effects.save).toHaveBeenCalledOnce();
  });
});

describe('profileCompletionMachine reachability', () => {
  it('reaches every state', () => {
    const events = [
      submit({}),
      submit(completeProfile),
      { type: 'xstate.done.actor.submit', output: { detail: 'Saved.' } },
      { type: 'xstate.error.actor.submit', error: new Error('offline') },
      { type: 'xstate.after.leaveDelay.profileCompletion.leaving' },
    ] as unknown as ProfileCompletionEvent[];
    const reached = new Set(
      getShortestPaths(profileCompletionMachine, { events }).flatMap((path) =>
        path.state._nodes.map((node) => node.id),
      ),
    );
    const every = [profileCompletionMachine.root, ...getStateNodes(profileCompletionMachine.root)].map(
      (node) => node.id,
    );
    expect(every).toContain('profileCompletion.left');
    expect([...reached].sort()).toEqual(every.sort());
  });
});
