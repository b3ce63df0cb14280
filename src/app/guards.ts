import { msg } from '@lingui/core/macro';
import { notFound, redirect } from '@tanstack/react-router';
import { notify } from '#ui/ToastHost/notify.ts';
import type { RouterContext } from './router.tsx';

interface GuardArgs {
  context: RouterContext;
  /** Preloading on hover must neither toast nor count as a visit. */
  preload: boolean;
}

/**
 * Spec §2: a signed-out visitor who opens a profile page goes home with the error toast 'Please login first'.
 * It first waits for the session to know (a reload of /profile while signed in must not bounce to /).
 */
export async function requireSignedIn({ context, preload }: GuardArgs): Promise<void> {
  await context.session.whenSettled();
  if (context.session.isSignedIn()) return;
  if (!preload) notify.error(context.i18n._(msg`Please login first`));
  throw redirect({ to: '/', replace: true });
}

/**
 * Admin pages need the admin flag. To anyone else they do not exist: the not-found page, which tells a
 * curious user nothing about the back-office. (The server re-checks the flag on every admin call.)
 */
export async function requireAdmin({ context }: GuardArgs): Promise<void> {
  await context.session.whenSettled();
  if (!context.session.isAdmin()) throw notFound();
}
