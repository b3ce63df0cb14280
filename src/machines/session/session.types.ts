/** Tokens that arrived in the address bar (spec §4: `?access_token=&refresh_token=`), before they are stripped. */
export interface AddressTokens {
  accessToken: string;
  /** Only a server that cannot set our cookie sends one; it then stays in memory, never in storage. */
  refreshToken: string | null;
}

export interface SessionInput {
  addressTokens: AddressTokens | null;
}

export interface SessionContext {
  /** In memory only (DESIGN.md §4); the refresh token proper is an HttpOnly cookie the SPA never reads. */
  accessToken: string | null;
  /** The refresh token of an address-bar sign-in, the one case the cookie does not carry it. */
  refreshToken: string | null;
  /** For the UI only: the server re-checks the role on every admin call. */
  isAdmin: boolean;
  /** When the access token expires, in epoch milliseconds; unknown when the token has no readable `exp`. */
  expiresAt: number | null;
}

export type SessionEvent =
  /** A token pair from elsewhere in the app (the administrators' password sign-in). */
  | { type: 'session.signIn'; accessToken: string }
  /** A request made with this token was refused (401), or the token is already past its expiry. */
  | { type: 'session.tokenRejected'; accessToken: string }
  | { type: 'session.logout' }
  /** Another tab of this browser signed out (BroadcastChannel). */
  | { type: 'session.signedOutElsewhere' }
  /** Another tab of this browser signed in: the refresh cookie is now there for this tab too. */
  | { type: 'session.signedInElsewhere' }
  /** Another tab of this browser refreshed the access token of the session they share (the refresh cookie's). */
  | { type: 'session.refreshedElsewhere'; accessToken: string };

/**
 * The UI and the API hooks read these, never state paths. `settled`: the start phase is over, so a guard can
 * decide. `signedIn`: there is a user (also while the token is being refreshed). `refreshing`: requests wait.
 */
export type SessionTag = 'settled' | 'signedIn' | 'refreshing';

/**
 * What one tab tells the others (BroadcastChannel, which never leaves this origin): sign-ins and sign-outs, and
 * each renewed access token, so one refresh serves every tab.
 */
export type SessionAnnouncement =
  | { type: 'signedIn' }
  | { type: 'signedOut' }
  | { type: 'refreshed'; accessToken: string };
