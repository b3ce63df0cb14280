/**
 * What refresh, auth/me and admin login say when they refuse (the `message` of `authFailureSchema`). Apart
 * from contract/auth.ts, with no zod, so the entry chunk can recognise the ban message without loading zod.
 */
export const authFailureMessages = {
  noSession: 'No active session',
  sessionExpired: 'Your session has expired, please sign in again',
  badCredentials: 'Invalid username or password',
  banned: 'Your account has been suspended. Contact support if you think this is a mistake.',
} as const;
