import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { jsonFailure, requestFailure } from '#api/testing.ts';
import { activateLocale } from '#app/i18n.ts';
import type { MessageAnswer } from '#contract/cart.ts';
import { activateSourceLocale } from '#test/sourceLocale.ts';
import { cartMachine } from './cart.machine.ts';
import { isInCart, selectBusySkinId, selectChange, selectIsSignedIn } from './cart.selectors.ts';
import type { CartChange, CartEvent } from './cart.types.ts';

const redline = { skinId: 11, name: 'AK-47 | Redline (Field-Tested)' };
const asiimov = { skinId: 12, name: 'AWP | Asiimov (Battle-Scarred)' };
const add = (skin: typeof redline): CartEvent => ({ type: 'cart.add', ...skin });
const remove = (skin: typeof redline): CartEvent => ({ type: 'cart.remove', ...skin });

/** A promise the test settles when it wants, to look at the machine while a request is in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** The machine with its server and its reload answered by the test, and every toast a spy. */
function start({
  answer = async () => ({ message: 'Skin added to cart' }),
  reload = async () => {},
}: {
  answer?: (change: CartChange, signal: AbortSignal) => Promise<MessageAnswer>;
  reload?: () => Promise<void>;
} = {}) {
  const effects = {
    changeCart: vi.fn(answer),
    reloadCart: vi.fn(reload),
    notifySuccess: vi.fn(),
    notifyFailure: vi.fn(),
    notifyRefusal: vi.fn(),
  };
  const machine = cartMachine.provide({
    actors: {
      changeCart: fromPromise(({ input, signal }: { input: CartChange; signal: AbortSignal }) =>
        effects.changeCart(input, signal),
      ),
      reloadCart: fromPromise(() => effects.reloadCart()),
    },
    actions: {
      notifySuccess: (_, { message }) => effects.notifySuccess(message),
      notifyFailure: (_, { message }) => effects.notifyFailure(message),
      notifyRefusal: (_, { message }) => effects.notifyRefusal(message),
    },
  });
  const actor = createActor(machine).start();
  return { actor, effects };
}

const atRest = (snapshot: ReturnType<ReturnType<typeof start>['actor']['getSnapshot']>) =>
  snapshot.matches({ signedIn: 'idle' });

afterEach(() => activateSourceLocale());

describe('cartMachine before and without a user', () => {
  it('asks a visitor to sign in, and sends nothing (spec §5)', () => {
    const { actor, effects } = start();
    actor.send({ type: 'session.signedOut' });
    actor.send(add(redline));
    expect(effects.notifyRefusal).toHaveBeenCalledWith('You need to login first');
    expect(effects.changeCart).not.toHaveBeenCalled();
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(false);
  });

  it('holds an add pressed while the session is still starting, and sends it once someone is signed in', async () => {
    const { actor, effects } = start();
    actor.send(add(redline));
    expect(effects.notifyRefusal).not.toHaveBeenCalled();
    expect(effects.changeCart).not.toHaveBeenCalled();
    expect(selectBusySkinId(actor.getSnapshot())).toBe(redline.skinId);
    // Nobody's cart yet: the skin is not shown in it meanwhile.
    expect(selectChange(actor.getSnapshot())).toBeNull();

    actor.send({ type: 'session.signedIn' });
    await waitFor(actor, atRest);
    expect(effects.changeCart).toHaveBeenCalledOnce();
    expect(effects.changeCart).toHaveBeenCalledWith({ kind: 'add', ...redline }, expect.any(AbortSignal));
    expect(effects.notifySuccess).toHaveBeenCalledWith('Skin added to cart');
    expect(effects.notifyRefusal).not.toHaveBeenCalled();
  });

  it('tells a visitor to sign in when the held add turns out to be theirs, once, and sends nothing', () => {
    const { actor, effects } = start();
    actor.send(add(redline));
    actor.send({ type: 'session.signedOut' });
    expect(effects.notifyRefusal).toHaveBeenCalledOnce();
    expect(effects.notifyRefusal).toHaveBeenCalledWith('You need to login first');
    expect(effects.changeCart).not.toHaveBeenCalled();
    expect(selectBusySkinId(actor.getSnapshot())).toBeUndefined();
    // Signing in later does not send it after all.
    actor.send({ type: 'session.signedIn' });
    expect(effects.changeCart).not.toHaveBeenCalled();
  });

  it('holds one add only: a second one meanwhile is refused, naming the first', async () => {
    const { actor, effects } = start();
    actor.send(add(redline));
    actor.send(add(asiimov));
    expect(effects.notifyRefusal).toHaveBeenCalledWith(`Please wait until ${redline.name} is updated in your cart`);
    actor.send({ type: 'session.signedIn' });
    await waitFor(actor, atRest);
    expect(effects.changeCart).toHaveBeenCalledOnce();
    expect(effects.changeCart).toHaveBeenCalledWith({ kind: 'add', ...redline }, expect.any(AbortSignal));
  });
});

describe('cartMachine for a signed-in user', () => {
  it('marks the skin, sends the add, toasts the server’s message, reloads, then lets go of the mark', async () => {
    const server = deferred<MessageAnswer>();
    const reload = deferred<void>();
    const { actor, effects } = start({ answer: () => server.promise, reload: () => reload.promise });
    actor.send({ type: 'session.signedIn' });
    actor.send(add(redline));

    expect(effects.changeCart).toHaveBeenCalledWith({ kind: 'add', ...redline }, expect.any(AbortSignal));
    expect(selectChange(actor.getSnapshot())).toEqual({ kind: 'add', ...redline });

    server.resolve({ message: 'Skin added to cart' });
    await waitFor(actor, (snapshot) => snapshot.matches({ signedIn: 'reloading' }));
    expect(effects.notifySuccess).toHaveBeenCalledWith('Skin added to cart');
    expect(effects.reloadCart).toHaveBeenCalledOnce();
    // Until the reloaded cart holds the skin, the mark keeps it 'In cart'.
    expect(selectChange(actor.getSnapshot())).toEqual({ kind: 'add', ...redline });

    reload.resolve();
    await waitFor(actor, atRest);
    expect(selectChange(actor.getSnapshot())).toBeNull();
    expect(effects.notifyFailure).not.toHaveBeenCalled();
  });

  it('sends a remove as a remove', async () => {
    const { actor, effects } = start({ answer: async () => ({ message: 'Skin removed from cart' }) });
    actor.send({ type: 'session.signedIn' });
    actor.send(remove(asiimov));
    expect(effects.changeCart).toHaveBeenCalledWith({ kind: 'remove', ...asiimov }, expect.any(AbortSignal));
    await waitFor(actor, atRest);
    expect(effects.notifySuccess).toHaveBeenCalledWith('Skin removed from cart');
  });

  it('refuses a second change while one runs, naming the one in flight, and never sends it', async () => {
    const server = deferred<MessageAnswer>();
    const { actor, effects } = start({ answer: () => server.promise });
    actor.send({ type: 'session.signedIn' });
    actor.send(add(redline));
    actor.send(add(asiimov));
    actor.send(remove(redline));

    expect(effects.notifyRefusal).toHaveBeenCalledTimes(2);
    expect(effects.notifyRefusal).toHaveBeenCalledWith(`Please wait until ${redline.name} is updated in your cart`);
    expect(effects.changeCart).toHaveBeenCalledOnce();
    expect(selectChange(actor.getSnapshot())?.skinId).toBe(redline.skinId);

    server.resolve({ message: 'Skin added to cart' });
    await waitFor(actor, atRest);
    // Nothing was queued: the refused add does not run after the first one ends.
    expect(effects.changeCart).toHaveBeenCalledOnce();
  });

  it('still refuses while the cart reloads after a change', async () => {
    const reload = deferred<void>();
    const { actor, effects } = start({ reload: () => reload.promise });
    actor.send({ type: 'session.signedIn' });
    actor.send(add(redline));
    await waitFor(actor, (snapshot) => snapshot.matches({ signedIn: 'reloading' }));
    actor.send(add(asiimov));
    expect(effects.notifyRefusal).toHaveBeenCalledOnce();
    reload.resolve();
    await waitFor(actor, atRest);
    actor.send(add(asiimov));
    expect(effects.changeCart).toHaveBeenCalledTimes(2);
  });

  it('on a refusal, undoes the mark and shows the server’s detail (spec §8), without a reload', async () => {
    const refusal = await jsonFailure({ detail: 'This skin is reserved by another buyer' }, 409);
    const { actor, effects } = start({ answer: () => Promise.reject(refusal) });
    actor.send({ type: 'session.signedIn' });
    actor.send(add(redline));
    await waitFor(actor, atRest);
    expect(selectChange(actor.getSnapshot())).toBeNull();
    expect(effects.notifyFailure).toHaveBeenCalledWith('This skin is reserved by another buyer');
    expect(effects.notifySuccess).not.toHaveBeenCalled();
    expect(effects.reloadCart).not.toHaveBeenCalled();
  });

  it('reads `message` when there is no `detail`, and says something went wrong without either', async () => {
    const withMessage = await jsonFailure({ message: 'Your cart is full' }, 409);
    const offline = await requestFailure(() => Promise.reject(new TypeError('Failed to fetch')));
    const failures = [withMessage, offline];
    const { actor, effects } = start({ answer: () => Promise.reject(failures.shift()) });
    actor.send({ type: 'session.signedIn' });
    actor.send(add(redline));
    await waitFor(actor, () => effects.notifyFailure.mock.calls.length === 1);
    actor.send(add(redline));
    await waitFor(actor, () => effects.notifyFailure.mock.calls.length === 2);
    expect(effects.notifyFailure.mock.calls).toEqual([['Your cart is full'], ['Something went wrong']]);
  });

  it('speaks the active language, the server’s own messages included', async () => {
    activateLocale('fr');
    const { actor, effects } = start({ answer: async () => ({ message: 'Skin added to cart' }) });
    actor.send({ type: 'session.signedIn' });
    actor.send(add(redline));
    await waitFor(actor, atRest);
    expect(effects.notifySuccess).toHaveBeenCalledWith('Skin ajouté au panier');
    actor.send({ type: 'session.signedOut' });
    actor.send(add(redline));
    expect(effects.notifyRefusal).toHaveBeenCalledWith('Vous devez d’abord vous connecter');
  });

  it('signing out drops the change in flight: the request is aborted and the mark forgotten', async () => {
    const server = deferred<MessageAnswer>();
    let signal: AbortSignal | undefined;
    const { actor, effects } = start({
      answer: (_, requestSignal) => {
        signal = requestSignal;
        return server.promise;
      },
    });
    actor.send({ type: 'session.signedIn' });
    actor.send(add(redline));
    actor.send({ type: 'session.signedOut' });
    expect(signal?.aborted).toBe(true);
    expect(actor.getSnapshot().context.change).toBeNull();
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(false);
    server.resolve({ message: 'Skin added to cart' });
    await Promise.resolve();
    expect(effects.notifySuccess).not.toHaveBeenCalled();
  });

  it('reloads on request, even beside a change in flight, without touching the lock', () => {
    const server = deferred<MessageAnswer>();
    const { actor, effects } = start({ answer: () => server.promise });
    actor.send({ type: 'session.signedIn' });
    actor.send({ type: 'cart.reload' });
    expect(effects.reloadCart).toHaveBeenCalledOnce();
    actor.send(add(redline));
    actor.send({ type: 'cart.reload' });
    expect(effects.reloadCart).toHaveBeenCalledTimes(2);
    expect(selectChange(actor.getSnapshot())?.skinId).toBe(redline.skinId);
  });

  it('does not reload for a visitor', () => {
    const { actor, effects } = start();
    actor.send({ type: 'session.signedOut' });
    actor.send({ type: 'cart.reload' });
    expect(effects.reloadCart).not.toHaveBeenCalled();
  });
});

describe('isInCart (spec §4)', () => {
  const inServerCart = new Set([11]);
  it('is the server’s cart when nothing is changing', () => {
    expect(isInCart(11, inServerCart, null)).toBe(true);
    expect(isInCart(12, inServerCart, null)).toBe(false);
  });
  it('counts an optimistic add, and not an optimistic remove', () => {
    expect(isInCart(12, inServerCart, { kind: 'add', skinId: 12, name: 'x' })).toBe(true);
    expect(isInCart(11, inServerCart, { kind: 'remove', skinId: 11, name: 'x' })).toBe(false);
  });
  it('leaves the other skins to the server’s cart', () => {
    expect(isInCart(11, inServerCart, { kind: 'add', skinId: 12, name: 'x' })).toBe(true);
    expect(isInCart(13, inServerCart, { kind: 'remove', skinId: 11, name: 'x' })).toBe(false);
  });
});

describe('cartMachine reachability', () => {
  it('reaches every state', () => {
    const events = [
      { type: 'session.signedIn' },
      { type: 'session.signedOut' },
      add(redline),
      { type: 'xstate.done.actor.changeCart', output: { message: 'Skin added to cart' } },
      { type: 'xstate.error.actor.changeCart', error: new Error('offline') },
      { type: 'xstate.done.actor.reloadCart', output: undefined },
    ] as unknown as CartEvent[];
    const reached = new Set(
      getShortestPaths(cartMachine, { events }).flatMap((path) => path.state._nodes.map((node) => node.id)),
    );
    const every = [cartMachine.root, ...getStateNodes(cartMachine.root)].map((node) => node.id);
    expect(every).toContain('cart.signedIn.reloading');
    expect(every).toContain('cart.waitingForSession.holdingAdd');
    expect([...reached].sort()).toEqual(every.sort());
  });
});
