import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { cartQuery } from '#api/cart.ts';
import { isInCart, selectBusySkinId, selectChange, selectIsSignedIn } from '#machines/cart/cart.selectors.ts';
import type { CartEvent } from '#machines/cart/cart.types.ts';
import { useIsSessionSettled, useIsSignedIn, useSessionView } from '../session/sessionContext.tsx';
import { useLoadedActor, useLoadedActorSelector } from '../useLoadedActor.ts';
import { type CartControls, CartStoreContext, createCartStore } from './cartContext.ts';

/**
 * The app's one cart (spec §2, §4): a cart machine fed by the session, and the cart query of the signed-in
 * user. Mounted in the public layout, so the header, the stores, the product pages and /cart share it.
 *
 * The machine loads once the provider is mounted (on a drawn page, once it is hydrated): until then the cart
 * reads as signed out or loading, as the server drew it, and what the shopper asks of it waits for the machine.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const isSessionSettled = useIsSessionSettled();
  const isSessionSignedIn = useIsSignedIn();
  const owner = useSessionView((view) => view.cartOwner);

  const loadCartActor = useCallback(
    () => import('./cartActor.ts').then(({ createCartActor }) => createCartActor(queryClient)),
    [queryClient],
  );
  const actor = useLoadedActor(loadCartActor);
  const isSignedIn = useLoadedActorSelector(actor, selectIsSignedIn, false);
  const change = useLoadedActorSelector(actor, selectChange, null);
  const busySkinId = useLoadedActorSelector(actor, selectBusySkinId, undefined);

  useEffect(
    function tellCartWhoIsBrowsing() {
      if (actor && isSessionSettled) actor.send({ type: isSessionSignedIn ? 'session.signedIn' : 'session.signedOut' });
    },
    [actor, isSessionSettled, isSessionSignedIn],
  );
  // After the session's word above, so that an add pressed before the machine came is judged signed in or out.
  const waitingEvents = useRef<CartEvent[]>([]);
  useEffect(
    function sendWhatWaitedForTheMachine() {
      if (!actor) return;
      for (const event of waitingEvents.current.splice(0)) actor.send(event);
    },
    [actor],
  );

  const query = useQuery({ ...cartQuery(owner ?? ''), enabled: isSignedIn && owner !== undefined });
  const cart = isSignedIn ? query.data : undefined;

  const controls = useMemo<CartControls>(() => {
    const send = (event: CartEvent) => {
      if (actor) actor.send(event);
      else waitingEvents.current.push(event);
    };
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
      busySkinId,
      add: (skin) => send({ type: 'cart.add', skinId: skin.skin_id, name: skin.name }),
      remove: (skinId) => send({ type: 'cart.remove', skinId, name: nameOf(skinId) }),
      reload: () => send({ type: 'cart.reload' }),
    };
  }, [actor, busySkinId, cart, change, isSessionSettled, isSessionSignedIn, isSignedIn, query.isError]);

  const [store] = useState(() => createCartStore(controls));
  useLayoutEffect(() => store.set(controls), [store, controls]);

  return <CartStoreContext value={store}>{children}</CartStoreContext>;
}
