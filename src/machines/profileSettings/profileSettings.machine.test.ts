import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { readMessage, type ShopMessage } from '#api/serverMessages.ts';
import { jsonFailure } from '#api/testing.ts';
import type { ProfileFormValues } from '#contract/profile.ts';
import { selectFieldErrors, selectSignInRequired } from '../formFlow/formFlow.machine.ts';
import type { FormFlowEvent } from '../formFlow/formFlow.types.ts';
import { profileSettingsMachine } from './profileSettings.machine.ts';

type Values = Partial<ProfileFormValues>;

const settings: Values = {
  email: 'ivan@example.com',
  phone: '+33612345678',
  country: 'FR',
  street_address: '12 Rue de Rivoli',
  zip_code: '75001',
  steam_trade_link: 'https://steamcommunity.com/tradeoffer/new/?partner=39974008&token=Ab12Cd34',
};
const steamSignInRequired = {
  detail: 'Sign in with Steam again to change your trade link',
  reason: 'steam_sign_in_required',
};
const submit = (values: Values): FormFlowEvent<Values> => ({ type: 'form.submit', values });
const texts = (errors: Partial<Record<string, ShopMessage>>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, readMessage(message as ShopMessage)]));

function start(answer: (values: Values) => Promise<{ detail: string }>) {
  const effects = { save: vi.fn(answer), afterSuccess: vi.fn(), notifySuccess: vi.fn<(message: string) => void>() };
  const machine = profileSettingsMachine.provide({
    actors: { submit: fromPromise(({ input }) => effects.save(input as Values)) },
    actions: {
      notifySuccess: (_, { message }) => effects.notifySuccess(readMessage(message)),
      afterSuccess: () => effects.afterSuccess(),
    },
  });
  return { actor: createActor(machine).start(), effects };
}

describe('profileSettingsMachine (a form flow)', () => {
  it('flags every invalid phone in a row, and says the one e-mail message of every form', () => {
    const { actor, effects } = start(async () => ({ detail: 'ok' }));
    for (const phone of ['+1234567890123456', '33612', '+33 612', '+1234567890123457']) {
      actor.send(submit({ ...settings, phone, email: 'ivan@' }));
      expect(texts(selectFieldErrors(actor.getSnapshot()))).toEqual({
        phone: "Must start with '+' and have up to 15 digits",
        email: 'Invalid email address',
      });
    }
    expect(effects.save).not.toHaveBeenCalled();
  });

  it('saves, thanks, refreshes the profile and keeps the values for more edits', async () => {
    const { actor, effects } = start(async () => ({ detail: 'The data has been successfully updated' }));
    actor.send(submit(settings));
    await waitFor(actor, (snapshot) => snapshot.hasTag('succeeded'));
    expect(effects.save).toHaveBeenCalledWith(settings);
    expect(effects.notifySuccess).toHaveBeenCalledWith('The data has been successfully updated');
    expect(effects.afterSuccess).toHaveBeenCalledOnce();
  });

  it("puts the server's refusal on its field, without the field's key", async () => {
    const failure = await jsonFailure({ steam_trade_link: ['Invalid Steam Trade URL'] });
    const { actor } = start(() => Promise.reject(failure));
    actor.send(submit(settings));
    const failed = await waitFor(actor, (snapshot) => snapshot.hasTag('failed'));
    expect(texts(selectFieldErrors(failed))).toEqual({ steam_trade_link: 'Invalid Steam Trade URL' });
  });

  it('asks for a fresh Steam sign-in when the server wants one for a trade link change, without a toast', async () => {
    const failure = await jsonFailure(steamSignInRequired, 403);
    const notifyFailure = vi.fn();
    const machine = profileSettingsMachine.provide({
      actors: { submit: fromPromise(() => Promise.reject(failure)) },
      actions: { notifyFailure: () => notifyFailure() },
    });
    const actor = createActor(machine).start();
    actor.send(submit(settings));
    const refused = await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(selectSignInRequired(refused)).toBe(true);
    expect(refused.hasTag('failed')).toBe(false);
    expect(notifyFailure).not.toHaveBeenCalled();
    // Another kind of 403 is an ordinary failure.
    const forbidden = await jsonFailure({ detail: 'You do not have permission to perform this action.' }, 403);
    const other = createActor(
      profileSettingsMachine.provide({ actors: { submit: fromPromise(() => Promise.reject(forbidden)) } }),
    ).start();
    other.send(submit(settings));
    const failed = await waitFor(other, (snapshot) => !snapshot.hasTag('busy'));
    expect(selectSignInRequired(failed)).toBe(false);
    expect(failed.hasTag('failed')).toBe(true);
  });
});

describe('profileSettingsMachine reachability', () => {
  it('reaches every state', async () => {
    const events = [
      submit({}),
      submit(settings),
      { type: 'xstate.done.actor.submit', output: { detail: 'Saved.' } },
      { type: 'xstate.error.actor.submit', error: new Error('offline') },
      { type: 'xstate.error.actor.submit', error: await jsonFailure(steamSignInRequired, 403) },
    ] as unknown as FormFlowEvent<Values>[];
    const reached = new Set(
      getShortestPaths(profileSettingsMachine, { events }).flatMap((path) => path.state._nodes.map((node) => node.id)),
    );
    const every = [profileSettingsMachine.root, ...getStateNodes(profileSettingsMachine.root)].map((node) => node.id);
    expect([...reached].sort()).toEqual(every.sort());
  });
});
