import { createMachine } from 'xstate';
import type { EventDescriptions } from '../eventDescriptions.ts';

type SessionModelEvent =
  | { type: 'otherTab.signIn' }
  | { type: 'otherTab.logout' }
  | { type: 'user.logout' }
  | { type: 'server.expireToken' }
  | { type: 'server.endSession' };

/**
 * The session as a user sees it in the header, for the model-based suite (session.model.test.tsx): what is on
 * screen after each thing the user, another tab or the server does. The server's side is events of this model.
 */
export const sessionModel = createMachine({
  id: 'sessionModel',
  types: {} as { events: SessionModelEvent },
  description: 'Open the home page (/) signed out, with the shop open in a second tab as well.',
  schemas: {
    events: {
      'otherTab.signIn': { description: 'Sign in with Steam in the second tab.' },
      'otherTab.logout': { description: 'Log out in the second tab.' },
      'user.logout': { description: 'Open the user menu (the name in the header) and choose Logout.' },
      'server.expireToken': {
        description:
          'Let the access token expire (or have the server refuse it), then open a page that needs it, such as the profile.',
      },
      'server.endSession': {
        description:
          'End the session on the server (revoke the refresh cookie), let the access token expire, then open a page that needs it.',
      },
    } satisfies EventDescriptions<SessionModelEvent>,
  },
  initial: 'visitor',
  states: {
    visitor: {
      description: "A visitor: the 'Login via STEAM' button, no user menu.",
      on: { 'otherTab.signIn': 'signedIn' },
    },
    signedIn: {
      description: 'Signed in (here, by a sign-in in another tab): the user menu with the name.',
      on: {
        'user.logout': 'loggedOut',
        'otherTab.logout': 'visitor',
        'server.expireToken': 'refreshed',
        'server.endSession': 'refreshFailed',
      },
    },
    refreshed: {
      description: 'The server refused the token; one refresh later the user is still signed in and served.',
      on: { 'user.logout': 'loggedOut', 'server.endSession': 'refreshFailed' },
    },
    loggedOut: {
      description: 'The user chose Logout: the server ended the session and the login button is back.',
      on: { 'otherTab.signIn': 'signedIn' },
    },
    refreshFailed: {
      description: "The refresh was refused: the server's message in a toast, and signed out.",
    },
  },
});
