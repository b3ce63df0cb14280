import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { readMessage } from '#api/serverMessages.ts';
import { jsonFailure } from '#api/testing.ts';
import { activateLocale } from '#app/i18n.ts';
import { adminOrderMessages } from '#contract/admin/orderMessages.ts';
import { activateSourceLocale } from '#test/sourceLocale.ts';
import { selectFieldErrors, selectIsBusy } from '../formFlow/formFlow.machine.ts';
import { adminOrderActionMachine, validateAdminOrderAction } from './adminOrderAction.machine.ts';
import type { AdminOrderActionValues } from './adminOrderAction.types.ts';

const refund: AdminOrderActionValues = { action: 'refund', orderId: 7, reason: 'Buyer asked by mail' };

function start(answer: (values: AdminOrderActionValues) => Promise<{ message: string; status: 'refunded' }>) {
  const effects = {
    submit: vi.fn(answer),
    notifySuccess: vi.fn(),
    notifyFailure: vi.fn(),
    afterSuccess: vi.fn(),
  };
  const actor = createActor(
    adminOrderActionMachine.provide({
      actors: { submit: fromPromise(({ input }) => effects.submit(input as AdminOrderActionValues)) },
      actions: {
        notifySuccess: (_, params) => effects.notifySuccess(readMessage(params.message)),
        notifyFailure: (_, params) => effects.notifyFailure(params.messages.map((message) => readMessage(message))),
        afterSuccess: effects.afterSuccess,
      },
    }),
  ).start();
  return { actor, effects };
}

afterEach(() => activateSourceLocale());

describe('admin order action flow', () => {
  it('asks for a reason of 3 characters for an action, any text for a note', () => {
    expect(Object.keys(validateAdminOrderAction({ ...refund, reason: ' ab ' }))).toEqual(['reason']);
    expect(validateAdminOrderAction(refund)).toEqual({});
    expect(Object.keys(validateAdminOrderAction({ action: 'note', orderId: 7, reason: '  ' }))).toEqual(['reason']);
    expect(validateAdminOrderAction({ action: 'note', orderId: 7, reason: 'ok' })).toEqual({});
  });

  it('confirm with reason → in flight and locked → success toast in the admin’s language, reload, closed', async () => {
    let answer!: (value: { message: string; status: 'refunded' }) => void;
    const { actor, effects } = start(() => new Promise((resolve) => (answer = resolve)));
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    actor.send({ type: 'form.open' });
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    actor.send({ type: 'form.submit', values: refund });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    // Locked: a second confirmation and a cancel do nothing while in flight.
    actor.send({ type: 'form.submit', values: refund });
    actor.send({ type: 'form.cancel' });
    expect(effects.submit).toHaveBeenCalledTimes(1);
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);

    activateLocale('fr');
    answer({ message: adminOrderMessages.refunded, status: 'refunded' });
    await waitFor(actor, (snapshot) => !snapshot.hasTag('open'));
    expect(effects.submit).toHaveBeenCalledWith(refund);
    expect(effects.notifySuccess).toHaveBeenCalledWith('La commande a été remboursée.');
    expect(effects.afterSuccess).toHaveBeenCalledTimes(1);
    expect(effects.notifyFailure).not.toHaveBeenCalled();
  });

  it("a refusal shows the server's message as an error toast, keeps the confirmation open and reloads nothing", async () => {
    const refusal = await jsonFailure({ detail: adminOrderMessages.refundNotAllowed }, 409);
    const { actor, effects } = start(() => Promise.reject(refusal));
    actor.send({ type: 'form.open' });
    actor.send({ type: 'form.submit', values: refund });
    await waitFor(actor, (snapshot) => snapshot.hasTag('failed'));
    expect(actor.getSnapshot().hasTag('open')).toBe(true);
    expect(effects.notifyFailure).toHaveBeenCalledWith([adminOrderMessages.refundNotAllowed]);
    expect(effects.afterSuccess).not.toHaveBeenCalled();
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
  });

  it('sends nothing without a reason and says so on the field', () => {
    const { actor, effects } = start(() => Promise.reject(new Error('not sent')));
    actor.send({ type: 'form.open' });
    actor.send({ type: 'form.submit', values: { ...refund, reason: '' } });
    expect(effects.submit).not.toHaveBeenCalled();
    const reasonError = selectFieldErrors(actor.getSnapshot()).reason;
    expect(reasonError && readMessage(reasonError)).toBe('Give a reason of at least 3 characters');
  });
});
