import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireAdmin } from '#app/guards.ts';

/** The back-office layout: every page below it needs the admin flag. */
export const Route = createFileRoute('/_public/_profile/_admin')({
  beforeLoad: requireAdmin,
  component: Outlet,
});
