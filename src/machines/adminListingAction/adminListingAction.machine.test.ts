import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AdminListingActionResult } from '#api/adminListings.ts';
import { readMessage } from '#api/serverMessages.ts';
import { jsonFailure } from '#api/testing.ts';
import { activateLocale } from '#app/i18n.ts';
import { adminListingMessages } from '#contract/admin/listingMessages.ts';
import { activateSourceLocale } from '#test/sourceLocale.ts';
import { selectFieldErrors, selectIsBusy } from '../formFlow/formFlow.machine.ts';
import {
  adminListingActionMachine,
  listingActionMessage,
  validateAdminListingAction,
} from './adminListingAction.machine.ts';
import type { AdminListingActionValues } from './adminListingAction.types.ts';

const fixPrice: AdminListingActionValues = {
  action: 'fix_price',
  ids: [7, 8],
  reason: 'Rare pattern, priced by hand',
  price: 123.45,
  currency: 'EUR',
};
const done = (result: Partial<AdminListingActionResult>): AdminListingActionResult => ({
  action: 'take_off_sale',
  detail: adminListingMessages.takenOffSale,
  changed: [7],
  skipped: [],
  ...result,
});

function start(answer: (values: AdminListingActionValues) => Promise<AdminListingActionResult>) {
  const effects = { submit: vi.fn(answer), notifySuccess: vi.fn(), notifyFailure: vi.fn(), afterSuccess: vi.fn() };
  const actor = createActor(
    adminListingActionMachine.provide({
      actors: { submit: fromPromise(({ input }) => effects.submit(input as AdminListingActionValues)) },
      actions: {
        notifySuccess: (_, params) => effects.notifySuccess(readMessage(params.message)),
        notifyFailure: (_, params) => effects.notifyFailure(params.messages.map((message) => readMessage(message))),
        afterSuccess: effects.afterSuccess,
      },
    }),
  ).start();
  return { actor, effects };
}

const errorsOf = (values: AdminListingActionValues) =>
  Object.fromEntries(
    Object.entries(validateAdminListingAction(values)).map(([field, message]) => [
      field,
      message && readMessage(message),
    ]),
  );

afterEach(() => activateSourceLocale());

describe('admin listing action flow', () => {
  it('asks every action for a reason, and a price above zero with cents at most to fix one', () => {
    expect(errorsOf(fixPrice)).toEqual({});
    expect(errorsOf({ ...fixPrice, action: 'take_off_sale', price: undefined })).toEqual({});
    expect(errorsOf({ ...fixPrice, reason: ' ab ', price: Number.NaN })).toEqual({
      reason: 'Give a reason of at least 3 characters',
      price: 'Give a price above zero',
    });
    expect(errorsOf({ ...fixPrice, price: 0 })).toEqual({ price: 'Give a price above zero' });
    expect(errorsOf({ ...fixPrice, price: -3 })).toEqual({ price: 'Give a price above zero' });
    expect(errorsOf({ ...fixPrice, price: 10.005 })).toEqual({ price: 'At most 2 decimals' });
    expect(errorsOf({ ...fixPrice, price: 10_000_000.01 })).toEqual({ price: 'At most 10,000,000' });
    expect(errorsOf({ ...fixPrice, price: 0.07 })).toEqual({});
    expect(errorsOf({ ...fixPrice, price: 10_000_000 })).toEqual({});
    expect(errorsOf({ ...fixPrice, action: 'clear_price', price: Number.NaN })).toEqual({});
  });

  it('says what was done, counted, and how many of the selection it left as they were, in the admin’s language', () => {
    const said = (result: Partial<AdminListingActionResult>) => readMessage(listingActionMessage(done(result)));
    expect(said({})).toBe('1 listing taken off sale.');
    expect(said({ changed: [7, 8, 9], skipped: [{ id: 10, reason: 'sold' }] })).toBe(
      '3 listings taken off sale. 1 other left as it was (sold, or already so).',
    );
    expect(said({ action: 'put_on_sale', changed: [7, 8] })).toBe('2 listings put back on sale.');
    expect(
      said({
        action: 'fix_price',
        skipped: [
          { id: 8, reason: 'sold' },
          { id: 9, reason: 'same_price' },
        ],
      }),
    ).toBe('Fixed price set on 1 listing. 2 others left as they were (sold, or already so).');
    expect(said({ action: 'clear_price' })).toBe('Fixed price cleared on 1 listing: the rule’s price applies.');
    activateLocale('fr');
    expect(said({ changed: [7, 8] })).toBe('2 annonces retirées de la vente.');
  });

  it('confirm with reason → in flight and locked → success toast, reload, closed', async () => {
    let answer!: (value: AdminListingActionResult) => void;
    const { actor, effects } = start(() => new Promise((resolve) => (answer = resolve)));
    actor.send({ type: 'form.open' });
    actor.send({ type: 'form.submit', values: fixPrice });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'form.submit', values: fixPrice });
    actor.send({ type: 'form.cancel' });
    expect(effects.submit).toHaveBeenCalledTimes(1);
    answer(done({ action: 'fix_price', changed: [7, 8] }));
    await waitFor(actor, (snapshot) => !snapshot.hasTag('open'));
    expect(effects.submit).toHaveBeenCalledWith(fixPrice);
    expect(effects.notifySuccess).toHaveBeenCalledWith('Fixed price set on 2 listings.');
    expect(effects.afterSuccess).toHaveBeenCalledTimes(1);
  });

  it("a refusal shows the server's reason as an error toast, keeps the confirmation open and reloads nothing", async () => {
    const refusal = await jsonFailure({ detail: adminListingMessages.offSaleBySync }, 409);
    const { actor, effects } = start(() => Promise.reject(refusal));
    actor.send({ type: 'form.open' });
    actor.send({ type: 'form.submit', values: { ...fixPrice, action: 'put_on_sale' } });
    await waitFor(actor, (snapshot) => snapshot.hasTag('failed'));
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(effects.notifyFailure).toHaveBeenCalledWith([adminListingMessages.offSaleBySync]);
    expect(effects.afterSuccess).not.toHaveBeenCalled();
  });

  it('puts the server’s price error on the price field', async () => {
    const refusal = await jsonFailure({ price: [adminListingMessages.priceDecimals] }, 400);
    const { actor, effects } = start(() => Promise.reject(refusal));
    actor.send({ type: 'form.open' });
    actor.send({ type: 'form.submit', values: fixPrice });
    await waitFor(actor, (snapshot) => snapshot.hasTag('failed'));
    const priceError = selectFieldErrors(actor.getSnapshot()).price;
    expect(priceError && readMessage(priceError)).toBe('At most 2 decimals');
    expect(effects.notifyFailure).toHaveBeenCalledWith([]);
  });

  it('sends nothing without a price and says so on the field', () => {
    const { actor, effects } = start(() => Promise.reject(new Error('not sent')));
    actor.send({ type: 'form.open' });
    actor.send({ type: 'form.submit', values: { ...fixPrice, price: Number.NaN } });
    expect(effects.submit).not.toHaveBeenCalled();
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true);
  });
});
