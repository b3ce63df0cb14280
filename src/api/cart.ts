import { queryOptions } from '@tanstack/react-query';
import type { Cart, MessageAnswer } from '#contract/cart.ts';
import { callEndpoint } from './endpoint.ts';
import { loadOnce } from './loadOnce.ts';
import { userDataKeys } from './profile.queries.ts';

/**
 * The contract (and zod with it) loads with the first cart call rather than with the entry chunk: every page
 * holds the cart's provider, and a visitor never calls it.
 */
const contract = loadOnce(() => import('#contract/cart.ts'));

/** Spec §7: `GET payments/cart/`, the signed-in user's cart priced now in their currency. */
export function fetchCart(signal?: AbortSignal): Promise<Cart> {
  return callEndpoint(
    contract().then(({ cartEndpoints }) => cartEndpoints.cart),
    { signal },
  );
}

/** Spec §7: `POST payments/cart/add/` with `{skin_id}`; the answer's message is what the success toast says. */
export function addToCart(skinId: number, signal?: AbortSignal): Promise<MessageAnswer> {
  return callEndpoint(
    contract().then(({ cartEndpoints }) => cartEndpoints.add),
    { body: { skin_id: skinId }, signal },
  );
}

/** Spec §7: `DELETE payments/cart/remove/{id}/`. */
export function removeFromCart(skinId: number, signal?: AbortSignal): Promise<MessageAnswer> {
  return callEndpoint(
    contract().then(({ cartEndpoints }) => cartEndpoints.remove),
    { params: { id: skinId }, signal },
  );
}

/**
 * The cart sits under `['me']`, which signing out forgets, and under the user it belongs to, so a tab where
 * another user signs in never shows the previous user's cart, even for a moment.
 */
export const cartKeys = {
  all: [...userDataKeys.all, 'cart'] as const,
  of: (userId: string) => [...cartKeys.all, userId] as const,
};

/** The cart of the signed-in user `userId`; callers enable it only while someone is signed in. */
export const cartQuery = (userId: string) =>
  queryOptions({
    queryKey: cartKeys.of(userId),
    queryFn: ({ signal }) => fetchCart(signal),
    // The cart changes only through this app (which reloads it after every change) or in another tab.
    staleTime: 30_000,
  });
