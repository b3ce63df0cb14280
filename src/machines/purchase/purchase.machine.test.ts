import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import type { PurchaseRequest } from '#api/purchase.ts';
import { httpFailure, jsonFailure, requestFailure } from '#api/testing.ts';
import type { PurchaseAnswer } from '#contract/cart.ts';
import {
  purchaseMachine,
  selectChangedTotal,
  selectConsentRefused,
  selectFailureMessage,
  selectIsBusy,
  selectLockedSkinIds,
  selectTermsRefused,
  selectTradeHoldDays,
} from './purchase.machine.ts';
import type { PurchaseAttempt, PurchaseEvent, ShownPrice } from './purchase.types.ts';

const checkoutOrigin = 'https://pay.example.com';
const answer: PurchaseAnswer = {
  checkout_url: `${checkoutOrigin}/checkout/cs_123`,
  message: 'Order created, waiting for payment',
  order_id: 41,
};
const cartRequest: PurchaseRequest = { kind: 'cart', gatewayId: 1 };
const skinRequest: PurchaseRequest = { kind: 'skin', gatewayId: 1, skinId: 7 };
const eur = (amount: number): ShownPrice => ({ amount, currency: 'EUR' });
const buySkin = (shownPrice: ShownPrice = eur(12.5)): PurchaseEvent => ({
  type: 'purchase.buy',
  request: skinRequest,
  agreedToTerms: true,
  consentedToImmediateDelivery: true,
  shownPrice,
});
const buyCart = (overrides: Partial<Extract<PurchaseEvent, { type: 'purchase.buy' }>> = {}): PurchaseEvent => ({
  type: 'purchase.buy',
  request: cartRequest,
  agreedToTerms: true,
  consentedToImmediateDelivery: true,
  shownPrice: eur(69.74),
  ...overrides,
});

interface Server {
  inventoryOpen?: () => Promise<boolean>;
  placeOrder?: (attempt: PurchaseAttempt) => Promise<PurchaseAnswer>;
  origins?: () => Promise<string[]>;
}

/** The machine with its calls answered by `server` (by default: open inventory, order made) and every effect a spy. */
function start(server: Server = {}) {
  const calls = {
    inventory: vi.fn(server.inventoryOpen ?? (async () => true)),
    placeOrder: vi.fn(server.placeOrder ?? (async () => answer)),
    origins: vi.fn(server.origins ?? (async () => [checkoutOrigin])),
  };
  const effects = {
    notifyTermsRequired: vi.fn(),
    notifyConsentRequired: vi.fn(),
    notifyInventoryClosed: vi.fn(),
    notifySuccess: vi.fn(),
    notifyFailure: vi.fn(),
    reloadCartAndListings: vi.fn(),
    redirectToCheckout: vi.fn(),
  };
  const machine = purchaseMachine.provide({
    actors: {
      checkInventory: fromPromise(() => calls.inventory()),
      placeOrder: fromPromise(({ input }: { input: PurchaseAttempt }) => calls.placeOrder(input)),
      fetchCheckoutOrigins: fromPromise(() => calls.origins()),
    },
    actions: {
      notifyTermsRequired: () => effects.notifyTermsRequired(),
      notifyConsentRequired: () => effects.notifyConsentRequired(),
      notifyInventoryClosed: () => effects.notifyInventoryClosed(),
      notifySuccess: (_, { message }) => effects.notifySuccess(message),
      notifyFailure: (_, { message }) => effects.notifyFailure(message),
      reloadCartAndListings: () => effects.reloadCartAndListings(),
      redirectToCheckout: (_, { url }) => effects.redirectToCheckout(url),
    },
  });
  const actor = createActor(machine).start();
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy') || snapshot.hasTag('redirecting'));
  return { actor, calls, effects, settled };
}

const lockedBody = { message: 'Some skins are no longer available', locked_skins: [7, 9] };
const justSoldBody = (lockedSkins: number[]) => ({
  message: 'Just sold: another buyer got there first',
  locked_skins: lockedSkins,
  reason: 'just_sold',
});
const priceChangedBody = (price: ShownPrice) => ({
  message: 'The price changed since you saw it',
  locked_skins: [],
  reason: 'price_changed',
  price,
});
const tradeHoldBody = (days: number) => ({
  message: 'Steam would hold this trade: turn on the Steam Guard Mobile Authenticator before buying',
  locked_skins: [],
  reason: 'trade_hold',
  hold_days: days,
});

describe('purchaseMachine', () => {
  it("refuses Buy without the terms' agreement, calling nothing", () => {
    const { actor, calls, effects } = start();
    actor.send(buyCart({ agreedToTerms: false }));
    expect(actor.getSnapshot().hasTag('termsRefused')).toBe(true);
    expect(effects.notifyTermsRequired).toHaveBeenCalledOnce();
    expect(calls.inventory).not.toHaveBeenCalled();
    expect(effects.reloadCartAndListings).not.toHaveBeenCalled();
  });

  it('refuses Buy without the consent to immediate delivery, calling nothing, until it is given', async () => {
    const { actor, calls, effects, settled } = start();
    actor.send(buyCart({ consentedToImmediateDelivery: false }));
    expect(actor.getSnapshot().hasTag('consentRefused')).toBe(true);
    expect(selectConsentRefused(actor.getSnapshot())).toBe(true);
    expect(selectTermsRefused(actor.getSnapshot())).toBe(false);
    expect(effects.notifyConsentRequired).toHaveBeenCalledOnce();
    expect(effects.notifyTermsRequired).not.toHaveBeenCalled();
    expect(calls.inventory).not.toHaveBeenCalled();

    actor.send(buyCart());
    expect(selectConsentRefused(actor.getSnapshot())).toBe(false);
    await settled();
    expect(calls.placeOrder).toHaveBeenCalledOnce();
  });

  it('says both when neither the terms nor the consent are ticked', () => {
    const { actor, effects } = start();
    actor.send(buyCart({ agreedToTerms: false, consentedToImmediateDelivery: false }));
    expect(selectTermsRefused(actor.getSnapshot())).toBe(true);
    expect(selectConsentRefused(actor.getSnapshot())).toBe(true);
    expect(effects.notifyTermsRequired).toHaveBeenCalledOnce();
    expect(effects.notifyConsentRequired).toHaveBeenCalledOnce();

    actor.send(buyCart({ agreedToTerms: false }));
    expect(selectTermsRefused(actor.getSnapshot())).toBe(true);
    expect(selectConsentRefused(actor.getSnapshot())).toBe(false);
  });

  it('checks the inventory first and stops when it is private, then reloads the cart', async () => {
    const { actor, calls, effects, settled } = start({ inventoryOpen: async () => false });
    actor.send(buyCart());
    await settled();
    expect(actor.getSnapshot().hasTag('inventoryClosed')).toBe(true);
    expect(effects.notifyInventoryClosed).toHaveBeenCalledOnce();
    expect(calls.placeOrder).not.toHaveBeenCalled();
    expect(effects.reloadCartAndListings).toHaveBeenCalledOnce();
    expect(effects.redirectToCheckout).not.toHaveBeenCalled();
  });

  it('says when Steam cannot tell whether the inventory is open (503), in our words', async () => {
    const failure = await jsonFailure(
      { detail: 'Steam is not answering right now. Please try again in a few minutes.' },
      503,
    );
    const { actor, effects, settled } = start({ inventoryOpen: () => Promise.reject(failure) });
    actor.send(buyCart());
    await settled();
    const message = 'Steam is not answering right now. Please try again in a few minutes.';
    expect(selectFailureMessage(actor.getSnapshot())).toBe(message);
    expect(effects.notifyFailure).toHaveBeenCalledWith(message);
    expect(effects.reloadCartAndListings).toHaveBeenCalledOnce();
  });

  it('buys the cart: one order, the success toast, the cart reloaded, then the redirect', async () => {
    const { actor, calls, effects, settled } = start();
    actor.send(buyCart());
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    await settled();
    expect(calls.placeOrder).toHaveBeenCalledOnce();
    const [attempt] = calls.placeOrder.mock.calls[0] ?? [];
    expect(attempt?.request).toEqual(cartRequest);
    expect(attempt?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(effects.notifySuccess).toHaveBeenCalledWith('Order created, waiting for payment');
    expect(effects.reloadCartAndListings).toHaveBeenCalledOnce();
    expect(effects.redirectToCheckout).toHaveBeenCalledWith(answer.checkout_url);
    expect(effects.notifySuccess.mock.invocationCallOrder[0]).toBeLessThan(
      effects.redirectToCheckout.mock.invocationCallOrder[0] ?? 0,
    );
    // Buy stays pending while the browser leaves.
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
  });

  it("says 'Waiting for payment' when the server sends no message", async () => {
    const { actor, effects, settled } = start({ placeOrder: async () => ({ ...answer, message: '' }) });
    actor.send(buyCart());
    await settled();
    expect(effects.notifySuccess).toHaveBeenCalledWith('Waiting for payment');
  });

  it('makes one order from a double click', async () => {
    const { actor, calls, settled } = start();
    actor.send(buyCart());
    actor.send(buyCart());
    await settled();
    actor.send(buyCart());
    expect(calls.inventory).toHaveBeenCalledOnce();
    expect(calls.placeOrder).toHaveBeenCalledOnce();
  });

  it('buys one skin with the price its page showed, in one call: nothing is fetched again', async () => {
    const { actor, calls, effects, settled } = start();
    actor.send(buySkin(eur(12.5)));
    await settled();
    expect(calls.placeOrder).toHaveBeenCalledOnce();
    expect(calls.placeOrder.mock.calls[0]?.[0]).toMatchObject({ request: skinRequest, shownPrice: eur(12.5) });
    expect(effects.redirectToCheckout).toHaveBeenCalledWith(answer.checkout_url);
  });

  it('sends the cart with the total its page showed', async () => {
    const { actor, calls, settled } = start();
    actor.send(buyCart({ shownPrice: eur(69.74) }));
    await settled();
    expect(calls.placeOrder.mock.calls[0]?.[0]).toMatchObject({ request: cartRequest, shownPrice: eur(69.74) });
  });

  it('shows the new total when the server says the price moved, and goes on when Buy is pressed again', async () => {
    const moved = await jsonFailure(priceChangedBody(eur(72.1)), 409);
    const outcomes = [moved];
    const { actor, calls, effects, settled } = start({
      placeOrder: async () => {
        const failure = outcomes.shift();
        if (failure) throw failure;
        return answer;
      },
    });
    actor.send(buyCart({ shownPrice: eur(69.74) }));
    await settled();
    expect(actor.getSnapshot().hasTag('priceChanged')).toBe(true);
    expect(selectChangedTotal(actor.getSnapshot())).toBe(72.1);
    expect(selectFailureMessage(actor.getSnapshot())).toBeUndefined();
    expect(effects.notifyFailure).not.toHaveBeenCalled();
    expect(effects.reloadCartAndListings).toHaveBeenCalledOnce();

    actor.send(buyCart({ shownPrice: eur(72.1) }));
    await settled();
    expect(selectChangedTotal(actor.getSnapshot())).toBeUndefined();
    expect(calls.placeOrder).toHaveBeenCalledTimes(2);
    // The refused attempt made nothing: the next press is a new purchase with a new key.
    const keys = calls.placeOrder.mock.calls.map(([attempt]) => attempt.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
    expect(calls.placeOrder.mock.calls[1]?.[0].shownPrice).toEqual(eur(72.1));
    expect(effects.redirectToCheckout).toHaveBeenCalledOnce();
  });

  it('says for how long Steam would hold the trade, before paying, and buys once the hold is gone', async () => {
    const outcomes = [await jsonFailure(tradeHoldBody(15), 409)];
    const { actor, calls, effects, settled } = start({
      placeOrder: async () => {
        const failure = outcomes.shift();
        if (failure) throw failure;
        return answer;
      },
    });
    actor.send(buyCart());
    await settled();
    expect(actor.getSnapshot().hasTag('tradeHeld')).toBe(true);
    expect(selectTradeHoldDays(actor.getSnapshot())).toBe(15);
    // Said once, on the page: not a toast, not a failure message, nothing to redirect to.
    expect(selectFailureMessage(actor.getSnapshot())).toBeUndefined();
    expect(effects.notifyFailure).not.toHaveBeenCalled();
    expect(effects.redirectToCheckout).not.toHaveBeenCalled();
    expect(effects.reloadCartAndListings).toHaveBeenCalledOnce();

    actor.send(buyCart());
    await settled();
    expect(selectTradeHoldDays(actor.getSnapshot())).toBeUndefined();
    const keys = calls.placeOrder.mock.calls.map(([attempt]) => attempt.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
    expect(effects.redirectToCheckout).toHaveBeenCalledOnce();
  });

  it('asks the shopper to try again when Steam could not say whether it would hold the trade (503)', async () => {
    const unknown = await jsonFailure(
      {
        message: 'Steam could not tell us whether it would hold this trade. Please try again in a few minutes.',
        locked_skins: [],
        reason: 'trade_hold_unknown',
      },
      503,
    );
    const { actor, effects, settled } = start({ placeOrder: () => Promise.reject(unknown) });
    actor.send(buyCart());
    await settled();
    expect(actor.getSnapshot().hasTag('tradeHeld')).toBe(false);
    const message = 'Steam could not tell us whether it would hold this trade. Please try again in a few minutes.';
    expect(selectFailureMessage(actor.getSnapshot())).toBe(message);
    expect(effects.notifyFailure).toHaveBeenCalledWith(message);
    // Nothing was made: the next press is a new purchase, not a replay.
    expect(actor.getSnapshot().context.attempt).toBeUndefined();
  });

  it('tells the shopper who lost the race for a skin that it was just sold, never that the price changed', async () => {
    const sold = await jsonFailure(justSoldBody([7]), 409);
    const { actor, effects, settled } = start({ placeOrder: () => Promise.reject(sold) });
    actor.send(buySkin());
    await settled();
    expect(actor.getSnapshot().hasTag('priceChanged')).toBe(false);
    expect(selectChangedTotal(actor.getSnapshot())).toBeUndefined();
    const message = 'Just sold: another buyer got this skin a moment ago.';
    expect(selectFailureMessage(actor.getSnapshot())).toBe(message);
    expect(effects.notifyFailure).toHaveBeenCalledWith(message);
    expect(effects.reloadCartAndListings).toHaveBeenCalledOnce();
  });

  it('tells the buyer of a cart how many of its skins were just sold and that they left the cart', async () => {
    const sold = await jsonFailure(justSoldBody([7, 9]), 409);
    const { actor, settled } = start({ placeOrder: () => Promise.reject(sold) });
    actor.send(buyCart());
    await settled();
    expect(selectFailureMessage(actor.getSnapshot())).toBe(
      'Just sold: another buyer got 2 skins of your cart a moment ago. They have left your cart.',
    );
    expect(selectLockedSkinIds(actor.getSnapshot())).toEqual([7, 9]);
  });

  it.each([
    'javascript:alert(1)',
    '//evil.example/checkout',
    'https://pay.example.com.evil.com/checkout',
    'https://pay.example.com@evil.com/checkout',
    'http://pay.example.com/checkout',
    'https://user:pass@pay.example.com/checkout',
  ])('never follows a checkout address outside the allowlist: %s', async (checkoutUrl) => {
    const { actor, effects, settled } = start({ placeOrder: async () => ({ ...answer, checkout_url: checkoutUrl }) });
    actor.send(buyCart());
    await settled();
    expect(effects.redirectToCheckout).not.toHaveBeenCalled();
    expect(selectFailureMessage(actor.getSnapshot())).toMatch(/not one of our payment providers/);
    expect(effects.notifyFailure).toHaveBeenCalledOnce();
    expect(effects.reloadCartAndListings).toHaveBeenCalledOnce();
  });

  it('does not redirect when the allowlist cannot be read', async () => {
    const offline = await requestFailure(() => Promise.reject(new TypeError('Failed to fetch')));
    const { actor, effects, settled } = start({ origins: () => Promise.reject(offline) });
    actor.send(buyCart());
    await settled();
    expect(effects.redirectToCheckout).not.toHaveBeenCalled();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
  });

  it('keeps the locked skins of a refusal for the cart rows, says the message, and reloads the cart', async () => {
    const refusal = await jsonFailure(lockedBody, 409);
    const { actor, effects, settled } = start({ placeOrder: () => Promise.reject(refusal) });
    actor.send(buyCart());
    await settled();
    expect(selectLockedSkinIds(actor.getSnapshot())).toEqual([7, 9]);
    expect(selectFailureMessage(actor.getSnapshot())).toBe('Some skins are no longer available');
    expect(effects.notifyFailure).toHaveBeenCalledWith('Some skins are no longer available');
    expect(effects.reloadCartAndListings).toHaveBeenCalledOnce();
    expect(effects.redirectToCheckout).not.toHaveBeenCalled();
  });

  it('shows the body of a single-skin refusal that is not a purchase error (spec §8)', async () => {
    const refusal = await jsonFailure({ skin_id: ['Expected a number'] }, 400);
    const { actor, settled } = start({ placeOrder: () => Promise.reject(refusal) });
    actor.send(buySkin());
    await settled();
    expect(selectFailureMessage(actor.getSnapshot())).toBe('skin_id: Expected a number');
  });

  it('replays the same Idempotency-Key when the same attempt is retried after an unknown outcome', async () => {
    const offline = await requestFailure(() => Promise.reject(new TypeError('Failed to fetch')));
    const serverError = await httpFailure(502, 'Bad gateway', 'text/plain');
    const outcomes = [offline, serverError];
    const { actor, calls, settled } = start({
      placeOrder: async () => {
        const failure = outcomes.shift();
        if (failure) throw failure;
        return answer;
      },
    });
    for (let press = 0; press < 3; press += 1) {
      actor.send(buyCart());
      await settled();
    }
    const keys = calls.placeOrder.mock.calls.map(([attempt]) => attempt.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(selectFailureMessage(actor.getSnapshot())).toBeUndefined();
  });

  it('starts a new attempt, with a new key, after a definite refusal or for another purchase', async () => {
    const refusal = await jsonFailure(lockedBody, 409);
    const offline = await requestFailure(() => Promise.reject(new TypeError('Failed to fetch')));
    const outcomes = [refusal, offline];
    const { actor, calls, settled } = start({
      placeOrder: async () => {
        const failure = outcomes.shift();
        if (failure) throw failure;
        return answer;
      },
    });
    actor.send(buyCart());
    await settled();
    actor.send(buyCart());
    await settled();
    // Unknown outcome for the cart with gateway 1; paying with another method is another purchase.
    actor.send(buyCart({ request: { kind: 'cart', gatewayId: 2 } }));
    await settled();
    const keys = calls.placeOrder.mock.calls.map(([attempt]) => attempt.idempotencyKey);
    expect(new Set(keys).size).toBe(3);
  });

  it('clears the locked skins when the next attempt starts', async () => {
    const refusal = await jsonFailure(lockedBody, 409);
    const outcomes = [refusal];
    const { actor, settled } = start({
      placeOrder: async () => {
        const failure = outcomes.shift();
        if (failure) throw failure;
        return answer;
      },
    });
    actor.send(buyCart());
    await settled();
    actor.send(buyCart());
    expect(selectLockedSkinIds(actor.getSnapshot())).toEqual([]);
  });

  it('lets Buy be pressed again when the browser brings the page back from its cache', async () => {
    const { actor, effects, settled } = start();
    actor.send(buyCart());
    await settled();
    actor.send({ type: 'purchase.pageRestored' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
    expect(effects.reloadCartAndListings).toHaveBeenCalledTimes(2);
  });
});

describe('purchaseMachine reachability', () => {
  it('reaches every state', async () => {
    const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
    const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('offline') });
    const events = [
      buyCart({ agreedToTerms: false }),
      buyCart({ consentedToImmediateDelivery: false }),
      buyCart(),
      done('checkInventory', true),
      done('checkInventory', false),
      error('checkInventory'),
      done('placeOrder', answer),
      error('placeOrder'),
      { type: 'xstate.error.actor.placeOrder', error: await jsonFailure(priceChangedBody(eur(99)), 409) },
      { type: 'xstate.error.actor.placeOrder', error: await jsonFailure(tradeHoldBody(3), 409) },
      done('fetchCheckoutOrigins', [checkoutOrigin]),
      error('fetchCheckoutOrigins'),
      { type: 'purchase.pageRestored' },
    ] as unknown as PurchaseEvent[];
    const reached = new Set(
      getShortestPaths(purchaseMachine, { events }).flatMap((path) => path.state._nodes.map((node) => node.id)),
    );
    const every = [purchaseMachine.root, ...getStateNodes(purchaseMachine.root)].map((node) => node.id);
    expect(every).toContain('purchase.idle.priceChanged');
    expect(every).toContain('purchase.idle.tradeHeld');
    expect(every).toContain('purchase.idle.consentRefused');
    expect([...reached].sort()).toEqual(every.sort());
  });
});
