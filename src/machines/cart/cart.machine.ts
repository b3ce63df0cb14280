import { t } from '@lingui/core/macro';
import { assertEvent, assign, fromPromise, type SnapshotFrom, setup, spawnChild } from 'xstate';
import { addToCart, removeFromCart } from '#api/cart.ts';
import { formatCartError } from '#api/errors.ts';
import { translateServerMessage } from '#api/serverMessages.ts';
import type { MessageAnswer } from '#contract/cart.ts';
import type { EventDescriptions } from '../eventDescriptions.ts';
import type { CartChange, CartContext, CartEvent, CartTag } from './cart.types.ts';

type Message = { message: string };

const refusalWhileChanging = ({ context }: { context: CartContext }): Message => {
  const name = context.change?.name ?? context.waitingAdd?.name ?? '';
  return { message: t`Please wait until ${name} is updated in your cart` };
};

const loginFirst = (): Message => ({ message: t`You need to login first` });

/**
 * The cart's workflow (spec §4 'Cart', §5, §8): one add or remove at a time, an optimistic mark on its skin,
 * a toast for the outcome, then the cart reloaded. The cart itself is server state and lives in TanStack Query
 * (src/api/cart.ts); this machine holds only the lock and the mark, and asks for the reload.
 *
 * The toasts and the reload belong to whoever mounts the machine (src/app/cart/cartActor.ts provides them;
 * tests provide spies); here they are named no-ops.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    tags: {} as CartTag,
  },
  schemas: {
    events: {
      'session.signedIn': { description: 'The session settled with a signed-in user: the cart may load and change.' },
      'session.signedOut': {
        description: 'The session settled without a user: a visitor, a logout, a failed refresh.',
      },
      'cart.add': { description: 'The shopper presses Add to cart on a skin.' },
      'cart.remove': { description: 'The shopper takes a skin out of the cart (the card or the header cart).' },
      'cart.reload': {
        description: 'Something else changed the cart on the server (a purchase attempt): fetch it again.',
      },
    } satisfies EventDescriptions<CartEvent>,
  },
  actors: {
    changeCart: fromPromise<MessageAnswer, CartChange>(({ input, signal }) =>
      input.kind === 'add' ? addToCart(input.skinId, signal) : removeFromCart(input.skinId, signal),
    ),
    /** Provided where mounted: refetches the cart query and settles when the new cart is there. */
    reloadCart: fromPromise<void>(async () => {}),
  },
  actions: {
    markChange: assign({
      change: ({ event }): CartChange => {
        assertEvent(event, ['cart.add', 'cart.remove']);
        return { kind: event.type === 'cart.add' ? 'add' : 'remove', skinId: event.skinId, name: event.name };
      },
    }),
    forgetChange: assign({ change: null }),
    keepWaitingAdd: assign({
      waitingAdd: ({ event }) => {
        assertEvent(event, 'cart.add');
        return { skinId: event.skinId, name: event.name };
      },
    }),
    markWaitingAdd: assign({
      change: ({ context }): CartChange | null => context.waitingAdd && { kind: 'add', ...context.waitingAdd },
      waitingAdd: null,
    }),
    forgetWaitingAdd: assign({ waitingAdd: null }),
    notifySuccess: (_, _params: Message) => {},
    notifyFailure: (_, _params: Message) => {},
    /** A change that cannot run now, and why (signed out, session still starting, another change in flight). */
    notifyRefusal: (_, _params: Message) => {},
  },
  guards: {
    hasWaitingAdd: ({ context }) => context.waitingAdd !== null,
  },
}).createMachine({
  id: 'cart',
  description: 'The signed-in user’s cart changes, one at a time, with an optimistic mark on the skin being changed.',
  context: { change: null, waitingAdd: null },
  initial: 'waitingForSession',
  states: {
    waitingForSession: {
      description:
        'The page has just loaded and the session does not know yet whether someone is signed in: a click on Add to cart can be neither sent nor refused for being signed out, so it waits for the answer.',
      initial: 'idle',
      on: {
        'session.signedIn': { target: 'signedIn' },
        'session.signedOut': [
          {
            guard: 'hasWaitingAdd',
            target: 'signedOut',
            actions: ['forgetWaitingAdd', { type: 'notifyRefusal', params: loginFirst }],
          },
          { target: 'signedOut' },
        ],
      },
      states: {
        idle: {
          description: 'Nothing asked of the cart yet.',
          on: { 'cart.add': { target: 'holdingAdd', actions: 'keepWaitingAdd' } },
        },
        holdingAdd: {
          description:
            'An add was pressed: its skin shows as pending, and the add is sent (or refused to a visitor) once the session answers. Another change now is refused with a reason.',
          tags: 'busy',
          on: {
            'cart.add': { actions: { type: 'notifyRefusal', params: refusalWhileChanging } },
            'cart.remove': { actions: { type: 'notifyRefusal', params: refusalWhileChanging } },
          },
        },
      },
    },
    signedOut: {
      description: 'A visitor has no cart (spec §6): adding asks them to sign in; nothing of a previous cart remains.',
      entry: 'forgetChange',
      on: {
        'session.signedIn': { target: 'signedIn' },
        'cart.add': { actions: { type: 'notifyRefusal', params: loginFirst } },
      },
    },
    signedIn: {
      description: 'A user with a cart, which the query loads; changes run here, one at a time.',
      tags: 'signedIn',
      initial: 'idle',
      on: {
        'session.signedOut': { target: 'signedOut' },
        // Beside the lock: a purchase attempt may have changed the cart while a change of the user's runs.
        'cart.reload': { actions: spawnChild('reloadCart') },
      },
      states: {
        idle: {
          description: 'Nothing in flight: the cart shows exactly what the server holds.',
          // An add pressed while the session was starting goes now, as if pressed now.
          always: { guard: 'hasWaitingAdd', target: 'changing', actions: 'markWaitingAdd' },
          on: {
            'cart.add': { target: 'changing', actions: 'markChange' },
            'cart.remove': { target: 'changing', actions: 'markChange' },
          },
        },
        changing: {
          description:
            'The server is adding or removing the marked skin. Another change now is refused with a reason rather than queued out of sight.',
          tags: 'busy',
          invoke: {
            id: 'changeCart',
            src: 'changeCart',
            input: ({ context }) => context.change as CartChange,
            onDone: {
              target: 'reloading',
              actions: {
                type: 'notifySuccess',
                params: ({ event }) => ({ message: translateServerMessage(event.output.message) }),
              },
            },
            onError: {
              target: 'idle',
              actions: [
                'forgetChange',
                {
                  type: 'notifyFailure',
                  params: ({ event }) => ({ message: translateServerMessage(formatCartError(event.error)) }),
                },
              ],
            },
          },
          on: {
            'cart.add': { actions: { type: 'notifyRefusal', params: refusalWhileChanging } },
            'cart.remove': { actions: { type: 'notifyRefusal', params: refusalWhileChanging } },
          },
        },
        reloading: {
          description:
            'The server took the change; the mark stays until the reloaded cart shows it, so the button never flickers back.',
          tags: 'busy',
          invoke: {
            id: 'reloadCart',
            src: 'reloadCart',
            // Whether or not the reload worked, the server holds the change: the query shows its own error.
            onDone: { target: 'idle', actions: 'forgetChange' },
            onError: { target: 'idle', actions: 'forgetChange' },
          },
          on: {
            'cart.add': { actions: { type: 'notifyRefusal', params: refusalWhileChanging } },
            'cart.remove': { actions: { type: 'notifyRefusal', params: refusalWhileChanging } },
          },
        },
      },
    },
  },
});

export type CartSnapshot = SnapshotFrom<typeof cartMachine>;
