import { assertEvent, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { endServerSession, fetchSessionToken, formatRefreshError, refreshAccessToken } from '#api/auth.ts';
import type { EventDescriptions } from '../eventDescriptions.ts';
import { readAccessToken } from './accessToken.ts';
import type { SessionContext, SessionEvent, SessionInput, SessionTag } from './session.types.ts';

/** DESIGN.md §4: the access token is renewed a minute before it expires, so no request meets an expired one. */
export const refreshLeadMs = 60_000;

const signedOutContext: SessionContext = { accessToken: null, refreshToken: null, isAdmin: false, expiresAt: null };

/** The context of a user holding `accessToken`: the flag and expiry come from the token itself. */
function holding(accessToken: string, refreshToken: string | null): SessionContext {
  return { accessToken, refreshToken, ...readAccessToken(accessToken) };
}

/**
 * Who is browsing, and the one place that holds their access token (spec §4 'Auth' and 'Token refresh',
 * DESIGN.md §4, SECURITY.md). It starts from tokens in the address bar, else asks the server when the session
 * cookie says a refresh cookie exists; it renews the token before expiry and after a refused request, one
 * refresh at a time however many requests wait (and, through a lock the tabs share, however many tabs are open:
 * a tab adopts the token another one renewed instead of refreshing too); a failed refresh tells the user and
 * signs out; signing in or out is announced to the other tabs.
 *
 * The toast, the address-bar cleanup, the announcements to other tabs and the forgetting of the user's cached
 * data belong to whoever mounts the actor (src/app/session.ts); here they are named no-ops.
 */
export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as SessionTag,
  },
  schemas: {
    events: {
      'session.signIn': {
        description: 'A token pair from elsewhere in the app: the administrators’ password sign-in.',
      },
      'session.tokenRejected': {
        description: 'A request made with this token was refused (401), or the token is already past its expiry.',
      },
      'session.logout': { description: 'The user chooses Logout.' },
      'session.signedOutElsewhere': { description: 'Another tab of this browser signed out.' },
      'session.signedInElsewhere': {
        description: 'Another tab of this browser signed in: the refresh cookie is there for this tab too.',
      },
      'session.refreshedElsewhere': {
        description: 'Another tab renewed the access token of the session they share.',
      },
    } satisfies EventDescriptions<SessionEvent>,
  },
  actors: {
    fetchSessionToken: fromPromise<string | null>(({ signal }) => fetchSessionToken(signal)),
    refreshAccessToken: fromPromise<string, { refreshToken: string | null }>(({ input, signal }) =>
      refreshAccessToken(input.refreshToken, signal),
    ),
    endServerSession: fromPromise<void, { accessToken: string | null; refreshToken: string | null }>(({ input }) =>
      endServerSession(input),
    ),
  },
  actions: {
    adoptToken: assign((_, params: { accessToken: string }) => holding(params.accessToken, null)),
    adoptRefreshedToken: assign(({ context }, params: { accessToken: string }) =>
      holding(params.accessToken, context.refreshToken),
    ),
    forgetTokens: assign(signedOutContext),
    stripAddressTokens: () => {},
    announceSignIn: () => {},
    announceSignOut: () => {},
    announceRefresh: (_, _params: { accessToken: string }) => {},
    forgetUserData: () => {},
    notifyRefreshFailure: (_, _params: { message: string }) => {},
  },
  guards: {
    hasAddressTokens: ({ context }) => context.accessToken !== null,
    /** Provided where mounted: reads the `session_cs_skins` cookie. */
    hasSessionCookie: () => false,
    isToken: (_, params: { accessToken: string | null }) => params.accessToken !== null,
    isCurrentToken: ({ context, event }) => {
      assertEvent(event, 'session.tokenRejected');
      return event.accessToken === context.accessToken;
    },
    knowsExpiry: ({ context }) => context.expiresAt !== null,
    /**
     * The tabs share the refresh cookie's session, so a token another tab renewed is this tab's too; a tab
     * signed in from the address bar holds a refresh token of its own and keeps to it.
     */
    sharesCookieSession: ({ context }) => context.refreshToken === null,
  },
  delays: {
    refreshBeforeExpiry: ({ context }) =>
      context.expiresAt === null ? 0 : Math.max(0, context.expiresAt - Date.now() - refreshLeadMs),
  },
}).createMachine({
  id: 'session',
  description: 'Who is browsing, and the access token of the signed-in user, kept in memory only.',
  context: ({ input }) =>
    input.addressTokens ? holding(input.addressTokens.accessToken, input.addressTokens.refreshToken) : signedOutContext,
  initial: 'starting',
  states: {
    starting: {
      description: 'The page has just loaded: nobody can say yet whether the user is signed in, so guards wait.',
      initial: 'readingAddress',
      states: {
        readingAddress: {
          description: 'Tokens in the address bar win; otherwise the session cookie says whether to ask the server.',
          always: [
            {
              guard: 'hasAddressTokens',
              target: '#session.signedIn',
              actions: ['stripAddressTokens', 'announceSignIn'],
            },
            { guard: 'hasSessionCookie', target: 'askingServer' },
            { target: '#session.signedOut' },
          ],
        },
        askingServer: {
          description: 'The refresh cookie may be valid: `users/auth/me/` answers an access token, or 401.',
          invoke: {
            id: 'fetchSessionToken',
            src: 'fetchSessionToken',
            onDone: [
              {
                guard: { type: 'isToken', params: ({ event }) => ({ accessToken: event.output }) },
                target: '#session.signedIn',
                actions: [
                  { type: 'adoptToken', params: ({ event }) => ({ accessToken: event.output ?? '' }) },
                  'announceSignIn',
                ],
              },
              { target: '#session.signedOut' },
            ],
            // Offline or a server error: browse as a visitor rather than wait forever; a reload tries again.
            onError: { target: '#session.signedOut' },
          },
        },
      },
    },
    signedIn: {
      description: 'A user with a fresh access token; it is renewed a minute before it expires.',
      tags: ['settled', 'signedIn'],
      after: { refreshBeforeExpiry: { guard: 'knowsExpiry', target: 'refreshing' } },
      on: {
        // A 401 for a token already replaced means the request only needs the new one.
        'session.tokenRejected': { guard: 'isCurrentToken', target: 'refreshing' },
        'session.signIn': {
          target: 'signedIn',
          reenter: true,
          actions: [{ type: 'adoptToken', params: ({ event }) => ({ accessToken: event.accessToken }) }],
        },
        'session.logout': { target: 'signingOut' },
        'session.signedOutElsewhere': { target: 'signedOut' },
        // Another tab's refresh: the new token, and the renewal timer counted from it.
        'session.refreshedElsewhere': {
          guard: 'sharesCookieSession',
          target: 'signedIn',
          reenter: true,
          actions: [{ type: 'adoptRefreshedToken', params: ({ event }) => ({ accessToken: event.accessToken }) }],
        },
      },
    },
    refreshing: {
      description:
        'One refresh for the whole tab, and one tab at a time (the lock): every request waits for its outcome, then goes with the new token.',
      tags: ['settled', 'signedIn', 'refreshing'],
      invoke: {
        id: 'refreshAccessToken',
        src: 'refreshAccessToken',
        input: ({ context }) => ({ refreshToken: context.refreshToken }),
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'adoptRefreshedToken', params: ({ event }) => ({ accessToken: event.output }) },
            { type: 'announceRefresh', params: ({ event }) => ({ accessToken: event.output }) },
          ],
        },
        onError: {
          target: 'signingOut',
          actions: [
            { type: 'notifyRefreshFailure', params: ({ event }) => ({ message: formatRefreshError(event.error) }) },
          ],
        },
      },
      on: {
        'session.logout': { target: 'signingOut' },
        'session.signedOutElsewhere': { target: 'signedOut' },
        // The tab that held the lock first has renewed the token: this tab stops waiting and uses it.
        'session.refreshedElsewhere': {
          guard: 'sharesCookieSession',
          target: 'signedIn',
          actions: [{ type: 'adoptRefreshedToken', params: ({ event }) => ({ accessToken: event.accessToken }) }],
        },
      },
    },
    signingOut: {
      description:
        'The user is already signed out for the UI and for requests; the server is told to revoke the refresh cookie, and the other tabs to sign out.',
      tags: ['settled'],
      entry: ['announceSignOut'],
      invoke: {
        id: 'endServerSession',
        src: 'endServerSession',
        input: ({ context }) => ({ accessToken: context.accessToken, refreshToken: context.refreshToken }),
        // Whatever the server says, this browser has forgotten the user.
        onDone: { target: 'signedOut' },
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      description: 'A visitor: no token in memory, nothing of the previous user left in the cache.',
      tags: ['settled'],
      entry: ['forgetTokens', 'forgetUserData'],
      on: {
        'session.signIn': {
          target: 'signedIn',
          actions: [
            { type: 'adoptToken', params: ({ event }) => ({ accessToken: event.accessToken }) },
            'announceSignIn',
          ],
        },
        'session.signedInElsewhere': { target: 'starting.askingServer' },
      },
    },
  },
});

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

export const selectIsSettled = (snapshot: SessionSnapshot) => snapshot.hasTag('settled');
export const selectIsSignedIn = (snapshot: SessionSnapshot) => snapshot.hasTag('signedIn');
export const selectIsAdmin = (snapshot: SessionSnapshot) => snapshot.hasTag('signedIn') && snapshot.context.isAdmin;
/** The token a request may carry now: none while signed out, and none mid-refresh (requests wait for the new one). */
export const selectUsableToken = (snapshot: SessionSnapshot) =>
  snapshot.hasTag('signedIn') && !snapshot.hasTag('refreshing') ? snapshot.context.accessToken : null;
