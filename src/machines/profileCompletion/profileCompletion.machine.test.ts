import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import {
  type ProfileCompletionBody,
  type ProfileUpdatedAnswer,
  profileCompletionBodySchema,
  profileSettingsBodySchema,
} from '../../../contract/profile.ts';
import { jsonFailure } from '../../api/testing.ts';
import { activateLocale, activateSourceLocale } from '../../app/i18n.ts';
import type { ProfileFormValues } from '../../ui/ProfileForm/ProfileForm.tsx';
import { completeProfile } from './profileCompletion.fixtures.ts';
import {
  profileCompletionMachine,
  profileRedirectDelayMs,
  selectFailureMessage,
  selectFieldErrors,
  selectIsSaving,
} from './profileCompletion.machine.ts';
import type { ProfileCompletionEvent } from './profileCompletion.types.ts';
import { type ProfileFieldErrors, validateProfile } from './profileValidation.ts';

const submit = (values: Partial<ProfileFormValues>): ProfileCompletionEvent => ({ type: 'profile.submit', values });

const texts = (errors: ProfileFieldErrors) =>
  Object.fromEntries(Object.entries(errors).map(([field, descriptor]) => [field, i18n._(descriptor)]));

function start(answer: (body: ProfileCompletionBody) => Promise<ProfileUpdatedAnswer>) {
  const effects = {
    save: vi.fn(answer),
    notifySuccess: vi.fn(),
    notifyFailure: vi.fn(),
    resetForm: vi.fn(),
    refreshProfile: vi.fn(),
    goHome: vi.fn(),
  };
  const machine = profileCompletionMachine.provide({
    actors: { saveProfile: fromPromise(({ input }: { input: ProfileCompletionBody }) => effects.save(input)) },
    actions: {
      notifySuccess: (_, { message }) => effects.notifySuccess(message),
      notifyFailure: (_, { messages }) => effects.notifyFailure(messages),
      resetForm: () => effects.resetForm(),
      refreshProfile: () => effects.refreshProfile(),
      goHome: () => effects.goHome(),
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
    await activateLocale('fr');
    const { errors } = validateProfile(profileCompletionBodySchema, { ...completeProfile, phone: '123' });
    expect(texts(errors ?? {}).phone).toBe('Doit commencer par « + » et compter de 11 à 13 chiffres');
  });
});

describe('profileCompletionMachine', () => {
  it('refuses an incomplete form without sending it, and says why', () => {
    const { actor, effects } = start(async () => ({ detail: 'saved' }));
    actor.send(submit({ ...completeProfile, email: 'ivan@' }));
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true);
    expect(texts(selectFieldErrors(actor.getSnapshot()))).toEqual({ email: 'Invalid email address' });
    expect(effects.save).not.toHaveBeenCalled();
  });

  it("saves, thanks with the server's detail, resets, then after 2 seconds refreshes the profile and goes home", async () => {
    vi.useFakeTimers();
    const { actor, effects } = start(async () => ({ detail: 'The data has been successfully updated' }));
    actor.send(submit({ ...completeProfile, full_name: '  Ivan Petrov ' }));
    expect(selectIsSaving(actor.getSnapshot())).toBe(true);
    expect(effects.save).toHaveBeenCalledWith(completeProfile);
    await vi.advanceTimersByTimeAsync(0);
    expect(effects.notifySuccess).toHaveBeenCalledWith('The data has been successfully updated');
    expect(effects.resetForm).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().hasTag('saved')).toBe(true);
    await vi.advanceTimersByTimeAsync(profileRedirectDelayMs - 1);
    expect(effects.goHome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(effects.refreshProfile).toHaveBeenCalledOnce();
    expect(effects.goHome).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("keeps the values and shows the formatter's messages when the server refuses", async () => {
    const failure = await jsonFailure({ steam_trade_link: ['This trade link belongs to another Steam account'] }, 400);
    const { actor, effects } = start(() => Promise.reject(failure));
    actor.send(submit(completeProfile));
    const failed = await waitFor(actor, (snapshot) => snapshot.hasTag('failed'));
    expect(effects.notifyFailure).toHaveBeenCalledWith([
      'steam_trade_link: This trade link belongs to another Steam account',
    ]);
    expect(selectFailureMessage(failed)).toBe('steam_trade_link: This trade link belongs to another Steam account');
    expect(effects.resetForm).not.toHaveBeenCalled();
    expect(effects.goHome).not.toHaveBeenCalled();
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
      { type: 'xstate.done.actor.saveProfile', output: { detail: 'Saved.' } },
      { type: 'xstate.error.actor.saveProfile', error: new Error('offline') },
      { type: 'xstate.after.profileRedirectDelay.profileCompletion.saved' },
    ] as unknown as ProfileCompletionEvent[];
    const reached = new Set(
      getShortestPaths(profileCompletionMachine, { events }).flatMap((path) =>
        path.state._nodes.map((node) => node.id),
      ),
    );
    const every = [profileCompletionMachine.root, ...getStateNodes(profileCompletionMachine.root)].map(
      (node) => node.id,
    );
    expect(every).toContain('profileCompletion.done');
    expect([...reached].sort()).toEqual(every.sort());
  });
});
