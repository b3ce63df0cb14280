/** The one add or remove the cart allows at a time, and the optimistic mark it puts on its skin. */
export interface CartChange {
  kind: 'add' | 'remove';
  skinId: number;
  /** Named in the toast that refuses a second change while this one runs. */
  name: string;
}

export interface CartContext {
  /** The change in flight, until the cart has been reloaded after it; null when nothing is changing. */
  change: CartChange | null;
  /**
   * An add pressed before the session knew who is browsing (a page just loaded): carried out once it knows, or
   * refused then if nobody is signed in. Never more than one.
   */
  waitingAdd: Omit<CartChange, 'kind'> | null;
}

export type CartEvent =
  /** The session is settled with a user: the cart may load and change. */
  | { type: 'session.signedIn' }
  /** The session is settled without a user (a visitor, a logout, a failed refresh). */
  | { type: 'session.signedOut' }
  | { type: 'cart.add'; skinId: number; name: string }
  | { type: 'cart.remove'; skinId: number; name: string }
  /** Something else changed the cart on the server (a purchase attempt): fetch it again. */
  | { type: 'cart.reload' };

/**
 * The UI reads these, never state paths. `signedIn`: the cart exists and may change. `busy`: an add or remove is
 * in flight (or its reload), so the marked skin shows a pending button and other changes are refused.
 */
export type CartTag = 'signedIn' | 'busy';
