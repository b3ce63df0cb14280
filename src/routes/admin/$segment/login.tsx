import { createFileRoute, redirect } from '@tanstack/react-router';
import { adminSegmentParams } from '../../-components/params.ts';
import { AdminLoginPage } from './-components/AdminLoginPage.tsx';
import { adminHomePath } from './-components/adminHome.ts';

/** Spec §2: the back-office sign-in lives at a hidden path, outside the public layout and linked from nowhere. */
export const Route = createFileRoute('/admin/$segment/login')({
  params: adminSegmentParams,
  // An administrator already signed in has nothing to do here; it also runs again right after a sign-in.
  beforeLoad: async ({ context }) => {
    await context.session.whenSettled();
    if (context.session.isAdmin()) throw redirect({ to: adminHomePath, replace: true });
  },
  component: AdminLoginPage,
});
