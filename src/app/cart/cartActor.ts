import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise } from 'xstate';
import { cartKeys } from '#api/cart.ts';
import { cartMachine } from '#machines/cart/cart.machine.ts';
import { notify } from '#ui/ToastHost/notify.ts';

/**
 * The app's cart machine with its effects: the cart query reloaded through the query client, toasts for what
 * happened. Loaded by the cart provider once it is mounted (src/app/cart/CartProvider.tsx).
 */
export function createCartActor(queryClient: QueryClient) {
  const machine = cartMachine.provide({
    actors: {
      reloadCart: fromPromise(() => queryClient.invalidateQueries({ queryKey: cartKeys.all })),
    },
    actions: {
      notifySuccess: (_, { message }) => notify.success(message),
      notifyFailure: (_, { message }) => notify.error(message),
      notifyRefusal: (_, { message }) => notify.error(message),
    },
  });
  return createActor(machine);
}

export type CartActor = ReturnType<typeof createCartActor>;
