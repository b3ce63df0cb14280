import { createFileRoute } from '@tanstack/react-router';
import { adminSegmentParams } from '../../-components/params.ts';
import { AdminLoginPage } from './-components/AdminLoginPage.tsx';

/** Spec §2: the back-office sign-in lives at a hidden path, outside the public layout and linked from nowhere. */
export const Route = createFileRoute('/admin/$segment/login')({
  params: adminSegmentParams,
  component: AdminLoginPage,
});
