import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { cartKeys, cartQuery } from '#api/cart.ts';
import { cartMachine, isInCart, selectChange, selectIsSignedIn } from '#machines/cart/cart.machine.ts';
import { notify } from '#ui/ToastHost/notify.ts';
import { useIsSessionSettled, useIsSignedIn, useSessionSelector } from '../session/sessionContext.tsx';
import { CartContext, type CartControls, CartStoreContext, createCartStore } from './cartContext.ts';
import { selectCartOwner } from './cartOwner.ts';

/**
 * The app's one cart (spec §2, §4): a cart machine fed by the session, and the cart query of the signed-in
 * user. Mounted in the public layout, so the header, the stores, the product pages and /cart share it.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const isSessionSettled = useIsSessionSettled();
  const isSessionSignedIn = useIsSignedIn();
  const owner = useSessionSelector(selectCartOwner);

  const [machine] = useState(() =>
    cartMachine.provide({
      actors: {
        reloadCart: fromPromise(() => queryClient.invalidateQueries({ queryKey: cartKeys.all })),
      },
      actions: {
        notifySuccess: (_, { message }) => notify.success(message),
        notifyFailure: (_, { message }) => notify.error(message),
        notifyRefusal: (_, { message }) => notify.error(message),
      },
    }),
  );
  const actor = useActorRef(machine);
  const isSignedIn = useSelector(actor, selectIsSignedIn);
  const change = useSelector(actor, selectChange);

  useEffect(() => {
    if (isSessionSettled) actor.send({ type: isSessionSignedIn ? 'session.signedIn' : 'session.signedOut' });
  }, [actor, isSessionSettled, isSessionSignedIn]);

  const query = useQuery({ ...cartQuery(owner ?? ''), enabled: isSignedIn && owner !== undefined });
  const cart = isSignedIn ? query.data : undefined;

  const controls = useMemo<CartControls>(() => {
    const skinIds = new Set(cart?.items.map((item) => item.skin_id));
    const nameOf = (skinId: number) => cart?.items.find((item) => item.skin_id === skinId)?.name ?? `#${skinId}`;
    const isVisitor = isSessionSettled && !isSessionSignedIn;
    let status: CartControls['status'] = 'loading';
    if (!isSignedIn) status = isVisitor ? 'signedOut' : 'loading';
    else if (cart) status = 'ready';
    else if (query.isError) status = 'error';
    return {
      status,
      cart,
      isInCart: (skinId) => isInCart(skinId, skinIds, change),
      busySkinId: change?.skinId,
      add: (skin) => actor.send({ type: 'cart.add', skinId: skin.skin_id, name: skin.name }),
      remove: (skinId) => actor.send({ type: 'cart.remove', skinId, name: nameOf(skinId) }),
      reload: () => actor.send({ type: 'cart.reload' }),
    };
  }, [actor, cart, change, isSessionSettled, isSessionSignedIn, isSignedIn, query.isError]);

  const [store] = useState(() => createCartStore(controls));
  useLayoutEffect(() => store.set(controls), [store, controls]);

  return (
    <CartStoreContext value={store}>
      <CartContext value={controls}>{children}</CartContext>
    </CartStoreContext>
  );
}
