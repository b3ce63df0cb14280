import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '#app/router.tsx';
import { useScrollOnNavigation } from '#app/scroll.ts';
import { NotFoundPage } from '#pages/common/NotFoundPage.tsx';
import { ToastHost } from '#ui/ToastHost/ToastHost.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  useScrollOnNavigation();
  return (
    <>
      <Outlet />
      <ToastHost />
    </>
  );
}
