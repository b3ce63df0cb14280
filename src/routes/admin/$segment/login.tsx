import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { isAdminLoginPage } from '#api/adminAuth.ts';
import { AdminLoginPage } from '#pages/adminLogin/AdminLoginPage.tsx';
import { adminHomePath } from '#pages/adminLogin/adminHome.ts';
import { adminSegmentParams } from '#pages/common/params.ts';

/** Spec §2: the back-office sign-in lives at a hidden path, outside the public layout and linked from nowhere. */
export const Route = createFileRoute('/admin/$segment/login')({
  params: adminSegmentParams,
  // An administrator already signed in has nothing to do here; it also runs again right after a sign-in.
  // Only the configured segment is the sign-in page; the server knows it, any other is not found.
  beforeLoad: async ({ context, params }) => {
    if (!(await isAdminLoginPage(params.segment))) throw notFound();
    await context.session.whenSettled();
    if (context.session.isAdmin()) throw redirect({ to: adminHomePath, replace: true });
  },
  component: AdminLoginPage,
});
