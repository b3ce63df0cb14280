import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSignedIn } from '#app/guards.ts';

/** The profile layout: every page below it is for signed-in users only. */
export const Route = createFileRoute('/_public/_profile')({
  beforeLoad: requireSignedIn,
  component: Outlet,
});
