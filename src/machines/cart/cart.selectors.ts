import type { CartSnapshot } from './cart.machine.ts';
import type { CartChange } from './cart.types.ts';

// Apart from the machine: the cart's pages read these before the machine (and xstate) has loaded.

export const selectIsSignedIn = (snapshot: CartSnapshot) => snapshot.hasTag('signedIn');
/** The change in flight, whose skin is marked; undefined when the cart is at rest. */
export const selectChange = (snapshot: CartSnapshot) => (snapshot.hasTag('busy') ? snapshot.context.change : null);
/** The skin whose button is pending: the change in flight's, or the add waiting for the session's answer. */
export const selectBusySkinId = (snapshot: CartSnapshot) =>
  snapshot.hasTag('busy') ? (snapshot.context.change ?? snapshot.context.waitingAdd)?.skinId : undefined;

/**
 * Spec §4: a skin is in the cart if optimistically added, or present by skin_id and not optimistically removed.
 */
export function isInCart(skinId: number, cartSkinIds: ReadonlySet<number>, change: CartChange | null): boolean {
  if (change?.skinId === skinId) return change.kind === 'add';
  return cartSkinIds.has(skinId);
}
