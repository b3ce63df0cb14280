import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AriaProviders } from '#app/AriaProviders.tsx';
import { requireSignedIn } from '#app/guards.ts';

/**
 * The profile layout: every page below it is for signed-in users only. Its pages (the profile and the back-office)
 * are the browser's to draw and made of react-aria's widgets: they get what those read from here.
 */
export const Route = createFileRoute('/_public/_profile')({
  beforeLoad: requireSignedIn,
  component: ProfileLayout,
});

function ProfileLayout() {
  return (
    <AriaProviders>
      <Outlet />
    </AriaProviders>
  );
}
