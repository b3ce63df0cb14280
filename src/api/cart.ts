import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { queryOptions } from '@tanstack/react-query';
import { type Cart, cartEndpoints, cartMessages, type MessageAnswer } from '../../contract/cart.ts';
import { callEndpoint } from './endpoint.ts';
import { userDataKeys } from './profile.queries.ts';

/** Spec §7: `GET payments/cart/`, the signed-in user's cart priced now in their currency. */
export function fetchCart(signal?: AbortSignal): Promise<Cart> {
  return callEndpoint(cartEndpoints.cart, { signal });
}

/** Spec §7: `POST payments/cart/add/` with `{skin_id}`; the answer's message is what the success toast says. */
export function addToCart(skinId: number, signal?: AbortSignal): Promise<MessageAnswer> {
  return callEndpoint(cartEndpoints.add, { body: { skin_id: skinId }, signal });
}

/** Spec §7: `DELETE payments/cart/remove/{id}/`. */
export function removeFromCart(skinId: number, signal?: AbortSignal): Promise<MessageAnswer> {
  return callEndpoint(cartEndpoints.remove, { params: { id: skinId }, signal });
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

/** The server's cart messages (contract/cart.ts) in the active language. */
const cartMessageTranslations: Record<keyof typeof cartMessages, MessageDescriptor> = {
  added: msg`Skin added to cart`,
  removed: msg`Skin removed from cart`,
  cleared: msg`Cart cleared`,
  alreadyInCart: msg`This skin is already in your cart`,
  notInCart: msg`This skin is not in your cart`,
  unavailable: msg`This skin is no longer available`,
  reserved: msg`This skin is reserved by another buyer`,
  unknownSkin: msg`Skin not found`,
  cartFull: msg`Your cart is full`,
};

const translationByEnglishText = new Map<string, MessageDescriptor>(
  Object.entries(cartMessages).map(([key, text]) => [text, cartMessageTranslations[key as keyof typeof cartMessages]]),
);

/** A message the server wrote about the cart, translated when it is one of ours, else as the server wrote it. */
export function translateCartMessage(message: string): string {
  const descriptor = translationByEnglishText.get(message);
  return descriptor ? i18n._(descriptor) : message;
}
